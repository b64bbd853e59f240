import type { TerrainCatalogue } from "../catalogue";
import { fromOffset } from "@tactica/hex";
import type { HexRecord, MapDocument } from "../schema/map-document";
import { createPrng } from "./prng";

/** Parameters of a seeded random map. */
export type SeededMapSpec = { width: number; height: number; blockingRatio: number; seed: number };

/** Catalogue for seeded maps: "open" is clear, "woods" blocks sight and stands 4 heights tall. */
export const SEEDED_CATALOGUE: TerrainCatalogue = { open: {}, woods: { blocks: true, height: 4 } };

/** The offset layout seeded maps use (flat-topped, odd columns pushed down). */
export const SEEDED_LAYOUT = { orientation: "flat", parity: "odd" } as const;

/**
 * A width x height rectangular map (offset layout SEEDED_LAYOUT) where about `blockingRatio` of the hexes are
 * blocking "woods" and ground heights vary 0..2, deterministic for a seed. Used by benchmarks (40x40, 12%).
 */
export function createSeededMap(spec: SeededMapSpec): MapDocument {
  const rand = createPrng(spec.seed);
  const hexes: HexRecord[] = [];
  for (let row = 0; row < spec.height; row++) {
    for (let col = 0; col < spec.width; col++) {
      const blocking = rand() < spec.blockingRatio;
      const height = Math.floor(rand() * 3);
      hexes.push({ hex: fromOffset({ col, row }, SEEDED_LAYOUT), terrain: blocking ? "woods" : "open", height });
    }
  }
  return {
    schemaVersion: 2, id: `seeded-${spec.width}x${spec.height}-${spec.blockingRatio}-${spec.seed}`,
    name: `Seeded map ${spec.width}x${spec.height}`, provenance: "generated", orientation: "flat", hexes,
  };
}
