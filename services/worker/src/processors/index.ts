import type { Db } from "@tactica/db";
import type { AfterAccept } from "@tactica/matches";
import type { JobQueue, Processors } from "@tactica/queue";
import type { StoredMatch } from "@tactica/matches";
import { createFindRuleset } from "@tactica/matches";
import { createFollowUps } from "../follow-ups";
import type { RulesetModule } from "@tactica/ruleset-module";
import { defaultModules } from "@tactica/rulesets";
import type { MapLoader } from "../sighting/map-loader";
import { createSightingPreparer } from "../sighting/prepare-sighting";
import { createAiTurnProcessor } from "./ai-turn-deps";
import { createBarrageProcessor } from "./barrage";
import { processPing } from "./ping";
import { processSighting } from "./sighting";
import { processWebhook } from "./webhook";
import type { WebhookDeps } from "./webhook";

export type ProcessorDeps = {
  readonly workerName: string;
  /** The rule systems served (sighting judges, bots, barrages); default the registry's defaultModules(). */
  readonly modules?: readonly RulesetModule[];
  /** Reads stored maps for sighting jobs; without it only inline maps can be sighted. */
  readonly loadMap?: MapLoader;
  /** The match database: ai-turn jobs load matches and store commands there (without it they fail at once). */
  readonly db?: Db;
  /** Called after a job stores a command on a match: wakes the API's subscribers (Redis signal, or the embedded API's own bus). */
  readonly afterAccept?: AfterAccept;
  /**
   * The queue a job's follow-ups go to (a getter: the in-process queue is built from these processors). With it and
   * a database, a command a job stores is followed up as a player's is: the barrage due, webhook deliveries, and the
   * AI turns of the bot seats that may act next (so bot seats play on by themselves, bot after bot).
   */
  readonly queue?: () => JobQueue;
  /** Where follow-up failures are told (default one JSON line on stderr). */
  readonly warn?: (obj: object, msg: string) => void;
  /** As AppDeps.autoBarrage: false leaves due barrages to their players' requestBarrage. */
  readonly autoBarrage?: boolean;
  /** Thinking budget of the turns queued for bot seats (default BOT_SEAT_BUDGET_MS). */
  readonly botBudgetMs?: number;
  /** Webhook address policy (WEBHOOK_ALLOW_LOOPBACK) and where attempts are recorded; default: public addresses, no log. */
  readonly webhooks?: Pick<WebhookDeps, "policy" | "deliveries">;
};

/** Every job processor, bound to its dependencies; used by the BullMQ worker and by the in-process queue. */
export function createProcessors(deps: ProcessorDeps): Processors {
  const modules = deps.modules ?? defaultModules();
  const prepare = createSightingPreparer({ modules, ...(deps.loadMap ? { loadMap: deps.loadMap } : {}) });
  const warn = deps.warn ?? defaultWarn;
  const followUps = deps.db && deps.queue
    ? createFollowUps({
      db: deps.db, queue: deps.queue, rulesets: createFindRuleset(modules.map((m) => m.ruleset)), warn,
      barrageJobsOf: (id) => modules.find((m) => m.id === id)?.jobs.barrage,
      ...(deps.autoBarrage === false ? { autoBarrage: false } : {}), ...(deps.botBudgetMs !== undefined ? { botBudgetMs: deps.botBudgetMs } : {}),
    })
    : undefined;
  // A command a job stored: subscribers first (a lost signal never undoes it), then what it leaves for the queue.
  const afterAccept = deps.afterAccept || followUps
    ? async (match: StoredMatch, seq: number, botTurnExcept?: string) => {
      await deps.afterAccept?.(match, seq).catch((err: unknown) => warn({ err, matchId: match.id, seq }, "signalling subscribers failed; the command is stored"));
      await followUps?.afterChange(match, seq, botTurnExcept === undefined ? {} : { botTurnExcept });
    }
    : undefined;
  return {
    ping: (payload, ctx) => processPing(payload, ctx, deps),
    webhook: (payload, ctx) => processWebhook(payload, ctx, deps.webhooks),
    sighting: (payload, ctx) => processSighting(payload, ctx, { prepare }),
    barrage: createBarrageProcessor({ modules, ...(deps.db ? { db: deps.db } : {}), ...(afterAccept ? { afterAccept: (m: StoredMatch, seq: number) => afterAccept(m, seq) } : {}) }),
    "ai-turn": createAiTurnProcessor({ modules, ...(deps.db ? { db: deps.db } : {}), ...(afterAccept ? { afterAccept } : {}), ...(followUps ? { followUps } : {}) }),
  };
}

const defaultWarn = (obj: object, msg: string): void => {
  const err = (obj as { err?: unknown }).err;
  process.stderr.write(`${JSON.stringify({ level: 40, name: "worker", msg, ...obj, ...(err instanceof Error ? { err: err.message } : {}) })}\n`);
};
