import { describe, expect, it } from "vitest";
import { run, tryCommand } from "../conformance/match-fixture";
import type { FirepowerState } from "../state/types";
import { controlBoxCount } from "./vehicles-control-box";
import type { VehicleSpec } from "../vehicles/vehicles-state";
import { updateVehicle } from "../vehicles/vehicles-state";
import { cmd, hexId, impulseAt, man, man_, V1, vehicle, vehicleMatch, withMan } from "./vehicles.fixture";

/** Side B's M551 V2 at (5,2) facing NW, four hexes from V1 (BMP1 with missile 36 in position K, crew boxes 2 and 7). */
const V2: VehicleSpec = { id: "V2", type: "LTK3", side: "B", hex: hexId(5, 2), facing: 6, crew: [{ soldier: "B7", box: 2 }, { soldier: "B8", box: 9 }], passengers: [] };
const base = (): FirepowerState => vehicleMatch([man("A2", 1, 2, 3), man("A3", 1, 2, 3)], [], [V1, V2]);

describe("control boxes carried off a vehicle (firepower 19.2.3.2, 19.1.8)", () => {
  it("firepower 19.1.8, 19.2.3.2: the BMP1 carries one control box for its missile (one gunner crew box); a soldier in its hex takes it, and no second one is left", () => {
    const s = impulseAt(base(), "A", hexId(1, 2));
    expect(controlBoxCount(vehicle(s, "V1"), "36")).toBe(1);
    const taken = run(s, cmd("take_control_box", "A", { soldier: "A2", vehicle: "V1", weapon: "36" }));
    expect(vehicle(taken, "V1").controlBoxes).toEqual([{ weapon: "36", soldier: "A2" }]);
    expect(tryCommand(taken, cmd("take_control_box", "A", { soldier: "A3", vehicle: "V1", weapon: "36" }))).toMatchObject({ ok: false, error: { code: "vehicle/no_box_left" } });
    expect(tryCommand(s, cmd("take_control_box", "A", { soldier: "A2", vehicle: "V1", weapon: "15" }))).toMatchObject({ ok: false, error: { code: "vehicle/no_separation" } });
  });

  it("firepower 19.2.3.2, 12.4.6: from another hex within the separation, the soldier fires the vehicle's missile for all his MF: range and armour side from the vehicle", () => {
    const b = base();
    const carried = withMan({ ...b, game: updateVehicle(b.game, "V1", { controlBoxes: [{ weapon: "36", soldier: "A2" }] }) }, "A2", { hex: { q: 2, r: 3 } });
    const s = impulseAt(carried, "A", hexId(2, 3));
    // Range 4 from V1 (1,2): hit 2 (placeholder); H penetration 9 against V2's front 4: an inside blast.
    const r = tryCommand(s, cmd("fire_vehicle_missile", "A", { soldier: "A2", vehicle: "V1", weapon: "36", target: "V2" }), [2, ...Array(9).fill(10)]);
    if (!r.ok) throw new Error(`${r.error.code} ${r.error.message}`);
    expect(r.events[0]?.data).toMatchObject({ vehicle: "V1", weapon: "36", by: "A2", controlBox: true, result: "hit" });
    expect(r.events.find((e) => e.type === "vehicle/hit")?.data).toMatchObject({ vehicle: "V2", face: "F", penetrated: true });
    expect(man_(r.state, "A2")).toMatchObject({ combatUsed: true });
    expect(tryCommand(r.state, cmd("fire_vehicle_missile", "A", { soldier: "A2", vehicle: "V1", weapon: "36", target: "V2" }))).toMatchObject({ ok: false, error: { code: "crew/missile_all_mf" } });
  });

  it("firepower 19.2.3.2: beyond the separation, or without a box, no missile", () => {
    const b = base();
    const far = withMan({ ...b, game: updateVehicle(b.game, "V1", { controlBoxes: [{ weapon: "36", soldier: "A2" }] }) }, "A2", { hex: { q: 7, r: 5 } });
    expect(tryCommand(impulseAt(far, "A", hexId(7, 5)), cmd("fire_vehicle_missile", "A", { soldier: "A2", vehicle: "V1", weapon: "36", target: "V2" }))).toMatchObject({ ok: false, error: { code: "vehicle/too_far" } });
    const none = withMan(b, "A3", { hex: { q: 2, r: 3 } });
    expect(tryCommand(impulseAt(none, "A", hexId(2, 3)), cmd("fire_vehicle_missile", "A", { soldier: "A3", vehicle: "V1", weapon: "36", target: "V2" }))).toMatchObject({ ok: false, error: { code: "vehicle/no_control_box" } });
  });
});
