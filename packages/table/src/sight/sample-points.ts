import type { CompiledTable } from "../compile";
import { groundHeight } from "../compile";
import type { Footprint } from "../geometry";
import type { TableTeam } from "./teams";

const DEG = Math.PI / 180;

/** A grid of n x n points over a footprint, cell centres (rectangles: the base; circles: the inscribed square). */
export function gridPoints(f: Footprint, n: number): Float64Array {
  if (f.shape === "point" || n <= 1) return Float64Array.of(f.x, f.y);
  const w = f.shape === "rect" ? f.w : f.r * Math.SQRT2, h = f.shape === "rect" ? f.h : f.r * Math.SQRT2;
  const a = f.shape === "rect" ? f.angle * DEG : 0, c = Math.cos(a), s = Math.sin(a);
  const out = new Float64Array(2 * n * n);
  let k = 0;
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      const lx = ((i + 0.5) / n - 0.5) * w, ly = ((j + 0.5) / n - 0.5) * h;
      out[k++] = f.x + lx * c - ly * s;
      out[k++] = f.y + lx * s + ly * c;
    }
  }
  return out;
}

/** The team's ground height: its elevation override, or the hill under its centre. */
export function groundOf(table: CompiledTable, t: TableTeam): number {
  return t.elevation ?? groundHeight(table, t.footprint.x, t.footprint.y);
}

/**
 * Origin points of a shooter's sight lines (2.1): Infantry and Cavalry any part of the base (a grid); Guns, Tanks and
 * Trains the weapon mount; Aircraft the flight stand. x, y, z triples.
 */
export function originPoints(table: CompiledTable, t: TableTeam, n: number): Float64Array {
  const z = groundOf(table, t) + t.height;
  if (t.kind === "infantry" || t.kind === "cavalry") return withZ(gridPoints(t.footprint, n), z);
  const m = t.mount ?? t.footprint;
  return Float64Array.of(m.x, m.y, z);
}

/** Target points (2.1): anywhere on the base or tank (a grid); an aircraft's flight stand. x, y, z triples. */
export function targetPoints(table: CompiledTable, t: TableTeam, n: number): Float64Array {
  const g = groundOf(table, t);
  if (t.kind === "aircraft") return Float64Array.of(t.footprint.x, t.footprint.y, g + t.height);
  const grid = gridPoints(t.footprint, n);
  const hs = t.sampleHeights ?? [t.height];
  const parts = hs.map((h) => withZ(grid, g + h));
  const out = new Float64Array(parts.reduce((s, p) => s + p.length, 0));
  let k = 0;
  for (const p of parts) { out.set(p, k); k += p.length; }
  return out;
}

function withZ(xy: Float64Array, z: number): Float64Array {
  const n = xy.length >> 1, out = new Float64Array(3 * n);
  for (let i = 0; i < n; i++) { out[3 * i] = xy[2 * i]!; out[3 * i + 1] = xy[2 * i + 1]!; out[3 * i + 2] = z; }
  return out;
}
