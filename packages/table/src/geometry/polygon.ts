import { pointSegmentDist2, segmentsIntersect } from "./segments";

// Polygons are flat x,y pairs without the closing vertex repeated; they may be non-convex (woods, hills).

/** Is (px, py) inside the polygon (crossing number; points on an edge count as inside)? */
export function pointInPolygon(xy: ArrayLike<number>, px: number, py: number): boolean {
  const n = xy.length >> 1;
  let inside = false;
  for (let i = 0, j = n - 1; i < n; j = i++) {
    const xi = xy[2 * i]!, yi = xy[2 * i + 1]!, xj = xy[2 * j]!, yj = xy[2 * j + 1]!;
    if (pointSegmentDist2(px, py, xi, yi, xj, yj) === 0) return true;
    if ((yi > py) !== (yj > py) && px < ((xj - xi) * (py - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Minimum distance between a point and a polygon (0 inside). */
export function pointPolygonDistance(xy: ArrayLike<number>, px: number, py: number): number {
  if (pointInPolygon(xy, px, py)) return 0;
  return Math.sqrt(pointBoundaryDist2(xy, px, py));
}

/** Squared distance from a point to a polygon's boundary (or to the lone vertex of a one-point "polygon"). */
export function pointBoundaryDist2(xy: ArrayLike<number>, px: number, py: number): number {
  const n = xy.length >> 1;
  if (n === 1) { const dx = xy[0]! - px, dy = xy[1]! - py; return dx * dx + dy * dy; }
  let best = Infinity;
  for (let i = 0, j = n - 1; i < n; j = i++) {
    best = Math.min(best, pointSegmentDist2(px, py, xy[2 * j]!, xy[2 * j + 1]!, xy[2 * i]!, xy[2 * i + 1]!));
  }
  return best;
}

/** Minimum distance between two polygons (0 when they overlap or one contains the other); one-vertex ones are points. */
export function polygonDistance(a: ArrayLike<number>, b: ArrayLike<number>): number {
  return Math.sqrt(polygonDistance2(a, b));
}

/** Squared form of polygonDistance. */
export function polygonDistance2(a: ArrayLike<number>, b: ArrayLike<number>): number {
  const na = a.length >> 1, nb = b.length >> 1;
  if (na >= 3 && pointInPolygon(a, b[0]!, b[1]!)) return 0;
  if (nb >= 3 && pointInPolygon(b, a[0]!, a[1]!)) return 0;
  if (na >= 2 && nb >= 2) {
    for (let i = 0, j = na - 1; i < na; j = i++) {
      for (let k = 0, l = nb - 1; k < nb; l = k++) {
        if (segmentsIntersect(a[2 * j]!, a[2 * j + 1]!, a[2 * i]!, a[2 * i + 1]!, b[2 * l]!, b[2 * l + 1]!, b[2 * k]!, b[2 * k + 1]!)) return 0;
      }
    }
  }
  let best = Infinity;
  for (let i = 0; i < na; i++) best = Math.min(best, pointBoundaryDist2(b, a[2 * i]!, a[2 * i + 1]!));
  for (let k = 0; k < nb; k++) best = Math.min(best, pointBoundaryDist2(a, b[2 * k]!, b[2 * k + 1]!));
  return best;
}

/** Do two polygons overlap or touch? */
export function polygonsIntersect(a: ArrayLike<number>, b: ArrayLike<number>): boolean {
  return polygonDistance2(a, b) === 0;
}

/** Closest points between two polygons' boundaries: [ax, ay, bx, by, distance]. */
export function closestPoints(a: ArrayLike<number>, b: ArrayLike<number>): [number, number, number, number, number] {
  let best: [number, number, number, number, number] = [0, 0, 0, 0, Infinity];
  const scan = (p: ArrayLike<number>, q: ArrayLike<number>, flip: boolean): void => {
    const np = p.length >> 1, nq = q.length >> 1;
    for (let i = 0; i < np; i++) {
      const px = p[2 * i]!, py = p[2 * i + 1]!;
      for (let k = 0, l = nq - 1; k < nq; l = k++) {
        const ax = q[2 * l]!, ay = q[2 * l + 1]!, bx = q[2 * k]!, by = q[2 * k + 1]!;
        const dx = bx - ax, dy = by - ay, len2 = dx * dx + dy * dy;
        let t = len2 === 0 ? 0 : ((px - ax) * dx + (py - ay) * dy) / len2;
        t = t < 0 ? 0 : t > 1 ? 1 : t;
        const cx = ax + t * dx, cy = ay + t * dy, d = Math.hypot(cx - px, cy - py);
        if (d < best[4]) best = flip ? [cx, cy, px, py, d] : [px, py, cx, cy, d];
      }
    }
  };
  scan(a, b, false);
  scan(b, a, true);
  return best;
}

/** Signed area (shoelace); positive for counter-clockwise in a y-up frame. */
export function polygonArea(xy: ArrayLike<number>): number {
  const n = xy.length >> 1;
  let s = 0;
  for (let i = 0, j = n - 1; i < n; j = i++) s += xy[2 * j]! * xy[2 * i + 1]! - xy[2 * i]! * xy[2 * j + 1]!;
  return s / 2;
}

/**
 * A polyline with a width (hedge, wall, river, tree line) as one polygon: the left offset forwards and the right
 * offset back, mitred joins (mitre capped at 4x the half width), square ends flush with the end points.
 */
export function polylineToPolygon(points: ArrayLike<number>, width: number): Float64Array {
  const n = points.length >> 1;
  const half = width / 2;
  const left: number[] = [], right: number[] = [];
  for (let i = 0; i < n; i++) {
    const x = points[2 * i]!, y = points[2 * i + 1]!;
    const [n0x, n0y] = i > 0 ? normal(points, i - 1) : normal(points, 0);
    const [n1x, n1y] = i < n - 1 ? normal(points, i) : normal(points, n - 2);
    let mx = n0x + n1x, my = n0y + n1y;
    const ml = Math.hypot(mx, my);
    let scale = half;
    if (ml > 1e-12) {
      mx /= ml; my /= ml;
      const cos = mx * n1x + my * n1y;
      scale = Math.min(half / Math.max(cos, 1e-9), 4 * half);
    } else { mx = n1x; my = n1y; }
    left.push(x + mx * scale, y + my * scale);
    right.push(x - mx * scale, y - my * scale);
  }
  const out = new Float64Array(4 * n);
  for (let i = 0; i < n; i++) { out[2 * i] = left[2 * i]!; out[2 * i + 1] = left[2 * i + 1]!; }
  for (let i = 0; i < n; i++) { out[2 * n + 2 * i] = right[2 * (n - 1 - i)]!; out[2 * n + 2 * i + 1] = right[2 * (n - 1 - i) + 1]!; }
  return out;
}

function normal(p: ArrayLike<number>, i: number): [number, number] {
  const dx = p[2 * i + 2]! - p[2 * i]!, dy = p[2 * i + 3]! - p[2 * i + 1]!;
  const l = Math.hypot(dx, dy) || 1;
  return [-dy / l, dx / l];
}
