// Firepower's evaluators against the shared odds properties (@tactica/dice/testing): each rule played out with
// seeded dice agrees with its exact odds, and a sweep of inputs gives distributions that sum exactly to 1.
import type { Distribution } from "@tactica/dice";
import { die, modifiedRoll } from "@tactica/dice";
import { inclusiveRange, simulationDisagreements, sweepDistributions } from "@tactica/dice/testing";
import { describe, expect, it } from "vitest";
import { firepowerBlastOdds, firepowerBurstOdds, firepowerJumpOdds, firepowerMeleeOdds } from "./firepower-dice-odds";

describe("firepower odds agree with Monte Carlo and sum to 1", () => {
  it("firepower: bursts, melee, jumps, blasts", () => {
    expect(simulationDisagreements({
      "fp-burst": [firepowerBurstOdds({ hitNumber: 3, modifierTotal: 2, shots: 4, automatic: true }), (r) => {
        const rolls = [r(10), r(10), r(10), r(10)].map((x) => x + 2);
        return rolls.some((m) => m <= 3) ? "eliminated" : 1 + 2 <= 10 ? "suppressed" : "no_effect";
      }],
      "fp-burst-rolled": [firepowerBurstOdds({ hitNumber: 4, modifierTotal: 7, shots: 2, automatic: true, suppression: "if_rolled" }), (r) => {
        const rolls = [r(10) + 7, r(10) + 7];
        return rolls.some((m) => m <= 4) ? "eliminated" : rolls.some((m) => m <= 10) ? "suppressed" : "no_effect";
      }],
      "fp-melee": [firepowerMeleeOdds(-1), (r) => (r(10) - 1 <= 5 ? "attacker_wins" : "defender_wins")],
      "fp-jump": [firepowerJumpOdds(3, 1), (r) => {
        const m = r(10) + 7;
        return m >= 16 ? "eliminated" : m >= 10 ? "stunned" : "no_effect";
      }],
      "fp-characteristic": [modifiedRoll(die(10), -2, { min: 1, max: 10 }), (r) => Math.min(10, Math.max(1, r(10) - 2))],
      "fp-blast": [firepowerBlastOdds({ blastNumber: 5, modifierTotal: 1, zone: "blast_zone" }), (r) => (r(10) + 1 <= 5 ? "eliminated" : 2 + 1 <= 5 ? "suppressed" : "no_effect")],
    })).toEqual([]);
  });

  it("firepower evaluators over hit numbers, modifiers and shots", () => {
    const dists: Distribution<unknown>[] = [];
    for (const hitNumber of inclusiveRange(0, 11)) for (const modifierTotal of inclusiveRange(-3, 12)) {
      for (const shots of [1, 2, 4]) {
        dists.push(firepowerBurstOdds({ hitNumber, modifierTotal, shots, automatic: true }));
        dists.push(firepowerBurstOdds({ hitNumber, modifierTotal, shots, automatic: true, suppression: "if_rolled" }));
      }
      dists.push(firepowerBlastOdds({ blastNumber: hitNumber, modifierTotal, zone: "blast_zone" }));
      dists.push(firepowerBlastOdds({ blastNumber: hitNumber, modifierTotal, zone: "impact" }));
    }
    for (const m of inclusiveRange(-6, 8)) dists.push(firepowerMeleeOdds(m), firepowerJumpOdds(Math.max(0, m), 5));
    // 12 hit numbers x 16 modifiers x (3 shots x 2 + 2 blasts), and 15 melee and 15 jump modifiers.
    expect(sweepDistributions(dists)).toEqual({ count: 12 * 16 * 8 + 15 * 2, notDistributions: [] });
  });
});
