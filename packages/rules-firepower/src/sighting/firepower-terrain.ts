import type { FeatureCatalogue, TerrainCatalogue } from "@tactica/map";
import { DEFAULT_FEATURES } from "@tactica/map";

/** How a Firepower terrain type acts on sight [2.6, 12.1.5, 12.2.6]. */
export type FirepowerLosKind = "none" | "tree" | "solid";

/**
 * Firepower terrain catalogue for compileMap: `los` says how the hex acts on a line of sight; `height` is the
 * height above the hex's ground. The scenario sets tree heights [8.2.2]; the tree default here is a
 * placeholder (answers that use it say so). Stumps and the well are 1 height [2.6].
 */
export const FIREPOWER_TERRAIN: TerrainCatalogue = {
  clear: { los: "none" },
  hill: { los: "none" },
  depression: { los: "none" },
  tree: { los: "tree", hinders: true, height: 6 },
  stump: { los: "solid", blocks: true, height: 1 },
  well: { los: "solid", blocks: true, height: 1 },
  rough: { los: "none" },
  scrub: { los: "none" },
  building: { los: "none" },
  pavement: { los: "none" },
  "paved-road": { los: "none" },
  alley: { los: "none" },
  water: { los: "none" },
  crater: { los: "none" },
  rubble: { los: "none" },
  bridge: { los: "none" },
};

/** Default tree height (placeholder: the scenario gives real tree heights, Firepower 8.2.2). */
export const DEFAULT_TREE_HEIGHT = 6;

/**
 * Firepower hexside features: fences, walls, roadblocks and the like are judged by their height against
 * the line (12.1.1-12.1.5); hedges only hinder (+1, 6.3.6.2.5 / 12.2.6); open doors and windows pass.
 */
export const FIREPOWER_FEATURES: FeatureCatalogue = {
  ...DEFAULT_FEATURES,
  wall: { blocks: true, height: 4 },
  fence: { blocks: true, height: 1 },
  hedge: { hinders: true, height: 2 },
  barricade: { blocks: true, height: 1 },
};
