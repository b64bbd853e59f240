import { JobSchemas, isJobName } from "@tactica/contracts";
import type { JobName, JobPayload } from "@tactica/contracts";
import { UnrecoverableJobError } from "./errors";

/** An error that must not be retried: the input itself is bad. */
export class InvalidJobPayloadError extends UnrecoverableJobError {
  constructor(message: string) {
    super("job/invalid_payload", message);
    this.name = "InvalidJobPayloadError";
  }
}

/** Validates a job name and payload against contracts; throws InvalidJobPayloadError with the bad path. */
export function parseJobPayload<N extends JobName>(name: string, payload: unknown): JobPayload<N> {
  if (!isJobName(name)) throw new InvalidJobPayloadError(`unknown job name "${name}"`);
  const parsed = JobSchemas[name].payload.safeParse(payload);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new InvalidJobPayloadError(`${name}: ${first?.path.join(".") || "payload"}: ${first?.message ?? "invalid"}`);
  }
  return parsed.data as JobPayload<N>;
}
