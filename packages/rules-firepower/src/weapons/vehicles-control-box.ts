// Control boxes carried off a vehicle (Option 19.2.3.2, 19.1.8 OTHER): a vehicle with missile weapons has one control
// box per gunner/loader crew box that works them; where the weapon allows a separation, a soldier of its side may take
// a box off the vehicle and fire the vehicle's missile from another hex — for all his MF, range from the vehicle,
// line of sight from him (as an MSL unit's control box, 12.4.6).
import type { AnyTable, Check, ChitTurn, Command } from "@tactica/engine";
import { defineCommand, lookup, OK, reject } from "@tactica/engine";
import { hexDistance, isSameHex } from "@tactica/hex";
import { z } from "zod";
import { totalModifier } from "../fire/applied-modifier";
import type { AppliedModifier } from "../fire/applied-modifier";
import { tableOf } from "../fire/table-of";
import { firepowerRange } from "../sighting/firepower-range";
import { boardOf } from "../core/board";
import { losFrom } from "../combat/fire-context";
import { checkActor, mfAllowance, updateSoldier } from "../core/soldiers";
import type { FirepowerGame, FirepowerState, Soldier } from "../state/types";
import type { VehicleWeaponLine } from "../vehicles/vehicle-chart";
import { VEHICLE_WEAPONS } from "../vehicles/vehicle-chart";
import { chartMovementModifier, POSITION_CREW, shootVehicle, targetSizeModifier } from "./vehicles-fire";
import { occupies, targetHexOf, weaponHex } from "../vehicles/vehicles-large";
import { isSideShot } from "../vehicles/vehicles-side-shot";
import type { Vehicle } from "../vehicles/vehicles-state";
import { findVehicle, lineOf, updateVehicle, vehiclesOf } from "../vehicles/vehicles-state";

type Ctx = { readonly options: Readonly<Record<string, string>>; readonly tables: ReadonlyMap<string, AnyTable> };

/** The missile weapons of a vehicle that allow a separation, with their lines and positions. */
function separableMissiles(v: Vehicle, tables?: ReadonlyMap<string, AnyTable>): { weapon: string; position: string; line: VehicleWeaponLine }[] {
  return lineOf(tables, v).weapons.flatMap((w) => {
    const l = lookup(tableOf(tables, VEHICLE_WEAPONS), { weapon: w.weapon });
    return l.ok && l.value.missile && l.value.separation !== undefined ? [{ weapon: w.weapon, position: w.position, line: l.value }] : [];
  });
}

/** Control boxes a vehicle carries for a missile weapon [19.1.8]: one per gunner/loader crew box of its position in the line's crew. */
export function controlBoxCount(v: Vehicle, weapon: string, tables?: ReadonlyMap<string, AnyTable>): number {
  const line = lineOf(tables, v);
  const position = line.weapons.find((w) => w.weapon === weapon)?.position;
  if (!position) return 0;
  const crew = POSITION_CREW[position];
  return line.crew.filter((b) => crew.gunners.includes(b) || crew.loaders.includes(b)).length;
}

const takePayload = z.object({ soldier: z.string().min(1), vehicle: z.string().min(1), weapon: z.enum(["1", "9", "15", "36", "76"]) }).strict();

function checkTake(state: FirepowerState, seat: string, p: z.infer<typeof takePayload>, ctx: Ctx): Check & { soldier?: Soldier; vehicle?: Vehicle } {
  const rule = "Firepower 19.2.3.2";
  const a = checkActor(state, seat, p.soldier);
  if (!a.ok || !a.soldier) return a;
  const s = a.soldier;
  const v = findVehicle(state.game, p.vehicle);
  if (!v || v.side !== s.side) return reject("vehicle/unknown", `no vehicle ${p.vehicle} of side ${s.side}`, rule);
  if (s.riding) return reject("vehicle/aboard", "get off the vehicle with the control box: take it standing in the vehicle's hex", "Firepower 19.1.16");
  if (!occupies(v, s.hex)) return reject("vehicle/not_in_hex", "a control box is taken from the vehicle in its hex", rule);
  if (!separableMissiles(v, ctx.tables).some((m) => m.weapon === p.weapon)) return reject("vehicle/no_separation", `weapon ${p.weapon} is no missile that allows a separation`, rule);
  if ((v.controlBoxes ?? []).some((b) => b.soldier === s.id)) return reject("vehicle/has_box", `${s.id} already carries a control box`, rule);
  if ((v.controlBoxes ?? []).filter((b) => b.weapon === p.weapon).length >= controlBoxCount(v, p.weapon, ctx.tables)) return reject("vehicle/no_box_left", "every control box of that weapon is already off the vehicle", "Firepower 19.1.8");
  return { ...OK, soldier: s, vehicle: v };
}

/** `take_control_box { soldier, vehicle, weapon }`: a soldier of the side in the vehicle's hex takes one of its missile's control boxes [19.2.3.2]. */
export const takeControlBoxCommand = defineCommand<FirepowerGame, ChitTurn, z.infer<typeof takePayload>>({
  schema: takePayload,
  rule: "Firepower 19.2.3.2",
  steps: ["impulse"],
  validate: (state, cmd, ctx) => checkTake(state, cmd.seat, cmd.payload, ctx),
  resolve(state, cmd, _dice, ctx) {
    const c = checkTake(state, cmd.seat, cmd.payload, ctx);
    if (!c.soldier || !c.vehicle) throw new Error("take_control_box: resolve after a failed check");
    const game = updateVehicle(state.game, c.vehicle.id, { controlBoxes: [...(c.vehicle.controlBoxes ?? []), { weapon: cmd.payload.weapon, soldier: c.soldier.id }] });
    return { state: { ...state, game }, events: [{ type: "vehicle/control_box_taken", data: { vehicle: c.vehicle.id, weapon: cmd.payload.weapon, soldier: c.soldier.id, rule: "Firepower 19.2.3.2" } }] };
  },
});

const firePayload = z.object({ soldier: z.string().min(1), vehicle: z.string().min(1), weapon: z.enum(["1", "9", "15", "36", "76"]), target: z.string().min(1) }).strict();

type Checked = Check & { soldier?: Soldier; vehicle?: Vehicle; target?: Vehicle; line?: VehicleWeaponLine; hit?: number; modifiers?: AppliedModifier[] };

function checkRemote(state: FirepowerState, seat: string, p: z.infer<typeof firePayload>, ctx: Ctx): Checked {
  const rule = "Firepower 19.2.3.2";
  const a = checkActor(state, seat, p.soldier);
  if (!a.ok || !a.soldier) return a;
  const s = a.soldier;
  const v = findVehicle(state.game, p.vehicle);
  if (!v || !(v.controlBoxes ?? []).some((b) => b.soldier === s.id && b.weapon === p.weapon)) return reject("vehicle/no_control_box", `${s.id} carries no control box of ${p.vehicle}'s weapon ${p.weapon}`, rule);
  const m = separableMissiles(v, ctx.tables).find((x) => x.weapon === p.weapon);
  if (!m) return reject("vehicle/no_separation", `weapon ${p.weapon} is no missile that allows a separation`, rule);
  if (v.damage.weapons.includes(p.weapon)) return reject("vehicle/weapon_hit", `weapon ${p.weapon} was hit and may no longer fire`, "Firepower 19.3.8");
  if (s.riding) return reject("vehicle/aboard", "aboard, the vehicle's crew fires it (vehicle_fire)", rule);
  const from = weaponHex(v, lineOf(ctx.tables, v), m.position);
  if (hexDistance(s.hex, from) > (m.line.separation ?? 0)) return reject("vehicle/too_far", `the control box works up to ${m.line.separation ?? 0} hexes from the vehicle`, rule);
  // 12.4.6, 19.2.3.2: a missile takes all the firer's MF; in the vehicle's own Impulse it also takes the vehicle's.
  if (s.mf > 0 || s.combatUsed) return reject("crew/missile_all_mf", "a missile is fired for all the soldier's MF", "Firepower 12.4.6");
  if (v.inImpulse && (v.mf > 0 || v.hexesEntered > 0 || v.missileFired)) return reject("vehicle/missile_all_mf", "the vehicle already spent MF this Impulse", rule);
  const target = findVehicle(state.game, p.target);
  if (!target || target.side === s.side) return reject("fire/bad_target", "the target must be an enemy vehicle", "Firepower 12.3");
  const hex = targetHexOf(target, from, hexDistance);
  const range = firepowerRange(from, hex);
  const band = m.line.hits.find((h) => range <= h.upTo);
  if (!band) return reject("fire/out_of_range", `range ${range} is beyond weapon ${p.weapon}'s (placeholder chart)`, "Firepower 12");
  const los = losFrom(boardOf(state.game), state.game, s, { hex, posture: "stand" });
  if (!los?.clear) return reject("fire/no_los", "the control box's line of sight is blocked", "Firepower 12.4.6");
  const modifiers = [chartMovementModifier(0, false, target.hexesEntered, ctx.tables, isSideShot(target, from)), targetSizeModifier(target, ctx.tables)].filter((x): x is AppliedModifier => x !== undefined);
  return { ...OK, soldier: s, vehicle: v, target, line: m.line, hit: band.hit, modifiers };
}

/**
 * `fire_vehicle_missile { soldier, vehicle, weapon, target }`: the soldier with a control box fires the vehicle's
 * missile at an enemy vehicle from up to its separation away — all his MF, range and side from the vehicle's weapon
 * hex, LOS from him; a hit is an H hit on the armour (19.3.2) [19.2.3.2, 12.4.6].
 */
export const fireVehicleMissileCommand = defineCommand<FirepowerGame, ChitTurn, z.infer<typeof firePayload>>({
  schema: firePayload,
  rule: "Firepower 19.2.3.2",
  steps: ["impulse"],
  tags: ["combat"],
  validate: (state, cmd, ctx) => checkRemote(state, cmd.seat, cmd.payload, ctx),
  resolve(state, cmd, dice, ctx) {
    const c = checkRemote(state, cmd.seat, cmd.payload, ctx);
    if (!c.soldier || !c.vehicle || !c.target || !c.line || c.hit === undefined || !c.modifiers) throw new Error("fire_vehicle_missile: resolve after a failed check");
    const v = c.vehicle, ammo = c.line.ammo.H ?? c.line.ammo.A;
    const roll = dice.roll(10);
    const total = totalModifier(c.modifiers);
    const hit = roll + total <= c.hit && ammo !== undefined;
    const from = weaponHex(v, lineOf(ctx.tables, v), lineOf(ctx.tables, v).weapons.find((w) => w.weapon === cmd.payload.weapon)?.position ?? "K");
    let game = updateSoldier(state.game, c.soldier.id, { mf: mfAllowance(c.soldier), combatUsed: true, afterFireMf: 0 });
    if (v.inImpulse) game = updateVehicle(game, v.id, { missileFired: true, fired: [...v.fired, cmd.payload.weapon] });
    const fired = { type: "vehicle/fired", data: { vehicle: v.id, weapon: cmd.payload.weapon, ammo: "H", by: c.soldier.id, controlBox: true, target: c.target.id, roll, total, hitNumber: c.hit, modifiers: c.modifiers, result: hit ? "hit" : "missed", provenance: "placeholder (firepower/vehicle_weapons)", rule: "Firepower 19.2.3.2, 12.4.6" } };
    if (!hit || !ammo) return { state: { ...state, game }, events: [fired] };
    const out = shootVehicle(game, from, c.target, ammo, false, dice, ctx, c.soldier.id);
    return { state: { ...state, game: out.game }, events: [fired, ...out.events] };
  },
});

/** Candidate control-box actions of a soldier: take a box in a friendly missile vehicle's hex; fire each box he holds at each enemy vehicle. */
export function controlBoxCandidates(state: FirepowerState, s: Soldier, tables?: ReadonlyMap<string, AnyTable>): Command[] {
  if (state.game.rules !== "advanced" || s.riding) return [];
  const out: Command[] = [];
  for (const v of vehiclesOf(state.game)) {
    if (v.side !== s.side) continue;
    for (const m of separableMissiles(v, tables)) {
      if (occupies(v, s.hex)) out.push({ type: "take_control_box", seat: s.side, payload: { soldier: s.id, vehicle: v.id, weapon: m.weapon } });
      if (!(v.controlBoxes ?? []).some((b) => b.soldier === s.id && b.weapon === m.weapon)) continue;
      for (const e of vehiclesOf(state.game)) if (e.side !== s.side && !isSameHex(e.hex, s.hex)) out.push({ type: "fire_vehicle_missile", seat: s.side, payload: { soldier: s.id, vehicle: v.id, weapon: m.weapon, target: e.id } });
    }
  }
  return out;
}
