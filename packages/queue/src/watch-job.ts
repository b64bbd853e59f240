import type { JobInfo, JobQueue } from "./types";

export type WatchOptions = { readonly intervalMs?: number; readonly signal?: AbortSignal };

const FINAL = new Set(["completed", "failed"]);

/**
 * A job's state as it changes (progress, state, attempts), ending after it completes or fails; the same for every
 * adapter and across processes, since it reads the queue's own record (BullMQ keeps progress in Redis).
 */
export async function* watchJob(queue: Pick<JobQueue, "getJob">, id: string, opts: WatchOptions = {}): AsyncGenerator<JobInfo> {
  const interval = opts.intervalMs ?? 100;
  let last = "";
  while (!opts.signal?.aborted) {
    const info = await queue.getJob(id);
    if (info) {
      const key = `${info.state}|${info.progress}|${info.attempts}`;
      if (key !== last) {
        last = key;
        yield info;
      }
      if (FINAL.has(info.state)) return;
    }
    await new Promise((r) => setTimeout(r, interval));
  }
}
