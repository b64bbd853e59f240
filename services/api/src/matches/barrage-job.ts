import type { JobPayload } from "@tactica/contracts";
import { toBarrageJob as toCheckedBarrageJob } from "@tactica/worker";
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
 * A barrage job for a match at event `seq`, checked against its contract and by its module, with its server-keyed
 * id (the worker's follow-ups make the same job, see toBarrageJob there): a bad order is `request/invalid`.
 * Enqueue it with enqueueSystemJob.
 */
export function toBarrageJob(match: { readonly id: string; readonly serverSeed: string }, jobs: BarrageJobs, barrage: BarrageOrder, seq: number): { payload: JobPayload<"barrage">; jobId: string } {
  const job = toCheckedBarrageJob(match, jobs, barrage, seq);
  if (!job.ok) throw apiError("request/invalid", `${job.path}: ${job.message}`);
  return { payload: job.payload, jobId: job.jobId };
}
