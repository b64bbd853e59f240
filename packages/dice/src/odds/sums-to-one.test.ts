// Property sweep: every evaluator returns a distribution whose probabilities are positive and sum exactly to 1,
// over a grid of inputs that covers impossible, certain and clamped cases.
import { describe, expect, it } from "vitest";
import type { Distribution } from "./distribution";
import { isDistribution } from "./distribution";
import { faceOdds, keepOne, modifiedRoll, die } from "./die-rolls";
import { firepowerBlastOdds, firepowerBurstOdds, firepowerJumpOdds, firepowerMeleeOdds } from "./firepower";
import { fowAircraftSaveOdds, fowArmourSaveOdds, fowShootingOdds, fowTeamSaveOdds } from "./flames-of-war";
import { patrolSpottingOdds } from "./patrol";
import { binomial, withReroll } from "./repeated-trials";
import { rational } from "./rational";
import { sniperExplosionOdds, sniperJumpOdds, sniperPanicOdds, sniperResultOdds } from "./sniper";

const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);

function expectAll(dists: Iterable<Distribution<unknown>>): number {
  let n = 0;
  for (const d of dists) {
    expect(isDistribution(d)).toBe(true);
    n += 1;
  }
  return n;
}

describe("every distribution sums exactly to 1", () => {
  it("firepower evaluators over hit numbers, modifiers and shots", () => {
    const dists: Distribution<unknown>[] = [];
    for (const hitNumber of range(0, 11)) for (const modifierTotal of range(-3, 12)) {
      for (const shots of [1, 2, 4]) {
        dists.push(firepowerBurstOdds({ hitNumber, modifierTotal, shots, automatic: true }));
        dists.push(firepowerBurstOdds({ hitNumber, modifierTotal, shots, automatic: true, suppression: "if_rolled" }));
      }
      dists.push(firepowerBlastOdds({ blastNumber: hitNumber, modifierTotal, zone: "blast_zone" }));
      dists.push(firepowerBlastOdds({ blastNumber: hitNumber, modifierTotal, zone: "impact" }));
    }
    for (const m of range(-6, 8)) dists.push(firepowerMeleeOdds(m), firepowerJumpOdds(Math.max(0, m), 5));
    expect(expectAll(dists)).toBeGreaterThan(1000);
  });

  it("flames of war evaluators over armour, AT, FP, saves and re-rolls", () => {
    const dists: Distribution<unknown>[] = [];
    for (const armour of range(0, 6)) for (const antiTank of range(1, 12)) for (const firepower of range(1, 7)) {
      dists.push(fowArmourSaveOdds({ armour, antiTank, firepower, longRange: armour % 2 === 0, bunker: firepower % 2 === 0, alreadyBailedOut: antiTank % 3 === 0 ? 4 : undefined }));
    }
    for (const save of range(1, 8)) for (const firepower of range(1, 7)) {
      dists.push(fowTeamSaveOdds({ save, firepower, bulletproofCover: true, rerollSuccessfulSaves: save % 2 === 0 }));
      dists.push(fowTeamSaveOdds({ save, firepower, bulletproofCover: false }));
      dists.push(fowAircraftSaveOdds({ firepower, flyingTank: true, sevenRule: save % 2 === 0 }));
    }
    const perHit = fowTeamSaveOdds({ save: 3, firepower: 4, bulletproofCover: true });
    for (const score of range(1, 10)) {
      const s = fowShootingOdds({ dice: 4, score, reroll: score % 2 === 0 ? "misses" : "hits", perHit });
      dists.push(s.hits, ...s.outcomeCounts.values());
    }
    expect(expectAll(dists)).toBeGreaterThan(500);
  });

  it("sniper, patrol and generic constructs", () => {
    const dists: Distribution<unknown>[] = [];
    for (const m of range(-4, 4)) {
      dists.push(sniperResultOdds(m, (r) => (r >= 9 ? "W" : "-")), sniperExplosionOdds(m, (r) => (r >= 9 ? "K" : "-")));
      dists.push(sniperPanicOdds(4, m), patrolSpottingOdds(2, m), patrolSpottingOdds("never", m));
      dists.push(modifiedRoll(die(10), m, { min: 1, max: 10 }));
    }
    dists.push(sniperJumpOdds(), sniperJumpOdds(true), keepOne(3, 6, "lowest"), faceOdds(["K", "I", "W", "-", "-", "-"]));
    for (const n of range(0, 10)) dists.push(binomial(n, withReroll(rational(1, 3), "misses")));
    expect(expectAll(dists)).toBe(9 * 6 + 4 + 11);
  });
});
