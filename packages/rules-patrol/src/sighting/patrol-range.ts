import type { Hex } from "@tactica/hex";
import { hexDistance } from "@tactica/hex";

/** Patrol range [11.31, 10.61]: hexes counted from the firer's hex (exclusive) to the target hex (inclusive). */
export function patrolRange(from: Hex, to: Hex): number {
  return hexDistance(from, to);
}
