// Firepower 19.3.9 Soldiers Firing Out of Vehicles: "Soldiers riding inside a vehicle without firing ports must be
// Standing to fire, unless firing at a soldier on top of the vehicle through open hatches (if any) or through open
// windows." Riders on top already fire with `fire` (one weapon per hex, 6.3.1: the stack's `firedFrom` holds them),
// and passengers of vehicles with ports fire through them (`port_fire`, vehicles-ports.ts). Here: an inside passenger
// stands up or sits down (`passenger_posture`, the Basic MF chart's posture change), and fires his major personal
// weapon out of a vehicle without ports (`rider_fire`) — Standing, or seated at a soldier on top of his own vehicle
// when one of its hatches is open (19.4.2-19.4.3; no vehicle in play has windows). His fire still counts as the one
// weapon of his hex (19.3.9 "still restricted to firing only one weapon per hex"). A Standing inside passenger stays
// shut in by the armour against fire at him (vehicles-state.ts isShutIn: the book gives no exposure for him).
import type { AnyTable, Check, ChitTurn, Command, CommandContext, GameEvent } from "@tactica/engine";
import { defineCommand, OK, reject } from "@tactica/engine";
import { z } from "zod";
import type { FirePayload } from "../combat/fire-command";
import { fireCommand } from "../combat/fire-command";
import { actionCost, checkActor, findSoldier, nonCombatMfLeft, spendNonCombat } from "../core/soldiers";
import type { FirepowerGame, FirepowerState, Soldier } from "../state/types";
import { isHatchOpen } from "../vehicles/vehicles-hatches";
import { passengerHex } from "../vehicles/vehicles-large";
import type { Vehicle } from "../vehicles/vehicles-state";
import { findVehicle, lineOf, vehiclesOf } from "../vehicles/vehicles-state";

const RULE = "Firepower 19.3.9";

const firePayload = z.object({ soldier: z.string().min(1), targets: z.array(z.string().min(1)).min(1).max(3), mode: z.enum(["auto", "semi"]).optional() }).strict();
const posturePayload = z.object({ soldier: z.string().min(1), posture: z.enum(["stand", "crouch"]) }).strict();

/** Whether the vehicle has firing ports (sides or rear) [19.1.12 "(X,X)"]. */
function hasPorts(tables: ReadonlyMap<string, AnyTable> | undefined, v: Vehicle): boolean {
  const p = lineOf(tables, v).ports;
  return p !== undefined && (p.sides > 0 || p.rear > 0);
}

/** Whether any hatch of the vehicle is open: one of its crew boxes broken open or its crewman Standing [19.4.2, 19.4.3]. */
function anyHatchOpen(game: FirepowerGame, v: Vehicle): boolean {
  return game.soldiers.some((s) => s.riding?.vehicle === v.id && s.riding.place === "crew" && s.riding.box !== undefined && isHatchOpen(game, v, s.riding.box)) || (v.brokenHatches ?? []).length > 0;
}

function insidePassenger(state: FirepowerState, seat: string, id: string): Check & { soldier?: Soldier; vehicle?: Vehicle } {
  if (state.game.rules !== "advanced") return reject("vehicle/advanced_only", "vehicles are Option 19 of the Advanced Game", "Firepower 19");
  const a = checkActor(state, seat, id, true);
  if (!a.ok || !a.soldier) return a;
  const s = a.soldier;
  const v = s.riding?.place === "inside" ? findVehicle(state.game, s.riding.vehicle) : undefined;
  if (!v) return reject("vehicle/not_inside", `${id} is no passenger inside a vehicle`, RULE);
  return { ...OK, soldier: s, vehicle: v };
}

/** The state as his fire sees it: out of the passenger box at the vehicle's passenger hex; the stack's fire as it is. */
export function outside(state: FirepowerState, s: Soldier, v: Vehicle): FirepowerState {
  const { riding: _r, ...out } = s;
  return { ...state, game: { ...state.game, soldiers: state.game.soldiers.map((x) => (x.id === s.id ? { ...out, hex: passengerHex(v) } : x)) } };
}

const fireCmd = (seat: string, p: z.infer<typeof firePayload>): { type: string; seat: string; payload: FirePayload } =>
  ({ type: "fire", seat, payload: { soldier: p.soldier, targets: p.targets, afterMf: 0, ...(p.mode ? { mode: p.mode } : {}) } });

function checkRiderFire(state: FirepowerState, seat: string, p: z.infer<typeof firePayload>, ctx: CommandContext): Check & { soldier?: Soldier; vehicle?: Vehicle; seated?: boolean } {
  const c = insidePassenger(state, seat, p.soldier);
  if (!c.ok || !c.soldier || !c.vehicle) return c;
  const s = c.soldier, v = c.vehicle;
  if (hasPorts(ctx.tables, v)) return reject("vehicle/use_ports", `the ${v.type} has firing ports: its inside passengers fire through them (port_fire)`, RULE);
  const onTop = p.targets.every((id) => { const t = findSoldier(state.game, id); return t?.riding?.vehicle === v.id && t.riding.place !== "inside" && t.riding.place !== "crew"; });
  const seated = s.posture !== "stand";
  if (seated && !(onTop && anyHatchOpen(state.game, v))) {
    return reject("vehicle/stand_to_fire", onTop ? "a seated passenger fires at a soldier on top only through an open hatch, and every hatch is closed" : "a passenger inside a vehicle without firing ports must be Standing to fire", RULE);
  }
  const fired = fireCommand.validate!(outside(state, s, v), fireCmd(seat, p), ctx);
  return fired.ok ? { ...OK, soldier: s, vehicle: v, seated } : fired;
}

/** `rider_fire { soldier, targets, mode? }`: an inside passenger of a vehicle without ports fires his weapon out, Standing (or seated at a man on top through an open hatch) [19.3.9]. */
export const riderFireCommand = defineCommand<FirepowerGame, ChitTurn, z.infer<typeof firePayload>>({
  schema: firePayload,
  rule: RULE,
  steps: ["impulse"],
  tags: ["combat"],
  validate: (state, cmd, ctx) => { const c = checkRiderFire(state, cmd.seat, cmd.payload, ctx); return c.ok ? OK : c; },
  resolve(state, cmd, dice, ctx) {
    const c = checkRiderFire(state, cmd.seat, cmd.payload, ctx);
    if (!c.ok || !c.soldier || !c.vehicle) throw new Error("rider_fire: resolve after a failed check");
    const s = c.soldier, v = c.vehicle;
    const fired = fireCommand.resolve(outside(state, s, v), fireCmd(cmd.seat, cmd.payload), dice, ctx);
    const after = fired.state.game.soldiers.find((x) => x.id === s.id);
    const game: FirepowerGame = { ...fired.state.game, soldiers: fired.state.game.soldiers.map((x) => (x.id === s.id && after ? { ...after, riding: s.riding!, hex: s.hex } : x)) };
    const event: GameEvent = { type: "vehicle/rider_fire", data: { vehicle: v.id, soldier: s.id, how: c.seated ? "through an open hatch at a soldier on top" : "Standing", rule: RULE } };
    return { state: { ...fired.state, game }, events: [event, ...fired.events] };
  },
});

function checkPosture(state: FirepowerState, seat: string, p: z.infer<typeof posturePayload>, ctx: CommandContext): Check & { soldier?: Soldier; mf?: number } {
  const c = insidePassenger(state, seat, p.soldier);
  if (!c.ok || !c.soldier) return c;
  const s = c.soldier;
  if (s.posture === p.posture) return reject("posture/same", `${s.id} is already ${p.posture === "stand" ? "Standing" : "seated (Crouch)"}`, RULE);
  const mf = actionCost(ctx.tables, ctx.options, p.posture === "stand" ? "to_stand" : "to_crouch", s);
  if (mf === undefined) return reject("posture/no_cost", "the MF chart gives no cost for that change", "Firepower 6.2");
  if (mf > nonCombatMfLeft(s)) return reject("move/no_mf", "not enough movement factors to change posture", "Firepower 6.2");
  return { ...OK, soldier: s, mf };
}

/** `passenger_posture { soldier, posture }`: an inside passenger stands up to fire out, or sits down again (Crouch), for the chart's posture MF [19.3.9, 6.2]. */
export const passengerPostureCommand = defineCommand<FirepowerGame, ChitTurn, z.infer<typeof posturePayload>>({
  schema: posturePayload,
  rule: RULE,
  steps: ["impulse"],
  validate: (state, cmd, ctx) => { const c = checkPosture(state, cmd.seat, cmd.payload, ctx); return c.ok ? OK : c; },
  resolve(state, cmd, _dice, ctx) {
    const c = checkPosture(state, cmd.seat, cmd.payload, ctx);
    if (!c.ok || !c.soldier || c.mf === undefined) throw new Error("passenger_posture: resolve after a failed check");
    const s = c.soldier, mf = c.mf;
    const game: FirepowerGame = { ...state.game, soldiers: state.game.soldiers.map((x) => (x.id === s.id ? { ...x, posture: cmd.payload.posture, ...spendNonCombat(s, mf) } : x)) };
    return { state: { ...state, game }, events: [{ type: "vehicle/passenger_posture", data: { soldier: s.id, posture: cmd.payload.posture, mf, rule: RULE } }] };
  },
});

export const VEHICLE_RIDER_COMMANDS = { rider_fire: riderFireCommand, passenger_posture: passengerPostureCommand } as const;

/** Candidates of an inside passenger of a vehicle without ports: stand up or sit down, and fire at each enemy soldier. */
export function riderFireCandidates(state: FirepowerState, s: Soldier, tables?: ReadonlyMap<string, AnyTable>): Command[] {
  const v = s.riding?.place === "inside" ? findVehicle(state.game, s.riding.vehicle) : undefined;
  if (!v || hasPorts(tables, v) || state.game.rules !== "advanced") return [];
  const enemies = state.game.soldiers.filter((e) => !e.eliminated && e.side !== s.side && !e.inTunnel);
  return [
    { type: "passenger_posture", seat: s.side, payload: { soldier: s.id, posture: s.posture === "stand" ? "crouch" : "stand" } },
    ...enemies.map((e) => ({ type: "rider_fire", seat: s.side, payload: { soldier: s.id, targets: [e.id] } })),
  ];
}

/** Candidate climbs onto an enemy vehicle in his hex: on its bow, turret or rear, never inside [19.4.3] (`mount` checks the rest). */
export function enemyMountCandidates(state: FirepowerState, s: Soldier): Command[] {
  if (state.game.rules !== "advanced" || s.riding) return [];
  return vehiclesOf(state.game).filter((v) => v.side !== s.side && passengerHex(v).q === s.hex.q && passengerHex(v).r === s.hex.r)
    .flatMap((v) => (["bow", "turret", "rear"] as const).map((place) => ({ type: "mount", seat: s.side, payload: { soldier: s.id, vehicle: v.id, place } })));
}
