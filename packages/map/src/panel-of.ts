import type { Hex } from "@tactica/hex";
import type { CompiledMap, CompiledPanel } from "./compiled-map";

/**
 * The placed board (panel, section, sheet) lying on top at a hex, or undefined off the map and for hexes only the
 * map level gives. We Were Brothers 5.0 counts "game panels occupied" for initiative; Patrol! names sections.
 */
export function panelOf(map: CompiledMap, hex: Hex): CompiledPanel | undefined {
  const c = map.indexOf(hex.q, hex.r);
  return c < 0 ? undefined : map.panels[map.panelIndex[c]!];
}

/** The id of the board lying on top at a hex (see panelOf), or undefined. */
export function boardOf(map: CompiledMap, hex: Hex): string | undefined {
  return panelOf(map, hex)?.board;
}
