// Vehicles standing in a burning terrain hex (Optional Rule 21.3 with Option 19.3.2-19.3.3): each Impulse Phase of
// their side they take an F hit of blast 6 and penetration 1.
import type { AnyTable, GameEvent } from "@tactica/engine";
import type { DiceSource } from "@tactica/dice";
import { FIRE_HEX_BLAST, firesInUse, isBurning } from "./fires";
import type { FirepowerGame, Side } from "../state/types";
import { hitVehicle, vehicleHitEvent } from "./vehicle-hits";
import { vehicleHexes } from "../vehicles/vehicles-large";
import { findVehicle, lineOf, updateVehicle, vehiclesOf } from "../vehicles/vehicles-state";

type Ctx = { readonly options: Readonly<Record<string, string>>; readonly tables?: ReadonlyMap<string, AnyTable> };

/** F penetration of a Fire hex [21.3] (the book's number; the blast is FIRE_HEX_BLAST, 6). */
export const FIRE_HEX_PENETRATION = 1;

/**
 * Vehicles of `side` standing in a burning terrain hex when their Impulse Phase starts [21.3 with 19.3.2-19.3.3]: an
 * F hit of blast 6 and penetration 1 — inside blast where the penetration reaches the top armour, else an on-vehicle
 * blast: the radio and gunsights roll against 6, the engine against the penetration (F, 19.3.3); missed parts are
 * unharmed. The men outside the armour burn with the hex's soldiers (fires.ts); the hex sets no Fire in the vehicle by
 * itself (21.2.1), only a hit gun or engine's roll does.
 */
export function burnVehiclesInFire(game: FirepowerGame, side: Side, dice: DiceSource, ctx: Ctx): { game: FirepowerGame; events: GameEvent[] } {
  if (!firesInUse(ctx.options)) return { game, events: [] };
  let next = game;
  const events: GameEvent[] = [];
  for (const v of vehiclesOf(game)) {
    if (v.side !== side || !vehicleHexes(v).some((h) => isBurning(game, h))) continue;
    const line = lineOf(ctx.tables, v);
    if (FIRE_HEX_PENETRATION >= line.armour.T) {
      const out = hitVehicle(next, findVehicle(next, v.id) ?? v, "T", FIRE_HEX_PENETRATION, FIRE_HEX_BLAST, dice, ctx, "Firepower 21.3, 19.3.2");
      next = out.game;
      events.push(vehicleHitEvent(out.hit, { by: "fire" }));
      continue;
    }
    const cur = findVehicle(next, v.id) ?? v;
    const parts = [...(cur.damage.radio ? [] : ["radio"]), ...(cur.damage.sights ? [] : ["sights"]), ...(cur.damage.engine ? [] : ["engine"])];
    const rolls = parts.map((location) => { const roll = dice.roll(10); return { location, roll, need: location === "engine" ? FIRE_HEX_PENETRATION : FIRE_HEX_BLAST }; });
    const hit = new Set(rolls.filter((r) => r.roll <= r.need).map((r) => r.location));
    next = updateVehicle(next, v.id, { damage: { ...cur.damage, radio: cur.damage.radio || hit.has("radio"), sights: cur.damage.sights || hit.has("sights"), engine: cur.damage.engine || hit.has("engine") } });
    events.push({ type: "fire/vehicle_in_fire", data: { vehicle: v.id, blast: FIRE_HEX_BLAST, penetration: FIRE_HEX_PENETRATION, armour: line.armour.T, rolls: rolls.map((r) => ({ ...r, result: hit.has(r.location) ? "hit" : "no effect" })), rule: "Firepower 21.3, 19.3.3" } });
  }
  return { game: next, events };
}
