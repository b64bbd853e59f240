// Patrol! 7.4, 19.11, 19.12, 21.11: the casualty ladder and its effects, every expected value read from the rulebook.
import { describe, expect, it } from "vitest";
import { applyResult, applyResults, toFirerFactor, toMovementAllowance } from "./casualty";
import type { Status } from "./casualty";

describe("Patrol! 19.12: casualty status progresses wounded -> incapacitated -> killed", () => {
  it("a fit man: W wounds, I incapacitates, K kills, no result leaves him fit", () => {
    expect(applyResult("fit", "W")).toBe("W");
    expect(applyResult("fit", "I")).toBe("I");
    expect(applyResult("fit", "K")).toBe("K");
    expect(applyResult("fit", "-")).toBe("fit");
  });
  it("two wounded results = incapacitated; a more serious result supersedes", () => {
    expect(applyResult("W", "W")).toBe("I");
    expect(applyResult("W", "I")).toBe("I");
    expect(applyResult("W", "K")).toBe("K");
    expect(applyResult("W", "-")).toBe("W");
  });
  it("two incapacitated results = killed; a later wounded result has no effect on an incapacitated man", () => {
    expect(applyResult("I", "I")).toBe("K");
    expect(applyResult("I", "W")).toBe("I");
    expect(applyResult("I", "K")).toBe("K");
    expect(applyResult("I", "-")).toBe("I");
  });
  it("killed is final", () => {
    for (const r of ["K", "I", "W", "-"] as const) expect(applyResult("K", r)).toBe("K");
  });
  it("19.12 example: Man D hit 'wounded, incapacitated and wounded' in that order is incapacitated only", () => {
    expect(applyResults("fit", ["W", "I", "W"]).status).toBe("I");
  });
  it("19.12: the degenerative effect is not compounded - wounded, wounded, wounded is incapacitated, not killed", () => {
    expect(applyResults("fit", ["W", "W", "W"]).status).toBe("I");
    expect(applyResults("fit", ["W", "W", "I"]).status).toBe("K");
  });
  it("21.11: the number of status changes counts only results that changed the state", () => {
    expect(applyResults("fit", ["W", "I", "W"]).changes).toBe(2); // fit->W, W->I, then nothing
    expect(applyResults("fit", ["-", "-"]).changes).toBe(0);
    expect(applyResults("W", ["W", "I"]).changes).toBe(2); // W->I, I->K
    expect(applyResults("K", ["K"]).changes).toBe(0);
  });
});

describe("Patrol! 7.4, 19.11: Movement Allowance", () => {
  const cases: [Status, boolean, number][] = [
    ["fit", false, 10], // 7.4: ten Movement Points
    ["W", false, 5], // 19.11: wounded, five
    ["fit", true, 5], // 19.11: stunned, halved
    ["W", true, 2], // 19.11: stunned and wounded, 2 1/2 (i.e., 2)
    ["I", false, 0], // 19.11: all movement prohibited
    ["I", true, 0],
    ["K", false, 0],
  ];
  for (const [status, stunned, ma] of cases) {
    it(`${status}${stunned ? " + stunned" : ""}: ${ma} MP`, () => expect(toMovementAllowance(status, stunned)).toBe(ma));
  }
  it("fractions are dropped from another base allowance (wounded + stunned of 5 = 1 1/4 -> 1)", () => {
    expect(toMovementAllowance("W", true, 5)).toBe(1);
    expect(toMovementAllowance("fit", true, 5)).toBe(2);
  });
});

describe("Patrol! 19.11: Firearm Attack Strength factor of the firer's condition", () => {
  it("fit 1, wounded 1/2, stunned 1/2, stunned and wounded 1/4", () => {
    expect(toFirerFactor("fit", false)).toBe(1);
    expect(toFirerFactor("W", false)).toBe(0.5);
    expect(toFirerFactor("fit", true)).toBe(0.5);
    expect(toFirerFactor("W", true)).toBe(0.25);
  });
});
