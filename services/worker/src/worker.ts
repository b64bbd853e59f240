import { hostname } from "node:os";
import type { Logger } from "pino";
import { createBullWorker } from "@tactica/queue";
import type { JobWorker } from "@tactica/queue";
import { createProcessors } from "./processors/index";

export type StartWorkerOptions = { readonly redisUrl: string; readonly concurrency: number; readonly log: Logger; readonly queueName?: string; readonly workerName?: string };

/** Starts consuming jobs from Redis; every job's log line carries the request id that started it. */
export function startWorker(opts: StartWorkerOptions): JobWorker {
  const workerName = opts.workerName ?? `${hostname()}:${process.pid}`;
  return createBullWorker(createProcessors({ workerName }), {
    url: opts.redisUrl,
    concurrency: opts.concurrency,
    ...(opts.queueName ? { queueName: opts.queueName } : {}),
    onEvent: (e) => {
      const line = { jobId: e.jobId, job: e.name, reqId: e.requestId };
      if (e.kind === "completed") opts.log.info(line, "job completed");
      else opts.log.warn({ ...line, error: e.error }, "job failed");
    },
  });
}
