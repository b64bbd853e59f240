import { legalActionsFor } from "@tactica/engine";
import { describe, expect, it } from "vitest";
import { run, tryCommand } from "../conformance/match-fixture";
import { firepowerRuleset } from "../play/firepower-ruleset";
import { cmd, hexId, impulseAt, man, man_, vehicle, vehicleMatch } from "./vehicles.fixture";

describe("vehicles in play (firepower Option 19)", () => {
  it("firepower 19.2.1: a vehicle enters the hex ahead at the chart's placeholder MF, its crew and passengers with it", () => {
    const s = impulseAt(vehicleMatch([], [man("B1", 7, 5, 6)]), "A", hexId(1, 2));
    expect(vehicle(s, "V1").inImpulse).toBe(true);
    const moved = run(s, cmd("vehicle_move", "A", { vehicle: "V1" }));
    expect(vehicle(moved, "V1")).toMatchObject({ hex: { q: 2, r: 2 }, mf: 1, hexesEntered: 1 });
    for (const id of ["A7", "A8", "A9", "A10"]) expect(man_(moved, id).hex).toEqual({ q: 2, r: 2 });
    // Crewmen act through the vehicle; a rider must dismount before walking.
    expect(tryCommand(moved, cmd("move", "A", { soldier: "A8" }))).toMatchObject({ ok: false, error: { code: "vehicle/aboard" } });
    expect(tryCommand(moved, cmd("move", "A", { soldier: "A10" }))).toMatchObject({ ok: false, error: { code: "vehicle/dismount_first" } });
  });

  it("firepower 19.2.7.1: backing costs double (no rear driver); 19.2.4: a turn is one hexside", () => {
    const s = impulseAt(vehicleMatch([], [man("B1", 7, 5, 6)]), "A", hexId(1, 2));
    const backed = run(s, cmd("vehicle_move", "A", { vehicle: "V1", back: true }));
    expect(vehicle(backed, "V1")).toMatchObject({ hex: { q: 0, r: 2 }, mf: 2 });
    expect(tryCommand(backed, cmd("vehicle_turn", "A", { vehicle: "V1", facing: 5 }))).toMatchObject({ ok: false, error: { code: "vehicle/one_hexside" } });
    const turned = run(backed, cmd("vehicle_turn", "A", { vehicle: "V1", facing: 4 }));
    // The turret keeps its bearing relative to the hull.
    expect(vehicle(turned, "V1")).toMatchObject({ facing: 4, turret: 4, mf: 3 });
  });

  it("firepower 19.2.5: the turret turns at 1 MF per hexside, at most the chart's number per Impulse Phase", () => {
    const s = impulseAt(vehicleMatch([], [man("B1", 7, 5, 6)]), "A", hexId(1, 2));
    const turned = run(s, cmd("vehicle_turret", "A", { vehicle: "V1", facing: 6 }));
    expect(vehicle(turned, "V1")).toMatchObject({ turret: 6, mf: 3, turretTurned: 3 });
    expect(tryCommand(turned, cmd("vehicle_turret", "A", { vehicle: "V1", facing: 5 }))).toMatchObject({ ok: false, error: { code: "vehicle/turret_limit" } });
  });

  it("firepower 13, 19.1.16: no melee into a vehicle's closed hatches, and a rider dismounts before a melee", () => {
    const s = impulseAt(vehicleMatch([], [man("B1", 2, 2, 6)]), "B", hexId(2, 2));
    // Only the rider A10 on V1's rear can be met; the men shut inside cannot.
    const r = tryCommand(s, cmd("melee", "B", { soldiers: ["B1"], hex: hexId(1, 2) }), [10, 1]);
    if (!r.ok) throw new Error(`${r.error.code} ${r.error.message}`);
    const defenders = JSON.stringify(r.events);
    expect(defenders).toContain("A10");
    expect(defenders).not.toContain("A9");
    const a = impulseAt(vehicleMatch([], [man("B1", 2, 2, 6)]), "A", hexId(1, 2));
    expect(tryCommand(a, cmd("melee", "A", { soldiers: ["A10"], hex: hexId(2, 2) }))).toMatchObject({ ok: false, error: { code: "vehicle/dismount_first" } });
  });

  it("firepower 19.1.10: without an able driver the vehicle neither moves nor turns", () => {
    const s = impulseAt(vehicleMatch([], [man("B1", 7, 5, 6)]), "A", hexId(1, 2));
    const noDriver = { ...s, game: { ...s.game, soldiers: s.game.soldiers.map((x) => (x.id === "A7" ? { ...x, eliminated: true } : x)) } };
    expect(tryCommand(noDriver, cmd("vehicle_move", "A", { vehicle: "V1" }))).toMatchObject({ ok: false, error: { code: "vehicle/no_driver" } });
    expect(legalActionsFor(firepowerRuleset, noDriver, "A").some((c) => c.type === "vehicle_move")).toBe(false);
  });
});
