import type { Hex } from "./coords";
import { createHex, DIR_Q, DIR_R, hexDistance } from "./coords";
import { roundHex } from "./round-hex";

/**
 * A regular MegaHex lattice (large hexagons printed over the small ones, e.g. We Were Brothers 1.0, 2.0): a copy of
 * the hex lattice scaled by `scale` small-hex steps, MegaHex (Q, R) centred on small hex origin + scale * (Q, R).
 * Ratio and orientation are the caller's (WWB's book gives neither: its digest 2.2 item 5).
 */
export type MegahexGrid = { readonly scale: number; readonly origin?: Hex };

/**
 * How range is counted when a soldier stands on a hex that straddles MegaHex edges. The book states the edge
 * rule for spotting only (WWB 6.0 Visual Range: such a soldier is outside the MHx); for range it is open (WWB digest
 * 13.3 "Grid"), so it is a policy: "nearest" counts from the straddled MegaHex that gives the shortest range,
 * "farthest" from the one that gives the longest.
 */
export type MegahexEdgePolicy = "nearest" | "farthest";

/** The edge policies, the default first. */
export const MEGAHEX_EDGE_POLICIES: readonly MegahexEdgePolicy[] = ["nearest", "farthest"];

/**
 * Who counts as "in the same MegaHex" when a hex straddles edges: "outside" (WWB 6.0 Visual Range: a soldier on a
 * MHx edge is outside the MHx, spotter or target) or "shared" (any MegaHex the two hexes share).
 */
export type MegahexSameRule = "outside" | "shared";

// Cube components of the six unit directions, for exact dot products.
const CX = [0, 1, 1, 0, -1, -1];
const CZ = [-1, -1, 0, 1, 1, 0];

/** max_d (v . u_d) for an axial vector v: a MegaHex of scale k holds the points with reach <= k (its Voronoi cell). */
function hexReach(q: number, r: number): number {
  let best = -Infinity;
  for (let d = 0; d < 6; d++) {
    const cy = -CX[d]! - CZ[d]!;
    best = Math.max(best, q * CX[d]! + (-q - r) * cy + r * CZ[d]!);
  }
  return best;
}

/**
 * The MegaHexes (lattice coordinates, sorted by q then r) a small hex lies in: one when its centre is strictly
 * inside, two when it lies on an edge, three on a corner (WWB 6.0: a hex can lie on a MHx edge). Exact integers.
 */
export function toMegahexes(hex: Hex, grid: MegahexGrid): Hex[] {
  const k = grid.scale;
  if (!Number.isInteger(k) || k < 2) throw new Error(`MegaHex scale must be an integer >= 2, got ${k}`);
  const pq = hex.q - (grid.origin?.q ?? 0), pr = hex.r - (grid.origin?.r ?? 0);
  const guess = roundHex(pq / k, pr / k);
  const found: Hex[] = [];
  for (let d = -1; d < 6; d++) {
    const c = d < 0 ? guess : createHex(guess.q + DIR_Q[d]!, guess.r + DIR_R[d]!);
    if (hexReach(pq - k * c.q, pr - k * c.r) <= k) found.push(c);
  }
  return found.sort((a, b) => a.q - b.q || a.r - b.r);
}

/** The small hex at the centre of MegaHex `coord` (WWB 8.5: smoke is aimed at "the exact center of a MHx"). */
export function megahexCenter(coord: Hex, grid: MegahexGrid): Hex {
  return createHex((grid.origin?.q ?? 0) + grid.scale * coord.q, (grid.origin?.r ?? 0) + grid.scale * coord.r);
}

/**
 * MegaHex range between two hexes given the MegaHexes each lies in (WWB 1.0: MHx are the reference for line of
 * sight and firearms range; range is hex distance on the MegaHex lattice): interior hexes have one, edge hexes
 * two or three and the policy picks among the pairs. Undefined when either list is empty (no MegaHex there).
 */
export function megahexDistanceBetween(from: readonly Hex[], to: readonly Hex[], policy: MegahexEdgePolicy = "nearest"): number | undefined {
  let best: number | undefined;
  for (const a of from) {
    for (const b of to) {
      const d = hexDistance(a, b);
      if (best === undefined || (policy === "nearest" ? d < best : d > best)) best = d;
    }
  }
  return best;
}

/** MegaHex range between two small hexes on a regular MegaHex lattice, edge hexes counted by `policy`. */
export function megahexDistance(a: Hex, b: Hex, grid: MegahexGrid, policy: MegahexEdgePolicy = "nearest"): number {
  return megahexDistanceBetween(toMegahexes(a, grid), toMegahexes(b, grid), policy)!;
}

/** Whether two hexes count as in the same MegaHex, given the MegaHexes each lies in (see MegahexSameRule). */
export function isSameMegahexOf(from: readonly Hex[], to: readonly Hex[], rule: MegahexSameRule): boolean {
  if (rule === "outside") return from.length === 1 && to.length === 1 && from[0]!.q === to[0]!.q && from[0]!.r === to[0]!.r;
  return from.some((a) => to.some((b) => a.q === b.q && a.r === b.r));
}

/** Whether two small hexes count as in the same MegaHex of a regular lattice (WWB 6.0, 8.1 "same MHx"). */
export function isSameMegahex(a: Hex, b: Hex, grid: MegahexGrid, rule: MegahexSameRule): boolean {
  return isSameMegahexOf(toMegahexes(a, grid), toMegahexes(b, grid), rule);
}
