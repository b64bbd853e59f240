import type { Hex } from "@tactica/hex";
import { createHex } from "@tactica/hex";
import type { CompiledMap } from "./compiled-map";

/** The ids of the named regions (map sections, set-up areas) a hex is in, in document order; none off the map. */
export function regionsOf(map: CompiledMap, hex: Hex): string[] {
  const c = map.indexOf(hex.q, hex.r);
  return c < 0 ? [] : (map.regionsAt.get(c) ?? []).map((i) => map.regions[i]!.id);
}

/** The hexes of a named region in document order, or undefined when the map has no region of that id. */
export function hexesOf(map: CompiledMap, regionId: string): Hex[] | undefined {
  const reg = map.regions.find((r) => r.id === regionId);
  return reg ? [...reg.cells].map((c) => createHex(map.qOf(c), map.rOf(c))) : undefined;
}
