import { legalActionsFor } from "@tactica/engine";
import { describe, expect, it } from "vitest";
import { run, tryCommand } from "../conformance/match-fixture";
import { firepowerRuleset } from "../play/firepower-ruleset";
import type { FirepowerState } from "../state/types";
import { portFacing } from "./vehicles-ports";
import type { VehicleSpec } from "../vehicles/vehicles-state";
import { cmd, hexId, impulseAt, man, man_, V1, vehicle, vehicleMatch, withMan } from "./vehicles.fixture";

/** V1 (BMP1, placeholder ports 4 a side and 1 rear) facing SE at (1,2) with A9 and A11 inside and A10 on the rear; B1 three hexes south. */
const withTwoInside: VehicleSpec = { ...V1, passengers: [...V1.passengers, { soldier: "A11", place: "inside" }] };
const start = (): FirepowerState => impulseAt(vehicleMatch([], [man("B1", 1, 5, 1)], [withTwoInside]), "A", hexId(1, 2));
const port = (soldier: string, side: string) => cmd("port_fire", "A", { soldier, port: side, targets: ["B1"] });
const MISS = Array(12).fill(10);

describe("firing ports (firepower 19.3.9, 19.1.12)", () => {
  it("firepower 19.3.9: a passenger inside fires his L weapon out of a port facing the target, and stays inside", () => {
    expect([portFacing({ facing: 3 }, "left"), portFacing({ facing: 3 }, "right"), portFacing({ facing: 3 }, "rear")]).toEqual([2, 4, 6]);
    const r = tryCommand(start(), port("A9", "right"), MISS);
    if (!r.ok) throw new Error(`${r.error.code} ${r.error.message}`);
    expect(r.events.map((e) => e.type).slice(0, 2)).toEqual(["vehicle/port_fire", "fire/resolved"]);
    expect(man_(r.state, "A9")).toMatchObject({ riding: { vehicle: "V1", place: "inside" }, hex: { q: 1, r: 2 }, combatUsed: true });
    expect(vehicle(r.state, "V1").portsFired).toEqual(["right"]);
  });

  it("firepower 19.3.9: one firer per port direction per Impulse; the port is his arc", () => {
    const once = run(start(), port("A9", "right"), MISS);
    expect(tryCommand(once, port("A11", "right"))).toMatchObject({ ok: false, error: { code: "vehicle/port_used" } });
    expect(tryCommand(start(), port("A9", "left"))).toMatchObject({ ok: false, error: { code: "fire/out_of_arc" } });
  });

  it("firepower 19.3.9: an exception to one firer per stack: a rider's fire does not stop the port's, nor the port's his", () => {
    // A10 on the rear deck faces south too.
    const facing = (): FirepowerState => withMan(start(), "A10", { facing: 4 });
    const rider = run(facing(), cmd("fire", "A", { soldier: "A10", targets: ["B1"] }), MISS);
    expect(tryCommand(rider, port("A9", "right"), MISS).ok).toBe(true);
    const first = run(facing(), port("A9", "right"), MISS);
    expect(tryCommand(first, cmd("fire", "A", { soldier: "A10", targets: ["B1"] }), MISS).ok).toBe(true);
  });

  it("firepower 19.3.9: only passengers inside, and only where the vehicle has ports", () => {
    expect(tryCommand(start(), port("A10", "right"))).toMatchObject({ ok: false, error: { code: "vehicle/not_inside" } });
    const apc: VehicleSpec = { id: "P1", type: "APC2", side: "A", hex: hexId(1, 2), facing: 3, crew: [{ soldier: "A7", box: 2 }], passengers: [{ soldier: "A9", place: "inside" }] };
    const s = impulseAt(vehicleMatch([], [man("B1", 1, 5, 1)], [apc]), "A", hexId(1, 2));
    expect(tryCommand(s, port("A9", "right"))).toMatchObject({ ok: false, error: { code: "vehicle/no_port" } });
  });

  it("firepower 19.3.9: legal actions list port fires, and every listed one applies", () => {
    const s = start();
    const fires = legalActionsFor(firepowerRuleset, s, "A").filter((c) => c.type === "port_fire");
    expect(fires.length).toBeGreaterThan(0);
    for (const c of fires) expect(tryCommand(s, c, MISS).ok).toBe(true);
  });
});
