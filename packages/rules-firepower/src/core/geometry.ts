import type { Hex } from "@tactica/hex";
import { DIR_Q, DIR_R } from "@tactica/hex";

/** The hex beside `hex` across Firepower hexside `facing` (1 N, clockwise) [2.2]. */
export function hexAhead(hex: Hex, facing: number): Hex {
  const d = (facing - 1 + 6) % 6;
  return { q: hex.q + (DIR_Q[d] ?? 0), r: hex.r + (DIR_R[d] ?? 0) };
}

/** Step from `hex` in map direction `d` (0..5, 0 = N). */
export function stepHex(hex: Hex, d: number): Hex {
  const k = ((d % 6) + 6) % 6;
  return { q: hex.q + (DIR_Q[k] ?? 0), r: hex.r + (DIR_R[k] ?? 0) };
}

/** 4 × the dot product of pixel vectors (flat-top): exact in integers. */
function dot4(q: number, r: number, dq: number, dr: number): number {
  return 9 * q * dq + 3 * (2 * r + q) * (2 * dr + dq);
}

/**
 * Firing arc [6.3.3] (digest RECON of the missing diagram): the 60° wedge centred on the facing hexside.
 * A hex is in arc when its centre lies in the wedge; hexes whose centre is on a boundary ray are cut by
 * the arc (partial hexes, in); hexes that only touch a boundary along an edge are out (option arc_boundary
 * "exclude", digest §15 item 19). With "include", hexes touching the boundary are also in. The firer's own hex is in arc.
 */
export function isInArc(from: Hex, facing: number, to: Hex, boundary: "exclude" | "include" = "exclude"): boolean {
  let q = to.q - from.q, r = to.r - from.r;
  if (q === 0 && r === 0) return true;
  // Turn the offset counter-clockwise until the facing points N: (q, r) -> (q + r, -q).
  for (let k = (facing - 1 + 6) % 6; k > 0; k -= 1) [q, r] = [q + r, -q];
  // Scaled pixel coordinates X = 2x, Y = 2y/sqrt(3): a point is in the N wedge iff |X| <= -Y.
  const inWedge = (x: number, y: number) => -y > 0 && Math.abs(x) <= -y;
  if (inWedge(3 * q, 2 * r + q)) return true;
  if (boundary === "exclude") return false;
  const cx = 3 * q, cy = 2 * r + q;
  const corners = [[2, 0], [-2, 0], [1, 1], [1, -1], [-1, 1], [-1, -1]] as const;
  return corners.some(([dx, dy]) => inWedge(cx + dx, cy + dy) && !(cx + dx === 0 && cy + dy === 0));
}

/**
 * The hexside of `target` that a line from `from` crosses to enter it [6.3.6.3.2.1]: map directions 0..5 from the
 * target toward the thrower, two of them when the line runs exactly through a vertex (the firer chooses).
 */
export function entrySides(from: Hex, target: Hex): number[] {
  const q = from.q - target.q, r = from.r - target.r;
  let best = -Infinity;
  let sides: number[] = [];
  for (let d = 0; d < 6; d += 1) {
    const v = dot4(q, r, DIR_Q[d] ?? 0, DIR_R[d] ?? 0);
    if (v > best) { best = v; sides = [d]; } else if (v === best) sides.push(d);
  }
  return sides;
}
