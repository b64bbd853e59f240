import type { Direction } from "@tactica/hex";

/** A direction as the rules number it, 1..6 (Firepower 2.2: 1 N, 2 NE, ... 6 NW clockwise). */
export type RuleDirection = 1 | 2 | 3 | 4 | 5 | 6;

/** Converts a map Direction to the rules' 1..6 numbering, given which Direction the rules call 1. */
export function toRuleDirection(d: Direction, one: Direction = 0): RuleDirection {
  return ((((d - one) % 6) + 6) % 6 + 1) as RuleDirection;
}

/** Converts a rules direction 1..6 back to a map Direction. */
export function fromRuleDirection(n: RuleDirection, one: Direction = 0): Direction {
  return ((one + n - 1) % 6) as Direction;
}
