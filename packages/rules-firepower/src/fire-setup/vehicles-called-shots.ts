// Called shots of L weapons at a vehicle (Option 19.3.5.2-19.3.5.3): an L burst may be aimed at the tracks (+3) or,
// when its penetration reaches the armour towards the firer, at the engine (+3); a hit that penetrates destroys it.
import type { AnyTable, Check, GameEvent } from "@tactica/engine";
import { OK, reject } from "@tactica/engine";
import type { DiceSource } from "@tactica/dice";
import type { Hex } from "@tactica/hex";
import { penetrates } from "../advanced/vehicles";
import type { AppliedModifier } from "../fire/applied-modifier";
import { totalModifier } from "../fire/applied-modifier";
import { book } from "../tables/sources";
import type { FirepowerGame } from "../state/types";
import { hitVehicle, vehicleHitEvent } from "./vehicle-hits";
import { startVehicleFire } from "./vehicles-engine-fire";
import type { Vehicle } from "../vehicles/vehicles-state";
import { armourFaceFrom, lineOf, updateVehicle } from "../vehicles/vehicles-state";

type Ctx = { readonly options: Readonly<Record<string, string>>; readonly tables?: ReadonlyMap<string, AnyTable> };
type Called = { readonly ammo: string; readonly tracks?: boolean | undefined; readonly engine?: boolean | undefined };

/**
 * The checks of L fire at a vehicle and of a called shot at its engine [19.3.5, 19.3.5.3]: L reaches a vehicle only
 * as a called shot at its tracks or engine (its men are fired at as soldiers); the engine is called only by L, and
 * only when the penetration reaches the armour basis towards the firer; never both at once.
 */
export function checkCalledShot(p: Called, target: Vehicle | undefined, penetration: number | undefined, from: Hex, tables?: ReadonlyMap<string, AnyTable>): Check {
  if (p.engine && p.tracks) return reject("fire/bad_target", "call one location: the tracks or the engine", "Firepower 19.3.5");
  if (p.engine && (!target || p.ammo !== "L")) return reject("fire/bad_target", "a called shot at an engine is fired by an L weapon at a vehicle", "Firepower 19.3.5.3");
  if (target && p.ammo === "L" && !p.tracks && !p.engine) return reject("fire/bad_ammo", "L fire at a vehicle must be called at its tracks or engine; the soldiers aboard are fired at as soldiers", "Firepower 19.3.5");
  if (p.engine && target) {
    const line = lineOf(tables, target);
    const face = armourFaceFrom(target, from, line);
    if (!penetrates(penetration ?? 0, line.armour[face])) return reject("fire/armour", `penetration ${penetration ?? 0} cannot reach the engine through armour ${face} ${line.armour[face]}`, "Firepower 19.3.5.3");
  }
  return OK;
}

/** The +3 of a called shot at the engine [19.3.5.3] (the tracks' +3 is added with the A/H called shots). */
export function engineShotModifier(): AppliedModifier {
  return { name: "called shot at the engine", value: 3, rule: "Firepower 19.3.5.3", provenance: book("19.3.5.3") };
}

/**
 * An L burst of `shots` at a vehicle's tracks or engine [19.3.5.2-19.3.5.3]: any shot at or under the hit number
 * hits; a hit whose penetration reaches the tracks' armour damages them (19.3.8), one at the engine destroys it and
 * may start a Fire (Option 21.2.1). L has no blast, so nothing else inside is hurt.
 */
export function lAtVehicle(game: FirepowerGame, from: Hex, target: Vehicle, p: Called, hitNumber: number, modifiers: readonly AppliedModifier[], shots: number, penetration: number, dice: DiceSource, ctx: Ctx, head: Readonly<Record<string, unknown>>): { game: FirepowerGame; events: GameEvent[] } {
  const total = totalModifier(modifiers);
  const rolls = Array.from({ length: shots }, () => dice.roll(10));
  const hit = rolls.some((r) => r + total <= hitNumber);
  const at = p.engine ? "engine" : "tracks";
  const fired: GameEvent = { type: "vehicle/fired", data: { ...head, target: target.id, called: at, rolls, total, hitNumber, result: hit ? "hit" : "missed", rule: p.engine ? "Firepower 19.3.5.3" : "Firepower 19.3.5.2" } };
  if (!hit) return { game, events: [fired] };
  if (p.tracks) {
    const out = hitVehicle(game, target, "TRK", penetration, null, dice, ctx, "Firepower 19.3.5.2");
    return { game: out.game, events: [fired, vehicleHitEvent(out.hit, { by: String(head.vehicle ?? "") })] };
  }
  let next = target.damage.engine ? game : updateVehicle(game, target.id, { damage: { ...target.damage, engine: true } });
  const fire = target.damage.engine ? { game: next, rolls: [] } : startVehicleFire(next, target.id, ["engine"], dice, ctx);
  next = fire.game;
  const face = armourFaceFrom(target, from, lineOf(ctx.tables, target));
  const event: GameEvent = { type: "vehicle/hit", data: { by: head.vehicle, vehicle: target.id, face, penetration, penetrated: true, blast: null, rolls: [{ location: "engine", result: "hit" }], ...(fire.rolls.length > 0 ? { fireRolls: fire.rolls } : {}), rule: "Firepower 19.3.5.3, 19.3.8" } };
  return { game: next, events: [fired, event] };
}
