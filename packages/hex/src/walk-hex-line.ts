import { DIR_Q, DIR_R } from "./coords";

/** Step kind passed to a HexLineVisitor: the line passes through the interior of hex (q, r). */
export const STEP_HEX = 0;
/** Step kind: the line runs along the side `dir` of hex (q, r), between it and its neighbour there. */
export const STEP_TIE = 1;
/** Step kind: the line passes exactly through corner `dir` of hex (q, r), touching it only there. */
export const STEP_VERTEX = 2;

/**
 * Allocation-free line visitor. Arguments per kind:
 *  - STEP_HEX: (q, r) entered through its side `dir` read from the previous hex, i.e. the previous hex is
 *    (q - DIR_Q[dir], r - DIR_R[dir]); dir = -1 for the first hex and for a hex entered from a tie.
 *  - STEP_TIE: the line runs along side `dir` of hex (q, r); (q, r) is the hex on the LEFT of the line
 *    (seen from a towards b), its neighbour across `dir` is on the RIGHT.
 *  - STEP_VERTEX: the line passes through corner `dir` of hex (q, r) and touches (q, r) only at that point.
 *    Corner c of a hex is shared with its neighbours in directions c and c + 1 (mod 6); the line goes from
 *    one of those neighbours straight into the other (the next STEP_HEX).
 * Return false to stop the walk early (e.g. once the LOS is blocked).
 */
export type HexLineVisitor = (kind: number, q: number, r: number, dir: number) => boolean | void;

// Cube components (x = q, y = -q - r, z = r) of each direction, for exact dot products.
const CX = [0, 1, 1, 0, -1, -1];
const CY = [1, 0, -1, -1, 0, 1];
const CZ = [-1, -1, 0, 1, 1, 0];

/**
 * Walks the straight segment between the centres of (aq, ar) and (bq, br), exactly.
 *
 * Why exact: in cube coordinates the cell of hex h is {p : (p - h) . u_d <= 1 for all six unit
 * directions u_d}, so the line a + t(b - a) leaves h across side d at t = (1 + (h - a) . u_d) / ((b - a) . u_d),
 * a ratio of small integers. Comparing ratios by cross-multiplication finds hexside crossings, hexside ties
 * (two sides reached at once and the line then runs along the side between the two neighbours) and vertex
 * passes with no floating point and no nudge. Returns the number of steps visited.
 */
export function walkHexLine(aq: number, ar: number, bq: number, br: number, visit: HexLineVisitor): number {
  let steps = 1;
  if (visit(STEP_HEX, aq, ar, -1) === false) return steps;
  const dx = bq - aq;
  const dz = br - ar;
  const dy = -dx - dz;
  // m_d = (b - a) . u_d; only directions with m_d > 0 can be exits (at most three of them).
  let n = 0;
  let d0 = 0, d1 = 0, d2 = 0, m0 = 0, m1 = 0, m2 = 0;
  for (let d = 0; d < 6; d++) {
    const m = dx * CX[d]! + dy * CY[d]! + dz * CZ[d]!;
    if (m <= 0) continue;
    if (n === 0) { d0 = d; m0 = m; } else if (n === 1) { d1 = d; m1 = m; } else { d2 = d; m2 = m; }
    n++;
  }
  let hq = aq;
  let hr = ar;
  const limit = 2 * ((Math.abs(dx) + Math.abs(dy) + Math.abs(dz)) / 2) + 2;
  for (let guard = 0; (hq !== bq || hr !== br) && guard < limit; guard++) {
    const ex = hq - aq;
    const ez = hr - ar;
    const ey = -ex - ez;
    // Best exit so far: t = bn / bm; a second direction with the same t marks a vertex.
    let best = d0;
    let bn = 1 + ex * CX[d0]! + ey * CY[d0]! + ez * CZ[d0]!;
    let bm = m0;
    let tie = -1;
    for (let i = 1; i < n; i++) {
      const d = i === 1 ? d1 : d2;
      const m = i === 1 ? m1 : m2;
      const num = 1 + ex * CX[d]! + ey * CY[d]! + ez * CZ[d]!;
      const c = num * bm - bn * m;
      if (c < 0) { best = d; bn = num; bm = m; tie = -1; } else if (c === 0) tie = d;
    }
    if (tie < 0) {
      hq += DIR_Q[best]!;
      hr += DIR_R[best]!;
      steps++;
      if (visit(STEP_HEX, hq, hr, best) === false) return steps;
      continue;
    }
    // Vertex of h shared with its neighbours across `best` and `tie` (adjacent directions).
    const lo = (best + 1) % 6 === tie ? best : tie;
    const hi = (lo + 1) % 6;
    const n1q = hq + DIR_Q[lo]!, n1r = hr + DIR_R[lo]!;
    const n2q = hq + DIR_Q[hi]!, n2r = hr + DIR_R[hi]!;
    // w > 0: the line continues on n2's side of the n1|n2 side; w === 0: it runs along that side.
    const wx = CX[hi]! - CX[lo]!, wy = CY[hi]! - CY[lo]!, wz = CZ[hi]! - CZ[lo]!;
    const w = dx * wx + dy * wy + dz * wz;
    if (w === 0) {
      // Along the side between n1 and n2; n2 lies in direction (lo + 2) of n1. Which is left of the line:
      // the axial cross product keeps the screen orientation, positive = right of travel.
      const cross = dx * (n1r - hr) - dz * (n1q - hq);
      steps++;
      const ok = cross < 0
        ? visit(STEP_TIE, n1q, n1r, (lo + 2) % 6)
        : visit(STEP_TIE, n2q, n2r, (lo + 5) % 6);
      if (ok === false) return steps;
      hq = n1q + n2q - hq;
      hr = n1r + n2r - hr;
      steps++;
      if (visit(STEP_HEX, hq, hr, -1) === false) return steps;
      continue;
    }
    // Pass through the vertex from h into one neighbour, grazing the other at that single point.
    const intoHi = w > 0;
    const gq = intoHi ? n1q : n2q, gr = intoHi ? n1r : n2r;
    // Corner index of the grazed hex: the vertex is shared with h and with the entered neighbour.
    const gCorner = intoHi ? (lo + 2) % 6 : (hi + 3) % 6;
    steps++;
    if (visit(STEP_VERTEX, gq, gr, gCorner) === false) return steps;
    const into = intoHi ? hi : lo;
    hq += DIR_Q[into]!;
    hr += DIR_R[into]!;
    steps++;
    if (visit(STEP_HEX, hq, hr, into) === false) return steps;
  }
  return steps;
}
