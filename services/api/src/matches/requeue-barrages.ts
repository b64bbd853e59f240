import type { Db } from "@tactica/db";
import type { JobQueue } from "@tactica/queue";
import { enqueueSystemJob } from "@tactica/queue";
import { toBarrageJob } from "./barrage-job";
import { isQueueUnavailable } from "./requeue-webhooks";

/**
 * Queues the barrage a match waits for at event `seq` (the rounds due) at its deterministic, server-keyed
 * job id (barrage-job.ts): the queueing after the command, a client's requestBarrage and every sweep ask for the
 * same job, so it runs once; and a rerun of a removed job answers from the command's idempotency record.
 */
export async function queueDueBarrage(queue: JobQueue, match: { readonly id: string; readonly serverSeed: string }, due: readonly string[], seq: number): Promise<string> {
  const job = toBarrageJob(match, { kind: "artillery", rounds: [...due] }, seq);
  return (await enqueueSystemJob(queue, "barrage", job.payload, { jobId: job.jobId })).id;
}

type DueRow = { id: string; serverSeed: string; lastSeq: number; due: unknown };

/**
 * One page of active matches whose state waits for a barrage (rounds at `game.artillery.due`, where a module's
 * BarrageJobs keep them: @tactica/ruleset-module jobs.ts) and has not changed for `graceMs` (a younger one is
 * being queued by the command that made it wait), each queued at its current event number. Read through the
 * partial index "Match_barrage_due_idx" (migration 20261202033500_requeue_sweep; this WHERE repeats its predicate
 * word for word), so only waiting matches are read, never other matches' states. Pages go round by id from
 * `after` (the returned `next`; "" to start again), so matches that stay waiting (a job that keeps failing)
 * cannot starve the others. `queued` counts the matches the queue was asked for (a job already there answers for itself).
 */
export async function sweepBarrages(db: Db, queue: JobQueue, opts: { readonly graceMs: number; readonly batch: number; readonly after: string; readonly onSkip: (matchId: string, err: unknown) => void }): Promise<{ queued: number; next: string }> {
  const rows = await db.sql<DueRow>(
    `SELECT "id", "serverSeed", "lastSeq", "state" #> '{game,artillery,due}' AS "due" FROM "Match"
      WHERE "status" = 'active' AND ("state" #> '{game,artillery,due}') <> '[]'::jsonb
        AND "id" > $1 AND "updatedAt" < now() - make_interval(secs => $2::float8 / 1000)
      ORDER BY "id" LIMIT $3`,
    [opts.after, opts.graceMs, opts.batch],
    "tactica-matches-waiting-for-barrage",
  );
  let queued = 0;
  for (const row of rows) {
    const due = Array.isArray(row.due) ? row.due.filter((d): d is string => typeof d === "string") : [];
    if (due.length === 0) continue;
    try {
      await queueDueBarrage(queue, row, due, row.lastSeq);
      queued++;
    } catch (err) {
      // The queue being down ends the sweep; a match whose job cannot be made (a bad stored state) is skipped.
      if (isQueueUnavailable(err)) throw err;
      opts.onSkip(row.id, err);
    }
  }
  return { queued, next: rows.length < opts.batch ? "" : (rows.at(-1)?.id ?? "") };
}
