// Cross-check: the generic constructs against a 100k-sample simulation that plays them with real rolls
// from the seeded RNG (never Math.random). Agreement: each outcome within 1 percentage point (0.01 absolute);
// with 100k samples the standard error is at most 0.0016, so 0.01 is over six standard errors. Each rule system's
// evaluators are cross-checked the same way in its own package (src/odds/).
import { describe, expect, it } from "vitest";
import { createRngState, createSeededDice } from "../seeded-dice";
import { compareRolls, diceSum, die, keepOne, modifiedRoll, opposedRoll } from "./die-rolls";
import { simulateOutcomes, simulationGap } from "./monte-carlo";
import { binomial } from "./repeated-trials";
import { rational } from "./rational";
import { simulationDisagreements } from "../testing/odds-properties";

describe("exact odds agree with Monte Carlo (100k samples each)", () => {
  it("generic constructs: 2d6, keep highest, comparisons, opposed rolls, binomial", () => {
    expect(simulationDisagreements({
      "2d6": [diceSum(2, 6), (r) => r(6) + r(6)],
      "keep-highest": [keepOne(2, 6, "highest"), (r) => Math.max(r(6), r(6))],
      compare: [compareRolls(die(10), modifiedRoll(die(10), 2)), (r) => {
        const a = r(10);
        const b = r(10) + 2;
        return a > b ? "higher" : a < b ? "lower" : "tie";
      }],
      opposed: [opposedRoll(modifiedRoll(die(6), 1), die(6)), (r) => {
        for (;;) {
          const a = r(6) + 1;
          const b = r(6);
          if (a !== b) return a > b ? "first" : "second";
        }
      }],
      binomial: [binomial(5, rational(1, 3)), (r) => [1, 2, 3, 4, 5].filter(() => r(3) === 1).length],
    })).toEqual([]);
  });

  it("simulationGap fails a distribution that is off by more than the tolerance, or lacks an outcome", () => {
    const { dice } = createSeededDice(createRngState("monte-carlo/self-check", "sfc32"));
    const counts = simulateOutcomes(dice, 10_000, (r) => r(6));
    const fair = simulationGap(die(6), counts, 10_000);
    expect(fair.gap).toBeLessThanOrEqual(0.02);
    const loaded = simulationGap(modifiedRoll(die(6), 1), counts, 10_000);
    expect(loaded.unlisted).toEqual([1]);
    expect(loaded.gap).toBeGreaterThan(0.1);
  });
});
