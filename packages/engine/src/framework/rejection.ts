/** A rule violation as a value: a machine code `area/snake_reason`, a human message and the rule cited. */
export interface Rejection {
  readonly code: string;
  readonly message: string;
  /** Rule section, e.g. "sniper 5.2"; "" when the rejection is the framework's own. */
  readonly rule: string;
}

/** The outcome of a check: fine, or a rejection. */
export type Check = { readonly ok: true } | { readonly ok: false; readonly error: Rejection };

/** The passing check, shared so validators can `return OK`. */
export const OK: Check = Object.freeze({ ok: true });

/** Build a failed check from a code, a message and an optional rule citation. */
export function reject(code: string, message: string, rule = ""): { readonly ok: false; readonly error: Rejection } {
  return { ok: false, error: { code, message, rule } };
}

/** True when a check failed. */
export function isRejected(check: Check): check is { readonly ok: false; readonly error: Rejection } {
  return !check.ok;
}
