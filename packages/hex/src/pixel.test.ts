import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { createHex, hexNeighbor } from "./coords";
import type { Direction } from "./coords";
import type { PixelLayout } from "./pixel";
import { hexCorners, hexToPixel, pixelToHex } from "./pixel";

const layouts: PixelLayout[] = [
  { orientation: "flat", size: 20, origin: { x: 5, y: 7 } },
  { orientation: "pointy", size: 13 },
];

describe("pixel layout", () => {
  it("pixelToHex inverts hexToPixel for both orientations", () => {
    for (const l of layouts) {
      fc.assert(fc.property(fc.integer({ min: -50, max: 50 }), fc.integer({ min: -50, max: 50 }), (q, r) => {
        expect(pixelToHex(hexToPixel(createHex(q, r), l), l)).toEqual(createHex(q, r));
      }));
    }
  });

  it("flat layout: direction 0 is straight up", () => {
    const l = layouts[0]!;
    const a = hexToPixel(createHex(0, 0), l);
    const n = hexToPixel(hexNeighbor(createHex(0, 0), 0), l);
    expect(n.x).toBeCloseTo(a.x);
    expect(n.y).toBeLessThan(a.y);
  });

  it("corner c is shared with the neighbours in directions c and c + 1", () => {
    for (const l of layouts) {
      const h = createHex(2, -1);
      const corners = hexCorners(h, l);
      for (let c = 0; c < 6; c++) {
        const p = corners[c]!;
        for (const d of [c, (c + 1) % 6]) {
          const other = hexCorners(hexNeighbor(h, d as Direction), l);
          expect(other.some((o) => Math.hypot(o.x - p.x, o.y - p.y) < 1e-9)).toBe(true);
        }
      }
    }
  });
});
