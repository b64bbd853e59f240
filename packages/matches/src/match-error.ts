import type { ErrorCode } from "@tactica/contracts";

/**
 * A refusal by the stored-match path that is not a rule of the game (unknown match, wrong status, reused
 * idempotency key, malformed input). Callers map it to their own error shape (the API: a GraphQL error with
 * `extensions.code`; the worker: a failed or unrecoverable job).
 */
export class MatchError extends Error {
  override readonly name = "MatchError";
  constructor(readonly code: ErrorCode, message: string) {
    super(message);
  }
}

/** True for the stored-match path's own typed errors. */
export const isMatchError = (e: unknown): e is MatchError => e instanceof MatchError;
