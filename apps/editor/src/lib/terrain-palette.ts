/** Fill colours for terrain ids the sample maps and rulesets use; other ids get a stable derived colour. */
export const TERRAIN_COLORS: Readonly<Record<string, string>> = {
  clear: "#e8e2c4",
  open: "#e8e2c4",
  grass: "#d6e2a8",
  field: "#e6d98f",
  brush: "#b9cc84",
  scrub: "#b9cc84",
  orchard: "#9fc27a",
  tree: "#7ea862",
  trees: "#7ea862",
  woods: "#6f9a55",
  forest: "#5d8a47",
  jungle: "#4d7a3c",
  marsh: "#a8c4b0",
  swamp: "#92b09c",
  water: "#8ab7d8",
  stream: "#9cc4e0",
  river: "#7aaad0",
  road: "#a9a196",
  "paved-road": "#9c968d",
  pavement: "#bdb8b0",
  alley: "#8f8980",
  rough: "#bba88a",
  "rough-1": "#c8b48e",
  "rough-2": "#a38d6a",
  rubble: "#a99a8c",
  hill: "#e0c27a",
  building: "#b08a70",
  "stone-building": "#9a8f86",
  "wood-building": "#b5916f",
  urban: "#a89a90",
};

/** Colour for hexes whose terrain id is missing. */
export const UNKNOWN_TERRAIN_COLOR = "#dddddd";

/** Fill colour for a terrain id: the table's entry, else a hue hashed from the id so it is stable per id. */
export function toTerrainColor(terrainId: string | undefined): string {
  if (terrainId === undefined || terrainId === "") return UNKNOWN_TERRAIN_COLOR;
  const known = TERRAIN_COLORS[terrainId];
  if (known !== undefined) return known;
  let hash = 0;
  for (let i = 0; i < terrainId.length; i++) hash = (hash * 31 + terrainId.charCodeAt(i)) >>> 0;
  return `hsl(${hash % 360}, 35%, 72%)`;
}

/** Stroke colours for hexside features; unknown features are drawn dark grey. */
export const HEXSIDE_COLORS: Readonly<Record<string, string>> = {
  wall: "#4a3b32",
  "exterior-wall": "#3b2f28",
  "interior-wall": "#6b5a4e",
  "balcony-wall": "#6b5a4e",
  parapet: "#5a4a40",
  breach: "#e67e22",
  "stone-wall": "#4a3b32",
  fence: "#8a6a3a",
  hedge: "#2f6b2a",
  bocage: "#2f5a22",
  slope: "#9a6b2e",
  cliff: "#5a4030",
  stream: "#3d7fc0",
  river: "#2f6fb0",
  road: "#8d7650",
  door: "#c0392b",
  window: "#7fd3f0",
  loophole: "#7d3c98",
  wire: "#555555",
};

/** Stroke colour for a hexside feature kind. */
export function toHexsideColor(kind: string): string {
  return HEXSIDE_COLORS[kind] ?? "#333333";
}
