// Firepower 12.2.12.2, 19.3.6: the chart column of a soldier fired at with L is "the number of hexes the target unit
// entered, as shown by its speed unit or lack of same". A soldier aboard a vehicle (rider, Standing crewman) entered
// the hexes his vehicle did, and its speed marker (new hexes this Impulse, kept until its next) shows them; at a fast
// vehicle (S, M, F) fired at through an FS or RS direction, the shot is a side shot and takes one line lower (19.3.6).
import type { Hex } from "@tactica/hex";
import type { FirepowerGame, Soldier } from "../state/types";
import { isSideShot } from "../vehicles/vehicles-side-shot";
import { findVehicle } from "../vehicles/vehicles-state";

/** The target fields of 12.2.12.2 / 19.3.6 for L fire from `from` at `target` (empty unless he rides a vehicle that moved). */
export function lTargetSpeed(game: FirepowerGame, from: Hex, target: Soldier): { speedHexes?: number; sideShot?: true } {
  const v = target.riding ? findVehicle(game, target.riding.vehicle) : undefined;
  if (!v || v.hexesEntered <= 0) return {};
  return { speedHexes: v.hexesEntered, ...(isSideShot(v, from) ? { sideShot: true as const } : {}) };
}
