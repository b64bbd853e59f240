import { describe, expect, it } from "vitest";
import { run, tryCommand } from "../conformance/match-fixture";
import { boardOf } from "../core/board";
import type { FirepowerState } from "../state/types";
import { DEBRIS_HIT } from "./vehicles-smash";
import { VEHICLE_SMASH_DAMAGE } from "../tables/vehicles-terrain-table";
import { cmd, hexId, impulseAt, man, man_, vehicle, vehicleMatch } from "../weapons/vehicles.fixture";

/** The sample map with a hedge between (1,2) and (2,2) and a 4-height wall between (2,2) and (3,2), on V1's road SE. */
const doc = boardOf("firepower-sample-2-panel").document;
const walled = {
  ...doc,
  hexsides: [...(doc.hexsides ?? []), { hex: { q: 1, r: 2 }, dir: 2, features: [{ type: "hedge" as const, height: 2 }] }, { hex: { q: 2, r: 2 }, dir: 2, features: [{ type: "wall" as const, height: 4 }] }],
};
const start = (): FirepowerState => impulseAt(vehicleMatch([], [man("B1", 3, 2, 6)], undefined, { mapDocument: walled }), "A", hexId(1, 2));
const ahead = cmd("vehicle_move", "A", { vehicle: "V1" });

describe("vehicles crushing and smashing hexside terrain (firepower 19.2.1.2, 19.2.1.2.4)", () => {
  it("firepower 19.2.1.2: crossing a hedge crushes it for the game; over the damage number the vehicle is unhurt", () => {
    const r = tryCommand(start(), ahead, [2]);
    if (!r.ok) throw new Error(`${r.error.code} ${r.error.message}`);
    expect(r.events.find((e) => e.type === "vehicle/smashed")?.data).toMatchObject({ features: ["hedge"], how: "crushed", debris: [], roll: 2, damageNumber: 1, damaged: false });
    expect(boardOf(r.state.game).sideFeatures({ q: 1, r: 2 }, 2)).toEqual([]);
    expect(VEHICLE_SMASH_DAMAGE.cells.every((c) => c.provenance.kind === "placeholder")).toBe(true);
  });

  it("firepower 19.2.1.2.4: smashing a wall, everyone in the hex outside the armour rolls for debris (2 or less, −1 per height: 6 or less for 4 heights)", () => {
    expect(DEBRIS_HIT).toBe(2);
    const past = run(start(), ahead, [9]);
    // Debris: A10 on the rear deck 10 (missed), B1 6 (hit); the damage roll 5 against 4.
    const r = tryCommand(past, ahead, [10, 6, 5]);
    if (!r.ok) throw new Error(`${r.error.code} ${r.error.message}`);
    expect(r.events.find((e) => e.type === "vehicle/smashed")?.data).toMatchObject({ features: ["wall"], how: "smashed", debris: [{ soldier: "A10", roll: 10, result: "no effect" }, { soldier: "B1", roll: 6, total: -4, result: "eliminated" }], damaged: false });
    expect(man_(r.state, "B1").eliminated).toBe(true);
    expect(man_(r.state, "A9").eliminated).toBe(false);
    expect(boardOf(r.state.game).sideFeatures({ q: 2, r: 2 }, 2)).toEqual([]);
  });

  it("firepower 19.2.1.2.1: at or under the damage number the tracks and the weapons facing the hex are destroyed", () => {
    const past = run(start(), ahead, [9]);
    const r = tryCommand(past, ahead, [10, 10, 4]);
    if (!r.ok) throw new Error(r.error.code);
    expect(vehicle(r.state, "V1").damage).toMatchObject({ tracks: 1, weapons: ["15", "36", "1"] });
  });
});
