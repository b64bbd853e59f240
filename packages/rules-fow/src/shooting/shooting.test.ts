import { createFixedDice } from "@tactica/dice";
import { compileTable, createTableDocument } from "@tactica/table";
import type { TableTeam } from "@tactica/table";
import { describe, expect, it } from "vitest";
import { BOOK_WEAPONS } from "../forces/index";
import {
  armourFacing, assignEasyWay, checkAssignment, explainUnitShooting, mistakenTarget, pinnedDown, resolveAircraftHit, resolveArmouredHit,
  antiAircraftRof, asFlameThrower, resolveTeamHit, rofFor, scoreNeededToHit, sightFacts, smokeMarkers, sniperDrivenOff, sniperMayFire, tooCloseForError,
  firepowerTest,
} from "./index";
import { FOW_ONE_PLUS_DEFAULT } from "../odds/index";
import { FOW_OPTIONS } from "../options/index";

const IN = 254, MM = 10;
const rifle = { id: "rifle", name: "Rifle", range: { in: 16, cm: 40 }, rof: { halted: 1 }, antiTank: 2, firepower: 6, rules: [], provenance: { kind: "organiser" as const, source: "test" } };
const mg = { ...rifle, id: "mg", rof: { halted: 3 } };

describe("score to hit [6. Roll to Hit] [digest 5.4, 9.5, 9.6, 9.7]", () => {
  it("B1: 3+ at long range and concealed in a wood needs 5+; GTG and Concealed is +2", () => {
    const s = scoreNeededToHit({ isHitOn: 3, longRange: true, concealed: true });
    expect(s.need).toBe(5);
    expect(s.modifiers.map((m) => m.code)).toEqual(["long_range", "concealed"]);
    expect(scoreNeededToHit({ isHitOn: 3, concealed: true, goneToGround: true }).need).toBe(5);
    expect(scoreNeededToHit({ isHitOn: 3, concealed: false, goneToGround: true }).need).toBe(3);
  });
  it("ROF 1 moving +1 unless Automatic Rifles; No HE against infantry; night; re-roll grants with their conditions", () => {
    expect(scoreNeededToHit({ isHitOn: 3, moved: true, weapon: { rof1: true } }).need).toBe(4);
    expect(scoreNeededToHit({ isHitOn: 3, moved: true, weapon: { rof1: true }, shooter: { automaticRifles: true } }).need).toBe(3);
    expect(scoreNeededToHit({ isHitOn: 2, targetInfantryOrGun: true, weapon: { noHe: true }, night: true }).need).toBe(4);
    expect(scoreNeededToHit({ isHitOn: 3, grants: { semiIndirect: true }, longRange: false }).reroll).toBe("none");
    expect(scoreNeededToHit({ isHitOn: 3, grants: { semiIndirect: true }, longRange: true }).reroll).toBe("misses");
    expect(scoreNeededToHit({ isHitOn: 3, grants: { volleyFire: true }, moved: false }).reroll).toBe("misses");
    expect(scoreNeededToHit({ isHitOn: 3, grants: { volleyFire: true, defensiveFire: true } }).reroll).toBe("none");
  });
});

describe("ROF [How Many Dice?; No Shooting] [digest 5.1, 5.2]", () => {
  it("halted, moving (half), pinned, dash none, full ROF when moving (1 when pinned)", () => {
    expect(rofFor(mg, {}).rof).toBe(3);
    expect(rofFor(mg, { moved: true })).toMatchObject({ rof: 1, mode: "moving" });
    expect(rofFor(mg, { pinned: true })).toMatchObject({ rof: 1, mode: "pinned" });
    expect(rofFor(mg, { dashed: true })).toMatchObject({ rof: 0, mode: "none" });
    const flame = BOOK_WEAPONS.find((w) => w.id === "infantry_flame_thrower")!;
    expect(rofFor(flame, { moved: true }).rof).toBe(2);
    expect(rofFor(flame, { pinned: true }).rof).toBe(1);
    expect(rofFor(mg, { moved: true, blitzOnly: true }).mode).toBe("halted");
  });
});

describe("assigning hits [7. Assign Hits] [digest 5.6, 5.7]", () => {
  const c = (id: string, d: number) => ({ id, type: "infantry" as const, distanceTo: { t: d }, validFor: ["s1", "s2", "s3"] });
  const cands = [c("t", 0), c("a", 2), c("b", 5), c("far", 7)];
  it("B15: the easy way - one on the target, then one per team in turn", () => {
    expect(assignEasyWay(["t", "a", "b"], 5)).toEqual({ t: 2, a: 2, b: 1 });
    expect(assignEasyWay(["t", "a", "b"], 2)).toEqual({ t: 1, a: 1, b: 0 });
  });
  it("refuses a team over 6\" away, a target with no hit, and an uneven spread", () => {
    const hits = [0, 1, 2].map((i) => ({ shooter: `s${i + 1}`, weapon: "rifle", target: "t" }));
    expect(checkAssignment(hits, ["t", "a", "b"], cands, "inch")).toEqual([]);
    expect(checkAssignment(hits, ["t", "a", "far"], cands, "inch").map((i) => i.code)).toContain("assign/ineligible");
    expect(checkAssignment(hits, ["a", "a", "b"], cands, "inch").map((i) => i.code)).toContain("assign/target_first");
    expect(checkAssignment(hits, ["t", "t", "t"], cands, "inch").map((i) => i.code)).toContain("assign/uneven");
  });
  it("Mistaken Target: 3+ swaps all hits of the pair; the first failure ends it; Too Close for Error refuses", () => {
    const hits = [{ shooter: "s", weapon: "w", target: "t" }, { shooter: "s", weapon: "w", target: "t" }, { shooter: "s", weapon: "w", target: "t" }];
    const r = mistakenTarget(hits, ["t", "t", "a"], [{ a: "t", b: "b", tooClose: false }, { a: "a", b: "c", tooClose: false }, { a: "b", b: "d", tooClose: false }], () => true, createFixedDice([3, 2]));
    expect(r.allocation).toEqual(["b", "b", "a"]);
    expect(r.steps.map((s) => s.result)).toEqual(["swapped", "failed"]);
    expect(tooCloseForError([3.9], false, "inch")).toBe(true);
    expect(tooCloseForError([5], false, "inch")).toBe(false);
    expect(tooCloseForError([7], true, "inch")).toBe(true);
    const smoke = mistakenTarget([{ ...hits[0]!, smoke: true }], ["t"], [{ a: "t", b: "b", tooClose: false }], () => true, createFixedDice([]));
    expect(smoke.steps[0]).toMatchObject({ result: "refused" });
  });
});

describe("saves [8. Roll Saves] [digest 2.5, 5.5, 5.8]", () => {
  const tank = { armour: { front: 6, side: 3, top: 1 }, remount: 4 };
  it("armour: more than AT bounces; equal then FP pass bails; less then FP pass destroys, fail bails", () => {
    expect(resolveArmouredHit(tank, { antiTank: 9, firepower: 3, inFrontOfHull: true }, createFixedDice([4])).outcome).toBe("no_effect");
    expect(resolveArmouredHit(tank, { antiTank: 9, firepower: 3, inFrontOfHull: true }, createFixedDice([3, 3])).outcome).toBe("bailed_out");
    expect(resolveArmouredHit(tank, { antiTank: 9, firepower: 3, inFrontOfHull: false }, createFixedDice([5, 3]))).toMatchObject({ outcome: "destroyed", armourUsed: "side" });
    expect(resolveArmouredHit(tank, { antiTank: 9, firepower: 3, inFrontOfHull: false }, createFixedDice([5, 2])).outcome).toBe("bailed_out");
    expect(resolveArmouredHit(tank, { antiTank: 10, firepower: 3, inFrontOfHull: true, longRange: true }, createFixedDice([4])).outcome).toBe("no_effect");
    expect(resolveArmouredHit(tank, { antiTank: 10, firepower: 3, inFrontOfHull: true }, createFixedDice([4, 3])).outcome).toBe("bailed_out");
    expect(resolveArmouredHit(tank, { antiTank: 5, firepower: 1, inFrontOfHull: true, top: true }, createFixedDice([3, 2]), { onePlus: "fails_on_one" })).toMatchObject({ armourUsed: "top", outcome: "destroyed" });
    // fow/printed_one_plus: by default (the rulebook) a printed FP 1+ passes without a die; under fails_on_one (the digest) a 1 fails.
    expect(resolveArmouredHit(tank, { antiTank: 5, firepower: 1, inFrontOfHull: true, top: true }, createFixedDice([3]))).toMatchObject({ armourUsed: "top", outcome: "destroyed" });
    expect(resolveArmouredHit(tank, { antiTank: 5, firepower: 1, inFrontOfHull: true, top: true }, createFixedDice([3, 1]), { onePlus: "fails_on_one" }).outcome).toBe("bailed_out");
    expect(resolveArmouredHit(tank, { antiTank: 5, firepower: 1, inFrontOfHull: true, top: true }, createFixedDice([3]), { onePlus: "always" }).outcome).toBe("destroyed");
  });
  it("How It Works › Die Rolls: a printed Firepower 1+ passes every roll by default; fails on a 1 under fails_on_one", () => {
    expect(FOW_OPTIONS.printedOnePlus.default).toBe("always");
    expect(FOW_ONE_PLUS_DEFAULT).toBe(FOW_OPTIONS.printedOnePlus.default);
    // Default: no die is rolled (the fixed dice would throw if one were read), the test passes.
    expect(firepowerTest(1, createFixedDice([]))).toMatchObject({ need: "1+", faces: [], pass: true });
    expect(firepowerTest(1, createFixedDice([]), { onePlus: "always" }).pass).toBe(true);
    expect(firepowerTest(1, createFixedDice([1]), { onePlus: "fails_on_one" })).toMatchObject({ faces: [1], pass: false });
    expect(firepowerTest(1, createFixedDice([2]), { onePlus: "fails_on_one" })).toMatchObject({ faces: [2], pass: true });
    // A 2+ is not a printed 1+: a 1 fails under both readings.
    expect(firepowerTest(2, createFixedDice([1])).pass).toBe(false);
    expect(firepowerTest(2, createFixedDice([1]), { onePlus: "always" }).pass).toBe(false);
    // Bulletproof Cover: a failed save, then the FP 1+ test; Flying Tank makes FP 1 a modified 2+, failing on a 1.
    expect(resolveTeamHit({ save: 3, bulletproof: true }, { firepower: 1 }, createFixedDice([2])).outcome).toBe("destroyed");
    expect(resolveTeamHit({ save: 3, bulletproof: true }, { firepower: 1 }, createFixedDice([2, 1]), { onePlus: "fails_on_one" }).outcome).toBe("protected_by_cover");
    expect(resolveAircraftHit({ firepower: 1 }, createFixedDice([2])).outcome).toBe("destroyed");
    expect(resolveAircraftHit({ firepower: 1 }, createFixedDice([2, 1]), { onePlus: "fails_on_one" }).outcome).toBe("no_effect");
    expect(resolveAircraftHit({ firepower: 1, flyingTank: true }, createFixedDice([2, 1])).outcome).toBe("no_effect");
  });
  it("Bailed Out Again: a bailed tank bailed again that fails its Remount is Destroyed", () => {
    expect(resolveArmouredHit({ ...tank, bailedOut: true }, { antiTank: 9, firepower: 3, inFrontOfHull: true }, createFixedDice([3, 3, 2])).outcome).toBe("destroyed");
    expect(resolveArmouredHit({ ...tank, bailedOut: true }, { antiTank: 9, firepower: 3, inFrontOfHull: true }, createFixedDice([3, 3, 4])).outcome).toBe("bailed_out");
  });
  it("hull or turret: rolled only when the shooter is in front of one and not the other (4+ turret)", () => {
    const t = { ...tank, turret: { front: 7, side: 4 } };
    const r = resolveArmouredHit(t, { antiTank: 9, firepower: 3, inFrontOfHull: false, inFrontOfTurret: true }, createFixedDice([4, 3]));
    expect(r).toMatchObject({ part: "turret", armourUsed: "front", outcome: "no_effect" });
  });
  it("infantry: failed save destroys; in BP the shooter needs FP; Breakthrough re-rolls successful saves", () => {
    expect(resolveTeamHit({ save: 3, bulletproof: false }, { firepower: 6 }, createFixedDice([2])).outcome).toBe("destroyed");
    expect(resolveTeamHit({ save: 3, bulletproof: true }, { firepower: 6 }, createFixedDice([2, 5])).outcome).toBe("protected_by_cover");
    expect(resolveTeamHit({ save: 3, bulletproof: true }, { firepower: 6 }, createFixedDice([2, 6])).outcome).toBe("destroyed");
    expect(resolveTeamHit({ save: 3, bulletproof: false }, { firepower: 1, rerollSaves: true }, createFixedDice([5, 2])).outcome).toBe("destroyed");
  });
  it("B12: FP 6 cannot destroy a Flying Tank (RULING-1); under all_tests it is a 6 then 5+", () => {
    expect(resolveAircraftHit({ firepower: 6, flyingTank: true }, createFixedDice([1])).outcome).toBe("no_effect");
    expect(resolveAircraftHit({ firepower: 6, flyingTank: true }, createFixedDice([1, 6, 5]), { sevenRule: "all_tests" }).outcome).toBe("destroyed");
    expect(resolveAircraftHit({ firepower: 5 }, createFixedDice([2, 5])).outcome).toBe("destroyed");
  });
});

describe("pinned down, snipers [digest 5.9, 5.10]", () => {
  it("5 hits (8 for 12+ teams, +1 Bagpipes); any sniper hit; armoured tanks immune", () => {
    expect(pinnedDown({ hits: 5, teamsAtStart: 10 }).pinned).toBe(true);
    expect(pinnedDown({ hits: 7, teamsAtStart: 12 }).pinned).toBe(false);
    expect(pinnedDown({ hits: 5, teamsAtStart: 10, bagpipes: true }).pinned).toBe(false);
    expect(pinnedDown({ hits: 1, teamsAtStart: 30, automatic: "sniper" }).pinned).toBe(true);
    expect(pinnedDown({ hits: 9, teamsAtStart: 3, immune: "armoured_tanks" }).pinned).toBe(false);
    expect(sniperMayFire([3.9], "inch").ok).toBe(false);
    expect(sniperMayFire([4.1], "inch").ok).toBe(true);
  });
  it("smoke hits place a 2\"/5cm marker on each team hit; sniper driven off on 4+; AA weapons at normal ROF, AA MGs at ROF 1", () => {
    expect(smokeMarkers(["a", "b"])).toEqual([{ team: "a", diameter: { in: 2, cm: 5 } }, { team: "b", diameter: { in: 2, cm: 5 } }]);
    expect([3, 4].map(sniperDrivenOff)).toEqual(["slips_away", "knocked_out"]);
    expect(antiAircraftRof({ rules: ["anti_aircraft"], rof: { halted: 4 } })?.rof).toBe(4);
    expect(antiAircraftRof({ rules: ["aa_mg"], rof: { halted: 3 } })?.rof).toBe(1);
    expect(antiAircraftRof({ rules: [], rof: { halted: 3 } })).toBeNull();
    expect(asFlameThrower({ ...mg, antiTank: 5, firepower: 4 })).toMatchObject({ antiTank: 2, firepower: 1, rof: { halted: 3 } });
  });
});

describe("sight on the table [digest 0.2, 2.1, 2.3, 2.4]", () => {
  const team = (id: string, side: string, kind: TableTeam["kind"], x: number, y: number, more: Partial<TableTeam> = {}): TableTeam =>
    ({ id, side, kind, footprint: { shape: "rect", x: x * IN, y: y * IN, w: 1 * IN, h: 1 * IN, angle: 0 }, height: 10 * MM, ...more });
  it("range over 16\" is long range; a wood between conceals; open ground does not", () => {
    const doc = { ...createTableDocument({ id: "t", unit: "inch", preset: "6x4ft" }), pieces: [
      { id: "w", kind: "woods", shape: { type: "polygon" as const, points: [[10 * IN, 0], [11 * IN, 0], [11 * IN, 20 * IN], [10 * IN, 20 * IN]] as [number, number][] }, movement: "terrain" as const, height: "tall" as const, top: 100 * MM, bulletproof: false }] };
    const t = compileTable(doc);
    const f = sightFacts(t, team("s", "a", "infantry", 0, 10), team("x", "b", "infantry", 20, 10));
    expect(f).toMatchObject({ hasLos: true, longRange: true, concealed: true });
    expect(f.range).toBeCloseTo(19, 5);
    const open = sightFacts(compileTable(createTableDocument({ id: "o", unit: "inch", preset: "6x4ft" })), team("s", "a", "infantry", 0, 30), team("x", "b", "infantry", 10, 30));
    expect(open).toMatchObject({ hasLos: true, longRange: false, concealed: false });
  });
  it("front or side armour from the shooter's footprint", () => {
    const tank = { x: 0, y: 0, facing: 0, halfDepth: IN };
    expect(armourFacing({ shape: "point", x: 10 * IN, y: 0 }, tank)).toBe("front");
    expect(armourFacing({ shape: "point", x: 0, y: 10 * IN }, tank)).toBe("side");
  });
});

describe("explained unit odds [digest 5.11]", () => {
  it("names each team's ROF and modifiers, and gives exact distributions", () => {
    const e = explainUnitShooting({
      isHitOn: 3,
      shooters: [{ team: "s1", weapon: rifle, rof: {}, toHit: { concealed: true } }],
      targets: [{ id: "t1", kind: "team", save: 3, bulletproof: false }],
    });
    expect(e.shots[0]).toMatchObject({ dice: 1, need: 4, modifiers: [{ code: "concealed", delta: 1 }] });
    expect(e.outcomes).toEqual(expect.arrayContaining([{ outcome: "destroyed=1 bailed=0 pinned=no", probability: "1/6" }]));
    expect(e.pinChance).toBe("0");
  });
});
