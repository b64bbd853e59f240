import type { Db } from "@tactica/db";
import type { JobQueue } from "@tactica/queue";

/** A rule system the API can serve; filled from the rules packages as they land. */
export type RulesetEntry = { readonly id: string; readonly name: string; readonly version: string };

/** Everything buildApp needs from outside; server.ts and tests construct these. */
export type AppDeps = {
  readonly db: Db;
  readonly queue: JobQueue;
  readonly rulesets: readonly RulesetEntry[];
};
