import type { Hex } from "@tactica/hex";
import { hexDistance } from "@tactica/hex";

/**
 * Firepower range [6.3.2.1, 12]: hexes by the shortest route, not counting the firer's hex but counting the
 * target hex; a target in the firer's own hex (at another height) is at range 1. Levels do not add to range.
 */
export function firepowerRange(from: Hex, to: Hex): number {
  return Math.max(1, hexDistance(from, to));
}
