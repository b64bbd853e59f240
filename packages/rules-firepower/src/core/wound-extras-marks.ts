// The Option 23 markers a soldier may carry beyond his wounds (23.1.5, 23.3), kept free of game imports so that
// soldiers.ts can read them (checkActor, mfAllowance).
import type { Check } from "@tactica/engine";
import { OK, reject } from "@tactica/engine";
import type { Soldier } from "../state/types";
import type { FieldSoldier } from "./wound-effects";

/** A soldier with the 23.1.5 and 23.3 markers (each present only while it applies). */
export type WoundExtrasSoldier = FieldSoldier & {
  /** Knocked down by a non-incapacitating wound with Option 22 in use: must roll to recover before any Action [23.1.5]. */
  readonly mustRecover?: true;
  /** The own Impulse Phase of his last recovery roll (one roll per Impulse Phase) [23.1.5]. */
  readonly recoverTried?: number;
  /** The wounded soldier he carries, whether a second man shares the load, and whether 15.2 weighs him [23.3]. */
  readonly carrying?: { readonly soldier: string; readonly pair: boolean; readonly weighed?: true };
};

/** Whether a soldier must still roll to recover [23.1.5]. */
export function mustRecover(s: Soldier): boolean {
  return (s as WoundExtrasSoldier).mustRecover === true;
}

/** Refuses every Action but the recovery roll of a soldier who must first recover [23.1.5] (checkActor calls it). */
export function checkRecovered(s: Soldier): Check {
  return mustRecover(s) ? reject("wound/must_recover", `${s.id} was knocked down by a wound and must first roll to recover (recover)`, "Firepower 23.1.5") : OK;
}

/** Equipment points of a carried wounded man with Option 15.2: 20 for one carrier, 10 each for a pair [23.3] (book). */
export const CARRIED_WOUNDED_POINTS = { alone: 20, pair: 10 } as const;

/** The points a carrier's wounded man adds to his 15.2 load (0 unless the carrying is weighed, wound-carry-load.ts) [23.3]. */
export function carriedWoundedPoints(s: Soldier): number {
  const c = (s as WoundExtrasSoldier).carrying;
  return c?.weighed ? (c.pair ? CARRIED_WOUNDED_POINTS.pair : CARRIED_WOUNDED_POINTS.alone) : 0;
}

/** Maximum-MF reduction for carrying a wounded man: 2 alone, 1 each for a pair [23.3]. */
export function carryPenalty(s: Soldier): number {
  const c = (s as WoundExtrasSoldier).carrying;
  // With Option 15.2 the man is weighed in the carrier's load instead (wound-carry-load.ts).
  return c && !c.weighed ? (c.pair ? 1 : 2) : 0;
}
