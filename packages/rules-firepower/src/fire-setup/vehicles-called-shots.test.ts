import { describe, expect, it } from "vitest";
import { run, tryCommand } from "../conformance/match-fixture";
import type { FirepowerState } from "../state/types";
import type { VehicleSpec } from "../vehicles/vehicles-state";
import { cmd, hexId, impulseAt, man, V1, vehicle, vehicleMatch } from "../weapons/vehicles.fixture";

/** Side B's soft truck T2 (armour 0) at (4,2), straight down V1's turret arc, and the M551 V2 (front armour 4) at (5,4). */
const T2: VehicleSpec = { id: "T2", type: "TRK1", side: "B", hex: hexId(4, 2), facing: 6, crew: [{ soldier: "B7", box: 2 }], passengers: [] };
const V2: VehicleSpec = { id: "V2", type: "LTK3", side: "B", hex: hexId(5, 4), facing: 6, crew: [{ soldier: "B8", box: 2 }, { soldier: "B9", box: 9 }], passengers: [] };
const start = (): FirepowerState => impulseAt(vehicleMatch([], [], [V1, T2, V2]), "A", hexId(1, 2));
const coax = (payload: Record<string, unknown>) => cmd("vehicle_fire", "A", { vehicle: "V1", weapon: "1", ammo: "L", target: "T2", ...payload });

describe("called shots of L weapons at vehicles (firepower 19.3.5.2, 19.3.5.3)", () => {
  it("firepower 19.3.5.3: an L burst called at the engine (+3) destroys it when it hits and penetrates the armour towards the firer", () => {
    const r = tryCommand(start(), coax({ engine: true }), [2, 10, 10, 10]);
    if (!r.ok) throw new Error(`${r.error.code} ${r.error.message}`);
    expect(r.events[0]?.data).toMatchObject({ called: "engine", result: "hit", total: 3, hitNumber: 5 });
    expect(vehicle(r.state, "T2").damage.engine).toBe(true);
    const missed = run(start(), coax({ engine: true }), [3, 10, 10, 10]);
    expect(vehicle(missed, "T2").damage.engine).toBe(false);
  });

  it("firepower 19.3.5.3: the engine may be called only when the penetration reaches the armour towards the firer, and only with L", () => {
    expect(tryCommand(start(), coax({ target: "V2", engine: true }))).toMatchObject({ ok: false, error: { code: "fire/armour" } });
    expect(tryCommand(start(), cmd("vehicle_fire", "A", { vehicle: "V1", weapon: "15", ammo: "H", target: "T2", engine: true }))).toMatchObject({ ok: false, error: { code: "fire/bad_target" } });
    expect(tryCommand(start(), coax({ engine: true, tracks: true }))).toMatchObject({ ok: false, error: { code: "fire/bad_target" } });
  });

  it("firepower 19.3.5, 19.3.5.2: L at a vehicle must be called at its tracks or engine; called at the tracks it damages them if it penetrates their armour", () => {
    expect(tryCommand(start(), coax({}))).toMatchObject({ ok: false, error: { code: "fire/bad_ammo" } });
    const r = tryCommand(start(), coax({ tracks: true }), [2, 10, 10, 10]);
    if (!r.ok) throw new Error(r.error.code);
    expect(r.events.find((e) => e.type === "vehicle/hit")?.data).toMatchObject({ face: "TRK", armour: 0, penetrated: true, tracks: "halved" });
    expect(vehicle(r.state, "T2").damage.tracks).toBe(1);
  });
});

describe("a coaxial engaging a separate hex by note (firepower 19.1.19.2)", () => {
  /** Side A's RCV2 R1 (chart note coax_separate, placeholder) at (1,2): driver A7, gunner A8 (box 9), loader A11 (box 11). */
  const R1: VehicleSpec = { id: "R1", type: "RCV2", side: "A", hex: hexId(1, 2), facing: 3, crew: [{ soldier: "A7", box: 2 }, { soldier: "A8", box: 9 }, { soldier: "A11", box: 11 }], passengers: [] };

  it("firepower 19.1.19.2: with the note, the coaxial fires at a target in another hex of the same arc after the main gun fired", () => {
    const s = impulseAt(vehicleMatch([], [man("B1", 4, 2, 6), man("B2", 4, 3, 6)], [R1]), "A", hexId(1, 2));
    const fired = run(s, cmd("vehicle_fire", "A", { vehicle: "R1", weapon: "9", ammo: "G", target: "B1" }), [10]);
    const r = tryCommand(fired, cmd("vehicle_fire", "A", { vehicle: "R1", weapon: "1", ammo: "L", target: "B2" }), [10, 10, 10, 10]);
    expect(r.ok).toBe(true);
    // Without the note (the BMP1), the coaxial must follow the main gun's target [19.1.12 J].
    const bmp = impulseAt(vehicleMatch([], [man("B1", 4, 2, 6), man("B2", 4, 3, 6)]), "A", hexId(1, 2));
    const main = run(bmp, cmd("vehicle_fire", "A", { vehicle: "V1", weapon: "15", ammo: "G", target: "B1" }), [10]);
    expect(tryCommand(main, cmd("vehicle_fire", "A", { vehicle: "V1", weapon: "1", ammo: "L", target: "B2" }))).toMatchObject({ ok: false, error: { code: "vehicle/coax_target" } });
  });
});
