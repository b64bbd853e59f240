import { hexCorners, pixelToHex } from "@tactica/hex/pixel";
import type { PixelLayout, Point } from "@tactica/hex/pixel";
import type { Direction, Hex } from "@tactica/hex";

/** The hex under a pixel and the side of it nearest the pixel: what the hexside tool acts on. */
export function pickHexside(p: Point, layout: PixelLayout): { hex: Hex; dir: Direction } {
  const hex = pixelToHex(p, layout);
  const corners = hexCorners(hex, layout);
  let best: Direction = 0;
  let bestDistance = Infinity;
  for (let d = 0; d < 6; d++) {
    // Side d runs from corner d - 1 to corner d (@tactica/hex/pixel numbering).
    const a = corners[(d + 5) % 6] as Point;
    const b = corners[d] as Point;
    const distance = Math.hypot(p.x - (a.x + b.x) / 2, p.y - (a.y + b.y) / 2);
    if (distance < bestDistance) {
      bestDistance = distance;
      best = d as Direction;
    }
  }
  return { hex, dir: best };
}

/** The two end points of a hexside, for drawing it. */
export function toHexsideSegment(hex: Hex, dir: Direction, layout: PixelLayout): { from: Point; to: Point } {
  const corners = hexCorners(hex, layout);
  return { from: corners[(dir + 5) % 6] as Point, to: corners[dir] as Point };
}
