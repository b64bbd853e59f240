// Building geometry rules on the board's storeys: jumping [10.3] and the vehicle opening [34.1].
import type { Hex } from "@tactica/hex";
import { hexDistance } from "@tactica/hex";

/** Where a jump starts: a roof, a window, or a hole a demolition charge made [10.3, 20.2]. */
export type JumpFrom = { readonly storey: number; readonly via: "roof" | "window" | "hole" };

/**
 * Whether a jump is legal [10.3]: from a roof or a window to a lower level, never more than one level (a hole is
 * the only way to jump into a basement); the soldier descends one level and advances one hex. Prone soldiers
 * never change level [10.4].
 */
export function jumpLegality(from: JumpFrom, toStorey: number, prone = false): { readonly legal: boolean; readonly rule: string; readonly reason?: string } {
  if (prone) return { legal: false, rule: "Sniper 10.4", reason: "a prone soldier never changes level" };
  const drop = from.storey - toStorey;
  if (drop !== 1) return { legal: false, rule: "Sniper 10.3", reason: drop < 1 ? "a jump goes down" : "a soldier may not jump more than one level" };
  if (toStorey < 0 && from.via !== "hole") return { legal: false, rule: "Sniper 10.3, 11.1", reason: "only a hole lets a soldier jump into a basement" };
  return { legal: true, rule: "Sniper 10.3" };
}

/** Whether an opening lets a vehicle into a building: it must be two hexes wide, the two hexes adjacent [34.1]. */
export function vehicleOpeningAdmits(hexes: readonly Hex[]): { readonly width: number; readonly admits: boolean; readonly rule: string } {
  const adjacent = hexes.length === 2 && hexDistance(hexes[0]!, hexes[1]!) === 1;
  return { width: adjacent ? 2 : hexes.length === 1 ? 1 : 0, admits: adjacent, rule: "Sniper 34.1" };
}
