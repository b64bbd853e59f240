import { DIR_Q, DIR_R } from "@tactica/hex";
import type { LosJudge } from "./los-policy";
import type { Eye } from "./types";
import { BLOCKED } from "./types";

/** Which path an element lies on: the plain line, one side of a tie / vertex, or the hexside run along. */
export type LosPathRole = "line" | "left" | "right" | "along" | "direct" | "graze";

/** Receives every judged element while explaining (kind 0 = hex, 1 = hexside, 2 = pair set-up, 3 = end). */
export type LosRecorder = (
  kind: 0 | 1 | 2 | 3, from: number, to: number, dir: number, dA: number, dB: number, verdict: number, role: LosPathRole,
) => void;

/** A reusable LOS kernel bound to one judge: `trace` allocates nothing when no recorder is given. */
export type LosTracer = {
  /** BLOCKED, or the total hindrance modifier of a clear line. Eyes must have been resolved by the judge. */
  trace(a: Eye, b: Eye): number;
  /** Same walk, reporting each element to `record` and never stopping early. */
  traceRecorded(a: Eye, b: Eye, record: LosRecorder): number;
};

// Cube components (x = q, y = -q - r, z = r) of each direction, as in @tactica/hex walkHexLine.
const CX = [0, 1, 1, 0, -1, -1];
const CY = [1, 0, -1, -1, 0, 1];
const CZ = [-1, -1, 0, 1, 1, 0];
// DOT[d * 6 + e] = u_d . u_e, so a step along e updates every exit numerator without recomputing it.
const DOT = new Int8Array(36);
for (let d = 0; d < 6; d++) for (let e = 0; e < 6; e++) DOT[d * 6 + e] = CX[d]! * CX[e]! + CY[d]! * CY[e]! + CZ[d]! * CZ[e]!;
// Threshold that judges every element whose gate is not the "never" value -32768.
const NO_SKIP = -32767;

// Gate per element: -32768 = never judge (mask 0), else the height top (or 32767 = always judge).
function toGate(n: number, mask: Uint8Array | undefined, top: Int16Array | undefined): Int16Array {
  const g = new Int16Array(n);
  for (let i = 0; i < n; i++) g[i] = mask !== undefined && mask[i] === 0 ? -32768 : top !== undefined ? top[i]! : 32767;
  return g;
}

// Direction from a hex to an adjacent one, indexed by (dq + 1) * 3 + (dr + 1).
const DIR_BY_DELTA = new Int8Array(9).fill(-1);
for (let d = 0; d < 6; d++) DIR_BY_DELTA[(DIR_Q[d]! + 1) * 3 + (DIR_R[d]! + 1)] = d;

/**
 * Creates the LOS kernel. It walks the exact line between the two hex centres with the same integer method
 * as @tactica/hex walkHexLine (exit parameter t = num_d / m_d per side, compared by cross-multiplication, so
 * hexside ties and vertex passes are found exactly), fused with the judging so the hot loop makes no visitor
 * calls; a property test keeps the two walks identical. Ties and vertex passes follow the judge's TieRule.
 */
export function createLosTracer(judge: LosJudge): LosTracer {
  const grid = judge.grid;
  const W = grid.width, q0 = grid.qMin, r0 = grid.rMin;
  const union = judge.tie.policy === "blocked-if-either";
  const hexMask = judge.hexMask, sideMask = judge.sideMask, hexTop = judge.hexTop, sideTop = judge.sideTop;
  let hexBelow = NO_SKIP, sideBelow = NO_SKIP;
  // Gates merge the optional masks and height masks: an element is judged when gate >= the pair's threshold.
  const hexGate = toGate(grid.width * grid.height, hexMask, hexTop);
  const sideGate = toGate(grid.width * grid.height * 3, sideMask, sideTop);
  const DCELL = new Int32Array(6);
  for (let d = 0; d < 6; d++) DCELL[d] = DIR_R[d]! * W + DIR_Q[d]!;
  let aq = 0, ar = 0, bq = 0, br = 0;
  let blocked = false, mod = 0, count = 0, stopEarly = true, altCount = 0;
  let rec: LosRecorder | undefined;

  const dist = (q: number, r: number, oq: number, or: number): number => {
    const dq = q - oq, dr = r - or;
    return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) >> 1;
  };
  const judgeHex = (q: number, r: number, role: LosPathRole): number => {
    const c = (r - r0) * W + (q - q0);
    if (rec === undefined && hexGate[c]! < hexBelow) return 0;
    const dA = dist(q, r, aq, ar), dB = dist(q, r, bq, br);
    const v = judge.hex(c, dA, dB);
    if (rec) rec(0, c, c, -1, dA, dB, v, role);
    return v;
  };
  const judgeSide = (fq: number, fr: number, tq: number, tr: number, dir: number, role: LosPathRole): number => {
    const from = (fr - r0) * W + (fq - q0), to = (tr - r0) * W + (tq - q0);
    if (rec === undefined && sideGate[dir < 3 ? from * 3 + dir : to * 3 + dir - 3]! < sideBelow) return 0;
    const dA = Math.max(dist(fq, fr, aq, ar), dist(tq, tr, aq, ar));
    const dB = Math.max(dist(fq, fr, bq, br), dist(tq, tr, bq, br));
    const v = judge.side(from, to, dir, dA, dB);
    if (rec) rec(1, from, to, dir, dA, dB, v, role);
    return v;
  };
  const sideBetween = (fq: number, fr: number, tq: number, tr: number, role: LosPathRole): number =>
    judgeSide(fq, fr, tq, tr, DIR_BY_DELTA[(tq - fq + 1) * 3 + (tr - fr + 1)]!, role);
  const add = (v: number): void => {
    if (v === BLOCKED) blocked = true;
    else if (v > 0) { mod += v; count++; }
  };
  // One alternative path p -> x -> q (or p -> q when !withHex): BLOCKED or its modifier; hindrances in altCount.
  const alt = (pq: number, pr: number, xq: number, xr: number, qq: number, qr: number, withHex: boolean, role: LosPathRole): number => {
    altM = 0; altB = false; altCount = 0;
    fold(sideBetween(pq, pr, xq, xr, role));
    if (withHex) { fold(judgeHex(xq, xr, role)); fold(sideBetween(xq, xr, qq, qr, role)); }
    return altB ? BLOCKED : altM;
  };
  let altM = 0, altB = false;
  const fold = (v: number): void => { if (v === BLOCKED) altB = true; else if (v > 0) { altM += v; altCount++; } };
  const both = (v1: number, c1: number, v2: number, c2: number): void => {
    if (union) {
      if (v1 === BLOCKED || v2 === BLOCKED) blocked = true;
      if (v1 > 0) { mod += v1; count += c1; }
      if (v2 > 0) { mod += v2; count += c2; }
    } else if (v1 === BLOCKED && v2 === BLOCKED) blocked = true;
    else if (v1 === BLOCKED || (v2 !== BLOCKED && v2 < v1)) { mod += v2; count += c2; }
    else { mod += v1; count += c1; }
  };


  // A hexside tie (returns -1: the line runs along the n1|n2 side and enters the hex beyond both) or a vertex
  // pass (returns the direction entered), judged per the TieRule into blocked/mod/count, plus the next hex.
  const tieStep = (hq: number, hr: number, lo: number, hi: number, dx: number, dy: number, dz: number): number => {
    const n1q = hq + DIR_Q[lo]!, n1r = hr + DIR_R[lo]!, n2q = hq + DIR_Q[hi]!, n2r = hr + DIR_R[hi]!;
    const w = dx * (CX[hi]! - CX[lo]!) + dy * (CY[hi]! - CY[lo]!) + dz * (CZ[hi]! - CZ[lo]!);
    if (w === 0) {
      // Along the side between n1 and n2 (left/right as seen from a), then into the hex beyond both.
      const left = dx * (n1r - hr) - dz * (n1q - hq) < 0;
      const lq = left ? n1q : n2q, lr = left ? n1r : n2r, rq = left ? n2q : n1q, rr = left ? n2r : n1r;
      const nq = n1q + n2q - hq, nr = n1r + n2r - hr;
      const v1 = alt(hq, hr, lq, lr, nq, nr, true, "left"); const c1 = altCount;
      const v2 = alt(hq, hr, rq, rr, nq, nr, true, "right"); const c2 = altCount;
      both(v1, c1, v2, c2);
      if (union) add(sideBetween(lq, lr, rq, rr, "along"));
      add(judgeHex(nq, nr, "line"));
      return -1;
    }
    // Through the corner from h into one neighbour, grazing the other at that single point.
    const into = w > 0 ? hi : lo;
    const gq = w > 0 ? n1q : n2q, gr = w > 0 ? n1r : n2r;
    const nq = hq + DIR_Q[into]!, nr = hr + DIR_R[into]!;
    const v1 = alt(hq, hr, nq, nr, nq, nr, false, "direct"); const c1 = altCount;
    const v2 = alt(hq, hr, gq, gr, nq, nr, true, "graze"); const c2 = altCount;
    both(v1, c1, v2, c2);
    add(judgeHex(nq, nr, "line"));
    return into;
  };

  // The walk, allocation-free when not recording: plain steps judged inline (cells stepped incrementally,
  // gates checked before any call); ties and vertex passes, which are rare, go through the generic code above.
  // Stops at the first block unless recording (explanations list every element).
  const walk = (): number => {
    const ac = (ar - r0) * W + (aq - q0);
    let tot = 0, cnt = 0, v = 0, hit = false;
    if (hexGate[ac]! >= hexBelow) {
      const dB = dist(aq, ar, bq, br);
      v = judge.hex(ac, 0, dB);
      if (rec) rec(0, ac, ac, -1, 0, dB, v, "line");
      if (v === BLOCKED) { if (stopEarly) return BLOCKED; hit = true; } else if (v > 0) { tot += v; cnt++; }
    }
    const dx = bq - aq, dz = br - ar, dy = -dx - dz;
    let n = 0, d0 = 0, d1 = 0, d2 = 0, m0 = 0, m1 = 0, m2 = 0;
    for (let d = 0; d < 6; d++) {
      const m = dx * CX[d]! + dy * CY[d]! + dz * CZ[d]!;
      if (m <= 0) continue;
      if (n === 0) { d0 = d; m0 = m; } else if (n === 1) { d1 = d; m1 = m; } else { d2 = d; m2 = m; }
      n++;
    }
    let n0 = 1, n1 = 1, n2 = 1;
    let hq = aq, hr = ar, cell = ac;
    while (hq !== bq || hr !== br) {
      let best = d0, bn = n0, bm = m0, tie = -1;
      if (n > 1) {
        const c = n1 * bm - bn * m1;
        if (c < 0) { best = d1; bn = n1; bm = m1; } else if (c === 0) tie = d1;
      }
      if (n > 2) {
        const c = n2 * bm - bn * m2;
        if (c < 0) { best = d2; bn = n2; bm = m2; tie = -1; } else if (c === 0) tie = d2;
      }
      if (tie < 0) {
        const nq = hq + DIR_Q[best]!, nr = hr + DIR_R[best]!, nc = cell + DCELL[best]!;
        if (sideGate[best < 3 ? cell * 3 + best : nc * 3 + best - 3]! >= sideBelow) {
          const dA = Math.max(dist(hq, hr, aq, ar), dist(nq, nr, aq, ar)), dB = Math.max(dist(hq, hr, bq, br), dist(nq, nr, bq, br));
          v = judge.side(cell, nc, best, dA, dB);
          if (rec) rec(1, cell, nc, best, dA, dB, v, "line");
          if (v === BLOCKED) { if (stopEarly) return BLOCKED; hit = true; } else if (v > 0) { tot += v; cnt++; }
        }
        if (hexGate[nc]! >= hexBelow) {
          const dA = dist(nq, nr, aq, ar), dB = dist(nq, nr, bq, br);
          v = judge.hex(nc, dA, dB);
          if (rec) rec(0, nc, nc, -1, dA, dB, v, "line");
          if (v === BLOCKED) { if (stopEarly) return BLOCKED; hit = true; } else if (v > 0) { tot += v; cnt++; }
        }
        hq = nq; hr = nr; cell = nc;
        n0 += DOT[d0 * 6 + best]!; n1 += DOT[d1 * 6 + best]!; n2 += DOT[d2 * 6 + best]!;
        continue;
      }
      const lo = (best + 1) % 6 === tie ? best : tie, hi = (lo + 1) % 6;
      blocked = false; mod = 0; count = 0;
      const into = tieStep(hq, hr, lo, hi, dx, dy, dz);
      if (blocked) { if (stopEarly) return BLOCKED; hit = true; }
      tot += mod; cnt += count;
      if (into < 0) {
        hq += DIR_Q[lo]! + DIR_Q[hi]!; hr += DIR_R[lo]! + DIR_R[hi]!;
        n0 += DOT[d0 * 6 + lo]! + DOT[d0 * 6 + hi]!; n1 += DOT[d1 * 6 + lo]! + DOT[d1 * 6 + hi]!; n2 += DOT[d2 * 6 + lo]! + DOT[d2 * 6 + hi]!;
      } else {
        hq += DIR_Q[into]!; hr += DIR_R[into]!;
        n0 += DOT[d0 * 6 + into]!; n1 += DOT[d1 * 6 + into]!; n2 += DOT[d2 * 6 + into]!;
      }
      cell = (hr - r0) * W + (hq - q0);
    }
    mod = tot; count = cnt;
    return hit ? BLOCKED : 0;
  };

  const run = (a: Eye, b: Eye): number => {
    aq = a.q; ar = a.r; bq = b.q; br = b.r;
    mod = 0; count = 0;
    const range = judge.range(a, b);
    const start = judge.begin(a, b, range);
    // Recording judges every element (explanations show the whole path); the kernel honours the gates.
    hexBelow = rec ? -Infinity : judge.skipHexBelow ?? NO_SKIP;
    sideBelow = rec ? -Infinity : judge.skipSideBelow ?? NO_SKIP;
    if (rec) rec(2, a.cell, b.cell, -1, 0, range, start, "line");
    if (start === BLOCKED && stopEarly) return BLOCKED;
    const walked = walk();
    if (start === BLOCKED || walked === BLOCKED) return BLOCKED;
    const v = judge.end(mod, count);
    if (rec) rec(3, a.cell, b.cell, -1, range, 0, v, "line");
    return v;
  };

  return {
    trace(a, b) {
      rec = undefined; stopEarly = true;
      return run(a, b);
    },
    traceRecorded(a, b, record) {
      rec = record; stopEarly = false;
      try { return run(a, b); } finally { rec = undefined; stopEarly = true; }
    },
  };
}
