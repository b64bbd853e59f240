// Flames of War's evaluators against the shared odds properties (@tactica/dice/testing): each rule played out with
// seeded dice agrees with its exact odds, and a sweep of inputs gives distributions that sum exactly to 1.
import type { Distribution } from "@tactica/dice";
import { bernoulli } from "@tactica/dice";
import type { Roll } from "@tactica/dice/testing";
import { inclusiveRange, simulationDisagreements, sweepDistributions } from "@tactica/dice/testing";
import { describe, expect, it } from "vitest";
import { fowAircraftSaveOdds, fowArmourSaveOdds, fowHitChance, fowShootingOdds, fowTeamSaveOdds } from "./fow-dice-odds";

/** FoW N+ played out with dice: 7 = a 6 then 5+, 8 = a 6 then a 6, better than 2+ fails on a 1. */
function fowTest(roll: Roll, score: number): boolean {
  const first = roll(6);
  if (score <= 6) return first !== 1 && first >= score;
  if (score > 8 || first !== 6) return false;
  return roll(6) >= (score === 7 ? 5 : 6);
}

describe("flames of war odds agree with Monte Carlo and sum to 1", () => {
  it("flames of war: 7+ and re-rolls, armour saves, team saves, shooting", () => {
    const perHit = fowTeamSaveOdds({ save: 4, bulletproofCover: false, firepower: 3 });
    const shooting = fowShootingOdds({ dice: 3, score: 7, reroll: "misses", perHit });
    const hitsOnce = (r: Roll): boolean => fowTest(r, 7) || fowTest(r, 7);
    const destroyed = shooting.outcomeCounts.get("destroyed");
    if (!destroyed) throw new Error("no destroyed count");
    expect(simulationDisagreements({
      "fow-7": [bernoulli(fowHitChance(7)), (r) => fowTest(r, 7)],
      "fow-reroll-misses": [bernoulli(fowHitChance(5, "misses")), (r) => fowTest(r, 5) || fowTest(r, 5)],
      "fow-reroll-hits": [bernoulli(fowHitChance(4, "hits")), (r) => fowTest(r, 4) && fowTest(r, 4)],
      "fow-armour": [fowArmourSaveOdds({ armour: 3, longRange: true, antiTank: 6, firepower: 4, bunker: true, alreadyBailedOut: 3 }), (r) => {
        const total = r(6) + 3 + 1;
        if (total > 6) return "no_effect";
        const fp = fowTest(r, 4) && fowTest(r, 4);
        const bail = (): "bailed_out" | "destroyed" => (fowTest(r, 3) ? "bailed_out" : "destroyed");
        if (total === 6) return fp ? bail() : "no_effect";
        return fp ? "destroyed" : bail();
      }],
      "fow-team": [fowTeamSaveOdds({ save: 3, bulletproofCover: true, firepower: 5, rerollSuccessfulSaves: true }), (r) => {
        if (fowTest(r, 3) && fowTest(r, 3)) return "saved";
        return fowTest(r, 5) ? "destroyed" : "protected_by_cover";
      }],
      "fow-aircraft": [fowAircraftSaveOdds({ firepower: 6, flyingTank: true }), (r) => (fowTest(r, 3) ? "saved" : fowTest(r, 7) ? "destroyed" : "no_effect")],
      "fow-hits": [shooting.hits, (r) => [hitsOnce(r), hitsOnce(r), hitsOnce(r)].filter(Boolean).length],
      "fow-destroyed": [destroyed, (r) => [0, 1, 2].filter(() => hitsOnce(r) && !fowTest(r, 4)).length],
    })).toEqual([]);
  });

  it("flames of war evaluators over armour, AT, FP, saves and re-rolls", () => {
    const dists: Distribution<unknown>[] = [];
    for (const armour of inclusiveRange(0, 6)) for (const antiTank of inclusiveRange(1, 12)) for (const firepower of inclusiveRange(1, 7)) {
      dists.push(fowArmourSaveOdds({ armour, antiTank, firepower, longRange: armour % 2 === 0, bunker: firepower % 2 === 0, alreadyBailedOut: antiTank % 3 === 0 ? 4 : undefined }));
    }
    for (const save of inclusiveRange(1, 8)) for (const firepower of inclusiveRange(1, 7)) {
      dists.push(fowTeamSaveOdds({ save, firepower, bulletproofCover: true, rerollSuccessfulSaves: save % 2 === 0 }));
      dists.push(fowTeamSaveOdds({ save, firepower, bulletproofCover: false }));
      dists.push(fowAircraftSaveOdds({ firepower, flyingTank: true, sevenRule: save % 2 === 0 }));
    }
    const perHit = fowTeamSaveOdds({ save: 3, firepower: 4, bulletproofCover: true });
    for (const score of inclusiveRange(1, 10)) {
      const s = fowShootingOdds({ dice: 4, score, reroll: score % 2 === 0 ? "misses" : "hits", perHit });
      dists.push(s.hits, ...s.outcomeCounts.values());
    }
    const sweep = sweepDistributions(dists);
    expect(sweep.notDistributions).toEqual([]);
    expect(sweep.count).toBeGreaterThan(500);
  });

});
