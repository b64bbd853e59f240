import type { Direction, Hex } from "@tactica/hex";
import { fromOffset, hexNeighbor, toHexKey } from "@tactica/hex";
import type { TerrainCatalogue } from "../catalogue";
import type { Building, HexRecord, MapDocument } from "../schema/map-document";
import { createPrng } from "./prng";
import { SEEDED_LAYOUT } from "./create-seeded-map";

/** Parameters of a seeded urban map: buildings of 1..levels storeys on a street grid. */
export type SeededUrbanMapSpec = { width: number; height: number; seed: number; levels?: number; blockingRatio?: number };

/** Catalogue for seeded urban maps: streets are clear, building hexes block at ground level. */
export const SEEDED_URBAN_CATALOGUE: TerrainCatalogue = { street: {}, building: { blocks: true }, rubble: { hinders: true } };

/** Storey height in the seeded urban map (Firepower-like: a storey is 4 heights). */
export const SEEDED_STOREY_HEIGHT = 4;

function makeBuilding(id: string, footprint: Hex[], storeys: number, rand: () => number): Building {
  const inside = new Set(footprint.map(toHexKey));
  const levels: Building["levels"] = [];
  for (let s = 0; s < storeys; s++) {
    const sides: NonNullable<Building["levels"][number]["sides"]> = [];
    for (const h of footprint) {
      for (let d = 0; d < 6; d++) {
        if (inside.has(toHexKey(hexNeighbor(h, d as Direction)))) continue;
        const roll = rand();
        const type = s === 0 && roll < 0.12 ? "door" : roll < 0.35 ? "window" : "exterior-wall";
        sides.push({ hex: h, dir: d, type, ...(type === "exterior-wall" ? {} : { open: rand() < 0.7 }) });
      }
    }
    levels.push({ storey: s, floor: s * SEEDED_STOREY_HEIGHT, ceiling: (s + 1) * SEEDED_STOREY_HEIGHT, sides });
  }
  const stairHex = footprint[0]!;
  const stairs = storeys > 1 ? [{ hex: stairHex, from: 0, to: storeys - 1, kind: "stairs" as const }] : [];
  return { id, hexes: footprint, levels, stairs };
}

/**
 * A width x height urban map: 3x3-hex blocks separated by one-hex streets. Each block is a building of
 * 1..levels storeys (walls, doors, windows open or closed, one stair hex) or else a rubble lot; buildings are
 * drawn so that about `blockingRatio` of all hexes are building hexes (default: every block built, which is
 * 9/16 of the hexes). Deterministic for a seed.
 */
export function createSeededUrbanMap(spec: SeededUrbanMapSpec): MapDocument {
  const rand = createPrng(spec.seed);
  const maxLevels = spec.levels ?? 3;
  const hexes: HexRecord[] = [];
  const blocks = new Map<string, Hex[]>();
  for (let row = 0; row < spec.height; row++) {
    for (let col = 0; col < spec.width; col++) {
      const hex = fromOffset({ col, row }, SEEDED_LAYOUT);
      const street = col % 4 === 0 || row % 4 === 0;
      if (!street) {
        const key = `${Math.floor(col / 4)},${Math.floor(row / 4)}`;
        blocks.set(key, [...(blocks.get(key) ?? []), hex]);
      }
      hexes.push({ hex, terrain: street ? "street" : "building" });
    }
  }
  // Building hexes are at most 9 of every 16 (3x3 blocks plus streets), so scale the per-block chance.
  const builtChance = spec.blockingRatio === undefined ? 1 : Math.min(1, (spec.blockingRatio * 16) / 9);
  const buildings: Building[] = [];
  const rubble = new Set<string>();
  for (const [key, footprint] of blocks) {
    if (rand() >= builtChance) { for (const h of footprint) rubble.add(toHexKey(h)); continue; }
    buildings.push(makeBuilding(`B${key}`, footprint, 1 + Math.floor(rand() * maxLevels), rand));
  }
  for (const h of hexes) if (rubble.has(toHexKey(h.hex))) h.terrain = "rubble";
  return {
    schemaVersion: 2, id: `seeded-urban-${spec.width}x${spec.height}-${spec.seed}`,
    name: `Seeded urban map ${spec.width}x${spec.height}`, provenance: "generated", orientation: "flat", hexes, buildings,
  };
}
