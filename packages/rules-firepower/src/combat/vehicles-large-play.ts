// Large vehicles in play (Option 19.2.4, 19.2.7.6): the rear half pivoting into a new hex when an LGV turns.
import type { AnyTable, Check, GameEvent } from "@tactica/engine";
import { OK, reject } from "@tactica/engine";
import type { DiceSource } from "@tactica/dice";
import type { Hex } from "@tactica/hex";
import { boardOf } from "../core/board";
import { detonateMinesAt } from "./mines";
import { clearObstacle, vehicleObstacleEntry } from "../works/obstacles";
import type { FirepowerGame } from "../state/types";
import type { VehicleLine } from "../vehicles/vehicle-chart";
import { rearHexOf } from "../vehicles/vehicles-large";
import { featuresCrossed, smashOnCrossing } from "../vehicles/vehicles-smash";
import type { Vehicle } from "../vehicles/vehicles-state";
import { vehicleAt } from "../vehicles/vehicles-state";

type Ctx = { readonly options: Readonly<Record<string, string>>; readonly tables: ReadonlyMap<string, AnyTable> };
type Enter = (from: Hex, to: Hex) => Check & { mf?: number };

/**
 * The rear of an LGV turning to `facing` pivots into the hex behind its front hex [19.2.4]: a hex the vehicle could
 * enter (on the map, no other vehicle, not prohibited, wire it can crush), never one it would have to topple or smash
 * (a tree hex: the boards are static and the Vehicle Terrain Destruction Tables missing, so no toppling is played),
 * nor across a height hexside it could not cross — the one the rear swings through or the one between its halves.
 * Its cost (the new rear hex's entry and any height hexside) is added to the turn [19.2.7.6].
 */
export function checkPivot(game: FirepowerGame, v: Vehicle, line: VehicleLine, facing: number, enter: Enter): Check & { mf?: number; rear?: Hex; crushes?: boolean } {
  if (!v.rear) return OK;
  const rear = rearHexOf(v.hex, facing);
  const board = boardOf(game);
  if (!board.has(rear)) return reject("move/off_map", "the rear of the large vehicle would pivot off the map", "Firepower 19.2.4");
  const other = vehicleAt(game, rear);
  if (other && other.id !== v.id) return reject("vehicle/vehicle_in_hex", `the rear would pivot into ${other.id}'s hex`, "Firepower 19.2.4");
  if (board.terrainOf(rear) === "tree") return reject("vehicle/pivot_topple", "the rear may not pivot into a hex whose trees it would have to topple", "Firepower 19.2.4");
  // 19.2.4: nor across a wall, fence or roadblock it would have to smash (a hedge it crushes, vehicles-smash.ts).
  if ([featuresCrossed(game, v.rear, rear), featuresCrossed(game, v.hex, rear)].some((fs) => fs.some((f) => f.type !== "hedge"))) return reject("vehicle/pivot_smash", "the rear may not pivot across a wall, fence or roadblock it would have to smash", "Firepower 19.2.4");
  const swing = enter(v.rear, rear);
  if (!swing.ok || swing.mf === undefined) return swing;
  const between = enter(v.hex, rear);
  if (!between.ok || between.mf === undefined) return between;
  const o = vehicleObstacleEntry(game, rear, line.traction);
  if (!o.ok) return o;
  return { ...OK, mf: Math.max(swing.mf, between.mf) * (o.factor ?? 1), rear, ...(o.crushes ? { crushes: true } : {}) };
}

/** The rear having pivoted into `rear`: wire there is crushed [19.2.1.2] and its mines go off under it [12.4.4]. */
export function pivotInto(game: FirepowerGame, v: Vehicle, rear: Hex, crushes: boolean, dice: DiceSource, ctx: Ctx): { game: FirepowerGame; events: GameEvent[] } {
  const events: GameEvent[] = [];
  let next = game;
  if (crushes) {
    next = clearObstacle(next, rear);
    events.push({ type: "works/wire_crushed", data: { vehicle: v.id, hex: boardOf(game).idOf(rear), rule: "Firepower 8.8.3, 19.2.1.2" } });
  }
  // 19.2.4: a hedge the rear swings across is crushed.
  const crushed = v.rear ? smashOnCrossing(next, v.id, v.rear, rear, false, dice, ctx) : { game: next, events: [] };
  const mined = detonateMinesAt(crushed.game, rear, dice, ctx, { vehicle: v.id });
  return { game: mined.game, events: [...events, ...crushed.events, ...mined.events] };
}
