import { createFixedDice } from "@tactica/dice";
import { describe, expect, it } from "vitest";
import { run, tryCommand } from "../conformance/match-fixture";
import { boardOf } from "../core/board";
import { gBlast } from "../combat/g-blast";
import { hitVehicle } from "../fire-setup/vehicle-hits";
import { lineOf, armourFaceFrom } from "../vehicles/vehicles-state";
import type { VehicleSpec } from "../vehicles/vehicles-state";
import { cmd, endPhase, hexId, impulseAt, man, man_, V1, vehicle, vehicleMatch, withMan } from "../weapons/vehicles.fixture";

/** Side B's M551 Sheridan V2 at (5,2) facing NW, towards V1: driver B7, gunner B8 (box 9), loader B9 (box 11), commander B10. */
const V2: VehicleSpec = {
  id: "V2", type: "LTK3", side: "B", hex: hexId(5, 2), facing: 6,
  crew: [{ soldier: "B7", box: 2 }, { soldier: "B8", box: 9 }, { soldier: "B9", box: 11 }, { soldier: "B10", box: 12 }], passengers: [],
};

describe("firing at and from vehicles (firepower 19.3, 12.3.1)", () => {
  it("firepower 19.1.7: the armour basis is the hull side the shot enters by (F, FS, RS, R), the top from the vehicle's own hex", () => {
    const v = { hex: { q: 3, r: 3 }, facing: 1 };
    const line = lineOf(undefined, { type: "LTK3" });
    expect(armourFaceFrom(v, { q: 3, r: 1 }, line)).toBe("F");
    expect(armourFaceFrom(v, { q: 3, r: 5 }, line)).toBe("R");
    expect(armourFaceFrom(v, { q: 4, r: 2 }, line)).toBe("FS");
    expect(armourFaceFrom(v, { q: 4, r: 3 }, line)).toBe("RS");
    expect(armourFaceFrom(v, { q: 3, r: 3 }, line)).toBe("T");
  });

  it("firepower 12.3.1.2, 19.3.2: an H hit whose penetration reaches the armour of the side hit blasts inside: hit crewmen and parts are lost, the others Stunned", () => {
    const s = impulseAt(vehicleMatch([], [], [V1, V2]), "A", hexId(1, 2));
    // To hit 3 (hit number 6, placeholder line of weapon 15); inside rolls for B7 B8 B9 B10, weapons 76 and 1, engine, radio, sights.
    const r = tryCommand(s, cmd("vehicle_fire", "A", { vehicle: "V1", weapon: "15", ammo: "H", target: "V2" }), [3, 1, 10, 10, 10, 1, 10, 1, 10, 10]);
    if (!r.ok) throw new Error(r.error.code);
    expect(r.events.find((e) => e.type === "vehicle/hit")?.data).toMatchObject({ vehicle: "V2", face: "F", armour: 4, penetration: 7, penetrated: true, blast: 5 });
    expect(man_(r.state, "B7").eliminated).toBe(true);
    expect(man_(r.state, "B8")).toMatchObject({ eliminated: false, status: "stunned" });
    expect(vehicle(r.state, "V2").damage).toMatchObject({ weapons: ["76"], engine: true, radio: false });
    expect(vehicle(r.state, "V1")).toMatchObject({ fired: ["15"], used: ["A8"], mf: 2 });
    expect(tryCommand(r.state, cmd("vehicle_fire", "A", { vehicle: "V1", weapon: "15", ammo: "H", target: "V2" }))).toMatchObject({ ok: false, error: { code: "vehicle/weapon_fired" } });
  });

  it("firepower 19.3.2 (the book's BMP1 example): A penetration 6, blast 4 through the front armour 3 rolls once for each crewman and passenger, weapons 15, 36 and 1, the engine, the radio and the infrared sights", () => {
    const s = vehicleMatch([], [man("B1", 7, 5, 6)]);
    const v = vehicle(s, "V1");
    const out = hitVehicle(s.game, v, "F", 6, 4, createFixedDice([4, 5, 4, 5, 5, 5, 5, 5, 4]), { options: {} }, "Firepower 19.3.2");
    expect(out.hit).toMatchObject({ armour: 3, penetrated: true });
    expect(out.hit.rolls.map((r) => r.location)).toEqual(["A7", "A8", "A9", "weapon 15", "weapon 36", "weapon 1", "engine", "radio", "sights"]);
    expect(out.hit.rolls.map((r) => r.result)).toEqual(["hit", "stunned", "hit", "no effect", "no effect", "no effect", "no effect", "no effect", "hit"]);
    expect(vehicle({ ...s, game: out.game }, "V1").damage).toMatchObject({ sights: true, engine: false });
    // The rider on top is outside the armour and is not rolled [19.3.2].
    expect(out.hit.rolls.some((r) => r.location === "A10")).toBe(false);
  });

  it("firepower 19.1.12 J: the coaxial fires at the main gun's target when the main gun fired, its gunner doing both for 2 more MF; alone it picks its own target", () => {
    const s = impulseAt(vehicleMatch([], [man("B1", 4, 2, 6), man("B2", 4, 3, 6)]), "A", hexId(1, 2));
    const fired = run(s, cmd("vehicle_fire", "A", { vehicle: "V1", weapon: "15", ammo: "G", target: "B1" }), [10]);
    expect(tryCommand(fired, cmd("vehicle_fire", "A", { vehicle: "V1", weapon: "1", ammo: "L", target: "B2" }))).toMatchObject({ ok: false, error: { code: "vehicle/coax_target" } });
    const both = run(fired, cmd("vehicle_fire", "A", { vehicle: "V1", weapon: "1", ammo: "L", target: "B1" }), [10, 10, 10, 10]);
    expect(vehicle(both, "V1")).toMatchObject({ mf: 2 + 1 + 2, fired: ["15", "1"] });
    expect(tryCommand(s, cmd("vehicle_fire", "A", { vehicle: "V1", weapon: "1", ammo: "L", target: "B2" }), [10, 10, 10, 10]).ok).toBe(true);
  });

  it("firepower 12.3.1.2: a hit that does not penetrate counts as a miss; A rounds are useless against soldiers", () => {
    const s = impulseAt(vehicleMatch([], [man("B1", 4, 3, 6)], [V1, V2]), "A", hexId(1, 2));
    // The coaxial 1 fires L only at soldiers; weapon 15 fires H (pen 7 ≥ 4); a placeholder override cuts it to 3.
    expect(tryCommand(s, cmd("vehicle_fire", "A", { vehicle: "V1", weapon: "1", ammo: "L", target: "V2" }))).toMatchObject({ ok: false, error: { code: "fire/bad_ammo" } });
    expect(tryCommand(s, cmd("vehicle_fire", "A", { vehicle: "V1", weapon: "15", ammo: "A", target: "B1" }))).toMatchObject({ ok: false, error: { code: "vehicle/no_ammo" } });
    // Penetration 3 against V2's front armour 4: no roll, no damage.
    const bounce = hitVehicle(s.game, vehicle(s, "V2"), "F", 3, 5, createFixedDice([]), { options: {} }, "Firepower 12.3.1.2");
    expect(bounce.hit).toMatchObject({ armour: 4, penetrated: false, rolls: [] });
    expect(bounce.game).toBe(s.game);
  });

  it("firepower 19.3.5.1: a rifle cannot reach men shut inside the BMP; a Standing crewman (hatch open) may be fired at, in cover", () => {
    const s = impulseAt(vehicleMatch([], [man("B1", 4, 2, 6)]), "B", hexId(4, 2));
    expect(tryCommand(s, cmd("fire", "B", { soldier: "B1", targets: ["A9"] }))).toMatchObject({ ok: false, error: { code: "fire/armour" } });
    expect(tryCommand(s, cmd("fire", "B", { soldier: "B1", targets: ["A8"] }))).toMatchObject({ ok: false, error: { code: "fire/armour" } });
    const open = withMan(s, "A8", { posture: "stand" });
    const r = tryCommand(open, cmd("fire", "B", { soldier: "B1", targets: ["A8"] }), [10, 10, 10]);
    if (!r.ok) throw new Error(r.error.code);
    const burst = (r.events.find((e) => e.type === "fire/resolved")?.data as { bursts: { modifiers: { name: string }[] }[] }).bursts[0];
    expect(burst?.modifiers.map((m) => m.name)).toContain("target in cover");
  });

  it("firepower 19.1.9.2: a rider on the rear has the turret as cover against fire over the front, not over the rear", () => {
    const front = impulseAt(vehicleMatch([], [man("B1", 4, 2, 6)]), "B", hexId(4, 2));
    const rear = impulseAt(vehicleMatch([], [man("B1", 0, 2, 3)]), "B", hexId(0, 2));
    const mods = (s: typeof front) => {
      const r = tryCommand(s, cmd("fire", "B", { soldier: "B1", targets: ["A10"] }), [10, 10, 10]);
      if (!r.ok) throw new Error(r.error.code);
      return (r.events.find((e) => e.type === "fire/resolved")?.data as { bursts: { modifiers: { name: string }[] }[] }).bursts[0]?.modifiers.map((m) => m.name);
    };
    expect(mods(front)).toContain("target in cover");
    expect(mods(rear)).not.toContain("target in cover");
  });

  it("firepower 19.1.6, 12.1.1-12.1.3: a vehicle between firer and target is an obstacle of its height: a 3-height Sheridan blocks two Standing men, a 2-height BMP does not", () => {
    const sheridan: VehicleSpec = { id: "V3", type: "LTK3", side: "A", hex: hexId(1, 2), facing: 3, crew: [{ soldier: "A20", box: 2 }], passengers: [] };
    const behind = [man("A11", 0, 2, 3)];
    const blocked = impulseAt(vehicleMatch(behind, [man("B1", 4, 2, 6)], [sheridan]), "B", hexId(4, 2));
    expect(tryCommand(blocked, cmd("fire", "B", { soldier: "B1", targets: ["A11"] }))).toMatchObject({ ok: false, error: { code: "fire/no_los" } });
    const lower = impulseAt(vehicleMatch(behind, [man("B1", 4, 2, 6)], [V1]), "B", hexId(4, 2));
    expect(tryCommand(lower, cmd("fire", "B", { soldier: "B1", targets: ["A11"] }), [10, 10, 10]).ok).toBe(true);
  });

  it("firepower 19.3.3, 12.3.4.2.6: a G blast in a vehicle hex hits the rider and the radio and sights on top, never the men shut inside", () => {
    const s = vehicleMatch([], [man("B1", 7, 5, 6)]);
    const board = boardOf(s.game);
    // Rolls in order: A1 (two hexes off), A10 (rider, impact hex), then the on-vehicle radio and sights.
    const out = gBlast(board, s.game, { q: 1, r: 2 }, 5, createFixedDice([10, 10, 1, 10]), { options: {} });
    expect(out.rolls.map((r) => r.soldier)).toEqual(["A1", "A10", "radio", "sights"]);
    expect(out.rolls.find((r) => r.soldier === "radio")).toMatchObject({ vehicle: "V1", result: "hit" });
    expect(man_({ ...s, game: out.game }, "A10").status).toBe("stunned");
    expect(vehicle({ ...s, game: out.game }, "V1").damage).toMatchObject({ radio: true, sights: false });
  });

  it("firepower 19.1.10: a main gun with its loader gone fires, then must be loaded separately by the gunner before it fires again", () => {
    const noLoader: VehicleSpec = { ...V2, crew: V2.crew.filter((c) => c.box !== 11) };
    let s = impulseAt(vehicleMatch([man("A11", 1, 2, 3)], [], [noLoader]), "B", hexId(5, 2));
    // G round at A11's hex: to-hit roll 10 misses (the Spread Diagrams are missing: no effect).
    const fired = tryCommand(s, cmd("vehicle_fire", "B", { vehicle: "V2", weapon: "76", ammo: "G", target: "A11" }), [10]);
    if (!fired.ok) throw new Error(fired.error.code);
    expect(fired.events[0]?.data).toMatchObject({ result: "missed" });
    expect(vehicle(fired.state, "V2").unloaded).toEqual(["76"]);
    s = impulseAt(endPhase(impulseAt(endPhase(fired.state), "A", hexId(0, 4))), "B", hexId(5, 2));
    expect(tryCommand(s, cmd("vehicle_fire", "B", { vehicle: "V2", weapon: "76", ammo: "G", target: "A11" }))).toMatchObject({ ok: false, error: { code: "vehicle/not_loaded" } });
    const loaded = run(s, cmd("vehicle_load", "B", { vehicle: "V2", weapon: "76", crewman: "B8" }));
    expect(vehicle(loaded, "V2").unloaded).toEqual([]);
    // The gunner spent this Impulse loading.
    expect(tryCommand(loaded, cmd("vehicle_fire", "B", { vehicle: "V2", weapon: "76", ammo: "G", target: "A11" }))).toMatchObject({ ok: false, error: { code: "vehicle/no_gunner" } });
  });

  it("firepower 19.2.3.2: a missile takes all the vehicle's MF: no moving before or after it that Impulse", () => {
    const s = impulseAt(vehicleMatch([], [], [V1, V2]), "A", hexId(1, 2));
    const moved = run(s, cmd("vehicle_turret", "A", { vehicle: "V1", facing: 2 }));
    expect(tryCommand(moved, cmd("vehicle_fire", "A", { vehicle: "V1", weapon: "36", ammo: "H", target: "V2" }))).toMatchObject({ ok: false, error: { code: "vehicle/missile_all_mf" } });
    const r = tryCommand(s, cmd("vehicle_fire", "A", { vehicle: "V1", weapon: "36", ammo: "H", target: "V2" }), [10]);
    if (!r.ok) throw new Error(r.error.code);
    expect(vehicle(r.state, "V1")).toMatchObject({ missileFired: true, mf: 12 });
    expect(tryCommand(r.state, cmd("vehicle_move", "A", { vehicle: "V1" }))).toMatchObject({ ok: false, error: { code: "vehicle/missile_fired" } });
  });

  it("firepower 19.5: at speed S (7 new hexes) a vehicle runs down an enemy soldier in the hex it enters unless he rolls 5 or less", () => {
    const track: VehicleSpec = { ...V1, hex: hexId(0, 4), facing: 3 };
    let s = impulseAt(vehicleMatch([], [man("B1", 7, 4, 6), man("B2", 7, 4, 6)], [track]), "A", hexId(0, 4));
    // Row 4 runs (0,4)..(7,4): six hexes, then back along it is no longer ahead; turn round at the edge.
    for (let i = 0; i < 6; i += 1) s = run(s, cmd("vehicle_move", "A", { vehicle: "V1" }));
    expect(vehicle(s, "V1").hexesEntered).toBe(6);
    const r = tryCommand(s, cmd("vehicle_move", "A", { vehicle: "V1" }), [3, 9]);
    if (!r.ok) throw new Error(r.error.code);
    expect(r.events.find((e) => e.type === "vehicle/run_down")?.data).toMatchObject({ rolls: [{ soldier: "B1", roll: 3, result: "avoided" }, { soldier: "B2", roll: 9, result: "eliminated" }] });
    expect(man_(r.state, "B2").eliminated).toBe(true);
  });
});
