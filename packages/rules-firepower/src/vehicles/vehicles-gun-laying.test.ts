import { describe, expect, it } from "vitest";
import { tryCommand } from "../conformance/match-fixture";
import { boardOf } from "../core/board";
import { checkGunLaying, checkLongBarrel, gunMinRange, sweptFacings } from "./vehicles-gun-laying";
import type { VehicleSpec } from "./vehicles-state";
import { lineOf } from "./vehicles-state";
import { cmd, hexId, impulseAt, man, vehicleMatch } from "../weapons/vehicles.fixture";

const board = boardOf("firepower-sample-2-panel");
const LTK3 = lineOf(undefined, { type: "LTK3" });
/** The sample map's hill (2,7) stands 3 heights up; the trees at (3,0) reach 6. */
const HILL = { q: 2, r: 7 };

describe("gun elevation and depression (firepower 19.1.13)", () => {
  it("firepower 19.1.13 (the book's example): line 18, a target 11 heights higher, \"4-5\": at least 5 hexes; other cells use the reconstructed stand-in", () => {
    expect(gunMinRange(18, 11)).toMatchObject({ range: 5, provenance: { kind: "book" } });
    expect(gunMinRange(12, 3)).toMatchObject({ range: 2, provenance: { kind: "reconstructed" } });
  });

  it("firepower 19.1.13: a depression of 0 may not fire at lower targets; otherwise a lower target must be far enough", () => {
    const flat = { ...LTK3, gun: { ...LTK3.gun!, depression: 0 } };
    // From the hill (gun at 3 + 2) at a Standing man on the flat (0 + 2): 3 heights lower.
    expect(checkGunLaying(board, flat, HILL, { q: 2, r: 4 }, 2, 3)).toMatchObject({ ok: false, error: { code: "vehicle/depression" } });
    // Depression 8 (placeholder LTK3): ceil(8 * 3 / 8) = 3 hexes at least.
    expect(checkGunLaying(board, LTK3, HILL, { q: 2, r: 5 }, 2, 2)).toMatchObject({ ok: false, error: { code: "vehicle/elevation" } });
    expect(checkGunLaying(board, LTK3, HILL, { q: 2, r: 4 }, 2, 3).ok).toBe(true);
    // A target 2 heights up within the elevation passes (ceil(8 * 2 / 19) = 1 hex).
    expect(checkGunLaying(board, LTK3, { q: 2, r: 4 }, { q: 2, r: 2 }, 4, 2).ok).toBe(true);
  });

  it("firepower 19.1.13: in play, the main gun on the hill refuses a close lower target", () => {
    const V2: VehicleSpec = { id: "V2", type: "LTK3", side: "B", hex: hexId(2, 7), facing: 1, crew: [{ soldier: "B7", box: 2 }, { soldier: "B8", box: 9 }, { soldier: "B9", box: 11 }], passengers: [] };
    const s = impulseAt(vehicleMatch([man("A2", 2, 5, 4)], [], [V2]), "B", hexId(2, 7));
    expect(tryCommand(s, cmd("vehicle_fire", "B", { vehicle: "V2", weapon: "76", ammo: "G", target: "A2" }))).toMatchObject({ ok: false, error: { code: "vehicle/elevation" } });
  });
});

describe("long barrels (firepower 19.1.14)", () => {
  it("firepower 19.1.14: a long gun may not be turned or faced through an adjacent hex whose terrain stands higher than the gun", () => {
    const long = { ...LTK3, gun: { ...LTK3.gun!, long: true } };
    // From (2,1) the trees of (3,0) are its NE neighbour: turning the turret from SE to N sweeps NE.
    expect(sweptFacings(3, 1)).toEqual([2, 1]);
    expect(checkLongBarrel(board, long, { q: 2, r: 1 }, sweptFacings(3, 1))).toMatchObject({ ok: false, error: { code: "vehicle/long_barrel" } });
    expect(checkLongBarrel(board, long, { q: 2, r: 1 }, sweptFacings(3, 5)).ok).toBe(true);
    expect(checkLongBarrel(board, LTK3, { q: 2, r: 1 }, sweptFacings(3, 1)).ok).toBe(true);
  });

  it("firepower 19.1.14: in play, a turretless large vehicle with a long gun cannot turn its hull to face the trees beside it", () => {
    const L1: VehicleSpec = { id: "L1", type: "MBT14", side: "A", hex: hexId(2, 1), facing: 3, crew: [{ soldier: "A11", box: 1 }, { soldier: "A12", box: 3 }, { soldier: "A13", box: 6 }], passengers: [] };
    const s = impulseAt(vehicleMatch([], [man("B9", 7, 5, 6)], [L1]), "A", hexId(2, 1));
    expect(tryCommand(s, cmd("vehicle_turn", "A", { vehicle: "L1", facing: 2 }))).toMatchObject({ ok: false, error: { code: "vehicle/long_barrel" } });
    expect(tryCommand(s, cmd("vehicle_turn", "A", { vehicle: "L1", facing: 4 })).ok).toBe(true);
  });
});
