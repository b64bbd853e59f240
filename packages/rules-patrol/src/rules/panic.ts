/** Panic chits drawn per turn [20.0]: Panic Level / 10 of the ten chits 0-9 (20% -> 2, 30% -> 3), at most 10. */
export function toPanicChitCount(panicLevel: number): number {
  return Math.min(10, Math.max(0, Math.floor(panicLevel / 10)));
}

/**
 * Digits that panic a man, given the draw order and how many of the last chits his leader lets him ignore
 * [28.42]: 2 in or adjacent to an erect leader's hex, 1 within his LOS and 6 hexes, else 0.
 */
export function toPanicDigits(drawOrder: readonly number[], ignoreLast: 0 | 1 | 2): readonly number[] {
  return drawOrder.slice(0, Math.max(0, drawOrder.length - ignoreLast));
}

/** True when a man on printed hex `hexId` panics: its last digit is one of `digits` [20.0]. */
export function isPanicHex(hexId: string, digits: readonly number[]): boolean {
  return digits.includes(Number(hexId.slice(-1)));
}

/** Leader influence [28.42-28.44]: how many of the last drawn chits a man ignores. */
export function toLeaderInfluence(input: { readonly leaderProne: boolean; readonly distance: number; readonly leaderLos: boolean; readonly night?: boolean }): 0 | 1 | 2 {
  const { leaderProne, distance, leaderLos, night } = input;
  if (night) return distance === 0 || (!leaderProne && distance === 1) ? 2 : 0; // 28.46
  if (distance === 0) return 2;
  if (!leaderProne && distance === 1) return 2;
  const reach = leaderProne ? 2 : 6;
  return leaderLos && distance <= reach ? 1 : 0;
}
