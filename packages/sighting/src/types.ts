import type { Hex } from "@tactica/hex";

/** Where a number came from (same shape as @tactica/engine's Provenance, kept local to stay below engine). */
export type Provenance =
  | { readonly kind: "book"; readonly section: string }
  | { readonly kind: "external"; readonly source: string }
  | { readonly kind: "reconstructed"; readonly method: string }
  | { readonly kind: "placeholder"; readonly note: string };

/** One end of a line of sight: a hex, a building level (0 = ground) and a posture named by the rule system. */
export type Viewpoint = {
  readonly hex: Hex;
  /** Building level, 0 = ground (default). */
  readonly level?: number;
  /** Posture name from the rule system (Firepower: stand/crouch/prone; Patrol: erect/prone). */
  readonly posture: string;
  /** Explicit head height above ground for units that are "Up" (climbing, on a roof); overrides posture. */
  readonly upHeight?: number;
  /** True when the soldier is "in" the defensive work of his hex (foxhole, trench...), default false; policies that model works lower the eye. */
  readonly inWorks?: boolean;
};

/** Error codes of the sighting package. */
export type LosErrorCode =
  | "los/off_map"
  | "los/unknown_hex"
  | "los/bad_level"
  | "los/bad_posture"
  | "los/bad_option"
  | "los/no_works";

/** A rule violation or bad input, returned as a value (docs/style.md habit 3). */
export type LosError = { readonly code: LosErrorCode; readonly message: string; readonly rule?: string };

/** Result-or-error of every public sighting call. */
export type LosOutcome<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: LosError };

/** Builds a typed error value. */
export function toLosError(code: LosErrorCode, message: string, rule?: string): { ok: false; error: LosError } {
  return { ok: false, error: rule === undefined ? { code, message } : { code, message, rule } };
}

/**
 * A viewpoint resolved by a policy into kernel numbers: dense cell, eye height (in the system's height
 * units), level, and a posture code. Built once per unit; the batch kernels read only these fields.
 */
export type Eye = {
  readonly cell: number;
  readonly q: number;
  readonly r: number;
  readonly level: number;
  readonly height: number;
  readonly posture: number;
  /** Building id of the hex when level > 0 or the hex is a building hex, else -1. */
  readonly building: number;
};

/** The kernel verdict of a single check: BLOCKED, or the total hindrance modifier (>= 0) of a clear line. */
export const BLOCKED = -1;
