import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Footprint } from ".";
import { footprintDistance } from ".";

const rect = (x: number, y: number, w: number, h: number, angle = 0): Footprint => ({ shape: "rect", x, y, w, h, angle });

describe("Flames of War 2.1 range = minimum distance between footprints (RULING-2: 2-D)", () => {
  it("two axis-aligned bases 3 units apart edge to edge", () => {
    expect(footprintDistance(rect(0, 0, 2, 2), rect(5, 0, 2, 2))).toBeCloseTo(3, 12);
  });
  it("corner to corner of diagonal bases", () => {
    expect(footprintDistance(rect(0, 0, 2, 2), rect(5, 5, 2, 2))).toBeCloseTo(Math.hypot(3, 3), 12);
  });
  it("a base turned 45 degrees presents its corner: centre distance minus half the diagonal minus the other's half width", () => {
    // Square of side 2 turned 45: its corner reaches sqrt(2) from its centre along x.
    expect(footprintDistance(rect(0, 0, 2, 2, 45), rect(10, 0, 2, 2))).toBeCloseTo(10 - Math.SQRT2 - 1, 9);
  });
  it("circles and points: centre distance minus radii; 0 when overlapping", () => {
    expect(footprintDistance({ shape: "circle", x: 0, y: 0, r: 1 }, { shape: "point", x: 4, y: 3 })).toBeCloseTo(4, 12);
    expect(footprintDistance({ shape: "circle", x: 0, y: 0, r: 3 }, rect(3, 0, 2, 2))).toBe(0);
    expect(footprintDistance({ shape: "circle", x: 0, y: 5, r: 1 }, rect(0, 0, 4, 4))).toBeCloseTo(2, 12);
    expect(footprintDistance(rect(0, 0, 10, 10), { shape: "point", x: 1, y: 1 })).toBe(0);
  });
});

const footprint = fc.oneof(
  fc.record({ shape: fc.constant("point" as const), x: fc.integer({ min: -5000, max: 5000 }), y: fc.integer({ min: -5000, max: 5000 }) }),
  fc.record({ shape: fc.constant("circle" as const), x: fc.integer({ min: -5000, max: 5000 }), y: fc.integer({ min: -5000, max: 5000 }), r: fc.integer({ min: 1, max: 800 }) }),
  fc.record({ shape: fc.constant("rect" as const), x: fc.integer({ min: -5000, max: 5000 }), y: fc.integer({ min: -5000, max: 5000 }), w: fc.integer({ min: 1, max: 1500 }), h: fc.integer({ min: 1, max: 1500 }), angle: fc.integer({ min: -180, max: 180 }) }),
);

describe("distance properties", () => {
  it("is never negative, symmetric, and never more than the centre distance", () => {
    fc.assert(fc.property(footprint, footprint, (a, b) => {
      const d = footprintDistance(a, b);
      expect(d).toBeGreaterThanOrEqual(0);
      expect(Math.abs(d - footprintDistance(b, a))).toBeLessThan(1e-9);
      expect(d).toBeLessThanOrEqual(Math.hypot(a.x - b.x, a.y - b.y) + 1e-9);
    }), { seed: 20, numRuns: 500 });
  }, 30_000);
  it("a footprint is at distance 0 from itself moved by less than nothing", () => {
    fc.assert(fc.property(footprint, (a) => { expect(footprintDistance(a, a)).toBe(0); }), { seed: 21, numRuns: 200 });
  });
});
