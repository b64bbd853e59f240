import { describe, expect, it } from "vitest";
import { run, tryCommand } from "../conformance/match-fixture";
import { boardOf } from "../core/board";
import { addSmoke } from "../blasts/smoke";
import type { FirepowerState } from "../state/types";
import { SMOKE_HEX_MF } from "./vehicles-water";
import type { VehicleSpec } from "./vehicles-state";
import { cmd, hexId, impulseAt, man, V1, vehicle, vehicleMatch } from "../weapons/vehicles.fixture";

/** The sample map with water at (2,2), (3,2) and (4,2), straight ahead of V1 (BMP1, amphibious MF 2 placeholder) at (1,2) facing SE. */
const doc = boardOf("firepower-sample-2-panel").document;
const wet = { ...doc, hexes: [...(doc.hexes ?? []), ...[2, 3, 4].map((q) => ({ hex: { q, r: 2 }, terrain: "water" }))] };
/** A rifleman of side B out of the way. */
const FOE = [man("B9", 7, 5, 6)];
const ahead = (id = "V1") => cmd("vehicle_move", "A", { vehicle: id });

describe("vehicles and water (firepower 19.1.4.2-19.1.4.3, 19.2)", () => {
  it("firepower 19.2, 19.1.4.2: an amphibious vehicle enters water hexes, spending there no more than its amphibious Move Factor per Impulse", () => {
    const s = impulseAt(vehicleMatch([], FOE, [V1], { mapDocument: wet }), "A", hexId(1, 2));
    const two = run(run(s, ahead()), ahead());
    expect(vehicle(two, "V1")).toMatchObject({ hex: { q: 3, r: 2 }, waterMf: 2, mf: 2 });
    expect(tryCommand(two, ahead())).toMatchObject({ ok: false, error: { code: "vehicle/water_mf" } });
  });

  it("firepower 19.1.4.3: a vehicle that is not amphibious may not enter water deeper than its ford (every water hex, the map giving no depths)", () => {
    const tank: VehicleSpec = { id: "V2", type: "LTK3", side: "A", hex: hexId(1, 2), facing: 3, crew: [{ soldier: "A7", box: 2 }, { soldier: "A8", box: 9 }], passengers: [] };
    const s = impulseAt(vehicleMatch([], FOE, [tank], { mapDocument: wet }), "A", hexId(1, 2));
    expect(tryCommand(s, ahead("V2"))).toMatchObject({ ok: false, error: { code: "vehicle/too_deep" } });
  });

  it("firepower 19.2.1.1: entering a smoke hex costs 2 MF more", () => {
    const s = impulseAt(vehicleMatch([], FOE), "A", hexId(1, 2));
    const smoky: FirepowerState = { ...s, game: addSmoke(s.game, { hex: { q: 2, r: 2 }, source: "M", round: s.turn.round, by: "test" }) };
    expect(SMOKE_HEX_MF).toBe(2);
    expect(vehicle(run(smoky, ahead()), "V1").mf).toBe(1 + 2);
    expect(vehicle(run(s, ahead()), "V1").mf).toBe(1);
  });
});
