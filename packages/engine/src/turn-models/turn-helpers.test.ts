import { createFixedDice } from "@tactica/dice";
import { describe, expect, it } from "vitest";
import { rollOff } from "./turn-helpers";

describe("rollOff", () => {
  it("re-rolls only the tied leaders", () => {
    const dice = createFixedDice([5, 5, 2, 4, 6, 3]);
    const out = rollOff(["a", "b", "c"], 6, (s) => dice.roll(s));
    // a=5 b=5 c=2 -> a and b re-roll: a=4 b=6 -> b
    expect(out.winner).toBe("b");
    expect(out.rounds).toEqual([{ a: 5, b: 5, c: 2 }, { a: 4, b: 6 }]);
    expect(dice.remaining()).toBe(1);
  });
});
