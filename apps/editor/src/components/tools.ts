import type { Fortification, HexMarker } from "@tactica/map";
import type { PaletteChoice } from "../lib/catalogue";

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
  marker: HexMarker["type"];
  feature: string;
  open: boolean;
  fortification: Fortification["type"];
};

/** The palette's starting choices. */
export const DEFAULT_OPTIONS: ToolOptions = { terrain: "tree", height: 1, marker: "smoke", feature: "wall", open: false, fortification: "foxhole" };

/** The palettes of the map's rule system (from its catalogue). */
export type Palettes = {
  readonly terrain: readonly PaletteChoice[];
  readonly features: readonly PaletteChoice[];
  readonly markers: readonly PaletteChoice<ToolOptions["marker"]>[];
  readonly fortifications: readonly PaletteChoice<ToolOptions["fortification"]>[];
};

function pick<T extends string>(current: T, choices: readonly PaletteChoice<T>[]): T {
  return choices.length === 0 || choices.some((c) => c.id === current) ? current : choices[0]!.id;
}

/** The tool options in effect: each choice the palette offers, else the palette's first (a rule system without trees). */
export function toPaletteOptions(options: ToolOptions, palettes: Palettes): ToolOptions {
  return {
    ...options,
    terrain: pick(options.terrain, palettes.terrain), feature: pick(options.feature, palettes.features),
    marker: pick(options.marker, palettes.markers), fortification: pick(options.fortification, palettes.fortifications),
  };
}
