// Hits on vehicles (Option 19.3): penetration against the armour basis of the side hit, inside blasts, on-vehicle
// blasts, track hits, and the effects of 19.3.8.
import type { AnyTable, GameEvent } from "@tactica/engine";
import type { DiceSource } from "@tactica/dice";
import type { Hex } from "@tactica/hex";
import { penetrates } from "../advanced/vehicles";
import { patchSoldiers } from "../core/soldiers";
import { hitWithStatus } from "../core/status-ladder";
import type { FirepowerGame } from "../state/types";
import type { ArmourFace, VehicleLine } from "../vehicles/vehicle-chart";
import type { Vehicle, VehicleDamage } from "../vehicles/vehicles-state";
import type { FireStartRoll } from "./vehicles-engine-fire";
import { startVehicleFire } from "./vehicles-engine-fire";
import { PROJECTOR_LOCATION, projectorRounds } from "../tables/vehicles-smoke-table";
import { aboard, lineOf, updateVehicle, vehicleAt } from "../vehicles/vehicles-state";

type Ctx = { readonly options: Readonly<Record<string, string>>; readonly tables?: ReadonlyMap<string, AnyTable> };

/** One location's blast roll on or in a vehicle: a soldier aboard, or a part (weapon n, engine, radio, sights, stabiliser). */
export type VehicleRoll = { readonly location: string; readonly roll: number; readonly result: "hit" | "stunned" | "no effect" };

/** What a hit on a vehicle did, as events report it. */
export type VehicleHit = {
  readonly vehicle: string;
  readonly face: ArmourFace;
  readonly armour: number;
  readonly penetration: number;
  readonly penetrated: boolean;
  readonly blast: number | null;
  readonly rolls: readonly VehicleRoll[];
  readonly tracks?: "halved" | "destroyed";
  /** Where a located G round landed in the vehicle's hex and its rolls (vehicles-hit-location.ts) [19.3.1]. */
  readonly location?: { readonly on: string; readonly rolls: readonly { readonly check: string; readonly roll: number; readonly modifier: number; readonly result: string }[] };
  /** Fire-start rolls for a hit engine or gun (Option 21.2.1, vehicles-engine-fire.ts). */
  readonly fireRolls?: readonly FireStartRoll[];
  /** The round went in through an open hatch, whatever the armour [19.3.1.2.2, 19.3.2]. */
  readonly through?: "hatch";
  readonly rule: string;
};

/** A track hit [19.3.8]: T vehicles lose their tracks; W/MW have movement halved by the first, lose them on the second. */
function trackHit(v: Vehicle, line: VehicleLine): { damage: VehicleDamage; tracks: "halved" | "destroyed" } {
  const tracks = v.damage.tracks + 1;
  return { damage: { ...v.damage, tracks }, tracks: line.traction === "T" || tracks >= 2 ? "destroyed" : "halved" };
}

/**
 * The parts an inside blast rolls for [19.3.2]: every crewman and passenger inside (riders on top only where the
 * armour towards them is 0, which no line in play has), each weapon not yet hit, the engine, the radio, the gunsights
 * (one roll for sights, infrared, laser and passive), the stabiliser when fitted. NBC protection is lost outright.
 */
function insideLocations(game: FirepowerGame, v: Vehicle, line: VehicleLine): string[] {
  const soldiers = aboard(game, v.id).filter((s) => s.riding?.place === "crew" || s.riding?.place === "inside").map((s) => s.id);
  const weapons = line.weapons.map((w) => w.weapon).filter((w, i, all) => all.indexOf(w) === i && !v.damage.weapons.includes(w)).map((w) => `weapon ${w}`);
  // 19.3.2: the smoke projectors take one roll for all of them.
  const projectors = projectorRounds(line) > 0 && !v.damage.weapons.includes("D") ? [PROJECTOR_LOCATION] : [];
  return [...soldiers, ...weapons, ...projectors, ...(v.damage.engine ? [] : ["engine"]), ...(v.damage.radio ? [] : ["radio"]), ...(v.damage.sights ? [] : ["sights"]), ...(line.equipment.includes("S") ? ["stabiliser"] : [])];
}

/** Roll `blast` for each location: hits are recorded (soldiers eliminated), soldiers not hit are Stunned [19.3.2, 19.3.8]. */
function rollLocations(game: FirepowerGame, v: Vehicle, locations: readonly string[], blast: number, dice: DiceSource, ctx: Ctx): { game: FirepowerGame; rolls: VehicleRoll[] } {
  const soldierIds = new Set(game.soldiers.map((s) => s.id));
  const rolls = locations.map((location): VehicleRoll => {
    const roll = dice.roll(10);
    return { location, roll, result: roll <= blast ? "hit" : soldierIds.has(location) ? "stunned" : "no effect" };
  });
  const hit = new Set(rolls.filter((r) => r.result === "hit").map((r) => r.location));
  const stunned = new Set(rolls.filter((r) => r.result === "stunned").map((r) => r.location));
  let next = patchSoldiers(game, (s) => (hit.has(s.id) ? { ...s, eliminated: true } : stunned.has(s.id) ? hitWithStatus(s, "stunned", ctx.options) : undefined));
  const d = v.damage;
  const damage: VehicleDamage = {
    engine: d.engine || hit.has("engine"), tracks: d.tracks, radio: d.radio || hit.has("radio"), sights: d.sights || hit.has("sights"),
    weapons: [...d.weapons, ...[...hit].filter((l) => l.startsWith("weapon ")).map((l) => l.slice("weapon ".length))],
  };
  next = updateVehicle(next, v.id, { damage });
  return { game: next, rolls };
}

/**
 * A hit on a vehicle's `face` with `penetration` [12.3.1.2, 19.3.2, 19.3.5.2]: on the tracks, a penetrating hit damages
 * them (it does not enter the vehicle); elsewhere penetration ≥ armour is an inside blast with `blast` (none for L),
 * and less counts as a miss.
 */
export function hitVehicle(game: FirepowerGame, v: Vehicle, face: ArmourFace, penetration: number, blast: number | null, dice: DiceSource, ctx: Ctx, rule: string, throughHatch = false): { game: FirepowerGame; hit: VehicleHit } {
  const line = lineOf(ctx.tables, v);
  const armour = line.armour[face];
  const penetrated = throughHatch || penetrates(penetration, armour);
  const base = { vehicle: v.id, face, armour, penetration, penetrated, blast, ...(throughHatch ? { through: "hatch" as const } : {}), rule };
  if (!penetrated) return { game, hit: { ...base, rolls: [] } };
  if (face === "TRK") {
    const t = trackHit(v, line);
    return { game: updateVehicle(game, v.id, { damage: t.damage }), hit: { ...base, rolls: [], tracks: t.tracks } };
  }
  if (blast === null) return { game, hit: { ...base, rolls: [] } };
  const out = rollLocations(game, v, insideLocations(game, v, line), blast, dice, ctx);
  // 21.2.1: a hit engine or gun may start a Fire inside (Option 21).
  const fire = startVehicleFire(out.game, v.id, out.rolls.filter((r) => r.result === "hit").map((r) => r.location), dice, ctx);
  return { game: fire.game, hit: { ...base, rolls: out.rolls, ...(fire.rolls.length > 0 ? { fireRolls: fire.rolls } : {}) } };
}

/** The `vehicle/hit` event of a hit. */
export function vehicleHitEvent(hit: VehicleHit, extra: Readonly<Record<string, unknown>> = {}): GameEvent {
  return { type: "vehicle/hit", data: { ...extra, ...hit } };
}

/**
 * A G (or H-as-G, F, W) blast in a vehicle's hex [12.3.4.2.6, 19.3.3]: penetration ≥ the top armour is an inside
 * blast; otherwise an on-vehicle blast, where the soldiers on top and the Standing (hatch-open) crewmen roll with the
 * hex's soldiers (gBlast) and the radio and gunsights roll here. Soldiers shut in are untouched [19.3.2].
 * The side of the hex hit and the turret/hull roll need the missing Hit Location Tables: every hit is taken on the top.
 */
export function blastOnVehicle(game: FirepowerGame, hex: Hex, blast: number, penetration: number, dice: DiceSource, ctx: Ctx): { game: FirepowerGame; hit?: VehicleHit } {
  const v = vehicleAt(game, hex);
  if (!v) return { game };
  const line = lineOf(ctx.tables, v);
  if (penetrates(penetration, line.armour.T)) return hitVehicle(game, v, "T", penetration, blast, dice, ctx, "Firepower 12.3.4.2.6");
  const parts = [...(v.damage.radio ? [] : ["radio"]), ...(v.damage.sights ? [] : ["sights"])];
  const out = rollLocations(game, v, parts, blast, dice, ctx);
  return { game: out.game, hit: { vehicle: v.id, face: "T", armour: line.armour.T, penetration, penetrated: false, blast, rolls: out.rolls, rule: "Firepower 19.3.3" } };
}

/** A vehicle hit's rolls as blast rolls (`soldier` is the crewman, passenger or part; `vehicle` names the vehicle). */
export function toBlastRolls(hit: VehicleHit | undefined): { soldier: string; roll: number; total: number; result: string; vehicle: string }[] {
  if (!hit) return [];
  const part = (l: string) => /^(weapon .+|engine|radio|sights|stabiliser|tracks)$/.test(l);
  // 19.3.1: the hit location rolls come first ("hit location: vehicle or hex", its modifier as the total).
  const located = (hit.location?.rolls ?? []).map((r) => ({ soldier: `hit location: ${r.check}`, roll: r.roll, total: r.modifier, result: r.result, vehicle: hit.vehicle }));
  const fires = (hit.fireRolls ?? []).map((r) => ({ soldier: `vehicle fire: ${r.location}`, roll: r.roll, total: 0, result: r.started ? "fire started" : "no fire", vehicle: hit.vehicle }));
  return [...located, ...hit.rolls.map((r) => ({ soldier: r.location, roll: r.roll, total: 0, result: r.result === "hit" && !part(r.location) ? "eliminated" : r.result, vehicle: hit.vehicle })), ...fires];
}
