import { describe, expect, it } from "vitest";
import { createHex, DIRECTIONS, hexNeighbor, toHexsideKey } from "@tactica/hex";
import type { Direction } from "@tactica/hex";
import { hexToPixel } from "@tactica/hex/pixel";
import { pickHexside, toHexsideSegment } from "./pick-hexside";

describe("pickHexside", () => {
  for (const orientation of ["flat", "pointy"] as const) {
    it(`picks the side towards each neighbour just inside the hex (${orientation})`, () => {
      const layout = { orientation, size: 30 };
      const hex = createHex(2, -1);
      const c = hexToPixel(hex, layout);
      for (let d = 0; d < DIRECTIONS.length; d++) {
        const n = hexToPixel(hexNeighbor(hex, d as Direction), layout);
        const p = { x: c.x + (n.x - c.x) * 0.4, y: c.y + (n.y - c.y) * 0.4 };
        expect(pickHexside(p, layout)).toEqual({ hex, dir: d });
        // The segment's midpoint lies halfway to the neighbour: the side really is the shared edge.
        const { from, to } = toHexsideSegment(hex, d as Direction, layout);
        expect((from.x + to.x) / 2).toBeCloseTo((c.x + n.x) / 2, 6);
        expect((from.y + to.y) / 2).toBeCloseTo((c.y + n.y) / 2, 6);
      }
    });
  }

  it("names the same physical side from either hex", () => {
    const layout = { orientation: "flat" as const, size: 30 };
    const a = createHex(0, 0);
    const b = hexNeighbor(a, 2);
    const pa = hexToPixel(a, layout);
    const pb = hexToPixel(b, layout);
    const fromA = pickHexside({ x: pa.x + (pb.x - pa.x) * 0.45, y: pa.y + (pb.y - pa.y) * 0.45 }, layout);
    const fromB = pickHexside({ x: pa.x + (pb.x - pa.x) * 0.55, y: pa.y + (pb.y - pa.y) * 0.55 }, layout);
    expect(toHexsideKey(fromA)).toBe(toHexsideKey(fromB));
  });
});
