import { describe, expect, it } from "vitest";
import { entrySides, hexAhead, isInArc } from "./geometry";

describe("Firepower geometry", () => {
  it("hex ahead follows 1 N, 2 NE ... clockwise", () => {
    expect(hexAhead({ q: 0, r: 0 }, 1)).toEqual({ q: 0, r: -1 });
    expect(hexAhead({ q: 0, r: 0 }, 3)).toEqual({ q: 1, r: 0 });
  });

  it("firepower 6.3.3: the arc is the 60° wedge on the facing hexside; hexes cut by its edge are in, edge-touching ones out", () => {
    const o = { q: 0, r: 0 };
    expect(isInArc(o, 1, { q: 0, r: -1 })).toBe(true);
    expect(isInArc(o, 1, { q: 1, r: -1 })).toBe(false);
    expect(isInArc(o, 1, { q: 1, r: -2 })).toBe(true);
    expect(isInArc(o, 1, { q: -1, r: -1 })).toBe(true);
    expect(isInArc(o, 1, { q: 0, r: 1 })).toBe(false);
    expect(isInArc(o, 1, { q: 2, r: -3 })).toBe(false);
    expect(isInArc(o, 1, { q: 2, r: -3 }, "include")).toBe(true);
    expect(isInArc(o, 1, o)).toBe(true);
  });

  it("entry hexside: straight lines give one side, vertex lines two", () => {
    expect(entrySides({ q: 0, r: 3 }, { q: 0, r: 0 })).toEqual([3]);
    expect(entrySides({ q: 2, r: 2 }, { q: 0, r: 0 })).toEqual([2, 3]);
  });
});
