// Comparing distances in the match's unit with the printed (inch, cm) pairs: 'within X' is <= X plus the
// measuring tolerance (RULING-5), 'over X' is its complement (digest §2.1). The pair's side is picked, never converted.
import type { RuleDistance, TableUnit } from "@tactica/table";

/** The side of a printed pair a match in `unit` uses, in that unit (16"/40cm -> 16 or 40). */
export function pairSide(pair: RuleDistance, unit: TableUnit): number {
  return unit === "inch" ? pair.in : pair.cm;
}
/** Tolerance (mm, option fow/measuring_tolerance) in the match's unit. */
export function toleranceIn(unit: TableUnit, toleranceMm = 0.5): number {
  return unit === "inch" ? toleranceMm / 25.4 : toleranceMm / 10;
}
/** d (in the match's unit) is within the pair. */
export function within(d: number, pair: RuleDistance, unit: TableUnit, toleranceMm = 0.5): boolean {
  return d <= pairSide(pair, unit) + toleranceIn(unit, toleranceMm);
}
/** d is over (more than) the pair: the complement of within under the same tolerance. */
export function over(d: number, pair: RuleDistance, unit: TableUnit, toleranceMm = 0.5): boolean {
  return !within(d, pair, unit, toleranceMm);
}
