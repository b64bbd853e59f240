import type { Hex } from "@tactica/hex";
import { createHex, DIR_Q, DIR_R, roundHex } from "@tactica/hex";
import type { MegahexLayer } from "./schema/map-document";

/** Options for a regular MegaHex overlay: `scale` small-hex steps between adjacent MegaHex centres. */
export type MegahexOverlaySpec = { readonly scale: number; readonly origin?: Hex; readonly idPrefix?: string };

// Cube components of the six unit directions, for exact dot products.
const CX = [0, 1, 1, 0, -1, -1];
const CZ = [-1, -1, 0, 1, 1, 0];

/** max_d (v . u_d) for an axial vector v: how far out v lies in the hex "norm" whose unit cell has radius 1. */
function hexReach(q: number, r: number): number {
  let best = -Infinity;
  for (let d = 0; d < 6; d++) {
    const cy = -CX[d]! - CZ[d]!;
    best = Math.max(best, q * CX[d]! + (-q - r) * cy + r * CZ[d]!);
  }
  return best;
}

/**
 * A regular MegaHex overlay (We Were Brothers 2.2): a copy of the hex lattice scaled by `scale` and laid over
 * the small hexes, MegaHex (Q, R) centred on small hex origin + scale * (Q, R). A small hex whose centre lies
 * strictly inside one MegaHex belongs to it; one whose centre lies on a MegaHex edge or corner straddles
 * 2 or 3 (the book: a soldier on a MHx edge is outside it for spotting). Exact integer test, no rounding.
 * The book does not give the ratio or orientation: this regular form is an assumption; documents may
 * instead store authored membership.
 */
export function createMegahexOverlay(hexes: readonly Hex[], spec: MegahexOverlaySpec): MegahexLayer {
  const k = spec.scale;
  if (!Number.isInteger(k) || k < 2) throw new Error(`MegaHex scale must be an integer >= 2, got ${k}`);
  const o = spec.origin ?? createHex(0, 0);
  const prefix = spec.idPrefix ?? "M";
  const cells = new Map<string, MegahexLayer["cells"][number]>();
  const membership: MegahexLayer["membership"] = [];
  for (const h of hexes) {
    const pq = h.q - o.q, pr = h.r - o.r;
    const guess = roundHex(pq / k, pr / k);
    const found: Hex[] = [];
    for (let d = -1; d < 6; d++) {
      const c = d < 0 ? guess : createHex(guess.q + DIR_Q[d]!, guess.r + DIR_R[d]!);
      // Small hex centre p lies in MegaHex C iff max_d (p - kC) . u_d <= k (the unit cell scaled by k).
      if (hexReach(pq - k * c.q, pr - k * c.r) <= k) found.push(c);
    }
    found.sort((a, b) => a.q - b.q || a.r - b.r);
    const ids = found.map((c) => {
      const id = `${prefix}${c.q},${c.r}`;
      if (!cells.has(id)) cells.set(id, { id, coord: c, center: createHex(o.q + k * c.q, o.r + k * c.r) });
      return id;
    });
    membership.push({ hex: createHex(h.q, h.r), megahexes: ids });
  }
  return { scale: k, cells: [...cells.values()], membership };
}
