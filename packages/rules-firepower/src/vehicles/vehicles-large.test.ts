import { createMatch, recordedDiceFactory, replayMatch } from "@tactica/engine";
import { describe, expect, it } from "vitest";
import { run, tryCommand } from "../conformance/match-fixture";
import { firepowerRuleset } from "../play/firepower-ruleset";
import { hexAhead } from "../core/geometry";
import { playBotMatch, playRandomLegal } from "../play/play-match.fixture";
import type { FirepowerState } from "../state/types";
import { vehicleObstacles } from "./vehicle-targets";
import { rearHexOf } from "./vehicles-large";
import type { VehicleSpec } from "./vehicles-state";
import { armourFaceFrom, lineOf, vehicleAt } from "./vehicles-state";
import { cmd, hexId, impulseAt, man, man_, V1, vehicle, vehicleMatch, vehicleScenario, withMan } from "../weapons/vehicles.fixture";

/** Side A's MBT14 (an LGV on a placeholder line) L1: front hex (3,3) facing SE, so its rear is (2,3); driver A11 (box 1), A12 (box 3), rear driver A13 (box 6). */
const L1: VehicleSpec = {
  id: "L1", type: "MBT14", side: "A", hex: hexId(3, 3), facing: 3,
  crew: [{ soldier: "A11", box: 1 }, { soldier: "A12", box: 3 }, { soldier: "A13", box: 6 }], passengers: [],
};
/** A rifleman of side B out of the way at (7,5). */
const FOE = [man("B9", 7, 5, 6)];
const at = (spec: Partial<VehicleSpec>): VehicleSpec => ({ ...L1, ...spec });

describe("large vehicles (firepower 19.1.1, 19.2.1, 19.2.4)", () => {
  it("firepower 19.1.1: a large vehicle stands in two hexes, its front hex and the rear hex behind it; either one holds it", () => {
    const s = vehicleMatch([], FOE, [L1]);
    expect(vehicle(s, "L1").rear).toEqual({ q: 2, r: 3 });
    expect(vehicleAt(s.game, { q: 2, r: 3 })?.id).toBe("L1");
    expect(vehicleAt(s.game, { q: 3, r: 3 })?.id).toBe("L1");
    expect(vehicleAt(s.game, { q: 4, r: 3 })).toBeUndefined();
    // A small vehicle has no rear hex.
    expect(vehicle(vehicleMatch([], FOE, [V1]), "V1").rear).toBeUndefined();
  });

  it("firepower 19.2.1, 19.1.1: a scenario may not put another vehicle in a large vehicle's rear hex, nor its rear hex off the map", () => {
    const crowded = createMatch(firepowerRuleset, { scenario: vehicleScenario([], FOE, [L1, { ...V1, hex: hexId(2, 3) }]) });
    expect(crowded.ok).toBe(false);
    if (!crowded.ok) expect(crowded.error.message).toMatch(/one vehicle per hex/);
    const off = createMatch(firepowerRuleset, { scenario: vehicleScenario([], FOE, [at({ hex: hexId(0, 3) })]) });
    expect(off.ok).toBe(false);
    if (!off.ok) expect(off.error.message).toMatch(/rear hex .* off the map/);
  });

  it("firepower 19.2.1: moving forward the front enters the hex ahead and the rear follows into the old front hex, paying for the one new hex", () => {
    const s = run(impulseAt(vehicleMatch([], FOE, [L1]), "A", hexId(3, 3)), cmd("vehicle_move", "A", { vehicle: "L1" }));
    expect(vehicle(s, "L1")).toMatchObject({ hex: { q: 4, r: 3 }, rear: { q: 3, r: 3 }, mf: 1, hexesEntered: 1 });
    expect(man_(s, "A11").hex).toEqual({ q: 4, r: 3 });
    expect(vehicleAt(s.game, { q: 2, r: 3 })).toBeUndefined();
  });

  it("firepower 19.2.1, 19.2.7.1: backing, the rear enters the hex behind and the front takes the old rear hex; a rear driver (box 6) pays no double", () => {
    const s = run(impulseAt(vehicleMatch([], FOE, [L1]), "A", hexId(2, 3)), cmd("vehicle_move", "A", { vehicle: "L1", back: true }));
    expect(vehicle(s, "L1")).toMatchObject({ hex: { q: 2, r: 3 }, rear: { q: 1, r: 3 }, mf: 1, used: ["A13"] });
  });

  it("firepower 19.2.4, 19.2.7.6: turning, the front turns in its hex and the rear pivots into the hex behind the new facing, paying the turn and that hex's entry", () => {
    const r = tryCommand(impulseAt(vehicleMatch([], FOE, [L1]), "A", hexId(3, 3)), cmd("vehicle_turn", "A", { vehicle: "L1", facing: 4 }));
    if (!r.ok) throw new Error(r.error.code);
    expect(vehicle(r.state, "L1")).toMatchObject({ hex: { q: 3, r: 3 }, facing: 4, rear: rearHexOf({ q: 3, r: 3 }, 4), mf: 2 });
    expect(rearHexOf({ q: 3, r: 3 }, 4)).toEqual({ q: 3, r: 2 });
    expect(r.events[0]?.data).toMatchObject({ rear: hexId(3, 2), mf: 2, rule: "Firepower 19.2.4" });
  });

  it("firepower 19.2.4: the rear may not pivot into a hex with trees to topple, nor into another vehicle's hex", () => {
    // Front (3,1) facing SE: turning to S would swing the rear into the tree hex (3,0).
    const trees = impulseAt(vehicleMatch([], FOE, [at({ hex: hexId(3, 1) })]), "A", hexId(3, 1));
    expect(hexAhead({ q: 3, r: 1 }, 1)).toEqual({ q: 3, r: 0 });
    expect(tryCommand(trees, cmd("vehicle_turn", "A", { vehicle: "L1", facing: 4 }))).toMatchObject({ ok: false, error: { code: "vehicle/pivot_topple" } });
    expect(tryCommand(trees, cmd("vehicle_turn", "A", { vehicle: "L1", facing: 2 })).ok).toBe(true);
    const blocked = impulseAt(vehicleMatch([], FOE, [L1, { ...V1, hex: hexId(3, 2) }]), "A", hexId(3, 3));
    expect(tryCommand(blocked, cmd("vehicle_turn", "A", { vehicle: "L1", facing: 4 }))).toMatchObject({ ok: false, error: { code: "vehicle/vehicle_in_hex" } });
    expect(vehicle(blocked, "L1").facing).toBe(3);
  });

  it("firepower 19.1.6: both halves of a large vehicle are LOS obstacles (the hull's height where the turret is not)", () => {
    const s = vehicleMatch([], FOE, [L1]);
    expect(vehicleObstacles(s.game)).toEqual([{ hex: { q: 3, r: 3 }, headHeight: 2 }, { hex: { q: 2, r: 3 }, headHeight: 2 }]);
  });

  it("firepower 19.3.1.1.2, 19.1.7: a shot at a large vehicle hits its nearer half, and the side of that hex it enters gives the armour", () => {
    const s = vehicleMatch([], FOE, [L1]);
    const v = vehicle(s, "L1");
    const line = lineOf(undefined, v);
    // From (1,4) the rear hex (2,3) is 1 hex away and the front 2: the shot enters the rear hex's right-rear side.
    expect(armourFaceFrom(v, { q: 1, r: 4 }, line)).toBe("RS");
    expect(armourFaceFrom(v, { q: 5, r: 3 }, line)).toBe("F");
    expect(armourFaceFrom(v, { q: 2, r: 3 }, line)).toBe("T");
  });

  it("firepower 19.1.12 (LGV LOC): a weapon ranges from the hex that holds it — the bow gun from the front hex", () => {
    // A12 (box 3) stands in his hatch, as the B position needs [19.4.2].
    const stand = impulseAt(withMan(vehicleMatch([], [man("B1", 6, 3, 6)], [L1]), "A12", { posture: "stand" }), "A", hexId(3, 3));
    const r = tryCommand(stand, cmd("vehicle_fire", "A", { vehicle: "L1", weapon: "76", ammo: "H", target: "B1" }), [10]);
    if (!r.ok) throw new Error(`${r.error.code} ${r.error.message}`);
    expect(r.events.find((e) => e.type === "vehicle/fired")?.data).toMatchObject({ vehicle: "L1", result: "missed" });
  });
});

describe("a large vehicle in play (firepower 19.1.1)", () => {
  it("firepower 19.1.1: bots play a match with a large vehicle to a result, and its record replays to the same hashes", () => {
    const scenario = vehicleScenario([], [man("B1", 7, 3, 6, "LMG"), man("B2", 7, 1, 6)], [L1], { turns: 2 });
    const { state, record } = playBotMatch("fp-lgv-1", 3000, scenario);
    expect(state.game.result).not.toBeNull();
    expect(record.steps.some((st) => st.command.type === "vehicle_move" || st.command.type === "vehicle_turn")).toBe(true);
    const replay = replayMatch(record, firepowerRuleset, recordedDiceFactory);
    expect(replay.mismatch).toBeUndefined();
    expect(replay.hashes).toEqual([record.initialHash, ...record.steps.map((st) => st.stateHash)]);
  }, 60_000);

  it("every listed legal action applies in a seeded random playout with a large vehicle", () => {
    const made = createMatch(firepowerRuleset, { scenario: vehicleScenario([], [man("B1", 7, 3, 6, "LMG"), man("B2", 7, 1, 6)], [L1, V1]) });
    if (!made.ok) throw new Error(made.error.message);
    const { seen, state } = playRandomLegal(made.state as FirepowerState, "lgv-random");
    expect([...seen].some((t) => t === "vehicle_move" || t === "vehicle_turn")).toBe(true);
    const l1 = vehicle(state, "L1");
    expect(l1.rear).toEqual(rearHexOf(l1.hex, l1.facing));
  }, 60_000);
});
