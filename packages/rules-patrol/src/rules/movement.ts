/**
 * Two opposing men crossing the same hexside on the same MP [7.35]: the higher roll does not cross; the lower
 * roller crosses and stops. A tie returns undefined (option patrol/swap_tie: reroll by default).
 */
export function resolveSwap(rollA: number, rollB: number): { readonly crosses: "a" | "b"; readonly stops: "a" | "b" } | undefined {
  if (rollA === rollB) return undefined;
  return rollA > rollB ? { crosses: "b", stops: "b" } : { crosses: "a", stops: "a" };
}

/** MP a mover may still spend after a wound from opportunity fire [10.22, 19.11]: the remaining MP are halved. */
export function toMpAfterWound(remaining: number): number {
  return Math.floor(remaining / 2);
}
