import type { JobName } from "@tactica/contracts";
import type { JobContext, Processors } from "./types";
import { parseJobPayload } from "./validate";

/** Validates the payload, runs the named processor and validates its result: shared by every adapter. */
export async function runProcessor(processors: Processors, name: string, payload: unknown, ctx: JobContext): Promise<unknown> {
  const valid = parseJobPayload<JobName>(name, payload);
  const processor = processors[name as JobName] as (p: unknown, c: JobContext) => Promise<unknown>;
  return processor(valid, ctx);
}
