import Flatbush from "flatbush";
import type { TableDocument, TablePiece } from "../document";
import { closestPoints, orient, polygonDistance, polylineToPolygon } from "../geometry";
import { CLOSED_GAP, ruleDistance } from "../units";
import type { CompiledPiece, CompiledTable, GapBridge } from "./compiled-table";
import { ROLE_FLAT, ROLE_POROUS, ROLE_SHORT, ROLE_SOLID } from "./compiled-table";

const flat = (pts: readonly (readonly [number, number])[]): Float64Array => Float64Array.from(pts.flat());

function roleOf(p: TablePiece): number {
  if (p.height === "flat") return ROLE_FLAT;
  // Short terrain conceals and never blocks, whatever it is made of (2.2); WYSIWYG blocking walls are Tall.
  if (p.height === "short") return ROLE_SHORT;
  return p.occluder === "solid" ? ROLE_SOLID : p.occluder === "none" ? ROLE_SHORT : ROLE_POROUS;
}

function compilePiece(p: TablePiece): CompiledPiece {
  const linear = p.shape.type === "polyline";
  const xy = p.shape.type === "polygon" ? flat(p.shape.points) : polylineToPolygon(flat(p.shape.points), p.shape.width);
  return {
    id: p.id, kind: p.kind, source: "piece", role: roleOf(p), top: p.top, bulletproof: p.bulletproof,
    bulletproofVsBombardment: p.bulletproofVsBombardment ?? (p.bulletproof && !linear), linear, movement: p.movement, xy,
  };
}

/** Pieces of the document in index order: terrain pieces, then hill contours (solid), then buildings (solid). */
function collectPieces(doc: TableDocument): CompiledPiece[] {
  const out = doc.pieces.map(compilePiece);
  for (const h of doc.hills ?? []) {
    h.contours.forEach((c, k) => out.push({
      id: `${h.id}#${k}`, kind: h.kind, source: "hill", role: ROLE_SOLID, top: c.z, bulletproof: h.bulletproof,
      bulletproofVsBombardment: false, linear: false, movement: h.movement, xy: flat(c.points),
    }));
  }
  for (const b of doc.buildings ?? []) {
    out.push({
      id: b.id, kind: b.kind, source: "building", role: ROLE_SOLID, top: b.top, bulletproof: b.bulletproof ?? true,
      bulletproofVsBombardment: b.bulletproof ?? true, linear: false, movement: "impassable", xy: flat(b.footprint),
    });
  }
  return out;
}

/** Closed gaps between Short or Tall pieces nearer than 3/4"/20mm; overlapping pieces leave no gap; hills are solid ground. */
function findGaps(pieces: readonly CompiledPiece[], limit: number): GapBridge[] {
  const live = pieces.map((p, i) => ({ p, i })).filter(({ p }) => p.role >= ROLE_SHORT && p.source !== "hill");
  const gaps: GapBridge[] = [];
  for (let i = 0; i < live.length; i++) {
    for (let j = i + 1; j < live.length; j++) {
      const a = live[i]!, b = live[j]!;
      if (polygonDistance(a.p.xy, b.p.xy) === 0) continue;
      const [ax, ay, bx, by, d] = closestPoints(a.p.xy, b.p.xy);
      if (d >= limit) continue;
      gaps.push({
        a: a.p.id, b: b.p.id, ia: a.i, ib: b.i, xy: Float64Array.of(ax, ay, bx, by), width: d, top: Math.min(a.p.top, b.p.top),
        solid: a.p.role === ROLE_SOLID && b.p.role === ROLE_SOLID, short: a.p.role === ROLE_SHORT || b.p.role === ROLE_SHORT,
      });
    }
  }
  return gaps;
}

/** Is the polygon convex (every turn the same way, no zero-length collapse)? */
function isConvex(xy: Float64Array): boolean {
  const n = xy.length >> 1;
  let sign = 0;
  for (let i = 0; i < n; i++) {
    const a = (i + n - 1) % n, c = (i + 1) % n;
    const o = orient(xy[2 * a]!, xy[2 * a + 1]!, xy[2 * i]!, xy[2 * i + 1]!, xy[2 * c]!, xy[2 * c + 1]!);
    if (o === 0) continue;
    const sg = o > 0 ? 1 : -1;
    if (sign === 0) sign = sg; else if (sg !== sign) return false;
  }
  return sign !== 0;
}

/** Compiles a validated table document: polygons, flat edge arrays, a flatbush index and the closed gaps. */
export function compileTable(doc: TableDocument): CompiledTable {
  const pieces = collectPieces(doc);
  const n = pieces.length;
  const start = new Int32Array(n), count = new Int32Array(n), role = new Uint8Array(n), building = new Uint8Array(n), convex = new Uint8Array(n);
  const top = new Float64Array(n), bounds = new Float64Array(4 * n);
  let total = 0;
  pieces.forEach((p, i) => { start[i] = total; count[i] = p.xy.length >> 1; total += count[i]!; });
  const coords = new Float64Array(2 * total);
  const index = new Flatbush(Math.max(1, n));
  const hillContours: number[] = [];
  pieces.forEach((p, i) => {
    coords.set(p.xy, 2 * start[i]!);
    role[i] = p.role; top[i] = p.top; building[i] = p.source === "building" ? 1 : 0; convex[i] = isConvex(p.xy) ? 1 : 0;
    if (p.source === "hill") hillContours.push(i);
    let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
    for (let k = 0; k < p.xy.length; k += 2) {
      x0 = Math.min(x0, p.xy[k]!); x1 = Math.max(x1, p.xy[k]!); y0 = Math.min(y0, p.xy[k + 1]!); y1 = Math.max(y1, p.xy[k + 1]!);
    }
    bounds.set([x0, y0, x1, y1], 4 * i);
    index.add(x0, y0, x1, y1);
  });
  if (n === 0) index.add(0, 0, 0, 0);
  index.finish();
  const gaps = findGaps(pieces, ruleDistance(CLOSED_GAP, doc.unit));
  return { id: doc.id, unit: doc.unit, width: doc.size.width, height: doc.size.height, pieces, index, coords, start, count, role, top, building, convex, bounds, gaps, hillContours };
}
