/** A failure that retrying cannot fix (bad input, a time limit): the job fails at once, whatever its attempts. */
export class UnrecoverableJobError extends Error {
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.name = "UnrecoverableJobError";
    this.code = code;
  }
}

/** The attempt ran past the job's time limit; the same input would run as long again, so it is not retried. */
export class JobTimeoutError extends UnrecoverableJobError {
  constructor(name: string, limitMs: number) {
    super("job/timeout", `${name}: ran past its time limit of ${limitMs} ms`);
    this.name = "JobTimeoutError";
  }
}

/** True for errors that must not be retried (also when rebuilt from a sandboxed child, by name). */
export function isUnrecoverable(err: unknown): boolean {
  if (err instanceof UnrecoverableJobError) return true;
  const name = err instanceof Error ? err.name : "";
  return name === "UnrecoverableError" || name === "UnrecoverableJobError" || name === "InvalidJobPayloadError" || name === "JobTimeoutError";
}

/**
 * Redis is unreachable: the job was not queued (or not read); the API answers `queue/unavailable` and the client
 * may send the same request again (deterministic job ids make a resend the same job).
 */
export class QueueUnavailableError extends Error {
  readonly code = "queue/unavailable";
  /** Read by the API's error formatter as the GraphQL `extensions.code`. */
  readonly extensions = { code: "queue/unavailable" } as const;
  constructor(cause?: unknown) {
    super(`The job queue is unavailable (Redis unreachable${cause instanceof Error ? `: ${cause.message}` : ""}); try again shortly.`);
    this.name = "QueueUnavailableError";
  }
}
