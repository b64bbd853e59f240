import { isDistribution, rational } from "@tactica/dice";
import { describe, expect, it } from "vitest";
import { fowAircraftSaveOdds, fowArmourSaveOdds, fowHitChance, fowShootingOdds, fowStagedRoll, fowSuccessChance, fowTeamSaveOdds } from "./fow-dice-odds";

describe("flames of war odds", () => {
  it("How It Works › Die Rolls: the chance of each required score", () => {
    const expected: [number, ReturnType<typeof rational>][] = [
      [1, rational(5, 6)], [2, rational(5, 6)], [3, rational(2, 3)], [4, rational(1, 2)], [5, rational(1, 3)],
      [6, rational(1, 6)], [7, rational(1, 18)], [8, rational(1, 36)], [9, rational(0)], [12, rational(0)],
    ];
    for (const [score, p] of expected) expect(fowSuccessChance(score)).toEqual(p);
    expect(fowSuccessChance("auto")).toEqual(rational(1));
    expect(fowSuccessChance(7, false)).toEqual(rational(0));
  });

  it("How It Works › Die Rolls: a 3+ shot at long range and concealed needs 5+", () => {
    expect(fowHitChance(3 + 1 + 1)).toEqual(rational(1, 3));
  });

  it("Targets Requiring 7 or More to Hit: a 6 then a 5+, or a 6 then a 6", () => {
    expect(fowStagedRoll(7).get("pass")).toEqual(rational(1, 18));
    expect(fowStagedRoll(8).get("pass")).toEqual(rational(1, 36));
    expect(isDistribution(fowStagedRoll(7))).toBe(true);
    // The 6 and the further roll count as one roll when re-rolled.
    expect(fowHitChance(7, "misses")).toEqual(rational(35, 324));
  });

  it("8. Roll Saves › Armour Save: armour 2 vs AT 4, FP 3+", () => {
    const odds = fowArmourSaveOdds({ armour: 2, longRange: false, antiTank: 4, firepower: 3 });
    expect(isDistribution(odds)).toBe(true);
    // d6 = 1 is below AT (FP pass destroys, fail bails), d6 = 2 equals AT (FP pass bails), 3+ bounces.
    expect(odds.get("destroyed")).toEqual(rational(1, 9));
    expect(odds.get("bailed_out")).toEqual(rational(1, 6));
    expect(odds.get("no_effect")).toEqual(rational(13, 18));
  });

  it("8. Roll Saves: long range +1, Bunkers re-roll FP successes, already Bailed Out", () => {
    expect(fowArmourSaveOdds({ armour: 2, longRange: true, antiTank: 4, firepower: 3 }).get("destroyed")).toBeUndefined();
    const bunker = fowArmourSaveOdds({ armour: 2, longRange: false, antiTank: 4, firepower: 3, bunker: true });
    expect(bunker.get("destroyed")).toEqual(rational(4, 54));
    const again = fowArmourSaveOdds({ armour: 2, longRange: false, antiTank: 4, firepower: 3, alreadyBailedOut: 4 });
    expect(isDistribution(again)).toBe(true);
    // Below AT: 1/6 · (2/3 + 1/3 · 1/2) = 5/36; equal to AT: 1/6 · 2/3 · 1/2 = 2/36 (Bailed Out Again fails on 1-3).
    expect(again.get("destroyed")).toEqual(rational(7, 36));
    expect(again.get("bailed_out")).toEqual(rational(1, 12));
  });

  it("8. Roll Saves: Infantry 3+ save, in Bulletproof Cover, and Breakthrough Gun", () => {
    expect(fowTeamSaveOdds({ save: 3, bulletproofCover: false, firepower: 4 }).get("destroyed")).toEqual(rational(1, 3));
    const bp = fowTeamSaveOdds({ save: 3, bulletproofCover: true, firepower: 4 });
    expect(bp.get("destroyed")).toEqual(rational(1, 6));
    expect(bp.get("protected_by_cover")).toEqual(rational(1, 6));
    expect(fowTeamSaveOdds({ save: 3, bulletproofCover: false, firepower: 4, rerollSuccessfulSaves: true }).get("destroyed")).toEqual(rational(5, 9));
  });

  it("§5.11: hits ~ Binomial(ROF, p) and each outcome's count", () => {
    const perHit = fowTeamSaveOdds({ save: 3, bulletproofCover: false, firepower: 4 });
    const s = fowShootingOdds({ dice: 3, score: 4, reroll: "misses", perHit });
    expect(s.hitChance).toEqual(rational(3, 4));
    expect(s.hits.get(3)).toEqual(rational(27, 64));
    expect(s.outcomeCounts.get("destroyed")?.get(0)).toEqual(rational(27, 64));
    expect(isDistribution(s.hits)).toBe(true);
  });
});

describe("flames of war aircraft", () => {
  it("Shooting at Aircraft: save 3+, then FP; Flying Tank +1 (RULING-1 readings)", () => {
    const plain = fowAircraftSaveOdds({ firepower: 5 });
    expect(plain.get("destroyed")).toEqual(rational(1, 9));
    expect(fowAircraftSaveOdds({ firepower: 6, flyingTank: true }).get("destroyed")).toEqual(rational(1, 54));
    expect(fowAircraftSaveOdds({ firepower: 6, flyingTank: true, sevenRule: false }).get("destroyed")).toBeUndefined();
  });
});
