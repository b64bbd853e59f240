import { describe, expect, it } from "vitest";
import { add, compare, complement, div, equals, isProbability, mul, ONE, pow, rational, sub, sum, toDecimal, toFractionString, toNumber, ZERO } from "./rational";

describe("rational", () => {
  it("normalizes sign and common factors", () => {
    expect(rational(2, -4)).toEqual({ num: -1n, den: 2n });
    expect(rational(0, 7)).toEqual(ZERO);
    expect(() => rational(1, 0)).toThrow(RangeError);
    expect(() => rational(0.5)).toThrow(RangeError);
  });

  it("does exact arithmetic", () => {
    const sixth = rational(1, 6);
    expect(add(sixth, rational(1, 3))).toEqual(rational(1, 2));
    expect(sub(ONE, sixth)).toEqual(rational(5, 6));
    expect(mul(rational(2, 3), rational(3, 4))).toEqual(rational(1, 2));
    expect(div(rational(1, 18), rational(1, 6))).toEqual(rational(1, 3));
    expect(complement(rational(1, 36))).toEqual(rational(35, 36));
    expect(pow(rational(9, 10), 4)).toEqual(rational(6561, 10000));
    expect(sum([sixth, sixth, sixth, sixth, sixth, sixth])).toEqual(ONE);
    expect(compare(rational(1, 3), rational(1, 2))).toBe(-1);
    expect(equals(rational(2, 4), rational(1, 2))).toBe(true);
    expect(isProbability(rational(7, 6))).toBe(false);
  });

  it("prints fractions and decimals, rounding half away from zero", () => {
    expect(toFractionString(rational(3, 12))).toBe("1/4");
    expect(toFractionString(rational(4, 2))).toBe("2");
    expect(toDecimal(rational(1, 6), 4)).toBe("0.1667");
    expect(toDecimal(rational(1, 8), 2)).toBe("0.13");
    expect(toDecimal(rational(-1, 8), 2)).toBe("-0.13");
    expect(toDecimal(rational(1, 3), 0)).toBe("0");
    expect(toDecimal(rational(5, 2), 0)).toBe("3");
    expect(toDecimal(rational(1, 36), 6)).toBe("0.027778");
    expect(toNumber(rational(1, 4))).toBe(0.25);
  });
});
