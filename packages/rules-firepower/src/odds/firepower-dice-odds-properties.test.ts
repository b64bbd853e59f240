// Cross-checks moved from @tactica/dice with this system's evaluators: a 100k-sample seeded simulation of each rule
// agrees with the exact odds within 0.01 per outcome (over six standard errors), and a sweep of inputs gives
// distributions that sum exactly to 1.
import type { Distribution } from "@tactica/dice";
import { createRngState, createSeededDice, die, isDistribution, modifiedRoll, simulateOutcomes, simulationGap } from "@tactica/dice";
import { describe, expect, it } from "vitest";
import { firepowerBlastOdds, firepowerBurstOdds, firepowerJumpOdds, firepowerMeleeOdds } from "./firepower-dice-odds";

const SAMPLES = 100_000;
type Roll = (sides: number) => number;

function expectAgrees<O>(name: string, exact: Distribution<O>, trial: (roll: Roll) => O): void {
  expect(isDistribution(exact)).toBe(true);
  const { dice } = createSeededDice(createRngState(`monte-carlo/${name}`, "sfc32"));
  const { gap, unlisted } = simulationGap(exact, simulateOutcomes(dice, SAMPLES, trial), SAMPLES);
  expect(unlisted, `${name}: outcomes the exact odds lack`).toEqual([]);
  expect(gap, name).toBeLessThanOrEqual(0.01);
}

const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);

function expectAll(dists: Iterable<Distribution<unknown>>): number {
  let n = 0;
  for (const d of dists) {
    expect(isDistribution(d)).toBe(true);
    n += 1;
  }
  return n;
}

describe("firepower odds agree with Monte Carlo and sum to 1", () => {
  it("firepower: bursts, melee, jumps, blasts", () => {
    expectAgrees("fp-burst", firepowerBurstOdds({ hitNumber: 3, modifierTotal: 2, shots: 4, automatic: true }), (r) => {
      const rolls = [r(10), r(10), r(10), r(10)].map((x) => x + 2);
      return rolls.some((m) => m <= 3) ? "eliminated" : 1 + 2 <= 10 ? "suppressed" : "no_effect";
    });
    expectAgrees("fp-burst-rolled", firepowerBurstOdds({ hitNumber: 4, modifierTotal: 7, shots: 2, automatic: true, suppression: "if_rolled" }), (r) => {
      const rolls = [r(10) + 7, r(10) + 7];
      return rolls.some((m) => m <= 4) ? "eliminated" : rolls.some((m) => m <= 10) ? "suppressed" : "no_effect";
    });
    expectAgrees("fp-melee", firepowerMeleeOdds(-1), (r) => (r(10) - 1 <= 5 ? "attacker_wins" : "defender_wins"));
    expectAgrees("fp-jump", firepowerJumpOdds(3, 1), (r) => {
      const m = r(10) + 7;
      return m >= 16 ? "eliminated" : m >= 10 ? "stunned" : "no_effect";
    });
    expectAgrees("fp-characteristic", modifiedRoll(die(10), -2, { min: 1, max: 10 }), (r) => Math.min(10, Math.max(1, r(10) - 2)));
    expectAgrees("fp-blast", firepowerBlastOdds({ blastNumber: 5, modifierTotal: 1, zone: "blast_zone" }), (r) =>
      (r(10) + 1 <= 5 ? "eliminated" : 2 + 1 <= 5 ? "suppressed" : "no_effect"));
  });

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

});
