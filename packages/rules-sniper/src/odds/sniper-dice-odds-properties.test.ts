// Sniper!'s evaluators against the shared odds properties (@tactica/dice/testing): each rule played out with
// seeded dice agrees with its exact odds, and a sweep of inputs gives distributions that sum exactly to 1.
import type { Distribution } from "@tactica/dice";
import { inclusiveRange, simulationDisagreements, sweepDistributions } from "@tactica/dice/testing";
import { describe, expect, it } from "vitest";
import { sniperExplosionOdds, sniperJumpOdds, sniperPanicOdds, sniperResultOdds } from "./sniper-dice-odds";

describe("sniper odds agree with Monte Carlo and sum to 1", () => {
  it("sniper: explosions with dice stun, jumps into smoke, panic", () => {
    expect(simulationDisagreements({
      "sn-explosion": [sniperExplosionOdds(2, (m) => (m >= 10 ? "K" : m >= 7 ? "W" : "-")), (r) => {
        const dice = r(6) + r(6);
        const m = dice + 2;
        const result = m >= 10 ? "K" : m >= 7 ? "W" : "-";
        return dice === 2 || dice === 3 ? result : `${result}+stunned`;
      }],
      "sn-jump": [sniperJumpOdds(true), (r) => {
        const m = Math.max(1, r(6) - 2);
        return m === 1 ? "incapacitated" : m <= 3 ? "wounded" : "no_effect";
      }],
      "sn-panic": [sniperPanicOdds(4, -1), (r) => (r(6) - 1 >= 4 ? "ok" : "panics")],
    })).toEqual([]);
  });

  it("sniper evaluators over modifiers", () => {
    const dists: Distribution<unknown>[] = [];
    for (const m of inclusiveRange(-4, 4)) {
      dists.push(sniperResultOdds(m, (r) => (r >= 9 ? "W" : "-")), sniperExplosionOdds(m, (r) => (r >= 9 ? "K" : "-")), sniperPanicOdds(4, m));
    }
    dists.push(sniperJumpOdds(), sniperJumpOdds(true));
    expect(sweepDistributions(dists)).toEqual({ count: 9 * 3 + 2, notDistributions: [] });
  });
});
