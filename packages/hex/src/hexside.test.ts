import { describe, expect, it } from "vitest";
import type { Direction } from "./coords";
import { createHex, hexNeighbor, oppositeDirection } from "./coords";
import { fromHexsideKey, hexsideBetween, hexsideHexes, isSameHexside, toCanonicalHexside, toHexsideKey } from "./hexside";

describe("hexsides", () => {
  it("both hexes name a side by one canonical owner, with direction 0..2", () => {
    const h = createHex(2, 5);
    for (let d = 0; d < 6; d++) {
      const n = hexNeighbor(h, d as Direction);
      const mine = toCanonicalHexside(h, d as Direction);
      const theirs = toCanonicalHexside(n, oppositeDirection(d as Direction));
      expect(mine).toEqual(theirs);
      expect(mine.dir).toBeLessThan(3);
      expect(isSameHexside({ hex: h, dir: d as Direction }, { hex: n, dir: oppositeDirection(d as Direction) })).toBe(true);
      expect(hexsideBetween(n, h)).toEqual(mine);
      expect(fromHexsideKey(toHexsideKey(mine))).toEqual(mine);
    }
  });

  it("a hexside separates its owner and the neighbour across it", () => {
    expect(hexsideHexes(toCanonicalHexside(createHex(0, 0), 4))).toEqual([createHex(-1, 1), createHex(0, 0)]);
    expect(hexsideBetween(createHex(0, 0), createHex(2, 0))).toBeUndefined();
  });
});
