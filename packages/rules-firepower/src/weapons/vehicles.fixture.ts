// Test helper (imported only by tests): an Advanced match on the sample map with side A's BMP1 "V1" at (1,2) facing
// SE (crew A7 driver box 2, A8 gunner/loader box 7; A9 inside, A10 riding the rear) and whatever else a test adds.
import { createMatch } from "@tactica/engine";
import { run, toTestScenario } from "../conformance/match-fixture";
import type { FirepowerScenario } from "../fire-setup/scenario-schema";
import { boardOf } from "../core/board";
import { firepowerRuleset } from "../play/firepower-ruleset";
import type { FirepowerState, Soldier } from "../state/types";
import type { Vehicle, VehicleSpec } from "../vehicles/vehicles-state";
import { findVehicle } from "../vehicles/vehicles-state";

const board = boardOf("firepower-sample-2-panel");
/** The printed id of an axial hex of the sample map. */
export const hexId = (q: number, r: number): string => board.idOf({ q, r });

type SoldierSpec = FirepowerScenario["sides"]["A"]["soldiers"][number];
/** A rifleman (or `weapon`) Standing in a hex. */
export const man = (id: string, q: number, r: number, facing: number, weapon: SoldierSpec["weapon"] = "RFL"): SoldierSpec => ({ id, weapon, hex: hexId(q, r), facing, posture: "stand" });

/** Side A's BMP1 V1 at (1,2) facing 3 with its crew and passengers. */
export const V1: VehicleSpec = {
  id: "V1", type: "BMP1", side: "A", hex: hexId(1, 2), facing: 3,
  crew: [{ soldier: "A7", box: 2 }, { soldier: "A8", box: 7 }],
  passengers: [{ soldier: "A9", place: "inside" }, { soldier: "A10", place: "rear" }],
};
/** Riflemen for every crewman and passenger of `vehicles` of `side` that the lists do not give, in the vehicle's hex. */
function menAboard(vehicles: readonly VehicleSpec[], side: "A" | "B", listed: readonly SoldierSpec[]): SoldierSpec[] {
  return vehicles.filter((v) => v.side === side).flatMap((v) => [...v.crew.map((c) => c.soldier), ...v.passengers.map((p) => p.soldier)]
    .filter((id) => !listed.some((s) => s.id === id)).map((id): SoldierSpec => ({ id, weapon: "RFL", hex: v.hex, facing: v.facing, posture: "stand" })));
}

/** The scenario: A1 at (0,4), `a` and `b`, and the men aboard `vehicles`; Advanced rules, 2 Turns. */
export function vehicleScenario(a: SoldierSpec[], b: SoldierSpec[], vehicles: VehicleSpec[] = [V1], extra: Partial<FirepowerScenario> = {}): FirepowerScenario {
  const sideA = [man("A1", 0, 4, 3), ...a], sideB = b;
  return { ...toTestScenario([...sideA, ...menAboard(vehicles, "A", sideA)], [...sideB, ...menAboard(vehicles, "B", sideB)]), rules: "advanced", turns: 2, vehicles, ...extra };
}

/** The match at its start. */
export function vehicleMatch(a: SoldierSpec[], b: SoldierSpec[], vehicles: VehicleSpec[] = [V1], extra: Partial<FirepowerScenario> = {}): FirepowerState {
  const made = createMatch(firepowerRuleset, { scenario: vehicleScenario(a, b, vehicles, extra) });
  if (!made.ok) throw new Error(`${made.error.code} ${made.error.message}`);
  return made.state as FirepowerState;
}

/** `seat` draws its next chit (the cup lists A's units first) and starts an Impulse in `hex`. */
export function impulseAt(state: FirepowerState, seat: "A" | "B", hex: string): FirepowerState {
  const face = seat === "A" ? 1 : (state.turn.cup.A?.length ?? 0) + 1;
  const drawn = run(state, { type: "turn/draw_chit", seat, payload: {} }, [face]);
  return run(drawn, { type: "turn/start_impulse", seat, payload: { squad: seat, hex } });
}

/** The active side ends its Impulse and Impulse Phase. */
export function endPhase(state: FirepowerState): FirepowerState {
  const seat = state.turn.active ?? "A";
  const ended = state.turn.step === "impulse" ? run(state, { type: "turn/end_impulse", seat, payload: {} }) : state;
  return run(ended, { type: "turn/end_impulse_phase", seat, payload: {} });
}

/** The state with one soldier's fields set (a test's shortcut to a position the rules allow). */
export function withMan(state: FirepowerState, id: string, fields: Partial<Soldier>): FirepowerState {
  return { ...state, game: { ...state.game, soldiers: state.game.soldiers.map((s) => (s.id === id ? { ...s, ...fields } : s)) } };
}

/** A command as the tests write it. */
export const cmd = (type: string, seat: string, payload: Record<string, unknown> = {}) => ({ type, seat, payload });

/** A vehicle of the state (throws when missing). */
export function vehicle(state: FirepowerState, id: string): Vehicle {
  const v = findVehicle(state.game, id);
  if (!v) throw new Error(`no vehicle ${id}`);
  return v;
}

/** A soldier of the state (throws when missing). */
export function man_(state: FirepowerState, id: string): Soldier {
  const s = state.game.soldiers.find((x) => x.id === id);
  if (!s) throw new Error(`no soldier ${id}`);
  return s;
}
