import { describe, expect, it } from "vitest";
import { fromSubmm, isBeyond, isWithin, ruleDistance, toSubmm } from ".";

describe("Flames of War 0.2 Measuring", () => {
  it("picks one side of a printed pair, never converting (16\"/40cm; 15\"/40cm)", () => {
    expect(ruleDistance({ in: 16, cm: 40 }, "inch")).toBe(16 * 254);
    expect(ruleDistance({ in: 16, cm: 40 }, "cm")).toBe(4000);
    expect(ruleDistance({ in: 15, cm: 40 }, "cm")).toBe(4000);
    expect(ruleDistance({ in: 0.75, cm: 2 }, "inch")).toBe(190.5);
  });
  it("stores geometry in integer sub-millimetres: 1\" = 25.4 mm exactly, 1 cm = 10 mm", () => {
    expect(toSubmm(72, "inch")).toBe(18288);
    expect(toSubmm(180, "cm")).toBe(18000);
    expect(fromSubmm(12192, "inch")).toBe(48);
  });
});

describe("Flames of War 2.1 within / over, RULING-5 tolerance", () => {
  const r = { tolerance: 5 };
  it("within X is <= X + 0.5 mm; over X is the strict complement", () => {
    expect(isWithin(6 * 254, { in: 6, cm: 15 }, "inch", r)).toBe(true);
    expect(isWithin(6 * 254 + 5, { in: 6, cm: 15 }, "inch", r)).toBe(true);
    expect(isWithin(6 * 254 + 6, { in: 6, cm: 15 }, "inch", r)).toBe(false);
    expect(isBeyond(6 * 254 + 6, { in: 6, cm: 15 }, "inch", r)).toBe(true);
    expect(isBeyond(1500, { in: 6, cm: 15 }, "cm", r)).toBe(false);
    expect(isWithin(1500, { in: 6, cm: 15 }, "cm", { tolerance: 0 })).toBe(true);
    expect(isWithin(1501, { in: 6, cm: 15 }, "cm", { tolerance: 0 })).toBe(false);
  });
});
