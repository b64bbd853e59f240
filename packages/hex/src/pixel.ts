import type { Hex } from "./coords";
import { roundHex } from "./round-hex";

export { roundHex } from "./round-hex";

/** Screen layout for the editor: orientation, hex size (centre to corner) and the pixel of hex (0,0). */
export type PixelLayout = { orientation: "flat" | "pointy"; size: number; origin?: { x: number; y: number } };

/** A screen point (y grows downwards). */
export type Point = { x: number; y: number };

const SQRT3 = Math.sqrt(3);

/** Centre pixel of a hex. Pixels never enter topology: use this only to draw. */
export function hexToPixel(h: Hex, l: PixelLayout): Point {
  const ox = l.origin?.x ?? 0;
  const oy = l.origin?.y ?? 0;
  if (l.orientation === "flat") {
    return { x: ox + l.size * 1.5 * h.q, y: oy + l.size * SQRT3 * (h.r + h.q / 2) };
  }
  return { x: ox + l.size * SQRT3 * (h.q + h.r / 2), y: oy + l.size * 1.5 * h.r };
}

/** The hex under a pixel (for mouse picking). */
export function pixelToHex(p: Point, l: PixelLayout): Hex {
  const x = (p.x - (l.origin?.x ?? 0)) / l.size;
  const y = (p.y - (l.origin?.y ?? 0)) / l.size;
  if (l.orientation === "flat") {
    const q = (2 / 3) * x;
    return roundHex(q, y / SQRT3 - q / 2);
  }
  const r = (2 / 3) * y;
  return roundHex(x / SQRT3 - r / 2, r);
}

/**
 * The six corner pixels of a hex. Corner c lies between sides c and c + 1 (the Direction numbering of
 * @tactica/hex), so corner c is shared with the neighbours in directions c and c + 1.
 */
export function hexCorners(h: Hex, l: PixelLayout): Point[] {
  const c = hexToPixel(h, l);
  // Flat: side 0 (N) is centred at -90 degrees, so corner 0 (between N and NE) is at -60 degrees.
  // Pointy: side 0 (NW) is centred at -120 degrees, so corner 0 (between NW and NE) is at -90 degrees.
  const start = l.orientation === "flat" ? -60 : -90;
  const out: Point[] = [];
  for (let i = 0; i < 6; i++) {
    const a = ((start + 60 * i) * Math.PI) / 180;
    out.push({ x: c.x + l.size * Math.cos(a), y: c.y + l.size * Math.sin(a) });
  }
  return out;
}
