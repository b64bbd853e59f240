// The MegaHex grid (MHx) printed over the small hexes (WWB 1.0, 2.0): the reference for sight, range, ZOC, alerts
// and drift. The lattice, its MegaHex distance and the edge rules are @tactica/hex's; the ratio of Hx per MHx is not
// in the book (digest 2.2 item 5) and is board data with its provenance.
import { isSameMegahexOf, megahexCenter, megahexDistanceBetween, toMegahexes } from "@tactica/hex";
import type { Hex, MegahexEdgePolicy, MegahexGrid, MegahexSameRule } from "@tactica/hex";

export type { MegahexEdgePolicy, MegahexGrid, MegahexSameRule };

/** The MegaHexes a small hex lies in: one inside, two on an edge, three on a corner (WWB 6.0 Visual Range). */
export const megahexesOf = (grid: MegahexGrid, h: Hex): Hex[] => toMegahexes(h, grid);

/** The one MegaHex a hex is inside, or undefined on an edge (an edge hex is outside for spotting, WWB 6.0). */
export function interiorMegahex(grid: MegahexGrid, h: Hex): Hex | undefined {
  const m = toMegahexes(h, grid);
  return m.length === 1 ? m[0] : undefined;
}

/** Range in MegaHexes between two small hexes (WWB 1.0, 8.1 step 3); edge hexes counted by `policy`. */
export function mhxRange(grid: MegahexGrid, a: Hex, b: Hex, policy: MegahexEdgePolicy): number {
  return megahexDistanceBetween(toMegahexes(a, grid), toMegahexes(b, grid), policy)!;
}

/** Whether two hexes are in the same MegaHex (WWB 8.1 step 3 same-MHx die; 6.0 edge hexes are outside). */
export function inSameMegahex(grid: MegahexGrid, a: Hex, b: Hex, rule: MegahexSameRule): boolean {
  return isSameMegahexOf(toMegahexes(a, grid), toMegahexes(b, grid), rule);
}

/** Whether a hex lies in (or on the edge of) MegaHex `m`. */
export function isInMegahex(grid: MegahexGrid, h: Hex, m: Hex): boolean {
  return toMegahexes(h, grid).some((x) => x.q === m.q && x.r === m.r);
}

/** The small hex at the centre of MegaHex `m` (WWB 8.5 smoke aimed at the centre; 8.3 area marker at the centre). */
export const megahexCentre = (grid: MegahexGrid, m: Hex): Hex => megahexCenter(m, grid);

export const megahexKey = (m: Hex): string => `M${m.q},${m.r}`;
