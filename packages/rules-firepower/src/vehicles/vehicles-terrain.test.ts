import { describe, expect, it } from "vitest";
import { tryCommand } from "../conformance/match-fixture";
import { boardOf } from "../core/board";
import { obstacleAt } from "../works/obstacles";
import type { FirepowerState } from "../state/types";
import { VEHICLE_TOPPLE_DAMAGE } from "../tables/vehicles-terrain-table";
import { cmd, hexId, impulseAt, man, man_, V1, vehicle, vehicleMatch, withMan } from "../weapons/vehicles.fixture";

/** V1 (BMP1, 13 tons, placeholder) at (3,1) facing N, the trees of (3,0) straight ahead; B1 there. */
function beforeTrees(b1Up = false): FirepowerState {
  const s = impulseAt(vehicleMatch([], [man("B1", 3, 0, 4)], [{ ...V1, hex: hexId(3, 1), facing: 1 }]), "A", hexId(3, 1));
  return b1Up ? withMan(s, "B1", { up: { height: 4, hold: "tree", top: 6 } }) : s;
}
const ahead = cmd("vehicle_move", "A", { vehicle: "V1" });

describe("vehicles toppling trees (firepower 19.2.1.2, 12.3.4.2.4)", () => {
  it("firepower 19.2.1.2, 12.3.4.2.4: a vehicle entering a tree hex topples the trees: the hex becomes an abatis hex, and over the damage number the vehicle is unhurt", () => {
    const r = tryCommand(beforeTrees(), ahead, [4]);
    if (!r.ok) throw new Error(`${r.error.code} ${r.error.message}`);
    expect(boardOf(r.state.game).terrainOf({ q: 3, r: 0 })).toBe("clear");
    expect(obstacleAt(r.state.game, { q: 3, r: 0 })?.type).toBe("abatis");
    expect(r.events.find((e) => e.type === "vehicle/toppled")?.data).toMatchObject({ vehicle: "V1", became: "abatis", roll: 4, damageNumber: 3, damaged: false, provenance: "placeholder (firepower/vehicle_topple_damage)" });
    expect(vehicle(r.state, "V1").damage).toMatchObject({ tracks: 0, weapons: [] });
    expect(man_(r.state, "B1").eliminated).toBe(false);
  });

  it("firepower 19.2.1.2.1: at or under the damage number the tracks are destroyed, and the turret weapons facing the hex with them", () => {
    const r = tryCommand(beforeTrees(), ahead, [3]);
    if (!r.ok) throw new Error(r.error.code);
    expect(vehicle(r.state, "V1").damage).toMatchObject({ tracks: 1, weapons: ["15", "36", "1"] });
    expect(tryCommand(r.state, ahead)).toMatchObject({ ok: false, error: { code: "vehicle/immobile" } });
    expect(VEHICLE_TOPPLE_DAMAGE.cells.every((c) => c.provenance.kind === "placeholder")).toBe(true);
  });

  it("firepower 19.2.1.2.4: a soldier Up the toppled tree is eliminated", () => {
    const r = tryCommand(beforeTrees(true), ahead, [9]);
    if (!r.ok) throw new Error(r.error.code);
    expect(man_(r.state, "B1").eliminated).toBe(true);
    expect(r.events.find((e) => e.type === "vehicle/toppled")?.data).toMatchObject({ eliminatedUp: ["B1"] });
  });
});
