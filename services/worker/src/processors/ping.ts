import type { JobContext } from "@tactica/queue";
import type { JobPayload, JobResult } from "@tactica/contracts";

/** The health job: proves a job travels from the API through the queue to a worker and back. */
export async function processPing(payload: JobPayload<"ping">, ctx: JobContext, deps: { workerName: string }): Promise<JobResult<"ping">> {
  await ctx.progress(50);
  return { echo: payload.message, processedBy: deps.workerName };
}
