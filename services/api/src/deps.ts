import type { Db } from "@tactica/db";
import type { Ruleset } from "@tactica/engine";
import type { JobQueue } from "@tactica/queue";
import type { Resolve, WebhookPolicy } from "@tactica/worker";

/** A rule system the API can serve; filled from the rules packages as they land. */
export type RulesetEntry = {
  readonly id: string; readonly name: string; readonly version: string; readonly ruleset?: Ruleset;
  /**
   * The ruleset plays stored maps: a scenario naming a stored map (not one of `shipped`) gets that map's document
   * inlined as `mapDocument` when it is saved or a match is created, so the match plays a fixed version.
   */
  readonly storedMaps?: { readonly shipped: readonly string[] };
};

/** Everything buildApp needs from outside; server.ts and tests construct these. */
export type AppDeps = {
  readonly db: Db;
  readonly queue: JobQueue;
  readonly rulesets: readonly RulesetEntry[];
  /** Redis for subscriptions fan-out and rate limits across API processes; absent = in-memory (embedded mode). */
  readonly redisUrl?: string;
  /** Where webhooks may point (WEBHOOK_ALLOW_LOOPBACK); absent = public addresses only. `resolve` is for tests. */
  readonly webhooks?: WebhookPolicy & { readonly resolve?: Resolve };
  /**
   * Queue the barrage job by itself when a command leaves artillery due (Patrol! F2); default true. Tests that
   * compare a barrage with its synchronous resolution turn it off so the match waits for their requestBarrage.
   */
  readonly autoBarrage?: boolean;
};
