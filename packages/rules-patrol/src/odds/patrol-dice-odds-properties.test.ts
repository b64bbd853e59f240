// Patrol!'s evaluators against the shared odds properties (@tactica/dice/testing): each rule played out with
// seeded dice agrees with its exact odds, and a sweep of inputs gives distributions that sum exactly to 1.
import type { Distribution } from "@tactica/dice";
import { inclusiveRange, simulationDisagreements, sweepDistributions } from "@tactica/dice/testing";
import { describe, expect, it } from "vitest";
import { patrolSpottingOdds } from "./patrol-dice-odds";

describe("patrol odds agree with Monte Carlo and sum to 1", () => {
  it("patrol: night spotting", () => {
    expect(simulationDisagreements({ "pa-spot": [patrolSpottingOdds(2, -1), (r) => (r(6) - 1 <= 2 ? "spotted" : "not_spotted")] })).toEqual([]);
  });

  it("patrol night spotting over modifiers", () => {
    const dists: Distribution<unknown>[] = [];
    for (const m of inclusiveRange(-4, 4)) dists.push(patrolSpottingOdds(2, m), patrolSpottingOdds("never", m));
    expect(sweepDistributions(dists)).toEqual({ count: 9 * 2, notDistributions: [] });
  });
});
