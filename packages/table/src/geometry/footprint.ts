// Footprints of teams, templates and markers on the table, in sub-millimetres. Coordinates: x to the right,
// y down the table (the editor's SVG frame), so a positive angle turns clockwise on screen, as the framework's
// TablePosition says. A rectangle's `w` runs along its own x axis, `h` along its own y axis.

/** A point, a circle or an oriented rectangle (centre x, y; angle in degrees clockwise). */
export type Footprint =
  | { readonly shape: "point"; readonly x: number; readonly y: number }
  | { readonly shape: "circle"; readonly x: number; readonly y: number; readonly r: number }
  | { readonly shape: "rect"; readonly x: number; readonly y: number; readonly w: number; readonly h: number; readonly angle: number };

/** A footprint as a convex core polygon (flat x,y pairs; one vertex for points and circles) plus a radius. */
export type ConvexCore = { readonly xy: Float64Array; readonly radius: number };

const DEG = Math.PI / 180;

/** The four corners of an oriented rectangle, clockwise on screen, as flat x,y pairs. */
export function rectCorners(x: number, y: number, w: number, h: number, angle: number): Float64Array {
  const c = Math.cos(angle * DEG), s = Math.sin(angle * DEG);
  const hx = w / 2, hy = h / 2;
  const out = new Float64Array(8);
  const local = [-hx, -hy, hx, -hy, hx, hy, -hx, hy];
  for (let i = 0; i < 4; i++) {
    const lx = local[2 * i]!, ly = local[2 * i + 1]!;
    out[2 * i] = x + lx * c - ly * s;
    out[2 * i + 1] = y + lx * s + ly * c;
  }
  return out;
}

/** The convex core and radius of a footprint (points and circles: their centre). */
export function toConvexCore(f: Footprint): ConvexCore {
  if (f.shape === "rect") return { xy: rectCorners(f.x, f.y, f.w, f.h, f.angle), radius: 0 };
  return { xy: Float64Array.of(f.x, f.y), radius: f.shape === "circle" ? f.r : 0 };
}

/** The centre of a footprint. */
export function centreOf(f: Footprint): { x: number; y: number } {
  return { x: f.x, y: f.y };
}

/** Axis-aligned bounds [minX, minY, maxX, maxY] of a footprint. */
export function boundsOf(f: Footprint): [number, number, number, number] {
  if (f.shape === "point") return [f.x, f.y, f.x, f.y];
  if (f.shape === "circle") return [f.x - f.r, f.y - f.r, f.x + f.r, f.y + f.r];
  const xy = rectCorners(f.x, f.y, f.w, f.h, f.angle);
  let a = Infinity, b = Infinity, c = -Infinity, d = -Infinity;
  for (let i = 0; i < 8; i += 2) { a = Math.min(a, xy[i]!); c = Math.max(c, xy[i]!); b = Math.min(b, xy[i + 1]!); d = Math.max(d, xy[i + 1]!); }
  return [a, b, c, d];
}
