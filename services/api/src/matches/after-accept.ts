import type { Db } from "@tactica/db";
import type { JobQueue } from "@tactica/queue";
import { createFollowUps } from "@tactica/worker";
import type { FollowUps } from "@tactica/worker";
import type { FastifyBaseLogger } from "fastify";
import type { RulesetEntry } from "../deps";
import type { Live } from "./live";
import { barrageJobsOf } from "./barrage-job";
import { findRulesetIn } from "./stored-match";
import type { StoredMatch } from "./stored-match";

export type { TurnNotification } from "@tactica/worker";

type AfterAcceptDeps = { db: Db; queue: JobQueue; rulesets: readonly RulesetEntry[]; live: Live; log: Pick<FastifyBaseLogger, "warn">; autoBarrage?: boolean };

/** What a stored change leaves for the queue (the worker's follow-ups, shared with jobs), over the API's registry and log. */
export function followUpsOf(deps: Omit<AfterAcceptDeps, "live">): FollowUps {
  return createFollowUps({
    db: deps.db, queue: () => deps.queue, rulesets: findRulesetIn(deps.rulesets), warn: (obj, msg) => deps.log.warn(obj, msg),
    barrageJobsOf: (id) => barrageJobsOf(deps.rulesets, id),
    ...(deps.autoBarrage === false ? { autoBarrage: false } : {}),
  });
}

/**
 * After a stored command: signal subscribers on every API process, then what the change leaves for the queue (the
 * worker's follow-ups, the same code a job's stored command goes through): the barrage the new state waits for
 * (what its module's jobs.barrage says is due), one stored then queued signed delivery per webhook of the match (or
 * of its creator's catch-all hooks), and an AI turn for each bot seat that may act now. `match` is the snapshot just
 * stored. Failures here never undo the command, and each step runs even if the one before failed: with Redis down
 * the delivery rows are still stored, and what could not be queued is queued by the requeue sweep once the queue is
 * back (requeue-sweeper.ts).
 */
export function createAfterAccept(deps: AfterAcceptDeps) {
  const followUps = followUpsOf(deps);
  return async (match: StoredMatch, seq: number): Promise<void> => {
    try {
      await deps.live.publishMatch({ matchId: match.id, seq, kind: "event" });
    } catch (err) {
      deps.log.warn({ err, matchId: match.id, seq }, "notifying subscribers failed; the command is stored");
    }
    await followUps.afterChange(match, seq);
  };
}
