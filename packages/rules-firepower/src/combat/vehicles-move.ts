// Vehicle actions (Option 19.2, 19.4, 19.5): enter a hex (run down), turn, turn the turret, crew posture, mount and dismount.
import type { AnyTable, Check, ChitTurn, GameEvent } from "@tactica/engine";
import { defineCommand, lookup, OK, reject } from "@tactica/engine";
import type { Hex } from "@tactica/hex";
import { z } from "zod";
import { canClimbHexside } from "../advanced/vehicles";
import { tableOf } from "../fire/table-of";
import { boardOf } from "../core/board";
import { hexAhead } from "../core/geometry";
import { detonateMinesAt } from "./mines";
import { clearObstacle, vehicleObstacleEntry } from "../works/obstacles";
import { checkActor, mfAllowance, patchSoldiers, spendNonCombat, updateSoldier } from "../core/soldiers";
import { isStunned } from "../core/status-ladder";
import type { FirepowerGame, FirepowerState, Soldier } from "../state/types";
import type { VehicleAction, VehicleLine } from "../vehicles/vehicle-chart";
import { VEHICLE_MF_CHART } from "../vehicles/vehicle-chart";
import type { Vehicle } from "../vehicles/vehicles-state";
import { checkLongBarrel, sweptFacings } from "../vehicles/vehicles-gun-laying";
import { lgvStep, passengerHex, weaponHex } from "../vehicles/vehicles-large";
import { caveHexsideForVehicle } from "../works/caves";
import { checkGenerator, generatorSmoke, smokeMf } from "../vehicles/vehicles-smoke-generator";
import { runDownOnEntry } from "../vehicles/vehicles-run-down";
import { smashOnCrossing } from "../vehicles/vehicles-smash";
import { toppleOnEntry } from "../vehicles/vehicles-terrain";
import { smokeEntryMf, waterEntry } from "../vehicles/vehicles-water";
import { checkPivot, pivotInto } from "./vehicles-large-play";
import { aboard, findVehicle, inBox, lineOf, updateVehicle, vehicleAt } from "../vehicles/vehicles-state";
import { ableDriver, mayDrive, noDriverRefusal } from "../vehicles/optional-driving";

type Ctx = { readonly options: Readonly<Record<string, string>>; readonly tables: ReadonlyMap<string, AnyTable> };

export { RUN_DOWN_AVOID, RUN_DOWN_HEXES } from "../vehicles/vehicles-run-down";

/** Vehicle MF for this Impulse [19.1.4]: the line's, at most 4 with a hit engine [19.3.8]. */
export function vehicleMf(v: Vehicle, line: VehicleLine): number {
  return v.damage.engine ? Math.min(line.mf, 4) : line.mf;
}

/** Whether the vehicle may turn in place or enter hexes: engine and tracks intact [19.3.8]. */
function immobile(v: Vehicle, line: VehicleLine): string | undefined {
  if (v.damage.engine) return "its engine is hit";
  if (v.damage.tracks >= (line.traction === "T" ? 1 : 2)) return "its tracks are destroyed";
  return undefined;
}

/** MF a vehicle may spend turning and entering hexes: halved (down) after one track hit on W/MW [19.3.8]. */
function driveMf(v: Vehicle, line: VehicleLine): number {
  return line.traction !== "T" && v.damage.tracks === 1 ? Math.floor(vehicleMf(v, line) / 2) : vehicleMf(v, line);
}

/** A crewman who can act: living, not Stunned (Inactive) nor Prone [19.4.2], not yet used for another function this Impulse [19.1.10]. */
export function ableCrewman(game: FirepowerGame, v: Vehicle, boxes: readonly number[]): Soldier | undefined {
  return boxes.map((b) => inBox(game, v.id, b)).find((s): s is Soldier => !!s && !isStunned(s) && s.posture !== "prone" && !v.used.includes(s.id));
}

/** The vehicle acting in this Impulse for `seat`, Advanced rules only [19]. */
export function checkVehicle(state: Pick<FirepowerState, "game">, seat: string, id: string): Check & { vehicle?: Vehicle } {
  if (state.game.rules !== "advanced") return reject("vehicle/advanced_only", "vehicles are Option 19 of the Advanced Game", "Firepower 19");
  const v = findVehicle(state.game, id);
  if (!v) return reject("vehicle/unknown", `no vehicle ${id}`, "Firepower 19.1");
  if (v.side !== seat) return reject("vehicle/not_yours", `${id} belongs to side ${v.side}`, "Firepower 19.1");
  if (!v.inImpulse) return reject("vehicle/not_in_impulse", `${id} did not start this Impulse in its hex`, "Firepower 6.2.6");
  return { ...OK, vehicle: v };
}

/** The driver [19.1.10]: Crew Box 1 or 2, or the rear driver of box 6 when backing (who ignores the doubling, 19.2.7.1). */
// Option 22.1.7: only a crewman whose Driving letter covers the vehicle drives it (optional-driving.ts).
function driverOf(game: FirepowerGame, v: Vehicle, back: boolean, tables?: ReadonlyMap<string, AnyTable>): { driver?: Soldier; rear: boolean } {
  if (back) {
    const rear = ableDriver(game, v, [6], tables);
    if (rear) return { driver: rear, rear: true };
  }
  const used = [1, 2].map((b) => inBox(game, v.id, b)).find((s) => s && v.used.includes(s.id) && mayDrive(s, lineOf(tables, v).traction));
  if (used && !isStunned(used) && used.posture !== "prone") return { driver: used, rear: false };
  const d = ableDriver(game, v, [1, 2], tables);
  return d ? { driver: d, rear: false } : { rear: false };
}

const cost = (tables: ReadonlyMap<string, AnyTable>, line: VehicleLine, action: VehicleAction): number | null => {
  const r = lookup(tableOf(tables, VEHICLE_MF_CHART), { traction: line.traction, action });
  return r.ok ? r.value : null;
};

/** The terrain action of entering `hex` (the chart's column) and any height hexside crossed on the way [19.2.1, 19.2.2]. */
function enterCost(state: FirepowerState, v: Vehicle, line: VehicleLine, to: Hex, ctx: Ctx, from: Hex = v.hex): Check & { mf?: number; water?: true } {
  const board = boardOf(state.game);
  // 19.2.1.1: a smoke hex costs 2 MF more; 19.1.4.2-19.1.4.3: water only for amphibious vehicles (vehicles-water.ts).
  const smoke = smokeEntryMf(state.game, to, state.options);
  const water = waterEntry(board, v, line, to, ctx.tables);
  if (water) return water.ok && water.mf !== undefined ? { ...water, mf: water.mf + smoke } : water;
  const terrain = board.terrainOf(to);
  if (terrain === "other") return reject("vehicle/prohibited", "vehicles may not enter that hex", "Firepower 19.2.7.4");
  const enter = cost(ctx.tables, line, `enter_${terrain}`);
  if (enter === null) return reject("vehicle/prohibited", `a ${line.traction} vehicle may not enter ${terrain} hexes (placeholder chart)`, "Firepower 19.2.7.4");
  // 19.2.2, 19.1.4.3: a hill hexside is 1 height on the sample boards; the climb number caps what it crosses.
  const height = board.isHill(from) !== board.isHill(to) ? 1 : 0;
  if (height > 0 && !canClimbHexside(line.climb, height)) return reject("vehicle/climb", `the ${v.type} climbs at most ${line.climb} height(s)`, "Firepower 19.1.4.3");
  const cave = caveHexsideForVehicle(state.game, board, from, to); // 19.2.7.8 (caves.ts)
  if (!cave.ok) return cave;
  const cross = height > 0 ? cost(ctx.tables, line, "cross_height") : 0;
  if (cross === null) return reject("vehicle/prohibited", "this vehicle may not cross height hexsides", "Firepower 19.2.2");
  return { ...OK, mf: enter + cross + smoke };
}

const movePayload = z.object({
  vehicle: z.string().min(1), back: z.boolean().optional(),
  /** Run the smoke generator: the hex the rear enters becomes smoke, 2 MF more (19.1.8 E, vehicles-smoke.ts). */
  smoke: z.boolean().optional(),
}).strict();

function checkMove(state: FirepowerState, seat: string, p: z.infer<typeof movePayload>, ctx: Ctx): Check & { vehicle?: Vehicle; to?: Hex; mf?: number; driver?: Soldier; crushes?: boolean; water?: true } {
  const c = checkVehicle(state, seat, p.vehicle);
  if (!c.ok || !c.vehicle) return c;
  const v = c.vehicle;
  const line = lineOf(ctx.tables, v);
  const stuck = immobile(v, line);
  if (stuck) return reject("vehicle/immobile", `the vehicle cannot move: ${stuck}`, "Firepower 19.3.8");
  if (v.missileFired) return reject("vehicle/missile_fired", "no moving in an Impulse in which a missile was fired", "Firepower 19.2.3.2");
  const d = driverOf(state.game, v, p.back === true, ctx.tables);
  if (!d.driver) return noDriverRefusal(state.game, v, "drive", ctx.tables); // 19.1.10, 22.1.7
  // 19.1.1: an LGV's front enters the hex ahead (its rear backs into the hex behind); the other half follows.
  const step = lgvStep(v, p.back === true);
  const to = step ? step.entered : hexAhead(v.hex, p.back ? ((v.facing + 2) % 6) + 1 : v.facing);
  const board = boardOf(state.game);
  if (!board.has(to)) return reject("move/off_map", "no unit may exit the map", "Firepower 4.9");
  if (vehicleAt(state.game, to)) return reject("vehicle/vehicle_in_hex", "vehicles may not pass through other vehicles", "Firepower 19.2.1");
  const e = enterCost(state, v, line, to, ctx, step && p.back ? v.rear : v.hex);
  if (!e.ok || e.mf === undefined) return e;
  // 8.8.3, 8.8.5.2, 19.2.7.3: wire only for tracked vehicles, double wire at double cost, blocks never.
  const o = vehicleObstacleEntry(state.game, to, line.traction);
  if (!o.ok) return o;
  // 19.2.7.1: backing costs double, except with a rear driver.
  const mf = (p.back && !d.rear ? 2 * e.mf : e.mf) * (o.factor ?? 1);
  const gen = p.smoke ? checkGenerator(v, ctx.tables) : OK;
  if (!gen.ok) return gen;
  const smokeCost = p.smoke ? smokeMf(ctx.tables, "generator") : 0;
  if (v.nonCombatMf + mf > driveMf(v, line) || v.mf + mf + smokeCost > vehicleMf(v, line)) return reject("move/no_mf", "not enough vehicle movement factors", "Firepower 19.2");
  if (e.water && (v.waterMf ?? 0) + mf > (line.water ?? 0)) return reject("vehicle/water_mf", `at most ${line.water ?? 0} MF in water hexes per Impulse (amphibious Move Factor)`, "Firepower 19.2");
  return { ...OK, vehicle: v, to, mf, driver: d.driver, ...(o.crushes ? { crushes: true } : {}), ...(e.water ? { water: true as const } : {}) };
}

/**
 * `vehicle_move`: the vehicle enters the hex ahead (or straight back, double cost without a rear driver) at the
 * chart's MF for the terrain [19.2.1]; crew and passengers go with it; enemy soldiers there may be run down [19.5];
 * anti-vehicle mines and PMN2 trip wires in the hex go off [12.4.4]. Wire is crushed, trees toppled (vehicles-terrain.ts);
 * other hexside terrain is not smashed (the Vehicle Terrain Destruction Tables are missing).
 */
export const vehicleMoveCommand = defineCommand<FirepowerGame, ChitTurn, z.infer<typeof movePayload>>({
  schema: movePayload,
  rule: "Firepower 19.2.1",
  steps: ["impulse"],
  validate: (state, cmd, ctx) => checkMove(state, cmd.seat, cmd.payload, ctx),
  resolve(state, cmd, dice, ctx) {
    const c = checkMove(state, cmd.seat, cmd.payload, ctx);
    if (!c.vehicle || !c.to || c.mf === undefined || !c.driver) throw new Error("vehicle_move: resolve after a failed check");
    const v = c.vehicle, to = c.to;
    const riders = new Set(aboard(state.game, v.id).map((s) => s.id));
    const entered = v.hexesEntered + 1;
    const step = lgvStep(v, cmd.payload.back === true);
    const front = step ? step.front : to;
    let game = patchSoldiers(state.game, (s) => (riders.has(s.id) ? { ...s, hex: front } : undefined));
    game = updateVehicle(game, v.id, { hex: front, ...(step ? { rear: step.rear } : {}), ...(c.water ? { waterMf: (v.waterMf ?? 0) + c.mf } : {}), mf: v.mf + c.mf, nonCombatMf: v.nonCombatMf + c.mf, hexesEntered: entered, used: v.used.includes(c.driver.id) ? v.used : [...v.used, c.driver.id] });
    const events: GameEvent[] = [{ type: "vehicle/entered", data: { vehicle: v.id, hex: boardOf(state.game).idOf(to), mf: c.mf, hexesEntered: entered, driver: c.driver.id, rule: "Firepower 19.2.1" } }];
    // 19.2.1.2: a tracked vehicle entering wire or double wire crushes it; the hex reverts to its terrain (12.3.4.2.1).
    if (c.crushes) {
      game = clearObstacle(game, to);
      events.push({ type: "works/wire_crushed", data: { vehicle: v.id, hex: boardOf(state.game).idOf(to), rule: "Firepower 8.8.3, 19.2.1.2" } });
    }
    // 19.2.1.2: crossing a hedge crushes it, a wall, fence or roadblock is smashed (vehicles-smash.ts).
    const smashed = smashOnCrossing(game, v.id, step && cmd.payload.back ? v.rear! : v.hex, to, cmd.payload.back === true, dice, ctx);
    game = smashed.game;
    events.push(...smashed.events);
    // 19.2.1.2: entering a tree hex topples the trees (an abatis hex after, 12.3.4.2.4), with a damage roll.
    const toppled = toppleOnEntry(game, v.id, to, cmd.payload.back === true, dice, ctx);
    game = toppled.game;
    events.push(...toppled.events);
    // 19.1.8 E: the smoke generator makes smoke of the hex the rear (an SMV's one hex) entered, for 2 MF more.
    if (cmd.payload.smoke) {
      const cost = smokeMf(ctx.tables, "generator");
      const moved = findVehicle(game, v.id)!;
      const made = generatorSmoke(updateVehicle(game, v.id, { mf: moved.mf + cost }), moved, step ? step.rear : to, state.turn.round, cost);
      game = made.game;
      events.push(...made.events);
    }
    const run = runDownOnEntry(game, v.id, to, entered, dice); // 19.5 (vehicles-run-down.ts)
    const mined = detonateMinesAt(run.game, to, dice, ctx, { vehicle: v.id });
    return { state: { ...state, game: mined.game }, events: [...events, ...run.events, ...mined.events] };
  },
});

const turnPayload = z.object({ vehicle: z.string().min(1), facing: z.number().int().min(1).max(6) }).strict();
const oneSide = (a: number, b: number) => (a - b + 6) % 6 === 1 || (b - a + 6) % 6 === 1;

function checkTurn(state: FirepowerState, seat: string, p: z.infer<typeof turnPayload>, ctx: Ctx): Check & { vehicle?: Vehicle; mf?: number; driver?: Soldier; rear?: Hex; crushes?: boolean } {
  const c = checkVehicle(state, seat, p.vehicle);
  if (!c.ok || !c.vehicle) return c;
  const v = c.vehicle;
  const line = lineOf(ctx.tables, v);
  const stuck = immobile(v, line);
  if (stuck) return reject("vehicle/immobile", `the vehicle cannot turn: ${stuck}`, "Firepower 19.3.8");
  if (v.missileFired) return reject("vehicle/missile_fired", "no turning in an Impulse in which a missile was fired", "Firepower 19.2.3.2");
  if (!oneSide(v.facing, p.facing)) return reject("vehicle/one_hexside", "a vehicle turns one hexside per Action", "Firepower 19.2.4");
  const d = driverOf(state.game, v, false, ctx.tables);
  if (!d.driver) return noDriverRefusal(state.game, v, "turn", ctx.tables); // 19.1.10, 22.1.7
  const turn = cost(ctx.tables, line, "turn");
  // 19.1.14: turning the hull turns the gun with it (the turret keeps its bearing to the hull).
  const gunTo = line.turretTurn > 0 ? ((v.turret - 1 + (p.facing - v.facing) + 12) % 6) + 1 : p.facing;
  const barrel = checkLongBarrel(boardOf(state.game), line, weaponHex(v, line, line.weapons[0]?.position ?? "A"), [gunTo]);
  if (!barrel.ok) return barrel;
  // 19.2.4, 19.2.7.6: an LGV's rear pivots into a new hex, which it must be able to enter; its cost is added.
  const pivot = v.rear ? checkPivot(state.game, v, line, p.facing, (from, to) => enterCost(state, v, line, to, ctx, from)) : undefined;
  if (pivot && !pivot.ok) return pivot;
  const mf = turn === null ? null : turn + (pivot?.mf ?? 0);
  if (mf === null || v.nonCombatMf + mf > driveMf(v, line) || v.mf + mf > vehicleMf(v, line)) return reject("move/no_mf", "not enough vehicle movement factors", "Firepower 19.2.4");
  return { ...OK, vehicle: v, mf, driver: d.driver, ...(pivot?.rear ? { rear: pivot.rear, crushes: pivot.crushes === true } : {}) };
}

/** `vehicle_turn`: one hexside in the hex at the chart's cost [19.2.4]; the turret keeps its bearing relative to the hull. */
export const vehicleTurnCommand = defineCommand<FirepowerGame, ChitTurn, z.infer<typeof turnPayload>>({
  schema: turnPayload,
  rule: "Firepower 19.2.4",
  steps: ["impulse"],
  validate: (state, cmd, ctx) => checkTurn(state, cmd.seat, cmd.payload, ctx),
  resolve(state, cmd, dice, ctx) {
    const c = checkTurn(state, cmd.seat, cmd.payload, ctx);
    if (!c.vehicle || c.mf === undefined || !c.driver) throw new Error("vehicle_turn: resolve after a failed check");
    const v = c.vehicle;
    const turret = ((v.turret - 1 + (cmd.payload.facing - v.facing) + 12) % 6) + 1;
    const game = updateVehicle(state.game, v.id, { facing: cmd.payload.facing, turret, ...(c.rear ? { rear: c.rear } : {}), mf: v.mf + c.mf, nonCombatMf: v.nonCombatMf + c.mf, used: v.used.includes(c.driver.id) ? v.used : [...v.used, c.driver.id] });
    const turned: GameEvent = { type: "vehicle/turned", data: { vehicle: v.id, facing: cmd.payload.facing, turret, mf: c.mf, ...(c.rear ? { rear: boardOf(state.game).idOf(c.rear) } : {}), rule: "Firepower 19.2.4" } };
    if (!c.rear) return { state: { ...state, game }, events: [turned] };
    const pivoted = pivotInto(game, v, c.rear, c.crushes === true, dice, ctx);
    return { state: { ...state, game: pivoted.game }, events: [turned, ...pivoted.events] };
  },
});

const turretPayload = z.object({ vehicle: z.string().min(1), facing: z.number().int().min(1).max(6) }).strict();
const TURRET_BOXES = [7, 8, 9, 10, 11, 12, 13, 14, 15];

function checkTurret(state: FirepowerState, seat: string, p: z.infer<typeof turretPayload>, ctx: Ctx): Check & { vehicle?: Vehicle; mf?: number } {
  const c = checkVehicle(state, seat, p.vehicle);
  if (!c.ok || !c.vehicle) return c;
  const v = c.vehicle;
  const line = lineOf(ctx.tables, v);
  if (line.turretTurn === 0) return reject("vehicle/no_turret", `the ${v.type} has no turret`, "Firepower 19.1.6");
  const sides = Math.min((v.turret - p.facing + 6) % 6, (p.facing - v.turret + 6) % 6);
  if (sides === 0) return reject("vehicle/turret_unchanged", "the turret already faces that way", "Firepower 19.2.5");
  if (v.turretTurned + sides > line.turretTurn) return reject("vehicle/turret_limit", `the turret turns at most ${line.turretTurn} hexside(s) per Impulse Phase`, "Firepower 19.2.5");
  if (!ableCrewman(state.game, v, TURRET_BOXES)) return reject("vehicle/no_turret_crew", "a turret crewman able to act must turn it", "Firepower 19.1.10");
  // 19.1.14: a long barrel does not swing through higher terrain next to it.
  const barrel = checkLongBarrel(boardOf(state.game), line, weaponHex(v, line, line.weapons[0]?.position ?? "A"), sweptFacings(v.turret, p.facing));
  if (!barrel.ok) return barrel;
  if (v.mf + sides > vehicleMf(v, line)) return reject("move/no_mf", "not enough vehicle movement factors", "Firepower 19.2.5");
  return { ...OK, vehicle: v, mf: sides };
}

/** `vehicle_turret`: the turret turns at 1 MF per hexside, up to the chart's maximum per Impulse Phase [19.2.5]. */
export const vehicleTurretCommand = defineCommand<FirepowerGame, ChitTurn, z.infer<typeof turretPayload>>({
  schema: turretPayload,
  rule: "Firepower 19.2.5",
  steps: ["impulse"],
  validate: (state, cmd, ctx) => checkTurret(state, cmd.seat, cmd.payload, ctx),
  resolve(state, cmd, _dice, ctx) {
    const c = checkTurret(state, cmd.seat, cmd.payload, ctx);
    if (!c.vehicle || c.mf === undefined) throw new Error("vehicle_turret: resolve after a failed check");
    const v = c.vehicle;
    const game = updateVehicle(state.game, v.id, { turret: cmd.payload.facing, mf: v.mf + c.mf, nonCombatMf: v.nonCombatMf + c.mf, turretTurned: v.turretTurned + c.mf });
    return { state: { ...state, game }, events: [{ type: "vehicle/turret_turned", data: { vehicle: v.id, turret: cmd.payload.facing, mf: c.mf, rule: "Firepower 19.2.5" } }] };
  },
});

const crewPosturePayload = z.object({ vehicle: z.string().min(1), crewman: z.string().min(1), posture: z.enum(["stand", "crouch"]) }).strict();

function checkCrewPosture(state: FirepowerState, seat: string, p: z.infer<typeof crewPosturePayload>): Check & { vehicle?: Vehicle; crewman?: Soldier } {
  const c = checkVehicle(state, seat, p.vehicle);
  if (!c.ok || !c.vehicle) return c;
  const a = checkActor(state, seat, p.crewman, true);
  if (!a.ok || !a.soldier) return a;
  if (a.soldier.riding?.vehicle !== p.vehicle || a.soldier.riding.place !== "crew") return reject("vehicle/not_crew", `${p.crewman} is not in the crew of ${p.vehicle}`, "Firepower 19.1.10");
  if (a.soldier.posture === p.posture) return reject("posture/unchanged", "the crewman already has that posture", "Firepower 19.4.2");
  if (c.vehicle.used.includes(a.soldier.id)) return reject("vehicle/crewman_used", "that crewman already performed a function this Impulse", "Firepower 19.4.1");
  return { ...OK, vehicle: c.vehicle, crewman: a.soldier };
}

/**
 * `crew_posture`: a crewman Stands (hatch open: he may load and fire the C, B, F, G, H, L positions, 1 height of
 * cover) or Crouches (hatch closed) [19.4.2]; no vehicle MF, but the crewman does nothing else this Impulse [19.4.1].
 */
export const crewPostureCommand = defineCommand<FirepowerGame, ChitTurn, z.infer<typeof crewPosturePayload>>({
  schema: crewPosturePayload,
  rule: "Firepower 19.4.2",
  steps: ["impulse"],
  validate: (state, cmd) => checkCrewPosture(state, cmd.seat, cmd.payload),
  resolve(state, cmd) {
    const c = checkCrewPosture(state, cmd.seat, cmd.payload);
    if (!c.vehicle || !c.crewman) throw new Error("crew_posture: resolve after a failed check");
    let game = updateSoldier(state.game, c.crewman.id, { posture: cmd.payload.posture });
    game = updateVehicle(game, c.vehicle.id, { used: [...c.vehicle.used, c.crewman.id] });
    return { state: { ...state, game }, events: [{ type: "vehicle/crew_posture", data: { vehicle: c.vehicle.id, crewman: c.crewman.id, posture: cmd.payload.posture, hatch: cmd.payload.posture === "stand" ? "open" : "closed", rule: "Firepower 19.4.2" } }] };
  },
});

const mountPayload = z.object({ soldier: z.string().min(1), vehicle: z.string().min(1), place: z.enum(["inside", "bow", "turret", "rear"]) }).strict();
const dismountPayload = z.object({ soldier: z.string().min(1) }).strict();

/** MF to get on or off [19.1.16, 11.1.11]: riders climb the vehicle's height (hull, or turret), inside passengers 1 through a hatch. */
function climbMf(line: VehicleLine, place: "inside" | "bow" | "turret" | "rear"): number {
  return place === "inside" ? 1 : place === "turret" ? line.height.turret : line.height.hull;
}

/** Getting on or off needs the vehicle's non-combat MF this phase within the soldier's own maximum [19.1.16]. */
function vehicleSlowEnough(v: Vehicle, s: Soldier): boolean {
  return v.nonCombatMf <= mfAllowance(s);
}

function checkMount(state: FirepowerState, seat: string, p: z.infer<typeof mountPayload>, ctx: Ctx): Check & { soldier?: Soldier; mf?: number } {
  if (state.game.rules !== "advanced") return reject("vehicle/advanced_only", "vehicles are Option 19 of the Advanced Game", "Firepower 19");
  const a = checkActor(state, seat, p.soldier);
  if (!a.ok || !a.soldier) return a;
  const s = a.soldier;
  const v = findVehicle(state.game, p.vehicle);
  if (!v) return reject("vehicle/unknown", `no vehicle ${p.vehicle}`, "Firepower 19.1.9");
  // 19.4.3: an opposing soldier may be "located on top of the vehicle" (to break open its hatches): on top, never inside (vehicle-riders-fire.ts).
  if (v.side !== s.side && p.place === "inside") return reject("vehicle/enemy_inside", `${v.id} is an enemy vehicle: an opposing soldier may climb on top of it, not inside`, "Firepower 19.4.3");
  if (s.riding) return reject("vehicle/already_aboard", `${s.id} is already aboard ${s.riding.vehicle}`, "Firepower 19.1.9");
  // 19.1.16 NOTE: passengers get on and off a large vehicle at its rear hex.
  const at = passengerHex(v);
  if (s.hex.q !== at.q || s.hex.r !== at.r) return reject("vehicle/not_in_hex", v.rear ? "get on a large vehicle from its rear hex" : "get on a vehicle from its hex", "Firepower 19.1.16");
  if (s.inWorks) return reject("works/climb_out_first", "soldiers must climb out of a foxhole or trench first", "Firepower 8.8.2");
  if (s.posture !== "stand") return reject("vehicle/stand_to_climb", "to start climbing a soldier must be Standing", "Firepower 11.1.11");
  const line = lineOf(ctx.tables, v);
  const riders = aboard(state.game, v.id).filter((x) => x.riding?.place !== "crew");
  if (p.place === "inside" && !line.inside) return reject("vehicle/no_room_inside", `the ${v.type} carries its passengers on top`, "Firepower 19.1.9.1");
  const top = line.inside ? (line.armour.T > 0 ? Math.ceil(line.passengers / 2) : 0) : line.passengers;
  const count = (pred: (x: Soldier) => boolean) => riders.filter(pred).length;
  if (p.place === "inside" ? count((x) => x.riding?.place === "inside") >= line.passengers : count((x) => x.riding?.place !== "inside") >= top) return reject("vehicle/full", "no room for another passenger there", "Firepower 19.1.9.1");
  // 19.1.9.1: a third of the riders on top per location with a turret, half each on bow and rear without (rounded up).
  const perPlace = line.turretTurn > 0 ? Math.ceil(top / 3) : Math.ceil(top / 2);
  if (p.place !== "inside" && (line.turretTurn === 0 && p.place === "turret" || count((x) => x.riding?.place === p.place) >= perPlace)) return reject("vehicle/full", `at most ${perPlace} rider(s) on the ${p.place}`, "Firepower 19.1.9.1");
  if (!vehicleSlowEnough(v, s)) return reject("vehicle/too_fast", "the vehicle spent more MF this phase than the soldier has", "Firepower 19.1.16");
  const mf = climbMf(line, p.place);
  if (s.mf + mf > mfAllowance(s)) return reject("move/no_mf", "not enough movement factors to climb on", "Firepower 19.1.16");
  return { ...OK, soldier: s, mf };
}

/** `mount`: a Standing soldier in the vehicle's hex climbs aboard as an inside passenger or a rider on the bow, turret or rear [19.1.9, 19.1.16]. */
export const mountCommand = defineCommand<FirepowerGame, ChitTurn, z.infer<typeof mountPayload>>({
  schema: mountPayload,
  rule: "Firepower 19.1.16",
  steps: ["impulse"],
  validate: (state, cmd, ctx) => checkMount(state, cmd.seat, cmd.payload, ctx),
  resolve(state, cmd, _dice, ctx) {
    const c = checkMount(state, cmd.seat, cmd.payload, ctx);
    if (!c.soldier || c.mf === undefined) throw new Error("mount: resolve after a failed check");
    const v = findVehicle(state.game, cmd.payload.vehicle);
    const game = updateSoldier(state.game, c.soldier.id, { ...spendNonCombat(c.soldier, c.mf), riding: { vehicle: cmd.payload.vehicle, place: cmd.payload.place }, ...(v ? { hex: v.hex } : {}) });
    return { state: { ...state, game }, events: [{ type: "vehicle/mounted", data: { soldier: c.soldier.id, vehicle: cmd.payload.vehicle, place: cmd.payload.place, mf: c.mf, rule: "Firepower 19.1.16" } }] };
  },
});

function checkDismount(state: FirepowerState, seat: string, p: z.infer<typeof dismountPayload>, ctx: Ctx): Check & { soldier?: Soldier; mf?: number } {
  const a = checkActor(state, seat, p.soldier, true);
  if (!a.ok || !a.soldier) return a;
  const s = a.soldier;
  const place = s.riding?.place;
  if (!s.riding || !place || place === "crew") return reject("vehicle/not_passenger", `${s.id} is not a passenger`, "Firepower 19.1.16");
  const v = findVehicle(state.game, s.riding.vehicle);
  if (!v) return reject("vehicle/unknown", `no vehicle ${s.riding.vehicle}`, "Firepower 19.1");
  if (!vehicleSlowEnough(v, s)) return reject("vehicle/too_fast", "the vehicle spent more MF this phase than the soldier has", "Firepower 19.1.16");
  const mf = climbMf(lineOf(ctx.tables, v), place);
  if (s.mf + mf > mfAllowance(s)) return reject("move/no_mf", "not enough movement factors to climb off", "Firepower 19.1.16");
  return { ...OK, soldier: s, mf };
}

/** `dismount`: a passenger climbs off (riders the vehicle's height, inside passengers 1 through a hatch) into the vehicle's hex, Standing [19.1.16]. */
export const dismountCommand = defineCommand<FirepowerGame, ChitTurn, z.infer<typeof dismountPayload>>({
  schema: dismountPayload,
  rule: "Firepower 19.1.16",
  steps: ["impulse"],
  validate: (state, cmd, ctx) => checkDismount(state, cmd.seat, cmd.payload, ctx),
  resolve(state, cmd, _dice, ctx) {
    const c = checkDismount(state, cmd.seat, cmd.payload, ctx);
    if (!c.soldier || c.mf === undefined) throw new Error("dismount: resolve after a failed check");
    const { riding, ...off } = c.soldier;
    const v = riding ? findVehicle(state.game, riding.vehicle) : undefined;
    const hex = v ? passengerHex(v) : off.hex;
    const game = { ...state.game, soldiers: state.game.soldiers.map((s) => (s.id === off.id ? { ...off, ...spendNonCombat(c.soldier!, c.mf!), posture: "stand" as const, hex } : s)) };
    return { state: { ...state, game }, events: [{ type: "vehicle/dismounted", data: { soldier: off.id, vehicle: riding?.vehicle, mf: c.mf, rule: "Firepower 19.1.16" } }] };
  },
});
