import { Queue, QueueEvents, UnrecoverableError, Worker } from "bullmq";
import type { Job } from "bullmq";
import { Redis } from "ioredis";
import { QUEUE_NAME } from "@tactica/contracts";
import type { JobName, JobPayload, JobState } from "@tactica/contracts";
import type { EnqueueOptions, JobInfo, JobQueue, JobWorker, Processors } from "./types";
import { runProcessor } from "./run-processor";
import { InvalidJobPayloadError, parseJobPayload } from "./validate";

export type BullOptions = { readonly url: string; readonly queueName?: string };

/** One ioredis connection as BullMQ wants it (workers need maxRetriesPerRequest: null). */
export function createRedis(url: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: null, enableReadyCheck: true, lazyConnect: false });
}

const toInfo = async (job: Job): Promise<JobInfo> => {
  const state = (await job.getState()) as string;
  const known: readonly JobState[] = ["waiting", "active", "completed", "failed", "delayed"];
  return {
    id: job.id ?? "",
    name: job.name,
    state: known.includes(state as JobState) ? (state as JobState) : state === "prioritized" || state === "waiting-children" ? "waiting" : "unknown",
    progress: typeof job.progress === "number" ? job.progress : 0,
    result: job.returnvalue ?? null,
    error: job.failedReason ?? null,
    attempts: job.attemptsMade,
  };
};

/** The producer side over BullMQ: jobs with deterministic ids, retries with exponential backoff. */
export function createBullQueue(opts: BullOptions): JobQueue {
  const name = opts.queueName ?? QUEUE_NAME;
  const connection = createRedis(opts.url);
  const queue = new Queue(name, { connection });
  let events: QueueEvents | undefined;
  const queueEvents = async () => {
    if (!events) {
      events = new QueueEvents(name, { connection: createRedis(opts.url) });
      await events.waitUntilReady();
    }
    return events;
  };

  return {
    mode: "bullmq",
    async enqueue<N extends JobName>(jobName: N, payload: JobPayload<N>, o: EnqueueOptions = {}) {
      parseJobPayload(jobName, payload);
      const job = await queue.add(jobName, { payload, meta: o.meta ?? {} }, {
        ...(o.jobId ? { jobId: o.jobId } : {}),
        attempts: o.attempts ?? 3,
        backoff: { type: "exponential", delay: 200 },
        removeOnComplete: { age: 24 * 3600, count: 10_000 },
        removeOnFail: { age: 7 * 24 * 3600 },
      });
      return { id: job.id ?? "" };
    },
    async getJob(id) {
      const job = await queue.getJob(id);
      return job ? toInfo(job) : null;
    },
    async waitFor(id, timeoutMs) {
      const job = await queue.getJob(id);
      if (!job) return null;
      const ev = await queueEvents();
      try {
        await job.waitUntilFinished(ev, timeoutMs);
      } catch {
        // A failed job or a timeout: report the state as it stands.
      }
      const fresh = await queue.getJob(id);
      return fresh ? toInfo(fresh) : null;
    },
    async ping() {
      const pong = await connection.ping();
      if (pong !== "PONG") throw new Error(`redis answered ${pong}`);
    },
    async close() {
      await events?.close();
      await queue.close();
      connection.disconnect();
    },
  };
}

export type BullWorkerOptions = BullOptions & {
  readonly concurrency?: number;
  readonly onEvent?: (e: { kind: "completed" | "failed"; jobId: string; name: string; requestId?: string; error?: string }) => void;
};

/** The consumer side: runs processors for jobs from Redis; invalid payloads fail without retry. */
export function createBullWorker(processors: Processors, opts: BullWorkerOptions): JobWorker {
  const worker = new Worker(
    opts.queueName ?? QUEUE_NAME,
    async (job: Job) => {
      const data = job.data as { payload?: unknown; meta?: { requestId?: string } };
      try {
        return await runProcessor(processors, job.name, data.payload, {
          jobId: job.id ?? "",
          meta: data.meta ?? {},
          attempt: job.attemptsMade + 1,
          progress: (p) => job.updateProgress(p),
        });
      } catch (err) {
        if (err instanceof InvalidJobPayloadError) throw new UnrecoverableError(err.message);
        throw err;
      }
    },
    { connection: createRedis(opts.url), concurrency: opts.concurrency ?? 2 },
  );
  worker.on("completed", (job) => opts.onEvent?.({ kind: "completed", jobId: job.id ?? "", name: job.name, requestId: (job.data as { meta?: { requestId?: string } }).meta?.requestId }));
  worker.on("failed", (job, err) => opts.onEvent?.({ kind: "failed", jobId: job?.id ?? "", name: job?.name ?? "", requestId: (job?.data as { meta?: { requestId?: string } } | undefined)?.meta?.requestId, error: err.message }));
  return {
    close: () => worker.close(),
  };
}
