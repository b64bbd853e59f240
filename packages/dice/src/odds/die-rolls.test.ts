import { describe, expect, it } from "vitest";
import type { Distribution } from "./distribution";
import { bernoulli, chain, expectation, isDistribution, mapOutcomes, probabilityOf, toOddsRows } from "./distribution";
import { chanceAtLeast, chanceAtMost, chanceOfFaces, compareRolls, diceSum, die, keepOne, modifiedRoll, opposedRoll, rollOutcomes } from "./die-rolls";
import { rational } from "./rational";

function expectDistribution<T>(d: Distribution<T>): void {
  expect(isDistribution(d)).toBe(true);
}

describe("dice constructs", () => {
  it("a die is uniform and sums exactly to 1", () => {
    for (const s of [2, 6, 10, 20]) expectDistribution(die(s));
    expect(die(10).get(10)).toEqual(rational(1, 10));
    expect(die(6)).toBe(die(6));
  });

  it("2d6 has the triangle distribution", () => {
    const d = diceSum(2, 6);
    expectDistribution(d);
    expect(d.get(7)).toEqual(rational(1, 6));
    expect(d.get(2)).toEqual(rational(1, 36));
    expect(d.get(12)).toEqual(rational(1, 36));
    expect(expectation(d)).toEqual(rational(7));
    expectDistribution(diceSum(3, 6));
  });

  it("modified rolls are clamped only when asked", () => {
    expect(modifiedRoll(die(6), -2).get(-1)).toEqual(rational(1, 6));
    const clamped = modifiedRoll(die(6), -2, { min: 1 });
    expectDistribution(clamped);
    expect(clamped.get(1)).toEqual(rational(1, 2));
    const fp = modifiedRoll(die(10), 3, { min: 1, max: 10 });
    expect(fp.get(10)).toEqual(rational(4, 10));
  });

  it("'roll ≤ number' and 'N+' chances", () => {
    expect(chanceAtMost(die(10), 3, 2)).toEqual(rational(1, 10));
    expect(chanceAtMost(die(10), 3, -9)).toEqual(rational(1));
    expect(chanceAtMost(die(10), 3, 5)).toEqual(rational(0));
    expect(chanceAtLeast(die(6), 4)).toEqual(rational(1, 2));
    expect(chanceOfFaces(6, [1, 2])).toEqual(rational(1, 3));
  });

  it("reads a roll through a table", () => {
    const d = rollOutcomes(diceSum(2, 6), (r) => (r >= 10 ? "hit" : "miss"), 1);
    expectDistribution(d);
    expect(d.get("hit")).toEqual(rational(10, 36));
  });

  it("keep highest / lowest of two dice (FoW Full Moon / New Moon)", () => {
    expect(keepOne(2, 6, "highest").get(6)).toEqual(rational(11, 36));
    expect(keepOne(2, 6, "lowest").get(6)).toEqual(rational(1, 36));
    expectDistribution(keepOne(2, 6, "highest"));
  });

  it("comparisons and opposed rolls with re-rolled ties", () => {
    const c = compareRolls(die(6), die(6));
    expectDistribution(c);
    expect(c.get("tie")).toEqual(rational(1, 6));
    expect(opposedRoll(die(6), die(6)).get("first")).toEqual(rational(1, 2));
    // d6 + 1 against d6: higher 21/36, lower 10/36, so with ties re-rolled 21/31.
    expect(opposedRoll(modifiedRoll(die(6), 1), die(6)).get("first")).toEqual(rational(21, 31));
  });

  it("chains experiments and prints odds rows", () => {
    const staged = chain(bernoulli(rational(1, 6)), (six) => (six ? mapOutcomes(die(6), (d) => d >= 5) : bernoulli(rational(0))));
    expect(probabilityOf(staged, (x) => x)).toEqual(rational(1, 18));
    expect(toOddsRows(bernoulli(rational(1, 3)), 3, [true, false])).toEqual([
      { outcome: true, probability: rational(1, 3), decimal: "0.333" },
      { outcome: false, probability: rational(2, 3), decimal: "0.667" },
    ]);
  });
});
