// ADAPTER until the fire folder's resolution is wired: the firepower table and the Fire Attack Results table are
// absent from the text (digest §12). These numbers are placeholder data of this build, never the book's; only the
// procedure's multiples cited below are printed [12.6], [9.6], [12.8].
import type { Weapon } from "../state/index";

export const FIRE_PROVENANCE = "placeholder: firepower and Fire Attack Results tables are absent (digest §12); adapter data of this build";

/** Firepower by weapon per range band 1-10, 11-20, 21-30, 31+ (placeholder; AR 30 at 11-20 matches 12.6's example). */
export const FIREPOWER: Readonly<Record<Weapon, readonly number[]>> = {
  R: [20, 15, 10, 6], BR: [24, 18, 12, 8], SR: [28, 20, 14, 10], AR: [40, 30, 20, 12], MG: [60, 45, 30, 20],
  MP: [30, 15, 6, 0], P: [12, 4, 0, 0], SG: [40, 10, 0, 0], MR: [26, 19, 13, 9], AW: [32, 24, 16, 10],
};

export const firepowerAt = (weapon: Weapon, range: number): number => FIREPOWER[weapon][Math.min(3, Math.floor((Math.max(1, range) - 1) / 10))] ?? 0;

/** Defensive multiple of the target hex's terrain, standing / prone (Terrain Effects chart absent: placeholder). */
export const TERRAIN_DEFENCE: Readonly<Record<string, { standing: number; prone: number }>> = {
  clear: { standing: 1, prone: 2 }, "rough-1": { standing: 2, prone: 4 }, "rough-2": { standing: 3, prone: 6 }, slope: { standing: 2, prone: 4 },
};

export type FireResult = "none" | "Stun" | "W" | "I" | "K";

/** The Fire Attack Results cell for a column and a 2d6 roll (placeholder: the table is absent). */
export function fireResult(column: number, roll: number): FireResult {
  if (column <= 0) return "none";
  const score = roll + Math.min(column, 10);
  return score >= 19 ? "K" : score >= 17 ? "I" : score >= 13 ? "W" : score >= 11 ? "Stun" : "none";
}

/** Automatic weapons check their ammunition after each fire: 1-2 on a d6 and the weapon is unloaded [12.8]. */
export const AUTOMATIC: readonly Weapon[] = ["MP", "AR", "MG", "SR", "AW"];
export const runsDry = (roll: number): boolean => roll <= 2;
