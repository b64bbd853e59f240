import type { JobPayload } from "@tactica/contracts";
import { JobSchemas } from "@tactica/contracts";
import { enqueueSystemJob, toKeyedJobId } from "@tactica/queue";
import type { JobQueue } from "@tactica/queue";
import type { BarrageJobs, BarrageOrder } from "@tactica/ruleset-module";

export type BarrageJob = { readonly ok: true; readonly payload: JobPayload<"barrage">; readonly jobId: string } | { readonly ok: false; readonly path: string; readonly message: string };

/**
 * A barrage job for a match at event `seq`, checked against its contract and by its module (`jobs`, the order's
 * fields), with the id derived from it and keyed by the match's secret server seed: the same barrage at the same
 * position is always the same job, whoever asks (a client's requestBarrage, the queueing after the command that
 * made it due, in the API or in a worker), so it runs once; and nobody can compute the id in advance (issue 17).
 */
export function toBarrageJob(match: { readonly id: string; readonly serverSeed: string }, jobs: BarrageJobs, barrage: BarrageOrder, seq: number): BarrageJob {
  const checked = JobSchemas.barrage.payload.safeParse({ matchId: match.id, barrage, expectedEventNumber: seq });
  if (!checked.success) {
    const first = checked.error.issues[0];
    return { ok: false, path: first?.path.join(".") || "input", message: first?.message ?? "invalid" };
  }
  const fields = jobs.checkOrder(checked.data.barrage);
  if (!fields.ok) return { ok: false, path: `barrage.${fields.path.join(".")}`, message: fields.message };
  return { ok: true, payload: checked.data, jobId: toKeyedJobId("barrage", checked.data, match.serverSeed) };
}

/** Queues a barrage job made by toBarrageJob; a job that could not be made is an Error (a bad stored state or module). */
export async function queueBarrageJob(queue: JobQueue, job: BarrageJob): Promise<string> {
  if (!job.ok) throw new Error(`barrage job refused: ${job.path}: ${job.message}`);
  return (await enqueueSystemJob(queue, "barrage", job.payload, { jobId: job.jobId })).id;
}
