// The fire procedure's numbers, read from the tables folder (every cell with its provenance): firepower by weapon
// and 10-hex band [12.6], the Fire Attack Results table, the terrain and fixed multiples. The tables are absent
// from the text (digest §12): their cells are placeholder data except the few the book prints.
import type { Provenance } from "@tactica/engine";
import { FIREARMS, maxRangeBand, sniperLookup, toRangeBand } from "../tables/index";
import type { Firearm, FireResult, TerrainType } from "../tables/index";
import type { TerrainMode, Weapon } from "../state/index";

export type { FireResult };

/** The firearm row a weapon code fires on: AW as SR (semi-automatic) [12.8], MR by option sniper/mr_weapon. */
export function firearmOf(weapon: Weapon, mrWeapon = "bolt_rifle"): Firearm {
  if (weapon === "AW") return "SR";
  if (weapon === "MR") return mrWeapon === "automatic" ? "AR" : "R";
  return (FIREARMS as readonly string[]).includes(weapon) ? (weapon as Firearm) : "R";
}

/** Base firepower at a range [12.6]; 0 beyond the weapon's last band. */
export function firepowerAt(weapon: Weapon, range: number): { value: number; provenance: Provenance | null } {
  const arm = firearmOf(weapon);
  const band = toRangeBand(range);
  if (band > maxRangeBand(arm)) return { value: 0, provenance: null };
  const cell = sniperLookup.firepower(arm, band);
  return { value: cell.value, provenance: cell.provenance };
}

/** Whether a range is within the weapon's last band (the table's extent, no cell read) [12.6]. */
export function inRange(weapon: Weapon, range: number): boolean {
  return toRangeBand(range) <= maxRangeBand(firearmOf(weapon));
}

/** The terrain multiple of the target's hex, standing or prone [11.8], [12.6] (a rulings pack's cell when given). */
export function terrainMultiple(mode: TerrainMode, terrain: string, posture: "standing" | "prone"): { value: number; provenance: Provenance } {
  const cell = sniperLookup.terrain(mode, terrain as TerrainType);
  return { value: cell.value[posture], provenance: cell.provenance };
}

export const fixedEffect = (effect: Parameters<typeof sniperLookup.fixed>[0]) => sniperLookup.fixed(effect);

/** The Fire Attack Results cell [12.6]. */
export const fireResultCell = (column: number, roll: number) => sniperLookup.fireResult(column, roll);

/** Automatic weapons check their ammunition after each fire: 1-2 on a d6 and the weapon is unloaded [12.8]. */
export const AUTOMATIC: readonly Weapon[] = ["MP", "AR", "MG", "AW"];
export const runsDry = (roll: number): boolean => roll <= 2;
