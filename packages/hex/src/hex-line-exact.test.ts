import { describe, expect, it } from "vitest";
import type { Hex } from "./coords";
import { createHex, hexDistance, hexNeighbor, toHexKey } from "./coords";
import type { Direction } from "./coords";
import { hexArea } from "./area";
import { hexLine } from "./hex-line";
import { hexToPixel } from "./pixel";

// Axial coordinates are a linear image of the plane with positive determinant, so collinearity and the sign of
// a cross product (positive = right of travel, screen y down) can be tested exactly on integers.
const cross = (aq: number, ar: number, bq: number, br: number) => aq * br - ar * bq;

/** Every hex corner lying strictly inside segment a-b, as the sorted keys of the three hexes sharing it. */
function cornersOnSegment(a: Hex, b: Hex): Set<string> {
  const out = new Set<string>();
  const dq = b.q - a.q, dr = b.r - a.r;
  for (const h of hexArea(a, hexDistance(a, b) + 1)) {
    for (let c = 0; c < 6; c++) {
      const n1 = hexNeighbor(h, c as Direction), n2 = hexNeighbor(h, ((c + 1) % 6) as Direction);
      // 3V - 3a, with V the corner (h + n1 + n2) / 3.
      const vq = h.q + n1.q + n2.q - 3 * a.q, vr = h.r + n1.r + n2.r - 3 * a.r;
      if (cross(dq, dr, vq, vr) !== 0) continue;
      const along = Math.abs(dq) >= Math.abs(dr) ? vq / (3 * dq) : vr / (3 * dr);
      if (along > 0 && along < 1) out.add([h, n1, n2].map(toHexKey).sort().join(" "));
    }
  }
  return out;
}

describe("hexLine exactness (exhaustive over a radius-5 area)", () => {
  const area = hexArea(createHex(0, 0), 5);

  it("reports every corner the segment passes through, as a vertex step or the ends of a hexside tie", () => {
    let corners = 0;
    for (const a of area) {
      for (const b of area) {
        const reported = new Set<string>();
        const steps = hexLine(a, b);
        steps.forEach((s, i) => {
          if (s.kind === "vertex") reported.add(s.vertexOf.map(toHexKey).sort().join(" "));
          if (s.kind === "hexside-tie") {
            const before = steps[i - 1], after = steps[i + 1];
            if (before?.kind !== "hex" || after?.kind !== "hex") throw new Error("a tie lies between two hexes");
            reported.add([before.hex, ...s.hexes].map(toHexKey).sort().join(" "));
            reported.add([after.hex, ...s.hexes].map(toHexKey).sort().join(" "));
          }
        });
        const expected = cornersOnSegment(a, b);
        corners += expected.size;
        expect(reported).toEqual(expected);
      }
    }
    expect(corners).toBeGreaterThan(1000);
  });

  it("ties lie exactly on the line with [left, right] on the correct sides; vertex steps pass through their corner", () => {
    for (const a of area) {
      for (const b of area) {
        const dq = b.q - a.q, dr = b.r - a.r;
        for (const s of hexLine(a, b)) {
          if (s.kind === "hexside-tie") {
            const [l, r] = s.hexes;
            expect(cross(dq, dr, l.q + r.q - 2 * a.q, l.r + r.r - 2 * a.r)).toBe(0);
            expect(cross(dq, dr, l.q - a.q, l.r - a.r)).toBeLessThan(0);
            expect(cross(dq, dr, r.q - a.q, r.r - a.r)).toBeGreaterThan(0);
          } else if (s.kind === "vertex") {
            const [f, t] = s.hexes;
            const g = s.grazed;
            expect(cross(dq, dr, f.q + t.q + g.q - 3 * a.q, f.r + t.r + g.r - 3 * a.r)).toBe(0);
            expect([hexDistance(f, t), hexDistance(f, g), hexDistance(t, g)]).toEqual([1, 1, 1]);
          }
        }
      }
    }
  });

  it("left means left on screen: the flat-topped pixel cross product agrees", () => {
    const l = { orientation: "flat" as const, size: 1 };
    const steps = hexLine(createHex(0, 0), createHex(2, -1));
    const tie = steps[1];
    if (tie?.kind !== "hexside-tie") throw new Error("expected a tie");
    const A = hexToPixel(createHex(0, 0), l), B = hexToPixel(createHex(2, -1), l), L = hexToPixel(tie.hexes[0], l);
    expect((B.x - A.x) * (L.y - A.y) - (B.y - A.y) * (L.x - A.x)).toBeLessThan(0);
  });
});
