import { describe, expect, it } from "vitest";
import fc from "fast-check";
import type { Direction } from "./coords";
import {
  createHex, DIRECTIONS, fromHexKey, hexDistance, hexNeighbor, hexNeighbors, hexRotate, oppositeDirection, toDirection, toHexKey,
} from "./coords";

const arbHex = fc.record({ q: fc.integer({ min: -500, max: 500 }), r: fc.integer({ min: -500, max: 500 }) });

describe("coords", () => {
  it("keys round trip and normalise -0", () => {
    fc.assert(fc.property(arbHex, (h) => { expect(fromHexKey(toHexKey(h))).toEqual(h); }));
    expect(toHexKey(createHex(-0, 0))).toBe("0,0");
    expect(() => fromHexKey("1;2")).toThrow(/not a hex key/);
  });

  it("distance is symmetric, zero only on the same hex, and obeys the triangle inequality", () => {
    fc.assert(fc.property(arbHex, arbHex, arbHex, (a, b, c) => {
      expect(hexDistance(a, b)).toBe(hexDistance(b, a));
      expect(hexDistance(a, b) === 0).toBe(a.q === b.q && a.r === b.r);
      expect(hexDistance(a, c)).toBeLessThanOrEqual(hexDistance(a, b) + hexDistance(b, c));
    }));
  });

  it("neighbours are at distance 1 in Direction order, and opposite directions cancel", () => {
    const h = createHex(3, -7);
    const ns = hexNeighbors(h);
    expect(ns).toHaveLength(6);
    ns.forEach((n, d) => {
      expect(hexDistance(h, n)).toBe(1);
      expect(toDirection(h, n)).toBe(d);
      expect(hexNeighbor(n, oppositeDirection(d as Direction))).toEqual(h);
    });
    expect(DIRECTIONS[0]).toEqual({ q: 0, r: -1 });
  });

  it("rotation by one sixth maps direction d to d + 1 and preserves distance", () => {
    DIRECTIONS.forEach((v, d) => expect(hexRotate(v, 1)).toEqual(DIRECTIONS[(d + 1) % 6]));
    fc.assert(fc.property(arbHex, fc.integer({ min: -12, max: 12 }), (h, k) => {
      expect(hexDistance(createHex(0, 0), hexRotate(h, k))).toBe(hexDistance(createHex(0, 0), h));
      expect(hexRotate(hexRotate(h, k), -k)).toEqual(createHex(h.q, h.r));
    }));
  });
});
