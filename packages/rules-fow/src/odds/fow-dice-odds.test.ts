import { isDistribution, rational } from "@tactica/dice";
import { describe, expect, it } from "vitest";
import { fowAircraftSaveOdds, fowArmourSaveOdds, fowFirepowerChance, fowHitChance, fowShootingOdds, fowStagedRoll, fowSuccessChance, fowTeamSaveOdds } from "./fow-dice-odds";
import { unitShootingOdds } from "./unit-shooting";

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

// fow/printed_one_plus: the rulebook's fail-on-a-1 is for scores MODIFIED to better than 2+, so a printed FP 1+ is
// met by every roll (the default); the digest's §0.1 reads n <= 2 as 5/6 (fails_on_one). Fractions worked by hand.
describe("How It Works › Die Rolls: a printed Firepower 1+ in the odds", () => {
  it("the Firepower test: 1 by default and under always, 5/6 under fails_on_one; to-hit and save scores still fail on a 1", () => {
    expect(fowFirepowerChance(1)).toEqual(rational(1));
    expect(fowFirepowerChance(1, "always")).toEqual(rational(1));
    expect(fowFirepowerChance(1, "fails_on_one")).toEqual(rational(5, 6));
    expect(fowFirepowerChance(2, "always")).toEqual(rational(5, 6));
    expect(fowFirepowerChance(4, "always")).toEqual(rational(1, 2));
    expect(fowSuccessChance(1)).toEqual(rational(5, 6));
    expect(fowHitChance(1)).toEqual(rational(5, 6));
  });

  it("8. Roll Saves › Armour Save: top armour 1 vs AT 5, FP 1+", () => {
    // d6 + 1 vs AT 5: faces 1-3 under (FP pass destroys, fail bails), face 4 equal (pass bails, fail no effect), 5-6 bounce.
    const always = fowArmourSaveOdds({ armour: 1, longRange: false, antiTank: 5, firepower: 1 });
    expect(always.get("destroyed")).toEqual(rational(1, 2));
    expect(always.get("bailed_out")).toEqual(rational(1, 6));
    expect(always.get("no_effect")).toEqual(rational(1, 3));
    expect(fowArmourSaveOdds({ armour: 1, longRange: false, antiTank: 5, firepower: 1, onePlus: "always" })).toEqual(always);
    // fails_on_one: destroyed 3/6 x 5/6 = 5/12; bailed 3/6 x 1/6 + 1/6 x 5/6 = 2/9; no effect 1/6 x 1/6 + 2/6 = 13/36.
    const digest = fowArmourSaveOdds({ armour: 1, longRange: false, antiTank: 5, firepower: 1, onePlus: "fails_on_one" });
    expect(digest.get("destroyed")).toEqual(rational(5, 12));
    expect(digest.get("bailed_out")).toEqual(rational(2, 9));
    expect(digest.get("no_effect")).toEqual(rational(13, 36));
  });

  it("8. Roll Saves › Bulletproof Cover: save 3+ in Bulletproof Cover, FP 1+, flame-thrower save re-roll", () => {
    // Save fails 1/3; then the FP 1+ test: always destroys, or 5/6 under fails_on_one.
    expect(fowTeamSaveOdds({ save: 3, bulletproofCover: true, firepower: 1 }).get("destroyed")).toEqual(rational(1, 3));
    expect(fowTeamSaveOdds({ save: 3, bulletproofCover: true, firepower: 1 }).get("protected_by_cover") ?? rational(0)).toEqual(rational(0));
    const digest = fowTeamSaveOdds({ save: 3, bulletproofCover: true, firepower: 1, onePlus: "fails_on_one" });
    expect(digest.get("destroyed")).toEqual(rational(5, 18));
    expect(digest.get("protected_by_cover")).toEqual(rational(1, 18));
    // Successful saves re-rolled: saved (2/3)^2 = 4/9, so 5/9 fail; always 5/9 destroyed; fails_on_one 5/9 x 5/6 = 25/54.
    expect(fowTeamSaveOdds({ save: 3, bulletproofCover: true, firepower: 1, rerollSuccessfulSaves: true }).get("destroyed")).toEqual(rational(5, 9));
    expect(fowTeamSaveOdds({ save: 3, bulletproofCover: true, firepower: 1, rerollSuccessfulSaves: true, onePlus: "fails_on_one" }).get("destroyed")).toEqual(rational(25, 54));
  });

  it("Shooting at Aircraft: FP 1+ after a failed 3+ save; Flying Tank makes it a modified 2+", () => {
    // Save fails 1/3: always 1/3 destroyed; fails_on_one 1/3 x 5/6 = 5/18; Flying Tank 1 + 1 = 2+: 5/18 under both.
    expect(fowAircraftSaveOdds({ firepower: 1 }).get("destroyed")).toEqual(rational(1, 3));
    expect(fowAircraftSaveOdds({ firepower: 1, onePlus: "fails_on_one" }).get("destroyed")).toEqual(rational(5, 18));
    expect(fowAircraftSaveOdds({ firepower: 1, flyingTank: true }).get("destroyed")).toEqual(rational(5, 18));
    expect(fowAircraftSaveOdds({ firepower: 1, flyingTank: true, onePlus: "always" }).get("destroyed")).toEqual(rational(5, 18));
  });

  it("a Unit's shooting: one auto hit, FP 1+, on an infantry team in Bulletproof Cover with save 3+", () => {
    const group = { id: "flame", shots: [{ team: "a", dice: 1, score: "auto" as const }], antiTank: 2, firepower: 1 };
    const soft = { id: "t", kind: "team" as const, save: 3, bulletproof: true };
    expect(unitShootingOdds({ groups: [group], targets: [soft] }).perTeam.get("t")?.destroyed).toEqual(rational(1, 3));
    expect(unitShootingOdds({ groups: [{ ...group, onePlus: "fails_on_one" }], targets: [soft] }).perTeam.get("t")?.destroyed).toEqual(rational(5, 18));
  });
});
