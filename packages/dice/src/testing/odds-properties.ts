// Test support for every package's exact odds (the "@tactica/dice/testing" entry): the property checks all odds
// share, so each package's test states only its own rules. The checks return what is wrong, as readable lines;
// a test expects none, and a failure names the rule and by how much it is off.
import type { Distribution } from "../odds/distribution";
import { isDistribution } from "../odds/distribution";
import { simulateOutcomes, simulationGap } from "../odds/monte-carlo";
import { createRngState, createSeededDice } from "../seeded-dice";

/** One die roll inside a played-out rule: a face 1..sides. */
export type Roll = (sides: number) => number;

/** A rule's exact odds, and the same rule played out with dice (the trial returns the outcome). */
export type SimulatedRule = readonly [exact: Distribution<unknown>, trial: (roll: Roll) => unknown];

/**
 * 100k samples: a frequency's standard error is at most 0.0016, so a tolerance of 0.01 (one percentage point) is
 * over six standard errors.
 */
export const SIMULATION = { samples: 100_000, tolerance: 0.01 } as const;

/**
 * Where seeded simulations disagree with the exact odds, one line per problem: exact odds that are not a
 * distribution (positive, summing exactly to 1), outcomes the simulation sees that they lack, or an outcome whose
 * frequency is off by more than the tolerance. Each rule rolls its own seeded stream ("monte-carlo/<name>").
 */
export function simulationDisagreements(rules: Readonly<Record<string, SimulatedRule>>, { samples, tolerance } = SIMULATION): string[] {
  const out: string[] = [];
  for (const [name, [exact, trial]] of Object.entries(rules)) {
    if (!isDistribution(exact)) out.push(`${name}: the exact odds are not a distribution summing to 1`);
    const { dice } = createSeededDice(createRngState(`monte-carlo/${name}`, "sfc32"));
    const { gap, unlisted } = simulationGap(exact, simulateOutcomes(dice, samples, trial), samples);
    if (unlisted.length > 0) out.push(`${name}: outcomes the exact odds lack: ${unlisted.map(String).join(", ")}`);
    if (gap > tolerance) out.push(`${name}: an outcome's simulated frequency is ${gap.toFixed(4)} off (over ${tolerance})`);
  }
  return out;
}

/** A sweep of distributions: how many there were, and the positions of those that are not distributions. */
export function sweepDistributions(dists: Iterable<Distribution<unknown>>): { readonly count: number; readonly notDistributions: readonly number[] } {
  let count = 0;
  const notDistributions: number[] = [];
  for (const d of dists) {
    if (!isDistribution(d)) notDistributions.push(count);
    count += 1;
  }
  return { count, notDistributions };
}

/** The whole numbers from..to, both included (a sweep's inputs). */
export function inclusiveRange(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}
