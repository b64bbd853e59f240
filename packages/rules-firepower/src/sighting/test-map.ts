import type { Building, HexRecord, HexsideRecord, MapDocument } from "@tactica/map";
import { compileMap } from "@tactica/map";
import type { CompiledMap } from "@tactica/map";
import { FIREPOWER_FEATURES, FIREPOWER_TERRAIN } from "./firepower-terrain";

/** A compiled Firepower map from plain records (test fixtures and examples; terrain is invented). */
export function toFirepowerTestMap(
  hexes: readonly HexRecord[], hexsides: readonly HexsideRecord[] = [], buildings: readonly Building[] = [],
): CompiledMap {
  const doc: MapDocument = {
    schemaVersion: 2, id: "firepower-test", provenance: "placeholder", orientation: "flat",
    hexes: [...hexes], hexsides: [...hexsides], buildings: [...buildings],
  };
  return compileMap(doc, FIREPOWER_TERRAIN, { features: FIREPOWER_FEATURES });
}

/** Hex records (q, 0) for q = 0..n-1 with ground heights from `height(q)` and terrain from `terrain(q)`. */
export function toStrip(n: number, height: (q: number) => number = () => 0, terrain: (q: number) => string = () => "clear"): HexRecord[] {
  return Array.from({ length: n }, (_, q) => ({ hex: { q, r: 0 }, height: height(q), terrain: terrain(q) }));
}
