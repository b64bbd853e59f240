import { describe, expect, it } from "vitest";
import { expectation, isDistribution } from "./distribution";
import { die } from "./die-rolls";
import { atLeastOne, binomial, repeatFold, withReroll } from "./repeated-trials";
import { rational, toDecimal } from "./rational";

describe("repeated trials", () => {
  it("binomial sums to 1 and has mean n·p", () => {
    for (const n of [0, 1, 4, 12]) {
      const d = binomial(n, rational(1, 3));
      expect(isDistribution(d)).toBe(true);
      expect(expectation(d)).toEqual(rational(n, 3));
    }
    expect(binomial(2, rational(1, 2)).get(1)).toEqual(rational(1, 2));
  });

  it("P(at least one hit) matches the digest's burst table (firepower §8.1, derived)", () => {
    expect(toDecimal(atLeastOne(3, rational(3, 10)), 3)).toBe("0.657");
    expect(toDecimal(atLeastOne(4, rational(1, 10)), 3)).toBe("0.344");
    expect(toDecimal(atLeastOne(2, rational(9, 10)), 3)).toBe("0.990");
  });

  it("one re-roll of misses or of hits", () => {
    expect(withReroll(rational(1, 2), "misses")).toEqual(rational(3, 4));
    expect(withReroll(rational(1, 2), "hits")).toEqual(rational(1, 4));
    expect(withReroll(rational(1, 2), "none")).toEqual(rational(1, 2));
  });

  it("folds repeated rolls into a summary", () => {
    const sixes = repeatFold(3, die(6), 0, (n, f) => (f === 6 ? n + 1 : n));
    expect(isDistribution(sixes)).toBe(true);
    expect(sixes).toEqual(binomial(3, rational(1, 6)));
  });
});
