// Cross-checks moved from @tactica/dice with this system's evaluators: a 100k-sample seeded simulation of each rule
// agrees with the exact odds within 0.01 per outcome (over six standard errors), and a sweep of inputs gives
// distributions that sum exactly to 1.
import type { Distribution } from "@tactica/dice";
import { createRngState, createSeededDice, isDistribution, simulateOutcomes, simulationGap } from "@tactica/dice";
import { describe, expect, it } from "vitest";
import { patrolSpottingOdds } from "./patrol-dice-odds";

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

describe("patrol odds agree with Monte Carlo and sum to 1", () => {
  it("patrol: night spotting", () => {
    expectAgrees("pa-spot", patrolSpottingOdds(2, -1), (r) => (r(6) - 1 <= 2 ? "spotted" : "not_spotted"));
  });

  it("patrol night spotting over modifiers", () => {
    const dists: Distribution<unknown>[] = [];
    for (const m of range(-4, 4)) dists.push(patrolSpottingOdds(2, m), patrolSpottingOdds("never", m));
    expect(expectAll(dists)).toBe(9 * 2);
  });
});
