import { DIR_Q, DIR_R, STEP_HEX, STEP_TIE, walkHexLine } from "@tactica/hex";
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

// Direction from a hex to an adjacent one, indexed by (dq + 1) * 3 + (dr + 1).
const DIR_BY_DELTA = new Int8Array(9).fill(-1);
for (let d = 0; d < 6; d++) DIR_BY_DELTA[(DIR_Q[d]! + 1) * 3 + (DIR_R[d]! + 1)] = d;

const NONE = 0, TIE = 1, VERTEX = 2;

/**
 * Creates the LOS kernel: walks the exact hex line (@tactica/hex walkHexLine) and asks the judge about every
 * hex and hexside crossed, resolving hexside ties and vertex passes by the judge's TieRule.
 */
export function createLosTracer(judge: LosJudge): LosTracer {
  const grid = judge.grid;
  const W = grid.width, q0 = grid.qMin, r0 = grid.rMin;
  const union = judge.tie.policy === "blocked-if-either";
  let aq = 0, ar = 0, bq = 0, br = 0;
  let first = true, pending = NONE, blocked = false, mod = 0, count = 0, stopEarly = true;
  let pq = 0, pr = 0, lq = 0, lr = 0, rq = 0, rr = 0;
  let rec: LosRecorder | undefined;

  const cellOf = (q: number, r: number): number => (r - r0) * W + (q - q0);
  const dist = (q: number, r: number, oq: number, or: number): number => {
    const dq = q - oq, dr = r - or;
    return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) >> 1;
  };
  const judgeHex = (q: number, r: number, role: LosPathRole): number => {
    const c = cellOf(q, r), dA = dist(q, r, aq, ar), dB = dist(q, r, bq, br);
    const v = judge.hex(c, dA, dB);
    if (rec) rec(0, c, c, -1, dA, dB, v, role);
    return v;
  };
  const judgeSide = (fq: number, fr: number, tq: number, tr: number, role: LosPathRole): number => {
    const from = cellOf(fq, fr), to = cellOf(tq, tr);
    const dir = DIR_BY_DELTA[(tq - fq + 1) * 3 + (tr - fr + 1)]!;
    const dA = Math.max(dist(fq, fr, aq, ar), dist(tq, tr, aq, ar));
    const dB = Math.max(dist(fq, fr, bq, br), dist(tq, tr, bq, br));
    const v = judge.side(from, to, dir, dA, dB);
    if (rec) rec(1, from, to, dir, dA, dB, v, role);
    return v;
  };
  // Folds one element's verdict into the running total (union reading, or the plain line).
  const add = (v: number): void => {
    if (v === BLOCKED) blocked = true;
    else if (v > 0) { mod += v; count++; }
  };
  // Verdict of one alternative path p -> (x) -> q, as BLOCKED or its modifier; hindrances via altCount.
  let altCount = 0;
  const alt = (xq: number, xr: number, qq: number, qr: number, withHex: boolean, role: LosPathRole): number => {
    let m = 0, b = false;
    altCount = 0;
    const v1 = judgeSide(pq, pr, xq, xr, role);
    if (v1 === BLOCKED) b = true; else if (v1 > 0) { m += v1; altCount++; }
    if (withHex) {
      const v2 = judgeHex(xq, xr, role);
      if (v2 === BLOCKED) b = true; else if (v2 > 0) { m += v2; altCount++; }
      const v3 = judgeSide(xq, xr, qq, qr, role);
      if (v3 === BLOCKED) b = true; else if (v3 > 0) { m += v3; altCount++; }
    }
    return b ? BLOCKED : m;
  };
  const both = (v1: number, c1: number, v2: number, c2: number): void => {
    if (union) {
      add(v1 === BLOCKED ? BLOCKED : 0); add(v2 === BLOCKED ? BLOCKED : 0);
      if (v1 !== BLOCKED) { mod += v1; count += c1; }
      if (v2 !== BLOCKED) { mod += v2; count += c2; }
    } else if (v1 === BLOCKED && v2 === BLOCKED) blocked = true;
    else if (v1 === BLOCKED || (v2 !== BLOCKED && v2 < v1)) { mod += v2; count += c2; }
    else { mod += v1; count += c1; }
  };

  const visit = (kind: number, q: number, r: number, dir: number): boolean => {
    if (kind === STEP_HEX) {
      if (first) {
        first = false;
        add(judgeHex(q, r, "line"));
      } else if (pending === TIE) {
        pending = NONE;
        const v1 = alt(lq, lr, q, r, true, "left"); const c1 = altCount;
        const v2 = alt(rq, rr, q, r, true, "right"); const c2 = altCount;
        both(v1, c1, v2, c2);
        if (union) add(judgeSide(lq, lr, rq, rr, "along"));
        add(judgeHex(q, r, "line"));
      } else if (pending === VERTEX) {
        pending = NONE;
        const v1 = alt(q, r, q, r, false, "direct"); const c1 = altCount;
        const v2 = alt(lq, lr, q, r, true, "graze"); const c2 = altCount;
        both(v1, c1, v2, c2);
        add(judgeHex(q, r, "line"));
      } else {
        add(judgeSide(pq, pr, q, r, "line"));
        add(judgeHex(q, r, "line"));
      }
      pq = q; pr = r;
    } else if (kind === STEP_TIE) {
      pending = TIE;
      lq = q; lr = r; rq = q + DIR_Q[dir]!; rr = r + DIR_R[dir]!;
    } else {
      pending = VERTEX;
      lq = q; lr = r;
    }
    return !(blocked && stopEarly);
  };

  const run = (a: Eye, b: Eye): number => {
    aq = a.q; ar = a.r; bq = b.q; br = b.r;
    first = true; pending = NONE; blocked = false; mod = 0; count = 0;
    const range = judge.range(a, b);
    const start = judge.begin(a, b, range);
    if (rec) rec(2, a.cell, b.cell, -1, 0, range, start, "line");
    if (start === BLOCKED && stopEarly) return BLOCKED;
    if (start === BLOCKED) blocked = true;
    walkHexLine(aq, ar, bq, br, visit);
    if (blocked) return BLOCKED;
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
