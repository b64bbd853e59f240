// Property sweep: every generic construct returns a distribution whose probabilities are positive and sum exactly
// to 1, over inputs that cover impossible, certain and clamped cases (each system's evaluators: its own package).
import { describe, expect, it } from "vitest";
import type { Distribution } from "./distribution";
import { faceOdds, keepOne, modifiedRoll, die } from "./die-rolls";
import { binomial, withReroll } from "./repeated-trials";
import { rational } from "./rational";
import { inclusiveRange as range, sweepDistributions } from "../testing/odds-properties";

describe("every distribution sums exactly to 1", () => {
  it("generic constructs", () => {
    const dists: Distribution<unknown>[] = [];
    for (const m of range(-4, 4)) dists.push(modifiedRoll(die(10), m, { min: 1, max: 10 }));
    dists.push(keepOne(3, 6, "lowest"), faceOdds(["K", "I", "W", "-", "-", "-"]));
    for (const n of range(0, 10)) dists.push(binomial(n, withReroll(rational(1, 3), "misses")));
    expect(sweepDistributions(dists)).toEqual({ count: 9 + 2 + 11, notDistributions: [] });
  });
});
