import type { JobMeta, JobName, JobPayload, JobResult, JobState } from "@tactica/contracts";

/** What `job(id)` reports, the same for every adapter. */
export type JobInfo = {
  readonly id: string;
  readonly name: string;
  readonly state: JobState;
  readonly progress: number;
  readonly result: unknown;
  readonly error: string | null;
  readonly attempts: number;
};

/** Given to a processor: report progress, log with the job's request id, stop when aborted. */
export type JobContext = {
  readonly jobId: string;
  readonly meta: JobMeta;
  readonly attempt: number;
  progress(percent: number): Promise<void>;
  /** Aborted when the attempt passes its time limit (reason: JobTimeoutError); long processors check it between blocks. */
  readonly signal?: AbortSignal;
};

/** A processor is a plain function: validated payload in, result out. */
export type Processor<N extends JobName> = (payload: JobPayload<N>, ctx: JobContext) => Promise<JobResult<N>>;
export type Processors = { [N in JobName]: Processor<N> };

export type EnqueueOptions = {
  readonly jobId?: string;
  readonly meta?: JobMeta;
  readonly attempts?: number;
  /** This job's time limit per attempt instead of JOB_TIME_LIMITS_MS for its name. */
  readonly timeLimitMs?: number;
};

/** The producer side used by the API: the same interface over BullMQ and in-process. */
export interface JobQueue {
  readonly mode: "bullmq" | "in-process";
  enqueue<N extends JobName>(name: N, payload: JobPayload<N>, opts?: EnqueueOptions): Promise<{ id: string }>;
  getJob(id: string): Promise<JobInfo | null>;
  /** Resolves when the job completes or fails, or with the last known state after timeoutMs. */
  waitFor(id: string, timeoutMs: number): Promise<JobInfo | null>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** The consumer side used by the worker process. */
export interface JobWorker {
  /** Resolves once the worker takes jobs (sandboxed: its child processes have loaded the processor file). */
  readonly ready: Promise<void>;
  close(): Promise<void>;
}
