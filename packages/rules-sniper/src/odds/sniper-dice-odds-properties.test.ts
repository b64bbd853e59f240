// Cross-checks moved from @tactica/dice with this system's evaluators: a 100k-sample seeded simulation of each rule
// agrees with the exact odds within 0.01 per outcome (over six standard errors), and a sweep of inputs gives
// distributions that sum exactly to 1.
import type { Distribution } from "@tactica/dice";
import { createRngState, createSeededDice, isDistribution, simulateOutcomes, simulationGap } from "@tactica/dice";
import { describe, expect, it } from "vitest";
import { sniperExplosionOdds, sniperJumpOdds, sniperPanicOdds, sniperResultOdds } from "./sniper-dice-odds";

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

describe("sniper odds agree with Monte Carlo and sum to 1", () => {
  it("sniper: explosions with dice stun, jumps into smoke, panic", () => {
    expectAgrees("sn-explosion", sniperExplosionOdds(2, (m) => (m >= 10 ? "K" : m >= 7 ? "W" : "-")), (r) => {
      const dice = r(6) + r(6);
      const m = dice + 2;
      const result = m >= 10 ? "K" : m >= 7 ? "W" : "-";
      return dice === 2 || dice === 3 ? result : `${result}+stunned`;
    });
    expectAgrees("sn-jump", sniperJumpOdds(true), (r) => {
      const m = Math.max(1, r(6) - 2);
      return m === 1 ? "incapacitated" : m <= 3 ? "wounded" : "no_effect";
    });
    expectAgrees("sn-panic", sniperPanicOdds(4, -1), (r) => (r(6) - 1 >= 4 ? "ok" : "panics"));
  });

  it("sniper evaluators over modifiers", () => {
    const dists: Distribution<unknown>[] = [];
    for (const m of range(-4, 4)) {
      dists.push(sniperResultOdds(m, (r) => (r >= 9 ? "W" : "-")), sniperExplosionOdds(m, (r) => (r >= 9 ? "K" : "-")), sniperPanicOdds(4, m));
    }
    dists.push(sniperJumpOdds(), sniperJumpOdds(true));
    expect(expectAll(dists)).toBe(9 * 3 + 2);
  });
});
