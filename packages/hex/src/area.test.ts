import { describe, expect, it } from "vitest";
import { createHex, hexDistance, toHexKey } from "./coords";
import { hexArea, hexRing } from "./area";

describe("rings and areas", () => {
  it("a ring of radius r has 6r distinct hexes, all at distance r", () => {
    const c = createHex(4, -2);
    for (let r = 1; r <= 5; r++) {
      const ring = hexRing(c, r);
      expect(ring).toHaveLength(6 * r);
      expect(new Set(ring.map(toHexKey)).size).toBe(6 * r);
      expect(ring.every((h) => hexDistance(c, h) === r)).toBe(true);
    }
    expect(hexRing(c, 0)).toEqual([c]);
  });

  it("an area of radius r is the union of rings 0..r (3r(r+1)+1 hexes)", () => {
    const c = createHex(-1, 3);
    const area = hexArea(c, 4);
    expect(area).toHaveLength(61);
    const rings = new Set([0, 1, 2, 3, 4].flatMap((r) => hexRing(c, r)).map(toHexKey));
    expect(new Set(area.map(toHexKey))).toEqual(rings);
  });
});
