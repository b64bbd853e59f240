import { JobSchemas } from "@tactica/contracts";
import type { JobPayload } from "@tactica/contracts";
import { toKeyedJobId } from "@tactica/queue";
import { dueBarrage } from "@tactica/ruleset-module";
import type { BarrageJobs, BarrageOrder } from "@tactica/ruleset-module";
import type { RulesetEntry } from "../deps";
import { apiError } from "../errors";
import { findModule } from "../rulesets";

/** The barrage jobs of a ruleset's module; undefined for a ruleset without barrages. */
export function barrageJobsOf(rulesets: readonly RulesetEntry[], rulesetId: string): BarrageJobs | undefined {
  return findModule(rulesets, rulesetId)?.jobs.barrage;
}

/** The barrage a stored match waits for, as its module's barrage jobs read its state; null for none (or a ruleset without barrages). */
export function dueBarrageOf(rulesets: readonly RulesetEntry[], match: { readonly rulesetId: string; readonly state: unknown }): BarrageOrder | null {
  const jobs = barrageJobsOf(rulesets, match.rulesetId);
  return jobs ? dueBarrage(jobs, match.state) : null;
}

/**
 * A barrage job for a match at event `seq`, checked against its contract and by its module (`jobs`, the order's
 * fields), with the id derived from it and keyed by the match's secret server seed: the same barrage at the same
 * position is always the same job, whoever asks (a client's requestBarrage or the automatic queueing after the
 * command that made it due), so it runs once; and nobody can compute the id from public data in advance and occupy
 * it (issue 17). Enqueue it with enqueueSystemJob.
 */
export function toBarrageJob(match: { readonly id: string; readonly serverSeed: string }, jobs: BarrageJobs, barrage: BarrageOrder, seq: number): { payload: JobPayload<"barrage">; jobId: string } {
  const checked = JobSchemas.barrage.payload.safeParse({ matchId: match.id, barrage, expectedEventNumber: seq });
  if (!checked.success) {
    const first = checked.error.issues[0];
    throw apiError("request/invalid", `${first?.path.join(".") || "input"}: ${first?.message ?? "invalid"}`);
  }
  const fields = jobs.checkOrder(checked.data.barrage);
  if (!fields.ok) throw apiError("request/invalid", `barrage.${fields.path.join(".")}: ${fields.message}`);
  return { payload: checked.data, jobId: toKeyedJobId("barrage", checked.data, match.serverSeed) };
}
