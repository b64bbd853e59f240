import { describe, expect, it } from "vitest";
import { run, tryCommand } from "../conformance/match-fixture";
import type { FirepowerState } from "../state/types";
import { RUN_DOWN_AVOID, RUN_DOWN_HEXES } from "./vehicles-run-down";
import type { VehicleSpec } from "./vehicles-state";
import { cmd, endPhase, hexId, impulseAt, man, man_, V1, vehicle, vehicleMatch } from "../weapons/vehicles.fixture";

/** V1 at the west end of row 4, facing SE along it: (1,4) .. (7,4) are its first to seventh new hexes. */
const track: VehicleSpec = { ...V1, hex: hexId(0, 4), facing: 3 };
const ahead = cmd("vehicle_move", "A", { vehicle: "V1" });
const drive = (s: FirepowerState, n: number) => { let x = s; for (let i = 0; i < n; i += 1) x = run(x, ahead); return x; };

describe("running soldiers down (firepower 19.5)", () => {
  it("firepower 19.5: the run-down hexes may come before speed S: a soldier in the first hex entered rolls when the seventh is entered", () => {
    expect([RUN_DOWN_HEXES, RUN_DOWN_AVOID]).toEqual([7, 5]);
    const s = impulseAt(vehicleMatch([], [man("B1", 1, 4, 6), man("B2", 7, 2, 6)], [track]), "A", hexId(0, 4));
    const first = tryCommand(s, ahead);
    if (!first.ok) throw new Error(first.error.code);
    expect(first.events.find((e) => e.type === "vehicle/run_down_noted")?.data).toMatchObject({ hex: hexId(1, 4), hexesEntered: 1, needs: 7 });
    expect(vehicle(first.state, "V1").runDownPending).toEqual([{ q: 1, r: 4 }]);
    const six = drive(first.state, 5);
    expect(man_(six, "B1").eliminated).toBe(false);
    const r = tryCommand(six, ahead, [6]);
    if (!r.ok) throw new Error(r.error.code);
    expect(r.events.find((e) => e.type === "vehicle/run_down")?.data).toMatchObject({ rolls: [{ soldier: "B1", hex: hexId(1, 4), roll: 6, result: "eliminated" }] });
    expect(man_(r.state, "B1").eliminated).toBe(true);
    expect(vehicle(r.state, "V1").runDownPending).toBeUndefined();
  });

  it("firepower 19.5: a vehicle that never reaches speed S in the Impulse runs nobody down; its notes lapse", () => {
    const s = impulseAt(vehicleMatch([], [man("B1", 1, 4, 6)], [track]), "A", hexId(0, 4));
    const slow = drive(s, 3);
    expect(vehicle(slow, "V1").runDownPending).toHaveLength(1);
    const ended = endPhase(slow);
    expect(vehicle(ended, "V1").runDownPending).toBeUndefined();
    expect(man_(ended, "B1").eliminated).toBe(false);
  });
});
