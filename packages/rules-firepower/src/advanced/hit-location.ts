// Hit location within a hex [12.7]; the Hit Location Tables are missing, only the text's rules and example numbers exist.
import { book } from "../tables/sources";

/** Clamp a modified hit-location roll to 1..10 [12.7.5]. */
export function clampLocationRoll(roll: number): number {
  return Math.min(10, Math.max(1, roll));
}

/** A soldier on one side of a divided hex gets the dividing object's cover only if the impact is on the other side [12.7.1]. */
export function dividedHexCover(soldierSide: number, impactSide: number): number {
  return soldierSide === impactSide ? 0 : 1;
}

/** Pass number through a window (the book's example: 1-3) [12.7.3]; other openings' numbers are on the missing table. */
export const WINDOW_PASS = { value: 3, provenance: book("12.7.3") } as const;

/**
 * Through an opening [12.7.3]: −2 at range 1, +1 per height between firer and the opening's nearest height;
 * automatic in the firer's own hex. Failure leaves the impact on the wall, on the side hit.
 */
export function throughOpening(p: { readonly roll: number; readonly range: number; readonly heightGap: number; readonly sameHex?: boolean; readonly passNumber?: number }): "pass" | "wall" {
  if (p.sameHex) return "pass";
  const modified = clampLocationRoll(p.roll + (p.range === 1 ? -2 : 0) + Math.abs(p.heightGap));
  return modified <= (p.passNumber ?? WINDOW_PASS.value) ? "pass" : "wall";
}

/**
 * Combined locations are rolled one step at a time [12.7.4]: in a divided hex with a foxhole, the side roll comes
 * first and the foxhole roll only when the foxhole's side was hit.
 */
export function locationSteps(p: { readonly divided: boolean; readonly foxholeSide?: number }, sideHit?: number): ("side" | "foxhole")[] {
  if (!p.divided) return p.foxholeSide === undefined ? [] : ["foxhole"];
  if (sideHit === undefined) return ["side"];
  return p.foxholeSide !== undefined && sideHit === p.foxholeSide ? ["side", "foxhole"] : ["side"];
}
