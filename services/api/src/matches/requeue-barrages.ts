import type { Db } from "@tactica/db";
import type { JobQueue } from "@tactica/queue";
import { enqueueSystemJob } from "@tactica/queue";
import type { BarrageJobs, BarrageOrder, RulesetModule } from "@tactica/ruleset-module";
import { toBarrageJob } from "./barrage-job";
import { isQueueUnavailable } from "./requeue-webhooks";

/**
 * Queues the barrage a match waits for at event `seq` (`order`: what its module's dueOrder says is due) at its
 * deterministic, server-keyed job id (barrage-job.ts): the queueing after the command, a client's requestBarrage
 * and every sweep ask for the same job, so it runs once; and a rerun of a removed job answers from the command's
 * idempotency record.
 */
export async function queueDueBarrage(queue: JobQueue, match: { readonly id: string; readonly serverSeed: string }, jobs: BarrageJobs, order: BarrageOrder, seq: number): Promise<string> {
  const job = toBarrageJob(match, jobs, order, seq);
  return (await enqueueSystemJob(queue, "barrage", job.payload, { jobId: job.jobId })).id;
}

type DueRow = { id: string; serverSeed: string; lastSeq: number; due: unknown };

/** A module's duePath as a PostgreSQL text-array literal; keys are plain words, so it is inlined, never interpolated from input. */
const PATH_KEY = /^[A-Za-z0-9_]{1,64}$/;
export function toPathLiteral(path: readonly string[]): string {
  if (path.length === 0 || path.length > 16 || !path.every((k) => PATH_KEY.test(k))) throw new Error(`a duePath is 1-16 keys of A-Z a-z 0-9 _: ${JSON.stringify(path)}`);
  return `'{${path.join(",")}}'`;
}

/** The modules served whose states can wait for a barrage, each with its barrage jobs and duePath. */
export function sweptModules(modules: readonly RulesetModule[]): { readonly rulesetId: string; readonly jobs: BarrageJobs; readonly path: readonly string[] }[] {
  return modules.flatMap((m) => {
    const jobs = m.jobs.barrage;
    return jobs?.duePath ? [{ rulesetId: m.id, jobs, path: jobs.duePath }] : [];
  });
}

/**
 * One page of active matches of one ruleset whose state waits for a barrage (a value other than `[]` at the path its
 * module declares, BarrageJobs.duePath) and has not changed for `graceMs` (a younger one is being queued by the
 * command that made it wait), each queued at its current event number. The path is inlined as a literal (checked
 * keys, never client input), so for the path ["game","artillery","due"] the WHERE repeats the predicate of the
 * partial index "Match_barrage_due_idx" (migration 20261202033500_requeue_sweep) word for word and the planner reads
 * only waiting matches; another path needs its own partial index (see docs/api.md). Pages go round by id from
 * `after` (the returned `next`; "" to start again), so matches that stay waiting (a job that keeps failing) cannot
 * starve the others. `queued` counts the matches the queue was asked for (a job already there answers for itself).
 */
export async function sweepBarrages(db: Db, queue: JobQueue, opts: { readonly rulesetId: string; readonly jobs: BarrageJobs; readonly path: readonly string[]; readonly graceMs: number; readonly batch: number; readonly after: string; readonly onSkip: (matchId: string, err: unknown) => void }): Promise<{ queued: number; next: string }> {
  const path = toPathLiteral(opts.path);
  const rows = await db.sql<DueRow>(
    `SELECT "id", "serverSeed", "lastSeq", "state" #> ${path} AS "due" FROM "Match"
      WHERE "status" = 'active' AND ("state" #> ${path}) <> '[]'::jsonb
        AND "rulesetId" = $4 AND "id" > $1 AND "updatedAt" < now() - make_interval(secs => $2::float8 / 1000)
      ORDER BY "id" LIMIT $3`,
    [opts.after, opts.graceMs, opts.batch, opts.rulesetId],
    // A named statement per path: the text differs by path, and a name stands for one text on a connection.
    `tactica-barrage-due-${opts.path.join(".")}`.slice(0, 63),
  );
  let queued = 0;
  for (const row of rows) {
    const order = opts.jobs.dueOrder(row.due);
    if (!order) continue;
    try {
      await queueDueBarrage(queue, row, opts.jobs, order, row.lastSeq);
      queued++;
    } catch (err) {
      // The queue being down ends the sweep; a match whose job cannot be made (a bad stored state) is skipped.
      if (isQueueUnavailable(err)) throw err;
      opts.onSkip(row.id, err);
    }
  }
  return { queued, next: rows.length < opts.batch ? "" : (rows.at(-1)?.id ?? "") };
}
