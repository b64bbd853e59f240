import { JOB_TIME_LIMITS_MS } from "@tactica/contracts";
import type { JobName } from "@tactica/contracts";
import { JobTimeoutError } from "./errors";
import type { JobContext, Processors } from "./types";
import { parseJobPayload } from "./validate";

export type RunOptions = { readonly timeLimitMs?: number };

/**
 * Validates the payload and runs the named processor under its time limit (JOB_TIME_LIMITS_MS unless given):
 * shared by every adapter. At the limit the attempt fails with JobTimeoutError and ctx.signal is aborted, so a
 * processor that checks it between blocks of work stops too.
 */
export async function runProcessor(processors: Processors, name: string, payload: unknown, ctx: JobContext, opts: RunOptions = {}): Promise<unknown> {
  const valid = parseJobPayload<JobName>(name, payload);
  const processor = processors[name as JobName] as (p: unknown, c: JobContext) => Promise<unknown>;
  const limit = opts.timeLimitMs ?? JOB_TIME_LIMITS_MS[name as JobName];
  const controller = new AbortController();
  const outer = ctx.signal;
  const onOuter = () => controller.abort(outer?.reason);
  outer?.addEventListener("abort", onOuter, { once: true });
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const err = new JobTimeoutError(name, limit);
      controller.abort(err);
      reject(err);
    }, limit);
  });
  try {
    return await Promise.race([processor(valid, { ...ctx, signal: controller.signal }), timedOut]);
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener("abort", onOuter);
  }
}
