// Test helper (imported only by tests): an Advanced match on the sample map with side A's BMP1 "V1" at (1,2) facing
// SE (crew A7 driver box 2, A8 gunner/loader box 7; A9 inside, A10 riding the rear) and whatever else a test adds.
import { createMatch } from "@tactica/engine";
import { run, toTestScenario } from "../conformance/match-fixture";
import type { FirepowerScenario } from "../scenarios/scenario-schema";
import { boardOf } from "./board";
import { firepowerRuleset } from "./firepower-ruleset";
import type { FirepowerState, Soldier } from "./types";
import type { Vehicle, VehicleSpec } from "./vehicles-state";
import { findVehicle } from "./vehicles-state";

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
const V1_MEN = [man("A7", 1, 2, 3), man("A8", 1, 2, 3), man("A9", 1, 2, 3), man("A10", 1, 2, 3)];

/** The scenario: A1 at (0,4), V1's men, then `a` and `b`; extra vehicles; Advanced rules, 2 Turns. */
export function vehicleScenario(a: SoldierSpec[], b: SoldierSpec[], vehicles: VehicleSpec[] = [V1], extra: Partial<FirepowerScenario> = {}): FirepowerScenario {
  const withV1 = vehicles.some((v) => v.id === "V1");
  return { ...toTestScenario([man("A1", 0, 4, 3), ...(withV1 ? V1_MEN : []), ...a], b), rules: "advanced", turns: 2, vehicles, ...extra };
}

/** The match at its start. */
export function vehicleMatch(a: SoldierSpec[], b: SoldierSpec[], vehicles: VehicleSpec[] = [V1], extra: Partial<FirepowerScenario> = {}): FirepowerState {
  const made = createMatch(firepowerRuleset, { scenario: vehicleScenario(a, b, vehicles, extra) });
  if (!made.ok) throw new Error(`${made.error.code} ${made.error.message}`);
  return made.state as FirepowerState;
}

/** `seat` draws its next chit (face 1 draws A's first unit, face 4 B's with three A units in the cup) and starts an Impulse in `hex`. */
export function impulseAt(state: FirepowerState, seat: "A" | "B", hex: string): FirepowerState {
  const drawn = run(state, { type: "turn/draw_chit", seat, payload: {} }, [seat === "A" ? 1 : 4]);
  return run(drawn, { type: "turn/start_impulse", seat, payload: { squad: seat, hex } });
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
