/** What a terrain type means for sight and height, as the rule system's data defines it. */
export type TerrainTypeDef = {
  /** The hex blocks sight when it lies between firer and target. */
  readonly blocks?: boolean;
  /** The hex hinders sight (a modifier) without blocking. */
  readonly hinders?: boolean;
  /** Height of the terrain above the hex's ground height (trees, buildings), in height units. */
  readonly height?: number;
  readonly [extra: string]: unknown;
};

/** Terrain catalogue supplied by a rule system: terrain type id -> meaning. The map stores only ids. */
export type TerrainCatalogue = Readonly<Record<string, TerrainTypeDef>>;

/** What a hexside feature type means for sight. */
export type FeatureTypeDef = {
  readonly blocks?: boolean;
  readonly hinders?: boolean;
  /** An opening (door, window, loophole, breach): sight passes when it is open. */
  readonly opening?: boolean;
  /** Height used when the document gives none. */
  readonly height?: number;
};

/** Hexside feature catalogue: feature type -> meaning. */
export type FeatureCatalogue = Readonly<Record<string, FeatureTypeDef>>;

/**
 * Neutral defaults for hexside features when a rule system supplies none: solid walls, slopes, cliffs and
 * parapets block; hedges and bocage hinder; openings pass when open. Rule systems override these
 * (e.g. Firepower judges fences by height, Patrol slopes block outright).
 */
export const DEFAULT_FEATURES: FeatureCatalogue = {
  wall: { blocks: true },
  fence: {},
  hedge: { hinders: true },
  slope: { blocks: true },
  cliff: { blocks: true },
  stream: {},
  door: { opening: true, blocks: true },
  window: { opening: true, blocks: true },
  loophole: { opening: true, blocks: true },
  wire: {},
  parapet: { blocks: true },
  breach: { opening: true },
  roadblock: { blocks: true, height: 3 },
  barricade: { blocks: true },
  bocage: { blocks: true },
  embankment: { blocks: true },
  "exterior-wall": { blocks: true },
  "interior-wall": { blocks: true },
  "balcony-wall": { blocks: true },
};
