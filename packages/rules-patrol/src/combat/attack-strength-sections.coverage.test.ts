// Issue 29: attack strength steps named by their sections [10.5, 10.32, 10.61], with the book's numbers (digest §8.1
// Firearm Attack Strength Table: BR 21 at 1-5 hexes, 10 at 6-10; MG 90 at 1-5), never the code's own table.
import { describe, expect, it } from "vitest";
import { toAttackStrength } from "./attack-strength";

const as = (input: Parameters<typeof toAttackStrength>[0]) => toAttackStrength(input).value;

describe("Patrol! attack strength by section (issue 29)", () => {
  it("patrol 10.5: Quick Fire uses half the attack strength at every range, fractions rounded up", () => {
    expect([as({ weapon: "BR", range: 3 }), as({ weapon: "BR", range: 3, mode: "KF" })]).toEqual([21, 11]);
    expect([as({ weapon: "BR", range: 8 }), as({ weapon: "BR", range: 8, mode: "KF" })]).toEqual([10, 5]);
    expect(as({ weapon: "MG", range: 2, mode: "KF" })).toBe(45);
  });

  it("patrol 10.32, 10.61: fire at all the men of a stacked hex divides the attack strength equally among them, rounded up at the end", () => {
    expect([as({ weapon: "BR", range: 3, targets: 2 }), as({ weapon: "BR", range: 3, targets: 3 })]).toEqual([11, 7]);
    // 10.61: every halving first, then the split, then one rounding: 21 ÷ 2 (wounded) ÷ 2 men = 5.25 -> 6.
    expect(as({ weapon: "BR", range: 3, wounded: true, targets: 2 })).toBe(6);
  });
});
