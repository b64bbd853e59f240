import type { Db } from "@tactica/db";
import { findMatch } from "@tactica/matches";
import type { FindRuleset, StoredMatch } from "@tactica/matches";
import type { JobQueue } from "@tactica/queue";
import { queueBotTurns as queueTurnsOfBots, isQueueUnavailable } from "@tactica/worker";
import { rulesetOf } from "@tactica/matches";

type Warn = (obj: object, msg: string) => void;

/**
 * Issue 19: a seat left to the server's bot (Seat.bot) is played by the server whenever it may act. After a stored
 * change that makes no command (a match created active, the join that activates it, a resignation handing a seat to
 * the bot), this queues an AI turn for each bot seat named in the view's `actors` at event `seq`, at the same
 * HMAC-keyed id as requestAiTurn's (so two API processes, a retry or the sweep queue it once). Commands are followed
 * up by createAfterAccept (API) and the worker's processors (jobs), which queue the next bot turns the same way.
 * A queue refusal is logged, never thrown: the change is stored, and the requeue sweep asks again (sweepBotTurns).
 */
export async function queueBotTurns(deps: { readonly queue: JobQueue; readonly rulesets: FindRuleset; readonly warn: Warn }, match: StoredMatch, seq: number): Promise<void> {
  try {
    await queueTurnsOfBots(deps.queue, rulesetOf(deps.rulesets, match), match, seq);
  } catch (err) {
    const later = isQueueUnavailable(err) ? "; the requeue sweep queues it when the queue is back" : "";
    deps.warn({ err, matchId: match.id, seq }, `queueing the bot seats' turns failed; the change is stored${later}`);
  }
}

/**
 * One page of active matches with a bot seat that have not changed for `graceMs` (a younger one is being followed
 * up by the request or job that changed it), each asked for the AI turns of its bot seats that may act now at its
 * current event number. A turn already queued, running or done at that position is the same job id, so a match
 * whose bot is waiting (a job in flight, or one that found nothing to do) is not played twice. Pages go round by id
 * from `after` (the returned `next`; "" to start again). The queue being down ends the sweep (thrown).
 */
export async function sweepBotTurns(db: Db, queue: JobQueue, opts: { readonly rulesets: FindRuleset; readonly graceMs: number; readonly batch: number; readonly after: string; readonly onSkip: (matchId: string, err: unknown) => void }): Promise<{ queued: number; next: string }> {
  const rows = await db.sql<{ id: string }>(
    `SELECT m."id" FROM "Match" m
      WHERE m."status" = 'active' AND m."id" > $1 AND m."updatedAt" < now() - make_interval(secs => $2::float8 / 1000)
        AND EXISTS (SELECT 1 FROM "Seat" s WHERE s."matchId" = m."id" AND s."bot")
      ORDER BY m."id" LIMIT $3`,
    [opts.after, opts.graceMs, opts.batch],
    "tactica-bot-seats-active",
  );
  let queued = 0;
  for (const row of rows) {
    try {
      const match = await findMatch(db.prisma, row.id);
      queued += (await queueTurnsOfBots(queue, rulesetOf(opts.rulesets, match), match, match.lastSeq)).length;
    } catch (err) {
      if (isQueueUnavailable(err)) throw err;
      opts.onSkip(row.id, err);
    }
  }
  return { queued, next: rows.length < opts.batch ? "" : (rows.at(-1)?.id ?? "") };
}
