// What a shot in play reads besides the fire folder's resolution: whether a range is on the Firepower table's rows
// (the table's extent, no cell read) and the ammunition check of automatic weapons [12.8].
import { FIREARMS, maxRangeBand, toRangeBand } from "../tables/index";
import type { Firearm } from "../tables/index";
import type { Weapon } from "../state/index";

/** The firearm row a weapon code fires on: AW as SR (semi-automatic) [12.8], MR by option sniper/mr_weapon. */
export function firearmOf(weapon: Weapon, mrWeapon = "bolt_rifle"): Firearm {
  if (weapon === "AW") return "SR";
  if (weapon === "MR") return mrWeapon === "automatic" ? "AR" : "R";
  return (FIREARMS as readonly string[]).includes(weapon) ? (weapon as Firearm) : "R";
}

/** Whether a range is within the weapon's last band [12.6]. */
export function inRange(weapon: Weapon, range: number): boolean {
  return toRangeBand(range) <= maxRangeBand(firearmOf(weapon));
}

/** Automatic weapons check their ammunition after each fire: 1-2 on a d6 and the weapon is unloaded [12.8]. */
export const AUTOMATIC: readonly Weapon[] = ["MP", "AR", "MG", "AW"];
export const runsDry = (roll: number): boolean => roll <= 2;
