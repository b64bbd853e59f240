import type { JobPayload, JobResult } from "@tactica/contracts";
import type { Db } from "@tactica/db";
import { createFindRuleset } from "@tactica/matches";
import type { StoredMatch } from "@tactica/matches";
import type { FollowUps } from "../follow-ups";
import type { JobContext } from "@tactica/queue";
import { UnrecoverableJobError } from "@tactica/queue";
import type { RulesetModule } from "@tactica/ruleset-module";
import { processAiTurn } from "./ai-turn";

/** The ai-turn processor over the served modules' rulesets (each at the version it ships) and a database (the worker's clock: performance.now); without a database every job fails at once. */
export function createAiTurnProcessor(deps: { readonly modules: readonly RulesetModule[]; readonly db?: Db; readonly afterAccept?: (match: StoredMatch, seq: number, botTurnExcept: string) => Promise<void>; readonly followUps?: FollowUps }) {
  const rulesets = createFindRuleset(deps.modules.map((m) => m.ruleset));
  return async (payload: JobPayload<"ai-turn">, ctx: JobContext): Promise<JobResult<"ai-turn">> => {
    if (!deps.db) throw new UnrecoverableJobError("job/no_database", "ai-turn: this worker has no DATABASE_URL, so it cannot load matches");
    const { afterAccept, followUps } = deps;
    return processAiTurn(payload, ctx, {
      db: deps.db, rulesets, now: () => performance.now(),
      // The turn's own seat plays on in this job: its commands queue the other bot seats' turns, and its own next
      // turn is queued once the job stops (afterTurn), at the position it left.
      ...(afterAccept ? { afterAccept: (match: StoredMatch, seq: number) => afterAccept(match, seq, payload.seat) } : {}),
      ...(followUps ? { afterTurn: (match: StoredMatch) => followUps.botTurns(match, match.lastSeq) } : {}),
    });
  };
}
