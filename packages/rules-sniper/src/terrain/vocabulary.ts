// The Sniper! map vocabulary as ids a @tactica/map document uses: hex terrain [11.0], building level sides
// (walls and openings, [11.1]), ground-level hexside features and hex markers. The module's editor catalogue
// lists these entries; compileSniperBoard reads the same ids.
import type { CatalogueEntry } from "@tactica/ruleset-module";
import { TERRAIN_TYPES } from "../tables/index";
import type { TerrainType } from "../tables/index";

const names: Record<TerrainType, string> = {
  building: "Building", street: "Street", clear: "Clear", "rough-1": "Rough #1", "rough-2": "Rough #2", slope: "Slope",
};

/** The six terrain types [11.0] (a street plays as clear, digest §15 item 55). */
export const SNIPER_TERRAIN_ENTRIES: readonly CatalogueEntry[] = TERRAIN_TYPES.map((id) => ({
  id, name: names[id], rule: id === "building" ? "Sniper 11.0, 11.1" : id === "slope" ? "Sniper 11.0, 11.3" : id === "street" ? "Sniper 11.0" : "Sniper 11.0, 11.2",
}));

/** Walls and openings on a building level's hexsides [11.1]. */
export const LEVEL_SIDES = ["exterior-wall", "interior-wall", "door", "window", "parapet", "breach", "loophole"] as const;
/** A level side id. */
export type LevelSide = (typeof LEVEL_SIDES)[number];

/** Level side entries for the editor (stairs and ladders are a building's `stairs`, roofs a level with `roof: true`). */
export const SNIPER_LEVEL_SIDE_ENTRIES: readonly CatalogueEntry[] = [
  { id: "exterior-wall", name: "Exterior wall", rule: "Sniper 11.1, 11.4, 11.5" },
  { id: "interior-wall", name: "Interior wall", rule: "Sniper 7.3, 11.1, 11.5" },
  { id: "door", name: "Door", rule: "Sniper 11.1, 9.4" },
  { id: "window", name: "Window", rule: "Sniper 11.1, 9.4, 10.3" },
  { id: "parapet", name: "Roof parapet", rule: "Sniper 11.1" },
  { id: "breach", name: "Breach (hole in a wall)", rule: "Sniper 11.4, 20.2" },
  { id: "loophole", name: "Pillbox loophole", rule: "Sniper 7.4, 27.1" },
];

/** Ground-level hexside features outside buildings: a free-standing wall, a breach, a barricade [49]. */
export const HEXSIDE_FEATURES = ["wall", "breach", "barricade"] as const;
/** A ground-level hexside feature id. */
export type HexsideFeature = (typeof HEXSIDE_FEATURES)[number];

export const SNIPER_HEXSIDE_FEATURE_ENTRIES: readonly CatalogueEntry[] = [
  { id: "wall", name: "Wall", rule: "Sniper 7.3, 11.4" },
  { id: "breach", name: "Breach", rule: "Sniper 11.4, 20.2" },
  { id: "barricade", name: "Barricade (as a window)", rule: "Sniper 49; digest §15 item 27" },
];

/** Hex markers the rules read: smoke [13.5], craters [27.2], demolition holes [20.2], fire [29.2]. */
export const HEX_MARKERS = ["smoke", "crater", "hole", "fire"] as const;
export type HexMarkerType = (typeof HEX_MARKERS)[number];

export const SNIPER_MARKER_ENTRIES: readonly CatalogueEntry[] = [
  { id: "smoke", name: "Smoke", rule: "Sniper 13.5" },
  { id: "crater", name: "Crater", rule: "Sniper 27.2, 30.3" },
  { id: "hole", name: "Hole (demolition)", rule: "Sniper 20.2" },
  { id: "fire", name: "Fire", rule: "Sniper 29.2" },
];

/** The vocabulary for checkMapVocabulary (@tactica/map). */
export const SNIPER_MAP_VOCABULARY = {
  markers: [...HEX_MARKERS], hexsideFeatures: [...HEXSIDE_FEATURES], levelSides: [...LEVEL_SIDES],
} as const;
