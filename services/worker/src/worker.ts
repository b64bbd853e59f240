import { hostname } from "node:os";
import { fileURLToPath } from "node:url";
import type { Logger } from "pino";
import { createBullWorker } from "@tactica/queue";
import type { JobWorker, WorkerEvent } from "@tactica/queue";
import { createProcessors } from "./processors/index";
import type { MapLoader } from "./sighting/map-loader";
import type { ProcessorDeps } from "./processors/index";

export type StartWorkerOptions = {
  readonly redisUrl: string;
  readonly concurrency: number;
  readonly log: Logger;
  readonly queueName?: string;
  readonly workerName?: string;
  /** Run processors in child processes (default) or in this process (then loadMap serves stored maps). */
  readonly sandboxed?: boolean;
  readonly loadMap?: MapLoader;
  /** In-process only (sandboxed children read WEBHOOK_ALLOW_LOOPBACK and DATABASE_URL themselves). */
  readonly webhooks?: ProcessorDeps["webhooks"];
  /** Lock and stalled-job check: a job whose worker died is taken back after about lockDurationMs. */
  readonly lockDurationMs?: number;
  readonly stalledIntervalMs?: number;
};

/** The sandboxed processor file (services/worker/src/sandbox.ts). */
export const SANDBOX_FILE = fileURLToPath(new URL("./sandbox.ts", import.meta.url));

/**
 * Starts consuming jobs from Redis; processors run sandboxed in child processes so a CPU-heavy job never stalls
 * the others or the lock renewals. Every job's log line carries the request id that started it.
 */
export function startWorker(opts: StartWorkerOptions): JobWorker {
  const workerName = opts.workerName ?? `${hostname()}:${process.pid}`;
  const source = opts.sandboxed === false
    ? createProcessors({ workerName, ...(opts.loadMap ? { loadMap: opts.loadMap } : {}), ...(opts.webhooks ? { webhooks: opts.webhooks } : {}) })
    : { kind: "sandbox" as const, file: SANDBOX_FILE, env: { TACTICA_WORKER_NAME: workerName } };
  return createBullWorker(source, {
    url: opts.redisUrl,
    concurrency: opts.concurrency,
    ...(opts.queueName ? { queueName: opts.queueName } : {}),
    ...(opts.lockDurationMs ? { lockDurationMs: opts.lockDurationMs } : {}),
    ...(opts.stalledIntervalMs ? { stalledIntervalMs: opts.stalledIntervalMs } : {}),
    onEvent: (e: WorkerEvent) => {
      const line = { jobId: e.jobId, job: e.name, reqId: e.requestId };
      if (e.kind === "active") opts.log.info({ ...line, attempt: e.attempt }, "job active");
      else if (e.kind === "completed") opts.log.info(line, "job completed");
      else if (e.kind === "failed") opts.log.warn({ ...line, error: e.error }, "job failed");
      else opts.log.error({ error: e.error }, "worker error");
    },
  });
}
