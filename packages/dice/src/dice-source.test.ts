import { describe, expect, it } from "vitest";
import { assertSides, createFixedDice } from "./dice-source";

describe("createFixedDice", () => {
  it("returns the given faces in order, then refuses to invent more", () => {
    const dice = createFixedDice([3, 10]);
    expect(dice.roll(6)).toBe(3);
    expect(dice.roll(10)).toBe(10);
    expect(dice.remaining()).toBe(0);
    expect(() => dice.roll(6)).toThrow(/exhausted/);
  });

  it("rejects a face the die does not have", () => {
    expect(() => createFixedDice([7]).roll(6)).toThrow(/not a face of a d6/);
  });

  it("rejects impossible dice", () => {
    expect(() => assertSides(0)).toThrow(RangeError);
    expect(() => assertSides(2.5)).toThrow(RangeError);
    expect(() => assertSides(2 ** 32 + 1)).toThrow(RangeError);
  });
});
