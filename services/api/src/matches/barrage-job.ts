import { JobSchemas } from "@tactica/contracts";
import type { JobPayload } from "@tactica/contracts";
import { toKeyedJobId } from "@tactica/queue";
import type { RulesetEntry } from "../deps";
import { apiError } from "../errors";
import { findModule } from "../rulesets";

/** The rounds a stored match waits for, as its module's barrage jobs read its state; [] for a ruleset without barrages. */
export function dueRounds(rulesets: readonly RulesetEntry[], match: { readonly rulesetId: string; readonly state: unknown }): readonly string[] {
  return findModule(rulesets, match.rulesetId)?.jobs.barrage?.dueRounds(match.state) ?? [];
}

/**
 * A barrage job for a match at event `seq`, checked against its contract, with the id derived from it and keyed by the
 * match's secret server seed: the same barrage at the same position is always the same job, whoever asks (a client's
 * requestBarrage or the automatic queueing after the command that made rounds due), so it runs once; and nobody can
 * compute the id from public data in advance and occupy it (issue 17). Enqueue it with enqueueSystemJob.
 */
export function toBarrageJob(match: { readonly id: string; readonly serverSeed: string }, barrage: JobPayload<"barrage">["barrage"], seq: number): { payload: JobPayload<"barrage">; jobId: string } {
  const checked = JobSchemas.barrage.payload.safeParse({ matchId: match.id, barrage, expectedEventNumber: seq });
  if (!checked.success) {
    const first = checked.error.issues[0];
    throw apiError("request/invalid", `${first?.path.join(".") || "input"}: ${first?.message ?? "invalid"}`);
  }
  return { payload: checked.data, jobId: toKeyedJobId("barrage", checked.data, match.serverSeed) };
}
