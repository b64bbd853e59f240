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
  if (aq === bq && ar === br) return steps;
  const dx = bq - aq;
  const dz = br - ar;
  const dy = -dx - dz;
  // m_d = (b - a) . u_d. The exits are the 2 or 3 consecutive directions c0, c1, c2 with m_d > 0.
  let c0 = 0;
  for (let d = 0; d < 6; d++) {
    const prev = (d + 5) % 6;
    if (dx * CX[d]! + dy * CY[d]! + dz * CZ[d]! > 0 && dx * CX[prev]! + dy * CY[prev]! + dz * CZ[prev]! <= 0) { c0 = d; break; }
  }
  const c1 = (c0 + 1) % 6;
  const c2 = (c0 + 2) % 6;
  const m0 = dx * CX[c0]! + dy * CY[c0]! + dz * CZ[c0]!;
  const m1 = dx * CX[c1]! + dy * CY[c1]! + dz * CZ[c1]!;
  const m2 = dx * CX[c2]! + dy * CY[c2]! + dz * CZ[c2]!;
  const three = m2 > 0;
  // Exit numerators n_i = 1 + (h - a) . u_ci, kept incrementally: a step along c_j adds u_cj . u_ci, which for
  // consecutive directions is [[2, 1, -1], [1, 2, 1], [-1, 1, 2]].
  let n0 = 1, n1 = 1, n2 = 1;
  let hq = aq;
  let hr = ar;
  const limit = Math.abs(dx) + Math.abs(dy) + Math.abs(dz) + 2;
  for (let guard = 0; (hq !== bq || hr !== br) && guard < limit; guard++) {
    // Find the smallest exit parameter n_i / m_i (cross-multiplied); lo >= 0 marks a corner tie of lo, lo + 1.
    let best = 0;
    let lo = -1;
    const c01 = n0 * m1 - n1 * m0;
    if (c01 < 0) {
      best = three && n0 * m2 - n2 * m0 > 0 ? 2 : 0;
    } else if (c01 > 0) {
      if (three) {
        const c12 = n1 * m2 - n2 * m1;
        if (c12 < 0) best = 1; else if (c12 > 0) best = 2; else lo = 1;
      } else best = 1;
    } else if (three && n0 * m2 - n2 * m0 > 0) {
      best = 2;
    } else lo = 0;
    if (lo < 0) {
      const d = best === 0 ? c0 : best === 1 ? c1 : c2;
      if (best === 0) { n0 += 2; n1 += 1; n2 -= 1; } else if (best === 1) { n0 += 1; n1 += 2; n2 += 1; } else { n0 -= 1; n1 += 1; n2 += 2; }
      hq += DIR_Q[d]!;
      hr += DIR_R[d]!;
      steps++;
      if (visit(STEP_HEX, hq, hr, d) === false) return steps;
      continue;
    }
    // Corner of h shared with its neighbours across dl and dh (consecutive directions).
    const dl = lo === 0 ? c0 : c1;
    const dh = lo === 0 ? c1 : c2;
    const n1q = hq + DIR_Q[dl]!, n1r = hr + DIR_R[dl]!;
    const n2q = hq + DIR_Q[dh]!, n2r = hr + DIR_R[dh]!;
    // w = (b - a) . (u_dh - u_dl): > 0 the line continues on the dh side, 0 it runs along the side between.
    const w = lo === 0 ? m1 - m0 : m2 - m1;
    if (w === 0) {
      // Along the side between n1 and n2 (n2 lies in direction dl + 2 of n1). Left of the line: the axial cross
      // product keeps the screen orientation, positive = right of travel.
      const cross = dx * (n1r - hr) - dz * (n1q - hq);
      steps++;
      const ok = cross < 0 ? visit(STEP_TIE, n1q, n1r, (dl + 2) % 6) : visit(STEP_TIE, n2q, n2r, (dl + 5) % 6);
      if (ok === false) return steps;
      if (lo === 0) { n0 += 3; n1 += 3; n2 += 0; } else { n0 += 0; n1 += 3; n2 += 3; }
      hq = n1q + n2q - hq;
      hr = n1r + n2r - hr;
      steps++;
      if (visit(STEP_HEX, hq, hr, -1) === false) return steps;
      continue;
    }
    // Through the corner from h into one neighbour, grazing the other at that single point.
    const intoHi = w > 0;
    steps++;
    const grazed = intoHi
      ? visit(STEP_VERTEX, n1q, n1r, (dl + 2) % 6)
      : visit(STEP_VERTEX, n2q, n2r, (dh + 3) % 6);
    if (grazed === false) return steps;
    const into = intoHi ? dh : dl;
    const j = intoHi ? lo + 1 : lo;
    if (j === 0) { n0 += 2; n1 += 1; n2 -= 1; } else if (j === 1) { n0 += 1; n1 += 2; n2 += 1; } else { n0 -= 1; n1 += 1; n2 += 2; }
    hq += DIR_Q[into]!;
    hr += DIR_R[into]!;
    steps++;
    if (visit(STEP_HEX, hq, hr, into) === false) return steps;
  }
  return steps;
}
