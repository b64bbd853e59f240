import type { Hex, HexKey } from "@tactica/hex";
import { toHexKey } from "@tactica/hex";
import type { CompiledMap } from "./compiled-map";
import { resolveMap } from "./resolve-map";
import type { MapDocument } from "./schema/map-document";

type IdIndex = { idToHex: ReadonlyMap<string, Hex>; hexToIds: ReadonlyMap<HexKey, readonly string[]> };

const cache = new WeakMap<MapDocument, IdIndex>();

function toIdIndex(map: MapDocument | CompiledMap): IdIndex {
  if ("idToHex" in map) return map;
  let idx = cache.get(map);
  if (!idx) {
    const idToHex = new Map<string, Hex>();
    const hexToIds = new Map<HexKey, readonly string[]>();
    for (const h of resolveMap(map).hexes.values()) {
      if (h.ids.length === 0) continue;
      hexToIds.set(toHexKey(h.hex), [...h.ids]);
      for (const id of h.ids) idToHex.set(id, h.hex);
    }
    idx = { idToHex, hexToIds };
    cache.set(map, idx);
  }
  return idx;
}

/** The map hex a printed hex ID names (e.g. "1FF1", "2320"), or undefined. Documents are read as immutable (cached). */
export function hexIdToHex(map: MapDocument | CompiledMap, id: string): Hex | undefined {
  return toIdIndex(map).idToHex.get(id);
}

/** Every printed ID naming a hex: one normally, several where boards overlap (Patrol side edges). */
export function hexToHexId(map: MapDocument | CompiledMap, hex: Hex): readonly string[] {
  return toIdIndex(map).hexToIds.get(toHexKey(hex)) ?? [];
}
