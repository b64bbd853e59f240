import type { Db } from "@tactica/db";
import { rulesetOf, stateOf } from "@tactica/matches";
import type { FindRuleset, StoredMatch } from "@tactica/matches";
import type { Ruleset } from "@tactica/engine";
import type { JobQueue } from "@tactica/queue";
import { dueBarrage } from "@tactica/ruleset-module";
import type { BarrageJobs } from "@tactica/ruleset-module";
import { queueBarrageJob, toBarrageJob } from "./barrage-jobs";
import { queueBotTurns } from "./bot-turns";
import { isQueueUnavailable, queueTurnWebhooks } from "./turn-deliveries";

export type FollowUpDeps = {
  readonly db: Db;
  /** The queue follow-up jobs go to (a getter: the in-process queue is built from the processors that need it). */
  readonly queue: () => JobQueue;
  readonly rulesets: FindRuleset;
  /** The barrage jobs of a ruleset's module (undefined: it has none). */
  readonly barrageJobsOf: (rulesetId: string) => BarrageJobs | undefined;
  readonly warn: (obj: object, msg: string) => void;
  /** false leaves due barrages to their players' requestBarrage (AppDeps.autoBarrage). */
  readonly autoBarrage?: boolean;
  /** Thinking budget of the bot seats' turns (default BOT_SEAT_BUDGET_MS). */
  readonly botBudgetMs?: number;
};

export type FollowUpOptions = {
  /** The seat whose AI turn stored the command: it goes on in the same job, so no turn is queued for it. */
  readonly botTurnExcept?: string;
};

/** What a stored change leaves for the queue; called with the snapshot just stored (event `seq`). Never throw. */
export type FollowUps = {
  /** Everything a stored change leaves: the barrage due, the webhook deliveries, the bot seats' turns. */
  readonly afterChange: (match: StoredMatch, seq: number, opts?: FollowUpOptions) => Promise<void>;
  /** Only the bot seats' turns (a change whose deliveries were already queued, or one that makes none: a join, a resign). */
  readonly botTurns: (match: StoredMatch, seq: number) => Promise<void>;
};

/**
 * After a stored change, whoever stored it (an API request or a job): queue the barrage the new state waits for,
 * store then queue the webhook deliveries of the turn notification, and queue the AI turns of the bot seats that
 * may act now. Each step runs even if the one before failed, and a failure never undoes the change: with Redis down
 * the delivery rows are still stored, and what could not be queued is queued by the API's requeue sweep.
 */
export function createFollowUps(deps: FollowUpDeps): FollowUps {
  const step = async (match: StoredMatch, seq: number, what: string, run: () => Promise<unknown>) => {
    try {
      await run();
    } catch (err) {
      const later = isQueueUnavailable(err) ? "; the requeue sweep queues it when the queue is back" : "";
      deps.warn({ err, matchId: match.id, seq }, `${what} failed; the change is stored${later}`);
    }
  };
  const rulesetFor = (match: StoredMatch, seq: number) => {
    try {
      return rulesetOf(deps.rulesets, match);
    } catch (err) {
      deps.warn({ err, matchId: match.id, seq }, "no follow-ups: this process does not serve the match's ruleset");
      return undefined;
    }
  };
  const botTurns = (match: StoredMatch, seq: number, ruleset: Ruleset, except?: string) =>
    step(match, seq, "queueing the bot seats' turns", () => queueBotTurns(deps.queue(), ruleset, match, seq, {
      ...(except !== undefined ? { except } : {}),
      ...(deps.botBudgetMs !== undefined ? { budgetMs: deps.botBudgetMs } : {}),
    }));
  const afterChange: FollowUps["afterChange"] = async (match, seq, opts = {}) => {
    const ruleset = rulesetFor(match, seq);
    if (!ruleset) return;
    const jobs = match.status === "active" && deps.autoBarrage !== false ? deps.barrageJobsOf(match.rulesetId) : undefined;
    const due = jobs ? dueBarrage(jobs, stateOf(match)) : null;
    if (jobs && due) await step(match, seq, "queueing the barrage", () => queueBarrageJob(deps.queue(), toBarrageJob(match, jobs, due, seq)));
    await step(match, seq, "queueing webhooks", () => queueTurnWebhooks(deps.db, deps.queue(), ruleset, match, seq));
    await botTurns(match, seq, ruleset, opts.botTurnExcept);
  };
  return {
    afterChange,
    botTurns: async (match, seq) => {
      const ruleset = rulesetFor(match, seq);
      if (ruleset) await botTurns(match, seq, ruleset);
    },
  };
}
