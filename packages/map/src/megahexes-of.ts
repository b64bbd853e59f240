import type { Hex, MegahexEdgePolicy, MegahexSameRule } from "@tactica/hex";
import { createHex, isSameMegahexOf, megahexDistanceBetween } from "@tactica/hex";
import type { CompiledMap } from "./compiled-map";

/** Indexes into megahexIds of the MegaHexes at a hex: one inside, two or three on an edge, none off the layer. */
function indexesAt(map: CompiledMap, hex: Hex): readonly number[] {
  const c = map.indexOf(hex.q, hex.r);
  if (c < 0) return [];
  const m = map.megahexOf[c]!;
  return m >= 0 ? [m] : m === -2 ? (map.megahexEdges.get(c) ?? []) : [];
}

function coordsAt(map: CompiledMap, hex: Hex): Hex[] {
  return indexesAt(map, hex).map((i) => createHex(map.megahexCoord[2 * i]!, map.megahexCoord[2 * i + 1]!));
}

/** The ids of the MegaHexes a hex lies in (WWB 6.0: one inside, two or three on a MHx edge); none off the layer. */
export function megahexesOf(map: CompiledMap, hex: Hex): string[] {
  return indexesAt(map, hex).map((i) => map.megahexIds[i]!);
}

/** Options of megahexRange: how a hex on a MegaHex edge counts (default "nearest"; WWB digest 13.3 "Grid"). */
export type MegahexRangeOptions = { readonly edge?: MegahexEdgePolicy };

/**
 * MegaHex range between two hexes of a compiled map (WWB 1.0: MHx are the reference for line of sight and firearms
 * range; 8.1 step 3: spotter and target in the same MHx are at 0), with the map's own MegaHex membership (authored
 * or generated); undefined when either hex has no MegaHex.
 */
export function megahexRange(map: CompiledMap, a: Hex, b: Hex, options: MegahexRangeOptions = {}): number | undefined {
  return megahexDistanceBetween(coordsAt(map, a), coordsAt(map, b), options.edge ?? "nearest");
}

/**
 * Whether two hexes of a compiled map count as in the same MegaHex (WWB 6.0 Visual Range "outside": a soldier on a
 * MHx edge is outside it; or "shared": any MegaHex both lie in). MegaHexes compare by lattice coordinate, so one cut
 * by a panel join is one MegaHex (panels sit on the MegaHex lattice, checkBoardJoins), as megahexRange counts it.
 */
export function isInSameMegahex(map: CompiledMap, a: Hex, b: Hex, rule: MegahexSameRule): boolean {
  return isSameMegahexOf(coordsAt(map, a), coordsAt(map, b), rule);
}
