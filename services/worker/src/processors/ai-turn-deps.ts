import type { JobPayload, JobResult } from "@tactica/contracts";
import type { Db } from "@tactica/db";
import type { Ruleset } from "@tactica/engine";
import { createFindRuleset } from "@tactica/matches";
import type { AfterAccept } from "@tactica/matches";
import type { JobContext } from "@tactica/queue";
import { UnrecoverableJobError } from "@tactica/queue";
import { firepowerRuleset } from "@tactica/rules-firepower";
import { patrolRuleset } from "@tactica/rules-patrol";
import { processAiTurn } from "./ai-turn";

/** The rule systems whose bots the worker runs (each at the version it ships). */
export const workerRulesets = (): readonly Ruleset[] =>
  // Ruleset<G, T, Sc> is contravariant through its callbacks; the worker only passes back states it loaded for it.
  [firepowerRuleset as unknown as Ruleset, patrolRuleset as unknown as Ruleset];

/** The ai-turn processor over a database (the worker's clock: performance.now); without one every job fails at once. */
export function createAiTurnProcessor(deps: { readonly db?: Db; readonly afterAccept?: AfterAccept }) {
  const rulesets = createFindRuleset(workerRulesets());
  return async (payload: JobPayload<"ai-turn">, ctx: JobContext): Promise<JobResult<"ai-turn">> => {
    if (!deps.db) throw new UnrecoverableJobError("job/no_database", "ai-turn: this worker has no DATABASE_URL, so it cannot load matches");
    return processAiTurn(payload, ctx, { db: deps.db, rulesets, now: () => performance.now(), ...(deps.afterAccept ? { afterAccept: deps.afterAccept } : {}) });
  };
}
