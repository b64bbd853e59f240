import { createFixedDice } from "@tactica/dice";
import { describe, expect, it } from "vitest";
import { run, tryCommand } from "../conformance/match-fixture";
import { firepowerRuleset } from "../play/firepower-ruleset";
import type { FirepowerState } from "../state/types";
import { HATCH_BREAK_NUMBER } from "../vehicles/vehicles-hatches";
import { locatedBlastOnVehicle, locateGHit } from "./vehicles-hit-location";
import { VEHICLE_HIT_LOCATION } from "../tables/vehicles-hit-location-table";
import type { VehicleSpec } from "../vehicles/vehicles-state";
import { cmd, hexId, impulseAt, man, man_, V1, vehicle, vehicleMatch, withMan } from "../weapons/vehicles.fixture";

/** Side B's M551 Sheridan (two heights, 3/2) V2 at (5,2) facing NW: driver B7, gunner B8 (box 9), loader B9 (box 11), commander B10 (box 12). */
const V2: VehicleSpec = {
  id: "V2", type: "LTK3", side: "B", hex: hexId(5, 2), facing: 6,
  crew: [{ soldier: "B7", box: 2 }, { soldier: "B8", box: 9 }, { soldier: "B9", box: 11 }, { soldier: "B10", box: 12 }], passengers: [],
};
const ctx = { options: {} };
const V1_HEX = { q: 1, r: 2 }, V2_HEX = { q: 5, r: 2 };

describe("hit locations in a vehicle hex (firepower 19.3.1, 12.7)", () => {
  it("firepower 19.3.1.1, 19.3.1.1.1, 19.3.4: a G round that lands in the hex, not on the vehicle, meets the armour of the side of the hex hit; short of it, an in-hex blast with no radio or sights roll", () => {
    const s = vehicleMatch([], [], [V1, V2]);
    // Vehicle or hex: 6 > 5 (placeholder) is the hex; side: 3 ≤ 6 the near side, V1's front seen from (5,2).
    const out = locatedBlastOnVehicle(s.game, V1_HEX, 7, 1, V2_HEX, createFixedDice([6, 3]), ctx);
    expect(out.hit).toMatchObject({ vehicle: "V1", face: "F", armour: 3, penetrated: false, rolls: [], rule: "Firepower 19.3.4" });
    expect(out.hit?.location?.rolls.map((r) => r.result)).toEqual(["hex", "near side"]);
    // The far side (7 > 6) is the rear, armour 2: penetration 2 reaches it and blasts inside.
    const far = locatedBlastOnVehicle(s.game, V1_HEX, 4, 2, V2_HEX, createFixedDice([6, 7, 10, 10, 10, 10, 10, 10, 10, 10, 10]), ctx);
    expect(far.hit).toMatchObject({ face: "R", armour: 2, penetrated: true });
    expect(far.hit?.rolls.map((r) => r.location)).toContain("A9");
  });

  it("firepower 19.3.4: in the hex, the tracks take a blast roll when the penetration reaches their armour", () => {
    const s = vehicleMatch([], [], [V1, V2]);
    // Penetration 2 against V1's front 3 stops, but reaches its tracks (2): a blast roll of 4 ≤ 7 hits them.
    const out = locatedBlastOnVehicle(s.game, V1_HEX, 7, 2, V2_HEX, createFixedDice([6, 3, 4]), ctx);
    expect(out.hit).toMatchObject({ penetrated: false, rolls: [{ location: "tracks", roll: 4, result: "hit" }], tracks: "destroyed" });
    expect(vehicle({ ...s, game: out.game }, "V1").damage.tracks).toBe(1);
  });

  it("firepower 19.3.1.1.2, 19.3.3: on a vehicle with all hatches closed the part does not matter: the round meets the top armour (on-vehicle blast: radio and sights roll)", () => {
    const s = vehicleMatch([], [], [V1, V2]);
    const out = locatedBlastOnVehicle(s.game, V2_HEX, 7, 1, V1_HEX, createFixedDice([2, 10, 10]), ctx);
    expect(out.hit).toMatchObject({ face: "T", penetrated: false, rule: "Firepower 19.3.3" });
    expect(out.hit?.location?.rolls.map((r) => r.check)).toEqual(["vehicle or hex"]);
    expect(out.hit?.rolls.map((r) => r.location)).toEqual(["radio", "sights"]);
  });

  it("firepower 19.3.1.1.2, 19.3.1.2.2: on a small vehicle with two heights the firer's three sides are rolled (open-hatch part first), then a 1 passes the open hatch and the blast is inside", () => {
    const s = withMan(vehicleMatch([], [], [V1, V2]), "B8", { posture: "stand" });
    // Range 4: no modifiers. Vehicle 1; three sides 4 ≤ 4: the turret (B8's open hatch); hatch 1: through.
    const out = locatedBlastOnVehicle(s.game, V2_HEX, 7, 1, V1_HEX, createFixedDice([1, 4, 1, ...Array(9).fill(10)]), ctx);
    expect(out.hit?.location).toMatchObject({ on: "vehicle", part: "turret", hatch: true });
    expect(out.hit).toMatchObject({ face: "T", penetrated: true, through: "hatch" });
    expect(out.hit?.rolls.map((r) => r.location)).toEqual(expect.arrayContaining(["B7", "B8", "B9", "B10", "engine"]));
    // A 2 at range 4 stays on the armour; a 5 on the three sides is the front hull, where no hatch is open.
    expect(locateGHit(s.game, vehicle(s, "V2"), V2_HEX, V1_HEX, createFixedDice([1, 4, 2]))).toMatchObject({ part: "turret", hatch: false });
    expect(locateGHit(s.game, vehicle(s, "V2"), V2_HEX, V1_HEX, createFixedDice([1, 5]))).toMatchObject({ part: "front hull", hatch: false });
  });

  it("firepower 19.3.1.3, 12.7.1: at range 1 the hatch roll takes −3 and the sides roll −2 (clamped to 1)", () => {
    const s = withMan(vehicleMatch([], [], [V1, V2]), "B8", { posture: "stand" });
    const where = locateGHit(s.game, vehicle(s, "V2"), V2_HEX, { q: 4, r: 2 }, createFixedDice([1, 6, 4]));
    expect(where).toMatchObject({ on: "vehicle", part: "turret", hatch: true });
    if (where.on !== "vehicle") throw new Error("on the vehicle");
    expect(where.rolls.map((r) => [r.check, r.modifier])).toEqual([["vehicle or hex", 0], ["three sides", -2], ["open hatch", -3]]);
  });

  it("firepower 19.3.1.3: from the vehicle's own hex the desired location is hit without a roll (through an open hatch)", () => {
    const s = withMan(vehicleMatch([], [], [V1, V2]), "B8", { posture: "stand" });
    expect(locateGHit(s.game, vehicle(s, "V2"), V2_HEX, V2_HEX, createFixedDice([]))).toEqual({ on: "vehicle", hatch: true, rolls: [] });
  });

  it("firepower 19.3.1: the thresholds are placeholders of firepower/vehicle_hit_location, which the ruleset declares", () => {
    expect(VEHICLE_HIT_LOCATION.cells.every((c) => c.provenance.kind === "placeholder")).toBe(true);
    expect(firepowerRuleset.tables.some((t) => t.id === "firepower/vehicle_hit_location")).toBe(true);
  });

  it("firepower 19.3.1, 12.3.4: a vehicle's G round at a rider's hex is located, and the event lists the location rolls first", () => {
    const s = impulseAt(vehicleMatch([], [], [V1, V2]), "B", hexId(5, 2));
    // Hit 1; the rolls after are 10s: the round lands in the hex, far side (V1's rear, armour 2 > penetration 1).
    const r = tryCommand(s, cmd("vehicle_fire", "B", { vehicle: "V2", weapon: "76", ammo: "G", target: "A10" }), [1, ...Array(12).fill(10)]);
    if (!r.ok) throw new Error(`${r.error.code} ${r.error.message}`);
    const rolls = (r.events.find((e) => e.type === "fire/g_round")?.data as { rolls: { soldier: string; result: string }[] }).rolls;
    expect(rolls.filter((x) => x.soldier.startsWith("hit location")).map((x) => x.result)).toEqual(["hex", "far side"]);
    expect(man_(r.state, "A9").eliminated).toBe(false);
  });
});

describe("breaking open hatches (firepower 19.4.3, 11.1.10)", () => {
  const start = (): FirepowerState => impulseAt(vehicleMatch([], [man("B1", 1, 2, 3)]), "B", hexId(1, 2));

  it("firepower 19.4.3: an enemy soldier in the vehicle's hex climbs on and breaks a closed hatch on 4 or less; it stays open", () => {
    expect(HATCH_BREAK_NUMBER).toBe(4);
    const r = tryCommand(start(), cmd("break_hatch", "B", { soldier: "B1", vehicle: "V1", box: 7 }), [4]);
    if (!r.ok) throw new Error(r.error.code);
    expect(r.events[0]?.data).toMatchObject({ vehicle: "V1", box: 7, roll: 4, needed: 4, broken: true, rule: "Firepower 19.4.3" });
    expect(vehicle(r.state, "V1").brokenHatches).toEqual([7]);
    expect(man_(r.state, "B1").mf).toBeGreaterThan(0);
  });

  it("firepower 19.4.3: a 5 fails; an open hatch, a box the vehicle lacks and a friendly vehicle are refused", () => {
    const failed = run(start(), cmd("break_hatch", "B", { soldier: "B1", vehicle: "V1", box: 7 }), [5]);
    expect(vehicle(failed, "V1").brokenHatches).toBeUndefined();
    const open = withMan(start(), "A8", { posture: "stand" });
    expect(tryCommand(open, cmd("break_hatch", "B", { soldier: "B1", vehicle: "V1", box: 7 }))).toMatchObject({ ok: false, error: { code: "vehicle/hatch_open" } });
    expect(tryCommand(start(), cmd("break_hatch", "B", { soldier: "B1", vehicle: "V1", box: 9 }))).toMatchObject({ ok: false, error: { code: "vehicle/no_hatch" } });
    const own = impulseAt(vehicleMatch([], [man("B9", 7, 5, 6)], [V1]), "A", hexId(0, 4));
    expect(tryCommand(own, cmd("break_hatch", "A", { soldier: "A1", vehicle: "V1", box: 7 }))).toMatchObject({ ok: false, error: { code: "vehicle/hatch_not_enemy" } });
  });

  it("firepower 19.4.3 with 19.3.1.3: a G blast dropped from the vehicle's hex goes in through the broken hatch", () => {
    const broken = run(start(), cmd("break_hatch", "B", { soldier: "B1", vehicle: "V1", box: 7 }), [1]);
    const out = locatedBlastOnVehicle(broken.game, V1_HEX, 5, 1, V1_HEX, createFixedDice(Array(12).fill(10)), ctx);
    expect(out.hit).toMatchObject({ vehicle: "V1", penetrated: true, through: "hatch" });
  });

  it("firepower 19.4.3, 19.3.1.3, 6.3.6.3.2: a hand grenade thrown from the vehicle's hex goes in through the broken hatch and blasts inside", () => {
    const two = impulseAt(vehicleMatch([], [man("B1", 1, 2, 3), man("B2", 1, 2, 3)]), "B", hexId(1, 2));
    const broken = run(two, cmd("break_hatch", "B", { soldier: "B1", vehicle: "V1", box: 7 }), [2]);
    const r = tryCommand(broken, cmd("throw_grenade", "B", { soldier: "B2", hex: hexId(1, 2) }), Array(20).fill(1));
    if (!r.ok) throw new Error(`${r.error.code} ${r.error.message}`);
    const rolls = (r.events.find((e) => e.type === "grenade/blast")?.data as { rolls: { soldier: string; vehicle?: string }[] }).rolls;
    // Shut-in crewmen A7, A8 and passenger A9 are rolled by the inside blast; no location roll from the same hex.
    expect(rolls.filter((x) => x.vehicle === "V1").map((x) => x.soldier)).toEqual(expect.arrayContaining(["A7", "A8", "A9", "engine"]));
    expect(rolls.some((x) => x.soldier.startsWith("hit location"))).toBe(false);
  });

  it("firepower 19.4.3: legal actions list the attempt for an enemy soldier in the hex, and every listed one applies", () => {
    const s = start();
    const legal = firepowerRuleset.legalActions?.(s, "B") ?? [];
    const attempts = legal.filter((c) => c.type === "break_hatch");
    expect(attempts.map((c) => (c.payload as { box: number }).box).sort()).toEqual([2, 7]);
    for (const c of attempts) expect(tryCommand(s, c, [9]).ok).toBe(true);
  });
});
