import { randomUUID } from "node:crypto";
import type { JobName, JobPayload } from "@tactica/contracts";
import type { EnqueueOptions, JobInfo, JobQueue, Processors } from "./types";
import { runProcessor } from "./run-processor";
import { parseJobPayload } from "./validate";
import { isUnrecoverable } from "./errors";

type Entry = { info: JobInfo; done: Promise<void> };

/**
 * Embedded mode (no REDIS_URL): the same processors run in this process behind the JobQueue interface.
 * Job ids are deterministic when given, so a repeated request does not run twice, as with BullMQ.
 */
export function createInProcessQueue(processors: Processors, opts: { attempts?: number; backoffMs?: number; keep?: number } = {}): JobQueue {
  const backoffMs = opts.backoffMs ?? 200;
  // Finished jobs are kept for job(id) up to this many, oldest forgotten first (BullMQ's removeOnComplete count).
  const keep = opts.keep ?? 10_000;
  const jobs = new Map<string, Entry>();
  const forgetOldFinished = () => {
    for (const [id, e] of jobs) {
      if (jobs.size <= keep) return;
      if (e.info.state === "completed" || e.info.state === "failed") jobs.delete(id);
    }
  };
  let closed = false;

  const run = async (id: string, name: string, payload: unknown, o: EnqueueOptions, attempts: number) => {
    for (let attempt = 1; attempt <= attempts; attempt++) {
      const set = (patch: Partial<JobInfo>) => {
        const e = jobs.get(id);
        if (e) e.info = { ...e.info, ...patch };
      };
      set({ state: "active", attempts: attempt });
      try {
        const result = await runProcessor(processors, name, payload, {
          jobId: id,
          meta: o.meta ?? {},
          attempt,
          progress: async (p) => set({ progress: p }),
        }, o.timeLimitMs ? { timeLimitMs: o.timeLimitMs } : {});
        set({ state: "completed", result, progress: 100, error: null });
        forgetOldFinished();
        return;
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        const final = isUnrecoverable(err) || attempt === attempts;
        set({ state: final ? "failed" : "delayed", error: message });
        if (final) { forgetOldFinished(); return; }
        // The same exponential backoff as the BullMQ adapter.
        await new Promise((r) => setTimeout(r, backoffMs * 2 ** (attempt - 1)));
      }
    }
  };

  return {
    mode: "in-process",
    async enqueue<N extends JobName>(name: N, payload: JobPayload<N>, o: EnqueueOptions = {}) {
      if (closed) throw new Error("queue is closed");
      parseJobPayload(name, payload);
      const id = o.jobId ?? randomUUID();
      if (jobs.has(id)) return { id };
      const info: JobInfo = { id, name, state: "waiting", progress: 0, result: null, error: null, attempts: 0 };
      const entry: Entry = { info, done: Promise.resolve() };
      jobs.set(id, entry);
      // Start on the next tick so the caller gets the id at once, as with a real queue.
      entry.done = new Promise<void>((resolve) => setImmediate(resolve)).then(() =>
        run(id, name, payload, o, o.attempts ?? opts.attempts ?? 3),
      );
      return { id };
    },
    async getJob(id) {
      return jobs.get(id)?.info ?? null;
    },
    async waitFor(id, timeoutMs) {
      const entry = jobs.get(id);
      if (!entry) return null;
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([entry.done, new Promise<void>((r) => { timer = setTimeout(r, timeoutMs); })]);
      clearTimeout(timer);
      return jobs.get(id)?.info ?? null;
    },
    async ping() {
      if (closed) throw new Error("queue is closed");
    },
    async close() {
      closed = true;
      await Promise.allSettled([...jobs.values()].map((e) => e.done));
    },
  };
}
