import type { Footprint } from "./footprint";
import { toConvexCore } from "./footprint";

// Flames of War 2.1: "entirely / fully / completely in front" = every point of the footprint lies in the open
// half-plane in front of the reference line. Fields of fire are arcs (sectors) from an apex.

/** A reference line through (x, y) whose front is the side the facing angle points to (degrees, clockwise). */
export type FrontLine = { readonly x: number; readonly y: number; readonly facing: number };

/** A sector from an apex: centre direction `facing` (degrees, clockwise) and half-angle `half` (0-180). */
export type Arc = { readonly x: number; readonly y: number; readonly facing: number; readonly half: number };

const DEG = Math.PI / 180;

/** Is every point of the footprint strictly in front of the line (open half-plane)? */
export function isEntirelyInFront(f: Footprint, line: FrontLine): boolean {
  const nx = Math.cos(line.facing * DEG), ny = Math.sin(line.facing * DEG);
  const core = toConvexCore(f);
  for (let i = 0; i < core.xy.length; i += 2) {
    if ((core.xy[i]! - line.x) * nx + (core.xy[i + 1]! - line.y) * ny <= core.radius) return false;
  }
  return true;
}

/** Is any point of the footprint in front of the line (the footprint reaches the open half-plane)? */
export function isPartlyInFront(f: Footprint, line: FrontLine): boolean {
  const nx = Math.cos(line.facing * DEG), ny = Math.sin(line.facing * DEG);
  const core = toConvexCore(f);
  for (let i = 0; i < core.xy.length; i += 2) {
    if ((core.xy[i]! - line.x) * nx + (core.xy[i + 1]! - line.y) * ny + core.radius > 0) return true;
  }
  return false;
}

/** Is the point inside the closed sector? */
export function isPointInArc(arc: Arc, px: number, py: number): boolean {
  if (arc.half >= 180) return true;
  const dx = px - arc.x, dy = py - arc.y;
  if (dx === 0 && dy === 0) return true;
  const c = Math.cos(arc.facing * DEG), s = Math.sin(arc.facing * DEG);
  const along = dx * c + dy * s, across = -dx * s + dy * c;
  return Math.abs(Math.atan2(across, along)) <= arc.half * DEG + 1e-12;
}

/** Squared distance from a point to the sector's two bounding rays. */
function rayDist2(arc: Arc, px: number, py: number): number {
  let best = Infinity;
  for (const sgn of [-1, 1]) {
    const a = (arc.facing + sgn * arc.half) * DEG;
    const ux = Math.cos(a), uy = Math.sin(a);
    const t = Math.max(0, (px - arc.x) * ux + (py - arc.y) * uy);
    const ex = arc.x + t * ux - px, ey = arc.y + t * uy - py;
    best = Math.min(best, ex * ex + ey * ey);
  }
  return best;
}

/** Does the sector cross the segment ab (either bounding ray meets it)? */
function raysCross(arc: Arc, ax: number, ay: number, bx: number, by: number): boolean {
  for (const sgn of [-1, 1]) {
    const a = (arc.facing + sgn * arc.half) * DEG;
    const ux = Math.cos(a), uy = Math.sin(a);
    const ex = bx - ax, ey = by - ay;
    const den = ux * ey - uy * ex;
    if (den === 0) continue;
    const t = ((ax - arc.x) * ey - (ay - arc.y) * ex) / den;
    const s = ((ax - arc.x) * uy - (ay - arc.y) * ux) / den;
    if (t >= 0 && s >= 0 && s <= 1) return true;
  }
  return false;
}

/** Is any part of the footprint in the arc (a target "in the field of fire")? Exact for points, circles, rectangles. */
export function isPartlyInArc(f: Footprint, arc: Arc): boolean {
  if (arc.half >= 180) return true;
  const core = toConvexCore(f);
  const n = core.xy.length >> 1;
  for (let i = 0; i < n; i++) if (isPointInArc(arc, core.xy[2 * i]!, core.xy[2 * i + 1]!)) return true;
  if (f.shape !== "rect") return f.shape === "circle" && rayDist2(arc, f.x, f.y) <= f.r * f.r;
  for (let i = 0, j = n - 1; i < n; j = i++) {
    if (raysCross(arc, core.xy[2 * j]!, core.xy[2 * j + 1]!, core.xy[2 * i]!, core.xy[2 * i + 1]!)) return true;
  }
  return false;
}

/** Is the whole footprint inside the arc? Exact for points, circles, rectangles. */
export function isEntirelyInArc(f: Footprint, arc: Arc): boolean {
  if (arc.half >= 180) return true;
  if (f.shape === "circle") return isPointInArc(arc, f.x, f.y) && rayDist2(arc, f.x, f.y) >= f.r * f.r;
  const core = toConvexCore(f);
  const n = core.xy.length >> 1;
  for (let i = 0; i < n; i++) if (!isPointInArc(arc, core.xy[2 * i]!, core.xy[2 * i + 1]!)) return false;
  if (arc.half <= 90 || n < 2) return true;
  for (let i = 0, j = n - 1; i < n; j = i++) {
    if (raysCross(arc, core.xy[2 * j]!, core.xy[2 * j + 1]!, core.xy[2 * i]!, core.xy[2 * i + 1]!)) return false;
  }
  return true;
}
