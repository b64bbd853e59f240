// Soldiers aboard vehicles as targets of L fire (19.3.5.1, 19.4.2, 19.1.9.2), and vehicles as LOS obstacles.
import type { AnyTable, Check } from "@tactica/engine";
import { lookup, OK, reject } from "@tactica/engine";
import type { Hex } from "@tactica/hex";
import { riderCover } from "../advanced/vehicles";
import { tableOf } from "../fire/table-of";
import type { FirepowerGame, Soldier } from "../state/types";
import { L_PENETRATION } from "./vehicle-chart";
import { obstacleHexes } from "./vehicles-large";
import { armourFaceFrom, findVehicle, hullSideFrom, isShutIn, lineOf, vehiclesOf } from "./vehicles-state";

/**
 * How being aboard changes L fire at a soldier: shut inside, he is concealed (+1) once the bullet can penetrate
 * [19.3.5.1]; a Standing crewman has 1 height of cover [19.4.2]; a rider on the bow or rear has the turret as 1 height
 * of cover from fire over the other end [19.1.9.2]. Empty when he is not aboard.
 */
export function aboardTargetModifiers(game: FirepowerGame, from: Hex, target: Soldier): { vehicleCover?: true; vehicleConcealed?: true } {
  const r = target.riding;
  const v = r ? findVehicle(game, r.vehicle) : undefined;
  if (!r || !v) return {};
  if (isShutIn(target)) return { vehicleConcealed: true };
  if (r.place === "crew") return { vehicleCover: true };
  const side = hullSideFrom(v, from);
  return (r.place === "bow" || r.place === "rear") && riderCover(r.place, side) > 0 ? { vehicleCover: true } : {};
}

/**
 * L fire at soldiers shut inside a vehicle needs penetration ≥ the armour basis towards the firer [19.3.5.1]
 * (`firepower/l_penetration`, placeholders); otherwise the armour stops it.
 */
export function checkAboardTargets(game: FirepowerGame, firer: Soldier, targets: readonly Soldier[], tables?: ReadonlyMap<string, AnyTable>): Check {
  for (const t of targets) {
    const v = t.riding ? findVehicle(game, t.riding.vehicle) : undefined;
    if (!v || !isShutIn(t)) continue;
    const pen = lookup(tableOf(tables, L_PENETRATION), { weapon: firer.weapon });
    const line = lineOf(tables, v);
    const face = armourFaceFrom(v, firer.hex, line);
    if (!pen.ok || pen.value < line.armour[face]) return reject("fire/armour", `${t.id} is inside ${v.id}: a ${firer.weapon} cannot penetrate its armour (${face} ${line.armour[face]})`, "Firepower 19.3.5.1");
  }
  return OK;
}

/**
 * Vehicles as LOS obstacles: a vehicle between firer and target blocks as an obstacle of its turret height does
 * [19.1.6, 12.1.1-12.1.3] — on the Basic LOS, the way a friendly soldier of the firer's height or taller blocks
 * [6.3.4.3]; soldiers on its far side may be blocked [19.3.4]. The end hexes never block.
 */
export function vehicleObstacles(game: FirepowerGame, tables?: ReadonlyMap<string, AnyTable>): { hex: Hex; headHeight: number }[] {
  return vehiclesOf(game).flatMap((v) => obstacleHexes(v, lineOf(tables, v)));
}
