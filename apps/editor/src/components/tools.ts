import { HEXSIDE_FEATURE_TYPES, LEVEL_SIDE_TYPES } from "@tactica/map";
import type { Fortification, MARKER_TYPES } from "@tactica/map";

/** The editing tools, each with the key that picks it. */
export const TOOLS = [
  { id: "select", label: "Select", key: "v" },
  { id: "terrain", label: "Terrain brush", key: "t" },
  { id: "fill", label: "Fill", key: "f" },
  { id: "height", label: "Height", key: "h" },
  { id: "marker", label: "Marker", key: "m" },
  { id: "hexside", label: "Hexside", key: "e" },
  { id: "building", label: "Building", key: "b" },
  { id: "fortification", label: "Fortification", key: "o" },
  { id: "los", label: "Line of sight", key: "l" },
  { id: "setup", label: "Set-up area", key: "a" },
] as const;

/** One tool id. */
export type ToolId = (typeof TOOLS)[number]["id"];

/** What each tool paints or places: the palette's current choices. */
export type ToolOptions = {
  terrain: string;
  height: number;
  marker: (typeof MARKER_TYPES)[number];
  feature: string;
  open: boolean;
  fortification: Fortification["type"];
};

/** The palette's starting choices. */
export const DEFAULT_OPTIONS: ToolOptions = { terrain: "tree", height: 1, marker: "smoke", feature: "wall", open: false, fortification: "foxhole" };

/** Hexside choices: ground features, then building wall/opening types (used inside buildings). */
export const SIDE_CHOICES: readonly string[] = [...new Set<string>([...HEXSIDE_FEATURE_TYPES, ...LEVEL_SIDE_TYPES])];

/** Fortification types the palette offers. */
export const FORTIFICATION_TYPES: readonly Fortification["type"][] = [
  "foxhole", "trench", "pillbox", "bunker", "wire", "mines", "barricade", "abatis", "block", "roadblock", "ditch", "tower", "cave",
];

/** Terrain ids the palette always offers (plus every id the document uses). */
export const BASE_TERRAINS: readonly string[] = ["clear", "tree", "hill", "building", "road", "street", "water", "rubble", "field", "marsh"];
