import { OK, reject } from "@tactica/engine";
import type { Check } from "@tactica/engine";
import type { Plot, Task } from "../plot/task";
import { COMBAT_TASKS } from "../plot/task";
import { rangeBetween, resolvePath, isOnMap, isActive } from "../state/index";
import { seesMan, toLosPosture, turretFiresInto, turretSees } from "../spotting/index";
import { isSmokeHex, isInField, canDrive, canPlot, isFitCrew, mustRide, toAboard, toPassengerSize, toRearHex, vehiclesOf } from "../terrain/index";
import type { Man, PatrolGame, Vector } from "../state/index";
import { isHiddenFrom } from "../situations/index";
import type { Vehicle } from "../terrain/index";

const R = (code: string, message: string, rule: string) => reject(`vehicle/${code}`, message, `patrol ${rule}`);

/** Tasks a vehicle may plot [23.3, 23.4, 23.7, 24.2]: MV (10 hexes), DF with an MG, GUN (tank main gun), BU, BO. */
const VEHICLE_TASKS = new Set<Task["code"]>(["MV", "DF", "GUN", "BU", "BO", "TT", "CS"]);
/** Maximum main-gun range: the tank gun's scatter row (lost) is read up to 60 hexes like the thump gun's. */
export const TANK_GUN_RANGE = 60;

/**
 * True when `hex` is in the arc of a weapon pointing `facing` from the vehicle [23.31, 23.33]: the diagrams are lost,
 * so by option patrol/turret_arc the 60-degree cone through that hexside (reconstructed, like a pillbox aperture's).
 */
export function isInArc(v: Vehicle, facing: Vector, hex: string, options: Readonly<Record<string, string>>): boolean {
  return options["patrol/turret_arc"] === "all_round" || isInField(v.hex, facing, hex);
}

/**
 * The MG a vehicle fires at `target` [23.3, 23.32, 24.3]: the swivel MG (360 degrees) if its commander is open,
 * else a tank's coaxial MG (fit gunner, turret arc), else the hull MG (fit hull gunner, hull arc); none after T.
 */
export function toVehicleMg(v: Vehicle, target: string, options: Readonly<Record<string, string>> = {}): "swivel" | "coaxial" | "hull" | undefined {
  if (v.weaponsOut || v.destroyed || v.bailedOut) return undefined;
  if (v.open && isFitCrew(v, "commander")) return "swivel";
  if (v.kind !== "tank") return undefined;
  if (isFitCrew(v, "gunner") && isInArc(v, v.turret ?? v.facing, target, options)) return "coaxial";
  return isFitCrew(v, "hull") && isInArc(v, v.facing, target, options) ? "hull" : undefined;
}

const SPIN: readonly Vector[] = ["A", "B", "C", "D", "E", "F"];
/** Hexsides between two facings (0-3). */
export function turnSteps(a: Vector, b: Vector): number {
  const d = Math.abs(SPIN.indexOf(a) - SPIN.indexOf(b));
  return Math.min(d, 6 - d);
}

/** The manned vehicles on the map as observers and sightings for Contact (26.2): each as its firer. */
export function toVehicleObservers(game: PatrolGame): Man[] {
  return vehiclesOf(game).filter(canPlot).map(toVehicleFirer);
}

/** A vehicle as a firer for sight and the MG's fire: an erect MG man at its hex (tank MGs never unload, 23.34). */
export function toVehicleFirer(v: Vehicle): Man {
  return { id: v.id, side: v.side, name: v.id, counter: "MG", rifle: null, hex: v.hex, posture: "erect", concealed: false, status: "fit", stunnedRound: null,
    unloaded: false, unarmed: false, grenade: null, exited: false, firedRound: null, threwRound: null };
}

/** The vehicle's MG at `target` has a line of fire: the coaxial MG (a turret gun) through the smoke it sighted before [11.56]. */
export function seesVehicleTarget(game: PatrolGame, v: Vehicle, target: Man, options: Readonly<Record<string, string>>): boolean {
  if (target.hex && toVehicleMg(v, target.hex, options) === "coaxial") return turretSees(game, v, target.hex, toLosPosture(target));
  return !isSmokeHex(game, v.hex) && seesMan(game, toVehicleFirer(v), target); // 11.54: no fire out of smoke
}

function checkVehicleTask(game: PatrolGame, v: Vehicle, t: Task, options: Readonly<Record<string, string>>): Check {
  switch (t.code) {
    case "MV": {
      if (!canDrive(v)) return R("cannot_move", `${v.id} cannot move (immobilized, no driver or wounded commander)`, "14.23, 18.2, 23.22");
      const path = resolvePath(v.hex, t.path);
      if (!path || path.length > 10 || !path.every((h) => isOnMap(game.map, h))) return R("bad_path", "a vehicle moves up to 10 hexes, hex by hex on the map", "23.11, 24.2");
      return OK;
    }
    case "DF": {
      const target = game.men[t.target];
      if (!target?.hex || target.side === v.side || target.status === "K" || target.exited || isHiddenFrom(game, target, v.side)) return R("bad_target", `${t.target} is not an enemy on the map`, "10.11");
      if (!toVehicleMg(v, target.hex, options)) return R("no_mg", "no MG bears: the swivel MG needs the commander open, the coaxial and hull MGs a fit gunner and the target in their arc", "23.22, 23.31, 23.33, 24.3");
      if (!seesVehicleTarget(game, v, target, options)) return R("no_los", `${v.id} cannot see ${t.target}`, "10.12, 11.54");
      return OK;
    }
    case "GUN":
      if (v.kind !== "tank") return R("no_gun", "only a tank has a main gun", "23.3");
      if (v.weaponsOut || !isFitCrew(v, "gunner")) return R("no_gun", "the main gun needs a fit gunner and an undamaged turret", "14.23, 23.22");
      if (!isOnMap(game.map, t.hex) || t.hex === v.hex || rangeBetween(v.hex, t.hex) > TANK_GUN_RANGE) return R("gun_range", `the target hex must be on the map within ${TANK_GUN_RANGE} hexes`, "23.34, 25.1");
      if (!turretSees(game, v, t.hex, "erect") || !turretFiresInto(game, v, t.hex)) return R("no_los", "the target hex must be in sight (smoke blocks, unless the tank sighted the hex before it became smoke and has not moved since)", "10.12, 11.54, 11.56");
      if (!isInArc(v, v.turret ?? v.facing, t.hex, options)) return R("out_of_arc", "the target hex is outside the turret's arc (turn it with TT)", "23.33");
      return OK;
    case "TT":
      if (v.kind !== "tank" || v.fixedTurret) return R("no_traverse", v.kind === "tank" ? "this turret cannot traverse: it points straight ahead" : "only a tank has a turret", "23.33, 27.13");
      if (!v.open && turnSteps(v.turret ?? v.facing, t.facing) > 1) return R("buttoned_traverse", "a buttoned tank turns its turret one hexside a turn", "23.43");
      return OK;
    default: return OK;
  }
}

/** A crew swap [23.23, 24.4]: alone, two different posts of this vehicle's crew, the crew still inside. */
function checkCrewSwap(v: Vehicle, tasks: readonly Task[]): Check {
  const t = tasks[0];
  if (tasks.length !== 1 || t?.code !== "CS") return R("whole_turn", "swapping crew positions takes the whole turn", "23.23");
  const [a, b] = t.posts;
  if (a === b || v.crew[a] === undefined || v.crew[b] === undefined) return R("bad_swap", "swap two posts this vehicle's crew has", "23.22, 23.23");
  if (v.destroyed || v.bailedOut || v.crew[a] === "K" && v.crew[b] === "K") return R("bad_swap", "no crew left inside to swap", "23.23");
  return OK;
}

/**
 * A vehicle's plot [23.14, 23.4, 23.51, 23.7, 24.51]: its own, manned (a wounded commander makes it inert); BU and
 * BO take the whole turn; it may not fire and move in one turn, nor move in a turn men mount or dismount.
 */
export function checkVehicleOrders(game: PatrolGame, seat: string, v: Vehicle, tasks: readonly Task[], plot: Plot, options: Readonly<Record<string, string>> = {}): Check {
  if (v.side !== seat) return R("not_yours", `${v.id} is not one of ${seat}'s vehicles`, "5.0");
  const codes = tasks.map((t) => t.code);
  // 23.23: crew positions are swapped in a whole turn; a reading lets a tank with a hurt commander plot this one task,
  // or 23.22's inert tank could never put a fit man in his place.
  if (codes.includes("CS")) return checkCrewSwap(v, tasks);
  if (!canPlot(v)) return R("inert", `${v.id} cannot plot (destroyed, abandoned, or its commander is hurt)`, "23.22");
  const bad = codes.find((c) => !VEHICLE_TASKS.has(c));
  if (bad) return R("bad_task", `a vehicle plots MV, DF, GUN, TT, CS, BU or BO, not ${bad}`, "23.3");
  if (new Set(codes).size !== codes.length) return R("duplicate_task", "each task at most once per turn", "6.1");
  if ((codes.includes("BU") || codes.includes("BO")) && codes.length > 1) return R("whole_turn", "opening up, buttoning down and bailing out take the whole turn", "23.4, 23.7");
  if (codes.includes("MV") && (codes.includes("DF") || codes.includes("GUN"))) return R("fire_and_move", "a vehicle may not fire and move in the same turn", "23.51, 24.51");
  const df = tasks.find((t) => t.code === "DF");
  const dfHex = df?.code === "DF" ? game.men[df.target]?.hex : undefined;
  const coaxial = dfHex ? toVehicleMg(v, dfHex, options) === "coaxial" : false;
  if (codes.includes("GUN") && coaxial) return R("one_turret_weapon", "the gunner fires the main gun or the coaxial MG, not both", "23.22, 23.3");
  if (codes.includes("TT") && (codes.includes("GUN") || coaxial)) return R("traverse_turn", "the turret weapons may not fire in the turn the turret turns", "23.33");
  if (codes.includes("MV")) {
    const mounting = Object.entries(plot.orders).some(([id, ts]) => ts.some((t) => (t.code === "MT" && t.vehicle === v.id) || (t.code === "DT" && game.men[id]?.aboard === v.id)));
    if (mounting) return R("mount_turn", "a vehicle may not move in a turn men mount or dismount", "23.8, 24.12");
  }
  for (const t of tasks) {
    const c = checkVehicleTask(game, v, t, options);
    if (!c.ok) return c;
  }
  return OK;
}

/** The man as the rest of his plot sees him: after DT he stands in the vehicle's rear hex, on foot [24.11]. */
export function toDismounted(game: PatrolGame, m: Man, tasks: readonly Task[]): Man {
  const v = m.aboard ? game.vehicles?.[m.aboard] : undefined;
  if (!v || tasks[0]?.code !== "DT") return m;
  const rear = toRearHex(v);
  const { aboard: _left, ...foot } = m;
  return rear ? { ...foot, hex: rear } : m;
}

/** Mount MP [23.8, 24.11] (option patrol/mount_cost): tank 10 (a whole turn) and APC 5, or 10 for both (the chart). */
export function toMountCost(v: Vehicle, options: Readonly<Record<string, string>>): number {
  return v.kind === "tank" || options["patrol/mount_cost"] === "chart" ? 10 : 5;
}

/**
 * Tasks of men mounting, riding or dismounting [23.8, 24.1, 24.4, 24.8]: DT comes first and needs a rear hex on
 * the map; MT is the last task, from the rear hex (after any movement), into a friendly vehicle with room (10
 * places, FT and RL men count 2); APC passengers do maintenance only; nobody aboard moves but by DT.
 */
export function checkAboardTasks(game: PatrolGame, m: Man, tasks: readonly Task[], plot: Plot, options: Readonly<Record<string, string>>): Check {
  const dt = tasks.findIndex((t) => t.code === "DT");
  if (dt > 0 || (dt === 0 && !m.aboard)) return R("bad_dismount", "only a man aboard dismounts, as his first task", "24.11, 24.12");
  if (dt === 0 && mustRide(game)) return R("ride_until_contact", "in the An Loc Patrol the ARVN ride their APC until Contact", "27.73");
  const ride = m.aboard && dt < 0 ? game.vehicles?.[m.aboard] : undefined;
  if (dt === 0) {
    const v = game.vehicles?.[m.aboard!];
    const rear = v ? toRearHex(v) : undefined;
    if (!v || !rear || !isOnMap(game.map, rear) || game.order.some((id) => game.men[id]!.hex === rear && game.men[id]!.side !== m.side && isActive(game.men[id]!))) return R("bad_dismount", "the hex behind the vehicle must be on the map and free of enemies", "24.11");
  }
  if (ride) {
    if (tasks.some((t) => t.code === "MV" || t.code === "PMV" || t.code === "CC" || t.code === "MT")) return R("aboard_move", "a man aboard moves only by dismounting (DT)", "23.8, 24.11");
    if (ride.kind === "apc" && tasks.some((t) => COMBAT_TASKS.has(t.code))) return R("passenger_combat", "APC passengers may do maintenance tasks only", "24.4");
  }
  if (m.bailedOutOf && tasks.some((t) => t.code === "RA")) return R("bailed_out_unarmed", "a bailed-out crewman arms only by weapon exchange", "23.7");
  const mt = tasks.findIndex((t) => t.code === "MT");
  if (mt < 0) return OK;
  const t = tasks[mt]!;
  const v = t.code === "MT" ? game.vehicles?.[t.vehicle] : undefined;
  if (!v || v.side !== m.side || v.destroyed || v.bailedOut) return R("bad_mount", "mount a friendly vehicle that is not destroyed", "23.8, 24.11");
  if (mt !== tasks.length - 1 || m.aboard) return R("bad_mount", "mounting is a man's last task and he must be on foot", "24.12");
  if (m.status !== "fit") return R("bad_mount", "an uninjured man mounts", "6.1");
  const mv = tasks.find((x) => x.code === "MV");
  const at = mv?.code === "MV" ? resolvePath(m.hex!, mv.path)?.slice(-1)[0] : m.hex;
  if (at !== toRearHex(v)) return R("not_behind", `mount from the hex behind ${v.id}'s hull (${toRearHex(v) ?? "off the map"})`, "23.8, 24.11");
  if (v.kind === "tank" && tasks.length > 1 && toMountCost(v, options) >= 10) return R("whole_turn", "mounting a tank takes the whole turn", "23.8");
  const joining = Object.entries(plot.orders).filter(([, ts]) => ts.some((x) => x.code === "MT" && x.vehicle === v.id)).map(([id]) => game.men[id]).filter((x): x is Man => x !== undefined);
  const places = [...toAboard(game, v.id), ...joining].reduce((n, x) => n + toPassengerSize(x), 0);
  if (places > 10) return R("full", `${v.id} carries at most 10 (FT and RL men count 2)`, "23.8, 24.11");
  return OK;
}
