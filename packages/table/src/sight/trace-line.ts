import type { CompiledTable } from "../compile";
import { ROLE_FLAT, ROLE_POROUS, ROLE_SHORT, ROLE_SOLID } from "../compile";
import { pointSegmentDist2, segmentsIntersect } from "../geometry";

// The kernel of table line of sight: one sight line (a 3-D segment) against the candidate pieces, closed gaps,
// friendly-team blockers and smoke screens. Flames of War 2.3 as ordered in 2.6: solid occluders in 3-D,
// porous-Tall length (cumulative, only where the line is below the top: RULING-6), friendly teams, closed gaps,
// smoke screens. No allocation on the fast path.

/** Why a line was blocked (bit flags). */
export const BLOCK_SOLID = 1, BLOCK_TALL = 2, BLOCK_TEAM = 4, BLOCK_GAP = 8, BLOCK_SMOKE = 16;

/** Blockers that are not terrain, prepared once per shooter: team footprints, team gaps, smoke markers. */
export type LineBlockers = {
  /** Convex polygons (flat x,y; one vertex + radius for circles) of blocking teams. */
  readonly teams: readonly { readonly id: string; readonly xy: Float64Array; readonly radius: number }[];
  /** Gaps under 3/4" between blocking teams: bridge segments [x1, y1, x2, y2]. */
  readonly teamGaps: readonly { readonly a: string; readonly b: string; readonly xy: Float64Array }[];
  /** Smoke screen markers: centre x, y and radius. */
  readonly smoke: readonly { readonly id: string; readonly x: number; readonly y: number; readonly r: number }[];
};

/** Switches for one line: the close-range exemption (Range <= 6"/15cm) and the aircraft exemption. */
export type LineContext = { readonly closeRange: boolean; readonly ignoreTerrain: boolean; readonly tallLimit: number };

/** Per-line facts an explanation reads; the fast path only reads `blocked`. */
export type LineRecord = {
  blocked: number;
  tallLength: number;
  /** Indices of pieces that blocked (solid), pieces crossed below their top with their length, concealing pieces. */
  solid: number[];
  tall: { piece: number; length: number; t0: number; t1: number }[];
  concealing: { piece: number; t0: number; t1: number }[];
  teams: string[];
  gaps: string[];
  smoke: string[];
};

const scratch = { ts: new Float64Array(256) };
let startInside = false;
/** Index in `cand` of the piece that stopped the last fast-path trace (-1: none), for move-to-front by callers. */
let lastStop = -1;

/** Position in the candidate list of the piece that blocked the last fast-path line, or -1. */
export function lastStoppingCandidate(): number {
  return lastStop;
}

/** Sorted crossing parameters (0, 1) of segment a->b with polygon i; sets startInside. Returns the count. */
function crossings(t: CompiledTable, i: number, ax: number, ay: number, dx: number, dy: number): number {
  const c = t.coords, s = 2 * t.start[i]!, n = t.count[i]!;
  if (scratch.ts.length < n) scratch.ts = new Float64Array(2 * n);
  const ts = scratch.ts;
  const len2 = dx * dx + dy * dy;
  let k = 0, back = 0;
  let px = c[s + 2 * (n - 1)]!, py = c[s + 2 * (n - 1) + 1]!;
  let sp = dx * (py - ay) - dy * (px - ax);
  for (let e = 0; e < n; e++) {
    const qx = c[s + 2 * e]!, qy = c[s + 2 * e + 1]!;
    const sq = dx * (qy - ay) - dy * (qx - ax);
    if ((sp > 0) !== (sq > 0)) {
      const f = sp / (sp - sq);
      const ix = px + f * (qx - px), iy = py + f * (qy - py);
      const u = ((ix - ax) * dx + (iy - ay) * dy) / len2;
      if (u <= 0) back++;
      else if (u < 1) {
        let j = k++;
        while (j > 0 && ts[j - 1]! > u) { ts[j] = ts[j - 1]!; j--; }
        ts[j] = u;
      }
    }
    px = qx; py = qy; sp = sq;
  }
  startInside = (back & 1) === 1;
  return k;
}

/** Length parameter of [t0, t1] where the line z (za -> zb) is below `top`. */
function belowTop(t0: number, t1: number, za: number, zb: number, top: number): number {
  const dz = zb - za;
  if (dz === 0) return za < top ? t1 - t0 : 0;
  const tc = (top - za) / dz;
  if (dz > 0) return Math.max(0, Math.min(t1, tc) - t0);
  return Math.max(0, t1 - Math.max(t0, tc));
}

function segmentHitsConvex(xy: Float64Array, r: number, ax: number, ay: number, bx: number, by: number): boolean {
  const n = xy.length >> 1;
  if (n === 1) return pointSegmentDist2(xy[0]!, xy[1]!, ax, ay, bx, by) <= r * r;
  for (let i = 0, j = n - 1; i < n; j = i++) {
    if (segmentsIntersect(ax, ay, bx, by, xy[2 * j]!, xy[2 * j + 1]!, xy[2 * i]!, xy[2 * i + 1]!)) return true;
  }
  // Wholly inside: the start point is inside the convex polygon.
  let sign = 0;
  for (let i = 0, j = n - 1; i < n; j = i++) {
    const o = (xy[2 * i]! - xy[2 * j]!) * (ay - xy[2 * j + 1]!) - (xy[2 * i + 1]! - xy[2 * j + 1]!) * (ax - xy[2 * j]!);
    if (o === 0) continue;
    if (sign === 0) sign = o > 0 ? 1 : -1; else if ((o > 0 ? 1 : -1) !== sign) return false;
  }
  return true;
}

/**
 * Traces one sight line over the candidate pieces (flatbush hits for the pair). With `rec` it records every fact
 * and never stops early; without it, it returns at the first block. Returns the BLOCK_* flags (0 = clear).
 */
export function traceLine(
  t: CompiledTable, cand: readonly number[], ax: number, ay: number, az: number, bx: number, by: number, bz: number,
  ctx: LineContext, blockers: LineBlockers | undefined, rec?: LineRecord,
): number {
  const dx = bx - ax, dy = by - ay, len = Math.sqrt(dx * dx + dy * dy);
  let blocked = 0, tall = 0;
  lastStop = -1;
  const minX = Math.min(ax, bx), maxX = Math.max(ax, bx), minY = Math.min(ay, by), maxY = Math.max(ay, by);
  if (!ctx.ignoreTerrain && len > 0) {
    for (let c = 0; c < cand.length; c++) {
      const i = cand[c]!;
      const role = t.role[i]!;
      if (role === ROLE_FLAT || (role === ROLE_SHORT && !rec)) continue;
      const b = 4 * i;
      if (t.bounds[b]! > maxX || t.bounds[b + 2]! < minX || t.bounds[b + 1]! > maxY || t.bounds[b + 3]! < minY) continue;
      const k = crossings(t, i, ax, ay, dx, dy);
      const top = t.top[i]!;
      let inside = startInside, prev = 0;
      for (let e = 0; e <= k; e++) {
        const next = e < k ? scratch.ts[e]! : 1;
        if (inside && next > prev) {
          const z0 = az + (bz - az) * prev, z1 = az + (bz - az) * next;
          if (role === ROLE_SOLID) {
            const atEnd = prev === 0 || next === 1;
            if (Math.min(z0, z1) < top && !(atEnd && t.building[i] === 1)) {
              blocked |= BLOCK_SOLID;
              if (!rec) { lastStop = c; return blocked; }
              rec.solid.push(i);
            }
          } else {
            const below = belowTop(prev, next, az, bz, top);
            if (below > 0) {
              if (role === ROLE_POROUS) {
                tall += below * len;
                if (rec) rec.tall.push({ piece: i, length: below * len, t0: prev, t1: next });
                else if (!ctx.closeRange && tall > ctx.tallLimit) { lastStop = c; return blocked | BLOCK_TALL; }
              }
              if (rec) rec.concealing.push({ piece: i, t0: prev, t1: next });
            }
          }
        }
        inside = !inside; prev = next;
      }
    }
    for (const g of t.gaps) {
      if (g.short && !rec) continue;
      if (!segmentsIntersect(ax, ay, bx, by, g.xy[0]!, g.xy[1]!, g.xy[2]!, g.xy[3]!)) continue;
      if (g.short) {
        // A closed gap in Short terrain conceals as the terrain does (recorded where the line crosses it).
        if (rec && Math.min(az, bz) < g.top) {
          const ex = g.xy[2]! - g.xy[0]!, ey = g.xy[3]! - g.xy[1]!, den = dx * ey - dy * ex;
          const u = den === 0 ? 0 : ((g.xy[0]! - ax) * ey - (g.xy[1]! - ay) * ex) / den;
          rec.concealing.push({ piece: g.ia, t0: u, t1: u }, { piece: g.ib, t0: u, t1: u });
        }
        continue;
      }
      // A closed gap blocks "in the same way the terrain does": solid pieces block, porous ones add their width.
      if (g.solid) { blocked |= BLOCK_GAP; if (!rec) return blocked; rec.gaps.push(`${g.a}|${g.b}`); }
      else if (Math.min(az, bz) < g.top) { tall += g.width; rec?.gaps.push(`${g.a}|${g.b}`); }
    }
    if (!ctx.closeRange && tall > ctx.tallLimit) { blocked |= BLOCK_TALL; if (!rec) return blocked; }
  }
  if (rec) rec.tallLength = tall;
  if (blockers) {
    for (const tm of blockers.teams) {
      if (segmentHitsConvex(tm.xy, tm.radius, ax, ay, bx, by)) { blocked |= BLOCK_TEAM; if (!rec) return blocked; rec.teams.push(tm.id); }
    }
    for (const g of blockers.teamGaps) {
      if (segmentsIntersect(ax, ay, bx, by, g.xy[0]!, g.xy[1]!, g.xy[2]!, g.xy[3]!)) { blocked |= BLOCK_GAP; if (!rec) return blocked; rec.gaps.push(`${g.a}|${g.b}`); }
    }
    if (!ctx.closeRange) {
      for (const s of blockers.smoke) {
        if (pointSegmentDist2(s.x, s.y, ax, ay, bx, by) <= s.r * s.r) { blocked |= BLOCK_SMOKE; if (!rec) return blocked; rec.smoke.push(s.id); }
      }
    }
  }
  if (rec) rec.blocked = blocked;
  return blocked;
}

/** A fresh record for explained traces. */
export function newLineRecord(): LineRecord {
  return { blocked: 0, tallLength: 0, solid: [], tall: [], concealing: [], teams: [], gaps: [], smoke: [] };
}

