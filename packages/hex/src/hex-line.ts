import type { Direction, Hex } from "./coords";
import { createHex, DIR_Q, DIR_R } from "./coords";
import type { Hexside } from "./hexside";
import { toCanonicalHexside } from "./hexside";
import { STEP_HEX, STEP_TIE, walkHexLine } from "./walk-hex-line";

/**
 * How a caller resolves a line that runs exactly along a hexside: keep both hexes, the one on the left or
 * right of the line (seen from a towards b), or (for LOS) blocked if either hex blocks / clear if either is
 * clear. The line itself never decides; it reports the tie (docs/style.md habit 5).
 */
export type TiePolicy = "report-both" | "left" | "right" | "blocked-if-either" | "clear-if-either";

/**
 * One step of an exact hex line.
 *  - hex: the line passes through this hex's interior; `crossed` is the hexside it entered by (absent for
 *    the first hex and for a hex entered straight from a tie, which is entered through a corner).
 *  - hexside-tie: the line runs ALONG `hexside`; `hexes` = [left, right] of the line, seen from a to b.
 *  - vertex: the line passes exactly through a corner without running along a side. `hexes` = [from, to],
 *    the hexes it leaves and enters there (both also appear as hex steps); `grazed` is the third hex at that
 *    corner, touched only at the point; `vertexOf` lists all three.
 */
export type LineStep =
  | { kind: "hex"; hex: Hex; crossed?: Hexside }
  | { kind: "hexside-tie"; hexes: readonly [Hex, Hex]; hexside: Hexside }
  | { kind: "vertex"; hexes: readonly [Hex, Hex]; vertexOf: readonly Hex[]; grazed: Hex };

/** The exact line between the centres of a and b, as steps in order from a to b (integer arithmetic). */
export function hexLine(a: Hex, b: Hex): LineStep[] {
  const out: LineStep[] = [];
  let pq = a.q, pr = a.r;
  let pendingVertex: { grazed: Hex; corner: number } | undefined;
  walkHexLine(a.q, a.r, b.q, b.r, (kind, q, r, dir) => {
    if (kind === STEP_HEX) {
      const hex = createHex(q, r);
      if (dir < 0) out.push({ kind: "hex", hex });
      else out.push({ kind: "hex", hex, crossed: toCanonicalHexside(createHex(pq, pr), dir as Direction) });
      if (pendingVertex) {
        const from = createHex(pq, pr);
        out.splice(out.length - 1, 0, {
          kind: "vertex", hexes: [from, hex], vertexOf: [from, hex, pendingVertex.grazed], grazed: pendingVertex.grazed,
        });
        pendingVertex = undefined;
      }
      pq = q; pr = r;
    } else if (kind === STEP_TIE) {
      const left = createHex(q, r);
      const right = createHex(q + DIR_Q[dir]!, r + DIR_R[dir]!);
      out.push({ kind: "hexside-tie", hexes: [left, right], hexside: toCanonicalHexside(left, dir as Direction) });
    } else {
      pendingVertex = { grazed: createHex(q, r), corner: dir };
    }
  });
  return out;
}

/** The hexsides a line crosses between consecutive interior hexes, in order (ties excluded). */
export function hexLineCrossings(a: Hex, b: Hex): Hexside[] {
  const out: Hexside[] = [];
  for (const s of hexLine(a, b)) if (s.kind === "hex" && s.crossed) out.push(s.crossed);
  return out;
}

/**
 * The hexes a line touches with a positive length, resolving hexside ties by policy: "left"/"right" keep one
 * hex of each tie, every other policy keeps both (blocked-/clear-if-either are LOS decisions made later).
 * Grazed vertex hexes are not included.
 */
export function hexLineHexes(a: Hex, b: Hex, policy: TiePolicy = "report-both"): Hex[] {
  const out: Hex[] = [];
  for (const s of hexLine(a, b)) {
    if (s.kind === "hex") out.push(s.hex);
    else if (s.kind === "hexside-tie") {
      if (policy === "left") out.push(s.hexes[0]);
      else if (policy === "right") out.push(s.hexes[1]);
      else out.push(s.hexes[0], s.hexes[1]);
    }
  }
  return out;
}
