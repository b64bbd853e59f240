// Firing ports (Option 19.3.9, 19.1.12 "(X,X)", 27.2): a passenger inside a vehicle with firing ports fires his L
// weapon out through a port on its left or right side or its rear — one firer per direction per Impulse, as an
// exception to one firer per stack, the port treated as a loophole (its direction is his firing arc). The fire itself
// is the ordinary `fire` (fire-command.ts), made from the vehicle's passenger hex facing the port.
import type { AnyTable, Check, ChitTurn, Command, CommandContext, GameEvent } from "@tactica/engine";
import { defineCommand, OK, reject } from "@tactica/engine";
import { toHexKey } from "@tactica/hex";
import { z } from "zod";
import type { FirePayload } from "../combat/fire-command";
import { fireCommand } from "../combat/fire-command";
import { findSoldier } from "../core/soldiers";
import type { FirepowerGame, FirepowerState, Soldier } from "../state/types";
import { passengerHex } from "../vehicles/vehicles-large";
import type { Vehicle } from "../vehicles/vehicles-state";
import { findVehicle, lineOf, updateVehicle } from "../vehicles/vehicles-state";

type Port = "left" | "right" | "rear";

const payload = z.object({
  soldier: z.string().min(1),
  /** The port's side of the vehicle: its left, its right, or its rear [19.1.12 "(X,X)": sides, rear]. */
  port: z.enum(["left", "right", "rear"]),
  targets: z.array(z.string().min(1)).min(1).max(3),
  mode: z.enum(["auto", "semi"]).optional(),
}).strict();

/** The map direction a port looks out along: the left side (as position F), the right side (G), the rear (L/M) [19.1.12]. */
export function portFacing(v: Pick<Vehicle, "facing">, port: Port): number {
  return port === "left" ? ((v.facing + 4) % 6) + 1 : port === "right" ? (v.facing % 6) + 1 : ((v.facing + 2) % 6) + 1;
}

/** The state as the port fire sees it: the passenger out of the armour at the port, facing out, his stack not counted as fired. */
export function atPort(state: FirepowerState, s: Soldier, v: Vehicle, port: Port): FirepowerState {
  const { riding: _inside, ...out } = s;
  const firer: Soldier = { ...out, hex: passengerHex(v), facing: portFacing(v, port) };
  const impulse = state.game.impulse;
  const key = toHexKey(firer.hex);
  return {
    ...state,
    game: { ...state.game, soldiers: state.game.soldiers.map((x) => (x.id === s.id ? firer : x)), ...(impulse ? { impulse: { ...impulse, firedFrom: impulse.firedFrom.filter((h) => h !== key) } } : {}) },
  };
}

function fireCmd(seat: string, p: z.infer<typeof payload>): { type: string; seat: string; payload: FirePayload } {
  return { type: "fire", seat, payload: { soldier: p.soldier, targets: p.targets, afterMf: 0, ...(p.mode ? { mode: p.mode } : {}) } };
}

function checkPort(state: FirepowerState, seat: string, p: z.infer<typeof payload>, ctx: CommandContext): Check & { soldier?: Soldier; vehicle?: Vehicle } {
  const rule = "Firepower 19.3.9";
  const s = findSoldier(state.game, p.soldier);
  const v = s?.riding ? findVehicle(state.game, s.riding.vehicle) : undefined;
  if (!s || s.side !== seat || !v || s.riding?.place !== "inside") return reject("vehicle/not_inside", `${p.soldier} is no passenger inside a vehicle of side ${seat}`, rule);
  const ports = lineOf(ctx.tables, v).ports;
  if (!ports || (p.port === "rear" ? ports.rear : ports.sides) === 0) return reject("vehicle/no_port", `the ${v.type} has no firing port on its ${p.port}`, "Firepower 19.1.12");
  if ((v.portsFired ?? []).includes(p.port)) return reject("vehicle/port_used", `a soldier already fired out of the ${p.port} ports this Impulse`, rule);
  return { ...fireCommand.validate!(atPort(state, s, v, p.port), fireCmd(seat, p), ctx), soldier: s, vehicle: v };
}

/**
 * `port_fire { soldier, port, targets, mode? }`: an inside passenger fires his personal (L) weapon out of the
 * vehicle's left, right or rear ports [19.3.9]: the ordinary fire from the vehicle's passenger hex with the port's
 * direction as his arc; one firer per direction per Impulse, even when another soldier of the hex fired. He stays
 * inside, shut in (the vehicle keeps its NBC protection, 27.2).
 */
export const portFireCommand = defineCommand<FirepowerGame, ChitTurn, z.infer<typeof payload>>({
  schema: payload,
  rule: "Firepower 19.3.9",
  steps: ["impulse"],
  tags: ["combat"],
  validate: (state, cmd, ctx) => { const c = checkPort(state, cmd.seat, cmd.payload, ctx); return c.ok ? OK : c; },
  resolve(state, cmd, dice, ctx) {
    const c = checkPort(state, cmd.seat, cmd.payload, ctx);
    if (!c.ok || !c.soldier || !c.vehicle) throw new Error("port_fire: resolve after a failed check");
    const s = c.soldier, v = c.vehicle;
    const fired = fireCommand.resolve(atPort(state, s, v, cmd.payload.port), fireCmd(cmd.seat, cmd.payload), dice, ctx);
    // Back inside, as he was; the stack's own fire is as before (the port is the exception, 19.3.9).
    const after = fired.state.game.soldiers.find((x) => x.id === s.id)!;
    let game: FirepowerGame = { ...fired.state.game, soldiers: fired.state.game.soldiers.map((x) => (x.id === s.id ? { ...after, riding: s.riding!, hex: s.hex, facing: s.facing } : x)) };
    const impulse = state.game.impulse;
    if (impulse && game.impulse) game = { ...game, impulse: { ...game.impulse, firedFrom: impulse.firedFrom } };
    game = updateVehicle(game, v.id, { portsFired: [...(v.portsFired ?? []), cmd.payload.port] });
    const event: GameEvent = { type: "vehicle/port_fire", data: { vehicle: v.id, soldier: s.id, port: cmd.payload.port, facing: portFacing(v, cmd.payload.port), rule: "Firepower 19.3.9" } };
    return { state: { ...fired.state, game }, events: [event, ...fired.events] };
  },
});

/** Candidate port fires of an inside passenger: each port side of his vehicle at each enemy soldier (the framework keeps the valid ones). */
export function portCandidates(state: FirepowerState, s: Soldier, tables?: ReadonlyMap<string, AnyTable>): Command[] {
  const v = s.riding?.place === "inside" ? findVehicle(state.game, s.riding.vehicle) : undefined;
  const ports = v ? lineOf(tables, v).ports : undefined;
  if (!v || !ports) return [];
  const enemies = state.game.soldiers.filter((e) => !e.eliminated && e.side !== s.side && !e.inTunnel);
  const sides: Port[] = [...(ports.sides > 0 ? (["left", "right"] as const) : []), ...(ports.rear > 0 ? (["rear"] as const) : [])];
  return sides.flatMap((port) => enemies.map((e) => ({ type: "port_fire", seat: s.side, payload: { soldier: s.id, port, targets: [e.id] } })));
}

