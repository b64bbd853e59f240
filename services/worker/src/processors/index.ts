import type { Db } from "@tactica/db";
import type { AfterAccept } from "@tactica/matches";
import type { Processors } from "@tactica/queue";
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
  /** Called after a job stores a command on a match (wakes the API's subscribers); none in embedded mode. */
  readonly afterAccept?: AfterAccept;
  /** Webhook address policy (WEBHOOK_ALLOW_LOOPBACK) and where attempts are recorded; default: public addresses, no log. */
  readonly webhooks?: Pick<WebhookDeps, "policy" | "deliveries">;
};

/** Every job processor, bound to its dependencies; used by the BullMQ worker and by the in-process queue. */
export function createProcessors(deps: ProcessorDeps): Processors {
  const modules = deps.modules ?? defaultModules();
  const prepare = createSightingPreparer({ modules, ...(deps.loadMap ? { loadMap: deps.loadMap } : {}) });
  return {
    ping: (payload, ctx) => processPing(payload, ctx, deps),
    webhook: (payload, ctx) => processWebhook(payload, ctx, deps.webhooks),
    sighting: (payload, ctx) => processSighting(payload, ctx, { prepare }),
    barrage: createBarrageProcessor({ modules, ...(deps.db ? { db: deps.db } : {}) }),
    "ai-turn": createAiTurnProcessor({ modules, ...(deps.db ? { db: deps.db } : {}), ...(deps.afterAccept ? { afterAccept: deps.afterAccept } : {}) }),
  };
}
