import { Queue, QueueEvents, UnrecoverableError, Worker } from "bullmq";
import type { Job } from "bullmq";
import { Redis } from "ioredis";
import type { RedisOptions } from "ioredis";
import { QUEUE_NAME } from "@tactica/contracts";
import type { JobName, JobPayload, JobState } from "@tactica/contracts";
import type { EnqueueOptions, JobInfo, JobQueue, JobWorker, Processors } from "./types";
import { runProcessor } from "./run-processor";
import { parseJobPayload } from "./validate";
import { QueueUnavailableError, isUnrecoverable } from "./errors";

export type BullOptions = { readonly url: string; readonly queueName?: string };

/**
 * One ioredis connection as BullMQ wants it (workers need maxRetriesPerRequest: null); `options` override that,
 * e.g. `{ maxRetriesPerRequest: 1, enableOfflineQueue: false }` for a connection that fails at once while Redis is down.
 */
export function createRedis(url: string, options: RedisOptions = {}): Redis {
  return new Redis(url, { maxRetriesPerRequest: null, enableReadyCheck: true, lazyConnect: false, ...options });
}

/** ioredis's refusals while disconnected (no offline queue, retries used up, socket closed). */
const isConnectionError = (err: unknown): boolean =>
  err instanceof Error && (err.name === "MaxRetriesPerRequestError" || /Stream isn't writeable|Connection is closed|ECONNREFUSED|ECONNRESET|ETIMEDOUT/.test(err.message));

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

/** How long a producer call may wait for Redis before it is `queue/unavailable`. */
const PRODUCER_TIMEOUT_MS = 5_000;

/**
 * The producer side over BullMQ: jobs with deterministic ids, retries with exponential backoff.
 * While Redis is unreachable every call fails at once with QueueUnavailableError (`queue/unavailable`) instead of
 * waiting for a reconnect: the producer's connection keeps no offline queue, and errors are logged, never thrown
 * as events; ioredis reconnects by itself and the next call goes through.
 */
export function createBullQueue(opts: BullOptions & { readonly onError?: (err: Error) => void }): JobQueue {
  const name = opts.queueName ?? QUEUE_NAME;
  const connection = createRedis(opts.url, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
  const onError = opts.onError ?? (() => undefined);
  connection.on("error", onError);
  const queue = new Queue(name, { connection });
  queue.on("error", onError);
  let events: QueueEvents | undefined;
  const queueEvents = async () => {
    if (!events) {
      events = new QueueEvents(name, { connection: createRedis(opts.url) });
      events.on("error", onError);
      await events.waitUntilReady();
    }
    return events;
  };
  /**
   * Runs a producer call; an unreachable Redis is QueueUnavailableError. Without an offline queue a call while Redis
   * is away is refused by ioredis at once; the timeout covers a Redis that accepts the socket but does not answer.
   */
  const guarded = async <T>(call: () => Promise<T>): Promise<T> => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => { timer = setTimeout(() => reject(new QueueUnavailableError(new Error("no answer in time"))), PRODUCER_TIMEOUT_MS); });
    try {
      return await Promise.race([call(), timeout]);
    } catch (err) {
      if (err instanceof QueueUnavailableError || connection.status !== "ready" || isConnectionError(err)) throw err instanceof QueueUnavailableError ? err : new QueueUnavailableError(err);
      throw err;
    } finally {
      clearTimeout(timer);
    }
  };

  return {
    mode: "bullmq",
    async enqueue<N extends JobName>(jobName: N, payload: JobPayload<N>, o: EnqueueOptions = {}) {
      parseJobPayload(jobName, payload);
      const job = await guarded(() => queue.add(jobName, { payload, meta: o.meta ?? {}, ...(o.timeLimitMs ? { timeLimitMs: o.timeLimitMs } : {}) }, {
        ...(o.jobId ? { jobId: o.jobId } : {}),
        attempts: o.attempts ?? 3,
        backoff: { type: "exponential", delay: 200 },
        removeOnComplete: { age: 24 * 3600, count: 10_000 },
        removeOnFail: { age: 7 * 24 * 3600 },
      }));
      return { id: job.id ?? "" };
    },
    async getJob(id) {
      return guarded(async () => {
        const job = await queue.getJob(id);
        return job ? toInfo(job) : null;
      });
    },
    async waitFor(id, timeoutMs) {
      const job = await guarded(() => queue.getJob(id));
      if (!job) return null;
      const ev = await queueEvents();
      try {
        await job.waitUntilFinished(ev, timeoutMs);
      } catch {
        // A failed job or a timeout: report the state as it stands.
      }
      const fresh = await guarded(() => queue.getJob(id));
      return fresh ? toInfo(fresh) : null;
    },
    async ping() {
      const pong = await guarded(() => connection.ping());
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
  /** How long a worker's lock on a job lasts without renewal; a dead worker's job is taken back after it (stalled). */
  readonly lockDurationMs?: number;
  /** How often stalled jobs are looked for. */
  readonly stalledIntervalMs?: number;
  /** How many times a job may stall (its worker died) before it fails; default 1. */
  readonly maxStalledCount?: number;
  readonly onEvent?: (e: WorkerEvent) => void;
};

/** What a worker reports about each job, for the process's log. */
export type WorkerEvent = { kind: "active" | "completed" | "failed" | "error"; jobId: string; name: string; requestId?: string; error?: string; attempt?: number };

/**
 * Processors run in child processes (BullMQ sandboxed processors), so a CPU-heavy job never stalls the worker's
 * event loop, its lock renewals or the other jobs. `file` default-exports `toBullProcessor(processors)`.
 */
export type SandboxSource = {
  readonly kind: "sandbox";
  readonly file: string;
  /** Environment of the child processes (defaults to this process's). */
  readonly env?: Readonly<Record<string, string | undefined>>;
  /** Node options of the child processes; the default loads tsx so `file` may be TypeScript. */
  readonly execArgv?: readonly string[];
};

type JobLike = {
  readonly id?: string;
  readonly name: string;
  readonly data: unknown;
  readonly attemptsMade: number;
  updateProgress(p: number): Promise<unknown>;
};

/** The BullMQ processor function over plain processors: used in-process and as a sandbox file's default export. */
export function toBullProcessor(processors: Processors): (job: JobLike) => Promise<unknown> {
  return async (job) => {
    const data = job.data as { payload?: unknown; meta?: { requestId?: string }; timeLimitMs?: number };
    try {
      return await runProcessor(processors, job.name, data.payload, {
        jobId: job.id ?? "",
        meta: data.meta ?? {},
        attempt: job.attemptsMade + 1,
        progress: async (p) => { await job.updateProgress(p); },
      }, typeof data.timeLimitMs === "number" ? { timeLimitMs: data.timeLimitMs } : {});
    } catch (err) {
      if (isUnrecoverable(err)) throw new UnrecoverableError(err instanceof Error ? err.message : String(err));
      throw err;
    }
  };
}

const requestIdOf = (job: { data: unknown } | undefined) => (job?.data as { meta?: { requestId?: string } } | undefined)?.meta?.requestId;

/**
 * The consumer side: runs processors for jobs from Redis, in this process or sandboxed in child processes;
 * invalid payloads and time-outs fail without retry; close() finishes the jobs in hand.
 */
export function createBullWorker(source: Processors | SandboxSource, opts: BullWorkerOptions): JobWorker {
  const sandbox = (source as Partial<SandboxSource>).kind === "sandbox" ? (source as SandboxSource) : undefined;
  const processor = sandbox ? sandbox.file : toBullProcessor(source as Processors);
  const concurrency = opts.concurrency ?? 2;
  const worker = new Worker(opts.queueName ?? QUEUE_NAME, processor, {
    connection: createRedis(opts.url),
    // Sandboxed, jobs are taken only once the children are up (warmChildren), so none waits on a child's start-up.
    autorun: !sandbox,
    concurrency,
    ...(opts.lockDurationMs ? { lockDuration: opts.lockDurationMs } : {}),
    ...(opts.stalledIntervalMs ? { stalledInterval: opts.stalledIntervalMs } : {}),
    ...(opts.maxStalledCount !== undefined ? { maxStalledCount: opts.maxStalledCount } : {}),
    ...(sandbox
      ? { workerForkOptions: { env: { ...process.env, ...sandbox.env }, execArgv: [...(sandbox.execArgv ?? ["--import", "tsx"])] } }
      : {}),
  });
  worker.on("active", (job) => opts.onEvent?.({ kind: "active", jobId: job.id ?? "", name: job.name, requestId: requestIdOf(job), attempt: job.attemptsMade + 1 }));
  worker.on("completed", (job) => opts.onEvent?.({ kind: "completed", jobId: job.id ?? "", name: job.name, requestId: requestIdOf(job) }));
  worker.on("failed", (job, err) => opts.onEvent?.({ kind: "failed", jobId: job?.id ?? "", name: job?.name ?? "", requestId: requestIdOf(job), error: err.message }));
  // Connection errors are retried by ioredis; without a listener they would crash the process.
  worker.on("error", (err) => opts.onEvent?.({ kind: "error", jobId: "", name: "", error: err.message }));
  const ready = sandbox ? warmChildren(worker, sandbox.file, concurrency).then(() => { void worker.run().catch((err: Error) => opts.onEvent?.({ kind: "error", jobId: "", name: "", error: err.message })); }) : Promise.resolve();
  return {
    ready,
    close: () => worker.close(),
  };
}

type ChildPoolLike = { retain(file: string): Promise<unknown>; release(child: unknown): void };

/**
 * Starts `n` sandboxed children (each loads the processor file once; BullMQ keeps them for later jobs) and frees
 * them for the worker's jobs. Without this each child starts on the first job given to it: with every ruleset loaded
 * through tsx that took 2 to 6 s per child here, and a bot seat's first turn waited that long. The pool is a private
 * member of BullMQ's Worker (5.x: `childPool`, created by the constructor for a file processor); if a later version
 * renames it, children start on first use again, as before.
 */
async function warmChildren(worker: Worker, file: string, n: number): Promise<void> {
  const pool = (worker as unknown as { childPool?: ChildPoolLike }).childPool;
  if (!pool) return;
  const children = await Promise.all(Array.from({ length: n }, () => pool.retain(file)));
  for (const child of children) pool.release(child);
}
