import { createFixedDice, rational, toFractionString } from "@tactica/dice";
import type { Distribution, Rational } from "@tactica/dice";
import { describe, expect, it } from "vitest";
import { rollTests, unitShootingOdds } from "./index";

const show = (d: Distribution<string | number>): Record<string, string> => Object.fromEntries([...d].map(([k, v]) => [String(k), toFractionString(v)]));
const soft = (id: string) => ({ id, kind: "team" as const, save: 3, bulletproof: false });

describe("rolling N+ tests [digest 0.1]", () => {
  it("B7: three dice needing 7 roll 6, 6, 1; further 6 and 3; re-roll the two misses as combined rolls", () => {
    const dice = createFixedDice([6, 6, 1, 6, 3, 2, 6, 5]);
    const r = rollTests(3, 7, dice, "misses");
    expect(r.results.map((x) => x.first.pass)).toEqual([true, false, false]);
    expect(r.results[1]!.reroll).toEqual({ faces: [2], pass: false });
    expect(r.results[2]!.reroll).toEqual({ faces: [6, 5], pass: true });
    expect(r.passes).toBe(2);
    expect(dice.remaining()).toBe(0);
  });
  it("better than 2+ fails on a 1 only; auto and 9+ roll nothing", () => {
    expect(rollTests(2, -1, createFixedDice([1, 2])).passes).toBe(1);
    expect(rollTests(2, "auto", createFixedDice([])).passes).toBe(2);
    expect(rollTests(2, 9, createFixedDice([])).passes).toBe(0);
    expect(rollTests(1, 8, createFixedDice([6, 5])).passes).toBe(0);
    expect(rollTests(1, 4, createFixedDice([4, 1]), "hits").passes).toBe(0);
  });
});

describe("a Unit shooting at a Unit [digest 5.11]", () => {
  it("one die at 4+ on a 3+ save team: destroyed 1/6", () => {
    const o = unitShootingOdds({ groups: [{ id: "rifle", shots: [{ team: "a", dice: 1, score: 4 }], antiTank: 2, firepower: 6 }], targets: [soft("t1")] });
    expect(show(o.outcomes)).toEqual({ "destroyed=0 bailed=0 pinned=no": "5/6", "destroyed=1 bailed=0 pinned=no": "1/6" });
  });
  it("two dice on two teams: the easy way spreads the second hit (25/36, 10/36, 1/36)", () => {
    const o = unitShootingOdds({ groups: [{ id: "rifle", shots: [{ team: "a", dice: 1, score: 4 }, { team: "b", dice: 1, score: 4 }], antiTank: 2, firepower: 6 }], targets: [soft("t1"), soft("t2")] });
    expect(show(o.outcomes)).toEqual({ "destroyed=0 bailed=0 pinned=no": "25/36", "destroyed=1 bailed=0 pinned=no": "5/18", "destroyed=2 bailed=0 pinned=no": "1/36" });
    expect(toFractionString(o.perTeam.get("t2")!.destroyed)).toBe("1/12");
  });
  it("armour 1 vs AT 2 FP 4+: only a 1 fails (equal), then FP 4+ bails", () => {
    const o = unitShootingOdds({ groups: [{ id: "gun", shots: [{ team: "a", dice: 1, score: "auto" }], antiTank: 2, firepower: 4 }], targets: [{ id: "tk", kind: "armoured", armour: 1, remount: 4 }], pinImmune: true });
    expect(show(o.outcomes)).toEqual({ "destroyed=0 bailed=0 pinned=immune": "11/12", "destroyed=0 bailed=1 pinned=immune": "1/12" });
    expect(o.pinChance).toBeNull();
  });
  it("five hits pin; smoke hits neither harm nor pin; hits already taken count", () => {
    const five = unitShootingOdds({ groups: [{ id: "mg", shots: [{ team: "a", dice: 5, score: "auto" }], antiTank: 1, firepower: 6 }], targets: [soft("t1"), soft("t2")] });
    expect(five.pinChance).toEqual(rational(1));
    const smoke = unitShootingOdds({ groups: [{ id: "smoke", smoke: true, shots: [{ team: "a", dice: 5, score: "auto" }], antiTank: 0, firepower: 6 }], targets: [soft("t1")] });
    expect(show(smoke.outcomes)).toEqual({ "destroyed=0 bailed=0 pinned=no": "1" });
    const already = unitShootingOdds({ groups: [{ id: "mg", shots: [{ team: "a", dice: 1, score: "auto" }], antiTank: 1, firepower: 6 }], targets: [{ ...soft("t1"), save: 7 as never }], hitsAlready: 4 });
    expect(already.pinChance as Rational).toEqual(rational(1));
  });
});
