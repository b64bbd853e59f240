import { createFixedDice } from "@tactica/dice";
import { legalActionsFor } from "@tactica/engine";
import { describe, expect, it } from "vitest";
import { run, tryCommand } from "../conformance/match-fixture";
import { firepowerRuleset } from "../play/firepower-ruleset";
import { smokeOf } from "../blasts/smoke";
import type { FirepowerState } from "../state/types";
import { hitVehicle } from "../fire-setup/vehicle-hits";
import { PROJECTOR_HIT, PROJECTOR_RANGE } from "./vehicles-smoke";
import { VEHICLE_SMOKE_MF } from "../tables/vehicles-smoke-table";
import type { VehicleSpec } from "../vehicles/vehicles-state";
import { updateVehicle } from "../vehicles/vehicles-state";
import { cmd, hexId, impulseAt, man, V1, vehicle, vehicleMatch, withMan } from "./vehicles.fixture";

/** Side A's MBT14 (placeholder line with smoke projectors D4) L1: front (2,2) facing S, rear (2,1); no turret. */
const L1: VehicleSpec = {
  id: "L1", type: "MBT14", side: "A", hex: hexId(2, 2), facing: 4,
  crew: [{ soldier: "A11", box: 1 }, { soldier: "A12", box: 3 }, { soldier: "A13", box: 6 }], passengers: [],
};
const FOE = [man("B9", 7, 5, 6)];
const project = (s: FirepowerState, hexes: string[], dice: number[] = []) => tryCommand(s, cmd("vehicle_smoke", "A", { vehicle: "L1", hexes }), dice);

describe("smoke projectors (firepower 19.1.8 D)", () => {
  const start = (): FirepowerState => impulseAt(vehicleMatch([], FOE, [L1]), "A", hexId(2, 2));

  it("firepower 19.1.8 D: a shell at a hex exactly 6 away in the front arc lands on 3 or less and makes it a smoke hex", () => {
    expect([PROJECTOR_HIT, PROJECTOR_RANGE]).toEqual([3, 6]);
    const r = project(start(), [hexId(2, 8), hexId(1, 8)], [3, 4]);
    if (!r.ok) throw new Error(`${r.error.code} ${r.error.message}`);
    expect(r.events[0]?.data).toMatchObject({ vehicle: "L1", crewman: "A11", rolls: [{ hex: hexId(2, 8), roll: 3, result: "smoke" }, { hex: hexId(1, 8), roll: 4, result: "missed" }], left: 2 });
    expect(smokeOf(r.state.game).map((m) => m.hex)).toEqual([{ q: 2, r: 8 }]);
    expect(vehicle(r.state, "L1")).toMatchObject({ smokeRounds: 2, fired: ["D"], mf: 1, used: ["A11"] });
    expect(project(r.state, [hexId(0, 8)])).toMatchObject({ ok: false, error: { code: "vehicle/weapon_fired" } });
  });

  it("firepower 19.1.8 D: not at 5 hexes, not outside the front arc, not more than the number after the D per firing or for the game", () => {
    expect(project(start(), [hexId(2, 7)])).toMatchObject({ ok: false, error: { code: "vehicle/projector_range" } });
    expect(project(start(), [hexId(7, 3)])).toMatchObject({ ok: false, error: { code: "fire/out_of_arc" } });
    const used = start();
    const three: FirepowerState = { ...used, game: updateVehicle(used.game, "L1", { smokeRounds: 3 }) };
    expect(project(three, [hexId(2, 8), hexId(1, 8)])).toMatchObject({ ok: false, error: { code: "vehicle/projector_rounds" } });
    expect(project(three, [hexId(2, 8)], [9]).ok).toBe(true);
  });

  it("firepower 19.4.2: Standing crewmen may not fire smoke projectors; a vehicle without them has none to fire", () => {
    let s = start();
    for (const id of ["A11", "A12", "A13"]) s = withMan(s, id, { posture: "stand" });
    expect(project(s, [hexId(2, 8)])).toMatchObject({ ok: false, error: { code: "vehicle/no_gunner" } });
    const bmp = impulseAt(vehicleMatch([], FOE), "A", hexId(1, 2));
    expect(tryCommand(bmp, cmd("vehicle_smoke", "A", { vehicle: "V1", hexes: [hexId(7, 2)] }))).toMatchObject({ ok: false, error: { code: "vehicle/no_projector" } });
  });

  it("firepower 19.3.2, 19.3.8: an inside blast rolls once for all the smoke projectors; hit, they fire no more", () => {
    const s = start();
    const out = hitVehicle(s.game, vehicle(s, "L1"), "F", 9, 5, createFixedDice([10, 10, 10, 10, 1, 10, 10, 10]), { options: {} }, "Firepower 19.3.2");
    expect(out.hit.rolls.map((r) => r.location)).toEqual(["A11", "A12", "A13", "weapon 76", "weapon D", "engine", "radio", "sights"]);
    expect(vehicle({ ...s, game: out.game }, "L1").damage.weapons).toEqual(["D"]);
    expect(project({ ...s, game: out.game }, [hexId(2, 8)])).toMatchObject({ ok: false, error: { code: "vehicle/weapon_hit" } });
  });

  it("firepower 19.1.8 D: legal actions list projector firings, and each listed one applies", () => {
    const s = start();
    const fired = legalActionsFor(firepowerRuleset, s, "A").filter((c) => c.type === "vehicle_smoke");
    expect(fired.length).toBeGreaterThan(0);
    for (const c of fired) expect(tryCommand(s, c, [5]).ok).toBe(true);
  });
});

describe("smoke generators (firepower 19.1.8 E)", () => {
  const start = (): FirepowerState => impulseAt(vehicleMatch([], FOE, [V1]), "A", hexId(1, 2));

  it("firepower 19.1.8 E: moving with the generator on, the hex the vehicle enters becomes smoke, for 2 MF more (not counted as movement)", () => {
    const r = tryCommand(start(), cmd("vehicle_move", "A", { vehicle: "V1", smoke: true }));
    if (!r.ok) throw new Error(`${r.error.code} ${r.error.message}`);
    expect(vehicle(r.state, "V1")).toMatchObject({ hex: { q: 2, r: 2 }, mf: 3, nonCombatMf: 1 });
    expect(smokeOf(r.state.game).map((m) => m.hex)).toEqual([{ q: 2, r: 2 }]);
    expect(r.events.find((e) => e.type === "vehicle/smoke_generated")?.data).toMatchObject({ vehicle: "V1", hex: hexId(2, 2), mf: 2 });
    expect(VEHICLE_SMOKE_MF.cells.find((c) => c.inputs.device === "generator")?.provenance.kind).toBe("book");
  });

  it("firepower 19.3.8: no smoke generator with a hit engine; none on a vehicle without one", () => {
    const s = start();
    const hit: FirepowerState = { ...s, game: updateVehicle(s.game, "V1", { damage: { ...vehicle(s, "V1").damage, engine: true } }) };
    expect(tryCommand(hit, cmd("vehicle_move", "A", { vehicle: "V1", smoke: true }))).toMatchObject({ ok: false });
    const lgv = impulseAt(vehicleMatch([], FOE, [L1]), "A", hexId(2, 2));
    expect(tryCommand(lgv, cmd("vehicle_move", "A", { vehicle: "L1", smoke: true }))).toMatchObject({ ok: false, error: { code: "vehicle/no_generator" } });
    expect(run(lgv, cmd("vehicle_move", "A", { vehicle: "L1" }))).toBeDefined();
  });
});
