// Advanced weapon rules that the text states with numbers [10.7(9), 11.1.12, 12.3.5.2, 12.4.2, 16.3].
import { lookup } from "@tactica/engine";
import type { KnownWeapon, KnownWeaponId } from "../tables/advanced-data";
import { KNOWN_WEAPON_IDS, KNOWN_WEAPONS } from "../tables/advanced-data";

const isKnown = (id: string): id is KnownWeaponId => (KNOWN_WEAPON_IDS as readonly string[]).includes(id);

function known(id: string): KnownWeapon | undefined {
  if (!isKnown(id)) return undefined;
  const r = lookup(KNOWN_WEAPONS, { id });
  return r.ok ? r.value : undefined;
}

/** Total MF change from carried weapons' Move column, cumulative [10.7(9)]. */
export function weaponMoveTotal(ids: readonly string[]): number {
  return ids.reduce((sum, id) => sum + (known(id)?.move ?? 0), 0);
}

/** Impulse Phases of loading after firing a group of rounds [11.1.12]; undefined when the card is missing. */
export function reloadPhases(id: string, roundsFired: number): number | undefined {
  const w = known(id);
  if (!w?.reloadGroup || w.reloadPhases === undefined) return undefined;
  return roundsFired >= w.reloadGroup ? w.reloadPhases : 0;
}

/** Whether a range is at or beyond the weapon's minimum ("-" cells) [12, 12.4.2]. */
export function isBeyondMinimumRange(id: string, range: number): boolean {
  const min = known(id)?.minRange;
  return min === undefined || range >= min;
}

/** An H weapon used as G [12.3.5]: blast halved (rounded down), penetration 1. */
export function hAsG(hBlast: number): { blast: number; penetration: number } {
  return { blast: Math.floor(hBlast / 2), penetration: 1 };
}

/** Rate of fire as printed: bursts × shots, or a single count. */
export type Rof = { readonly bursts: number; readonly shots: number };

/** Option 16.3.2 increased fire: twice the bursts (or shots for 1 and 2), +2 on every shot and reliability roll. */
export function increasedFire(rof: Rof): { rof: Rof; modifier: number } {
  return { rof: rof.bursts === 1 ? { bursts: 1, shots: rof.shots * 2 } : { bursts: rof.bursts * 2, shots: rof.shots }, modifier: 2 };
}

/** Option 16.3.1 reliability: a first roll ≥ the first number calls a second roll; ≥ the second number is a dud. */
export function reliabilityOutcome(numbers: readonly [number, number], firstRoll: number, secondRoll?: number): "ok" | "reroll" | "dud" {
  if (firstRoll < numbers[0]) return "ok";
  if (secondRoll === undefined) return "reroll";
  return secondRoll >= numbers[1] ? "dud" : "ok";
}

/** The reliability numbers of a known weapon for G rounds [16.3.1]. */
export function reliabilityOf(id: string): readonly [number, number] | undefined {
  return known(id)?.reliabilityG;
}
