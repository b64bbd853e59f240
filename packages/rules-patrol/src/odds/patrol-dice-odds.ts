// Patrol! dice (shared/rules/patrol.md §1, §6.4, §8.5): a single d6, results read from printed rows.
import type { Distribution, Rational } from "@tactica/dice";
import { chanceAtMost, complement, die, faceOdds, fromEntries, rational } from "@tactica/dice";

/**
 * Firearm Results column [10.0, 10.9]: odds AS:DS rounded down; 0 = below 1–1 (no effect),
 * 1 = 1–5:1, 2 = 6–10:1, 3 = 11–15:1, 4 = 16–20:1, 5 = 21+:1.
 */
export function patrolFireColumn(attackStrength: number, defenseStrength: number): 0 | 1 | 2 | 3 | 4 | 5 {
  if (defenseStrength <= 0) throw new RangeError(`patrolFireColumn: defense strength must be > 0, got ${defenseStrength}`);
  const ratio = Math.floor(attackStrength / defenseStrength);
  if (ratio < 1) return 0;
  return Math.min(5, Math.ceil(ratio / 5)) as 1 | 2 | 3 | 4 | 5;
}

/** Odds of a printed d6 row: `faces[i]` is the result on a roll of i + 1 (Firearm Results column, Hand-to-Hand line). */
export function patrolRowOdds<O>(faces: readonly [O, O, O, O, O, O]): Distribution<O> {
  return faceOdds(faces);
}

/**
 * Night spotting [16.1, 16.11]: spotted when the adjusted d6 (+ is bad for the spotter) is ≤ the entry's upper bound;
 * an adjusted roll of 0 or less still counts; "never" (N) cannot be spotted.
 */
export function patrolSpottingOdds(upperBound: number | "never", modifierTotal: number): Distribution<"spotted" | "not_spotted"> {
  const p: Rational = upperBound === "never" ? rational(0) : chanceAtMost(die(6), upperBound, modifierTotal);
  return fromEntries([["spotted", p], ["not_spotted", complement(p)]]);
}
