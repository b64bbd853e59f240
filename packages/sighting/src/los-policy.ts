import type { LosGrid } from "./los-grid";
import type { Eye, LosOutcome, Provenance, Viewpoint } from "./types";

/**
 * How a rule system reads a line that runs exactly along a hexside or through a vertex. The line walker
 * reports the tie; the policy decides (never a hidden nudge):
 *  - "blocked-if-either": both hexes (and the hexside run along) count as crossed; anything on either side
 *    that blocks, blocks, and every hindrance on either side adds up;
 *  - "clear-if-either": the line is blocked only if it would be blocked when nudged to either side; the
 *    hexside run along is crossed by neither nudge, and the lighter side's hindrances count.
 */
export type TieRule = {
  readonly policy: "blocked-if-either" | "clear-if-either";
  /** Where the rule (or the ambiguity option) is written, e.g. "Firepower 6.3.4.1". */
  readonly rule: string;
  /** Name of the rulings option that selects it, when the rulebook is silent. */
  readonly option?: string;
};

/** What a judge says about one crossed element, written only while explaining. */
export type LosNote = {
  /** The terrain or feature, e.g. "hill", "tree", "wall", "slope hexside", "friendly soldier". */
  readonly feature: string;
  /** Height of the obstacle, in the system's height units, when heights matter. */
  readonly obstacleHeight?: number;
  /** Modifier added to the fire/spot roll, when the element hinders. */
  readonly modifier?: number;
  /** The rule section applied. */
  readonly rule: string;
  /** Provenance of any chart number used. */
  readonly provenance?: Provenance;
  /** One human sentence. */
  readonly reason: string;
};

/**
 * The per-map, per-options judge a policy prepares: the hot functions the LOS core calls for every crossed
 * hex and hexside. Each returns BLOCKED (-1) or a modifier >= 0 (0 = no effect). They must not allocate
 * unless `explain` is true, in which case they leave a note in `note` for the element just judged.
 */
export interface LosJudge {
  readonly grid: LosGrid;
  readonly system: string;
  readonly tie: TieRule;
  /** True while producing an explained answer. */
  explain: boolean;
  /**
   * Optional fast-path masks: cells (hexMask) and side slots (sideMask, cell * 3 + canonical dir 0..2) whose
   * value is 0 can never block or hinder, so the kernel skips the call. Absent = judge everything.
   */
  readonly hexMask?: Uint8Array;
  readonly sideMask?: Uint8Array;
  /**
   * Optional height masks for 3-D judges: a hex whose hexTop[cell] is below `skipHexBelow`, or a side slot
   * whose sideTop[slot] is below `skipSideBelow`, cannot block or hinder this pair; `begin` sets the two
   * thresholds per pair. Absent = judge everything.
   */
  readonly hexTop?: Int16Array;
  readonly sideTop?: Int16Array;
  skipHexBelow?: number;
  skipSideBelow?: number;
  /** The note for the last call, written only when `explain` is true. */
  note: LosNote | undefined;
  /**
   * Optional: every provenance other than "book" used since the last reset (chart stand-ins, placeholder
   * heights, reconstructed table rows), so batch answers can say so as explained ones do.
   */
  usedProvenance?(): readonly Provenance[];
  resetProvenance?(): void;
  /** Turns a viewpoint into kernel numbers, or a typed error (bad level, bad posture). */
  resolve(v: Viewpoint): LosOutcome<Eye>;
  /** Range between two eyes, counted as the rule system's book says. */
  range(a: Eye, b: Eye): number;
  /** Line height (system units) at fraction t of the way from a to b, or undefined when heights do not apply. */
  lineHeight(a: Eye, b: Eye, t: number): number | undefined;
  /** Per-pair set-up before the walk; BLOCKED ends the check (e.g. floor to floor, prone sighting range). */
  begin(a: Eye, b: Eye, range: number): number;
  /** A hex the line passes through (dA, dB = hex distance from each end; 0 = that end's own hex). */
  hex(cell: number, dA: number, dB: number): number;
  /**
   * A hexside the line crosses from cell `from` into cell `to` across side `dir` of `from`. dA and dB are
   * the distances from each end to the farther of the two hexes, so dA === 1 means the side touches a's hex.
   */
  side(from: number, to: number, dir: number, dA: number, dB: number): number;
  /** After the walk: the total modifier and the number of hindering elements; may still block (limits). */
  end(modifier: number, hindrances: number): number;
}

/** A rule system's line-of-sight policy: data plus the function that prepares a judge for a map. */
export type LosPolicy<TMap, TOptions> = {
  readonly system: string;
  readonly tie: TieRule;
  /** Posture names the policy accepts, highest first. */
  readonly postures: readonly string[];
  /** Whether sight is mutual under these options, and the rule that says so. */
  mutual(options: TOptions): { readonly mutual: boolean; readonly rule: string };
  /** Compiles the map into the judge's flat arrays. */
  prepare(map: TMap, options: TOptions): LosOutcome<LosJudge>;
};

/** Declares a LOS policy (normalised once, like every ruleset declaration). */
export function defineLosPolicy<TMap, TOptions>(policy: LosPolicy<TMap, TOptions>): LosPolicy<TMap, TOptions> {
  return Object.freeze({ ...policy, postures: Object.freeze([...policy.postures]) });
}
