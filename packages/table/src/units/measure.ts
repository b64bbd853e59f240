import type { TableRulings } from "./rulings";
import type { RuleDistance, TableUnit } from "./units";
import { ruleDistance } from "./units";

/** "Within X" (Flames of War 2.1: read as <= X), with the RULING-5 tolerance; distances in sub-millimetres. */
export function isWithin(distance: number, x: RuleDistance | number, unit: TableUnit, rulings: Pick<TableRulings, "tolerance">): boolean {
  const limit = typeof x === "number" ? x : ruleDistance(x, unit);
  return distance <= limit + rulings.tolerance;
}

/** "Over / more than X" (2.1: strict), the complement of isWithin under the same tolerance. */
export function isBeyond(distance: number, x: RuleDistance | number, unit: TableUnit, rulings: Pick<TableRulings, "tolerance">): boolean {
  return !isWithin(distance, x, unit, rulings);
}
