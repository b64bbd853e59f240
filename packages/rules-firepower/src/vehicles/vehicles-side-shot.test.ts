import { describe, expect, it } from "vitest";
import { tryCommand } from "../conformance/match-fixture";
import type { FirepowerState } from "../state/types";
import { isSideShot } from "./vehicles-side-shot";
import type { VehicleSpec } from "./vehicles-state";
import { updateVehicle } from "./vehicles-state";
import { cmd, hexId, impulseAt, vehicle, vehicleMatch } from "../weapons/vehicles.fixture";

/** Side B's M551 V2 at (5,2) facing `facing`, crewed. */
const v2 = (facing: number): VehicleSpec => ({
  id: "V2", type: "LTK3", side: "B", hex: hexId(5, 2), facing,
  crew: [{ soldier: "B7", box: 2 }, { soldier: "B8", box: 9 }, { soldier: "B9", box: 11 }, { soldier: "B10", box: 12 }], passengers: [],
});

/** V1 fires H at V2, which moved `hexes` new hexes in its last Impulse; the `vehicle/fired` modifiers. */
function movementModifier(facing: number, hexes: number): { name: string; value: number; rule: string } | undefined {
  const s = impulseAt(vehicleMatch([], [], [
    { id: "V1", type: "BMP1", side: "A", hex: hexId(1, 2), facing: 3, crew: [{ soldier: "A7", box: 2 }, { soldier: "A8", box: 7 }], passengers: [] }, v2(facing),
  ]), "A", hexId(1, 2));
  const moved: FirepowerState = { ...s, game: updateVehicle(s.game, "V2", { hexesEntered: hexes }) };
  const r = tryCommand(moved, cmd("vehicle_fire", "A", { vehicle: "V1", weapon: "15", ammo: "H", target: "V2" }), [10]);
  if (!r.ok) throw new Error(`${r.error.code} ${r.error.message}`);
  const mods = (r.events.find((e) => e.type === "vehicle/fired")?.data as { modifiers: { name: string; value: number; rule: string }[] }).modifiers;
  return mods.find((m) => m.rule.includes("12.2.12"));
}

describe("side shots at fast vehicles (firepower 19.3.6)", () => {
  it("firepower 19.3.6: fire entering a vehicle at speed S or more from an FS or RS direction uses one line lower on the Movement Modifiers Chart", () => {
    // V2 faces N; V1 to its west fires into its front-side: row 0 becomes row 1 at speed S (+2 -> +3).
    expect(movementModifier(1, 7)).toMatchObject({ value: 3, rule: "Firepower 12.2.12, 19.3.6" });
    expect(movementModifier(1, 7)?.name).toMatch(/side shot/);
  });

  it("firepower 19.3.6: slower than S, or fire from the front or rear, uses the normal line", () => {
    expect(movementModifier(1, 6)).toMatchObject({ value: 2, rule: "Firepower 12.2.12" });
    // V2 faces NW, straight at V1: a front shot.
    expect(movementModifier(6, 7)).toMatchObject({ value: 2, rule: "Firepower 12.2.12" });
  });

  it("firepower 19.3.6: the direction is the target hull's: FS and RS sides count, F and R do not", () => {
    const s = vehicleMatch([], [], [v2(1)]);
    const fast = { ...vehicle(s, "V2"), hexesEntered: 9 };
    expect(isSideShot(fast, { q: 1, r: 2 })).toBe(true);
    expect(isSideShot(fast, { q: 5, r: 0 })).toBe(false);
    expect(isSideShot(fast, { q: 5, r: 5 })).toBe(false);
    expect(isSideShot({ ...fast, hexesEntered: 0 }, { q: 1, r: 2 })).toBe(false);
  });
});
