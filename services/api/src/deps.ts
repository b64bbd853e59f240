import type { Db } from "@tactica/db";
import type { Ruleset } from "@tactica/engine";
import type { RulesetModule } from "@tactica/ruleset-module";
import type { JobQueue } from "@tactica/queue";
import type { Resolve, WebhookPolicy } from "@tactica/worker";
import type { SigningKeyring } from "./signing/keyring";

/**
 * A rule system the API serves: a registered module (everything per system: odds, sighting, scenarios, jobs), or a
 * bare ruleset (test fixtures) that can only run matches.
 */
export type RulesetEntry = {
  readonly id: string; readonly name: string; readonly version: string; readonly ruleset?: Ruleset;
  readonly module?: RulesetModule;
};

/** Everything buildApp needs from outside; server.ts and tests construct these. */
export type AppDeps = {
  readonly db: Db;
  readonly queue: JobQueue;
  /**
   * The rule systems served: buildApp puts an entry per module of `modules` (server.ts passes the registry's
   * defaultModules()) before these, which are rulesets served without a module (test fixtures).
   */
  readonly rulesets: readonly RulesetEntry[];
  readonly modules?: readonly RulesetModule[];
  /** Redis for subscriptions fan-out and rate limits across API processes; absent = in-memory (embedded mode). */
  readonly redisUrl?: string;
  /** Where webhooks may point (WEBHOOK_ALLOW_LOOPBACK); absent = public addresses only. `resolve` is for tests. */
  readonly webhooks?: WebhookPolicy & { readonly resolve?: Resolve };
  /**
   * Queue the barrage job by itself when a command leaves rounds due (the module's jobs.barrage); default true. Tests that
   * compare a barrage with its synchronous resolution turn it off so the match waits for their requestBarrage.
   */
  readonly autoBarrage?: boolean;
  /** The keys that sign match records (signing/keyring.ts); absent = a key made in memory for this process (tests). */
  readonly signing?: SigningKeyring;
};
