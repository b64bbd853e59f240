// Vehicle Fires (Optional Rule 21.2 with Option 19): a hit on the engine or on a gun able to fire A, G or H may start
// a Fire inside the vehicle; it burns the soldiers inside, then at the next Fire Phase spreads to the vehicle's
// exterior (everyone aboard), and at the one after to its hex(es) as a terrain Fire where they can burn [21.2.1-21.3].
import type { AnyTable, GameEvent } from "@tactica/engine";
import { lookup } from "@tactica/engine";
import type { DiceSource } from "@tactica/dice";
import { tableOf } from "../fire/table-of";
import { boardOf } from "../core/board";
import { canBurn, FIRE_HEX_BLAST, firesInUse, isBurning } from "./fires";
import { addSmoke } from "../blasts/smoke";
import type { FirepowerGame, Side } from "../state/types";
import { VEHICLE_WEAPONS } from "../vehicles/vehicle-chart";
import { VEHICLE_ENGINE_FIRE } from "../vehicles/vehicles-engine-fire-table";
import { vehicleHexes } from "../vehicles/vehicles-large";
import type { Vehicle } from "../vehicles/vehicles-state";
import { aboard, findVehicle, updateVehicle, vehiclesOf } from "../vehicles/vehicles-state";
import { blastHits } from "../optional/wounds";

type Ctx = { readonly options: Readonly<Record<string, string>>; readonly tables?: ReadonlyMap<string, AnyTable> };

/** A gun hit able to fire A, G or H starts a vehicle Fire on this roll or less [21.2.1] (the book's number). */
export const GUN_FIRE_NUMBER = 3;

/** Where a vehicle Fire burns [21.2.1, 21.2.3]: inside, then also its exterior, then its hex(es) too. */
export type VehicleFireStage = "inside" | "exterior" | "hex";

/** One fire-start roll of a vehicle hit, as events report it. */
export type FireStartRoll = { readonly location: string; readonly roll: number; readonly need: number; readonly started: boolean; readonly provenance: "book" | "placeholder" };

/** A vehicle's Fire, when one burns (kept on the vehicle: "noted on paper", 21.2.2). */
export function vehicleFireOf(v: Vehicle): VehicleFireStage | undefined {
  return v.fire;
}

function withFire(game: FirepowerGame, id: string, fire: VehicleFireStage): FirepowerGame {
  return updateVehicle(game, id, { fire });
}

/** Whether a hit vehicle weapon is a gun able to use A, G or H ammunition (its placeholder Vehicle Weapon Chart line) [21.2.1]. */
function isGun(weapon: string, tables?: ReadonlyMap<string, AnyTable>): boolean {
  const line = lookup(tableOf(tables, VEHICLE_WEAPONS), { weapon: weapon as "1" });
  return line.ok && (line.value.ammo.A !== undefined || line.value.ammo.G !== undefined || line.value.ammo.H !== undefined);
}

/**
 * Fire-start rolls for the locations an inside blast hit [21.2.1], once per hit: a gun able to use A, G or H starts
 * a Fire inside on 3 or less, the engine on its engine number or less (`firepower/vehicle_engine_fire`, placeholder).
 * Only with Option 21; a vehicle already burning rolls no more.
 */
export function startVehicleFire(game: FirepowerGame, vehicleId: string, hitLocations: readonly string[], dice: DiceSource, ctx: Ctx): { game: FirepowerGame; rolls: FireStartRoll[] } {
  const v = findVehicle(game, vehicleId);
  if (!v || !firesInUse(ctx.options) || vehicleFireOf(v)) return { game, rolls: [] };
  const rolls: FireStartRoll[] = [];
  for (const location of hitLocations) {
    const gun = location.startsWith("weapon ") && isGun(location.slice("weapon ".length), ctx.tables);
    if (!gun && location !== "engine") continue;
    const engine = lookup(tableOf(ctx.tables, VEHICLE_ENGINE_FIRE), { vehicle: v.type });
    const need = gun ? GUN_FIRE_NUMBER : engine.ok ? engine.value : 0;
    const roll = dice.roll(10);
    rolls.push({ location, roll, need, started: roll <= need, provenance: gun ? "book" : "placeholder" });
    if (roll <= need) break;
  }
  return { game: rolls.some((r) => r.started) ? withFire(game, v.id, "inside") : game, rolls };
}

/**
 * The Fire Phase for vehicle Fires [21.2.3]: a Fire inside spreads to the exterior; one on the exterior spreads to
 * the vehicle's hex(es) where they can burn (a terrain Fire from then on, 21.1.3). Only with Option 21.
 */
export function spreadVehicleFires(game: FirepowerGame, round: number, options: Readonly<Record<string, string>>): { game: FirepowerGame; events: GameEvent[] } {
  if (!firesInUse(options)) return { game, events: [] };
  const board = boardOf(game);
  let next = game;
  const events: GameEvent[] = [];
  for (const v of vehiclesOf(game)) {
    const stage = vehicleFireOf(v);
    if (stage === "inside") {
      next = withFire(next, v.id, "exterior");
      events.push({ type: "fire/vehicle_spread", data: { vehicle: v.id, to: "exterior", rule: "Firepower 21.2.3" } });
    } else if (stage === "exterior") {
      next = withFire(next, v.id, "hex");
      const lit = vehicleHexes(v).filter((h) => canBurn(board, next, h) && !isBurning(next, h));
      for (const hex of lit) next = addSmoke(next, { hex, source: "fire", round, by: `fire:vehicle:${v.id}` });
      events.push({ type: "fire/vehicle_spread", data: { vehicle: v.id, to: "hex", hexes: lit.map((h) => board.idOf(h)), rule: "Firepower 21.2.3" } });
    }
  }
  return { game: next, events };
}

/**
 * Soldiers of `side` in a burning vehicle when their Impulse Phase starts [21.3]: F blast 6 (penetration 1), no
 * modifiers, missed soldiers not Stunned; a Fire inside reaches the crew and inside passengers only [21.2.1], one on
 * the exterior everyone aboard.
 */
export function burnInVehicles(game: FirepowerGame, side: Side, dice: DiceSource, ctx: Ctx): { game: FirepowerGame; events: GameEvent[] } {
  if (!firesInUse(ctx.options)) return { game, events: [] };
  let next = game;
  const events: GameEvent[] = [];
  for (const v of vehiclesOf(game)) {
    const stage = vehicleFireOf(v);
    if (!stage) continue;
    const men = aboard(next, v.id).filter((s) => s.side === side && (stage !== "inside" || s.riding?.place === "crew" || s.riding?.place === "inside"));
    if (men.length === 0) continue;
    const rolls = men.map((s) => { const roll = dice.roll(10); return { soldier: s.id, roll, result: roll <= FIRE_HEX_BLAST ? "eliminated" : "no effect" }; });
    const hit = blastHits(next, rolls, dice, ctx);
    next = hit.game;
    events.push({ type: "fire/vehicle_burned", data: { vehicle: v.id, stage, blast: FIRE_HEX_BLAST, rolls: hit.rolls, rule: "Firepower 21.2.1, 21.3" } });
  }
  return { game: next, events };
}

/** The terrain Fire Phase's result followed by the vehicle Fires' spread (after it, so a hex lit now spreads from the next Fire Phase) [21.1.3, 21.2.3]. */
export function withVehicleFires(terrain: { game: FirepowerGame; events: GameEvent[] }, round: number, options: Readonly<Record<string, string>>): { game: FirepowerGame; events: GameEvent[] } {
  const v = spreadVehicleFires(terrain.game, round, options);
  return { game: v.game, events: [...terrain.events, ...v.events] };
}

