// The Terrain Chart (digest §2.2), flattened to prose in the source. Cells the extraction lost are reconstructed
// from the Terrain Types prose (RULING-20) and say so.
import { defineTable, fromBook, reconstructed } from "@tactica/engine";
import type { Provenance } from "@tactica/engine";
import { z } from "zod";

export type DashClass = "road" | "cross_country" | "terrain" | "impassable";
export type TerrainHeight = "flat" | "short" | "tall" | "short_or_tall";
/** A Cross check: none, difficult (the team's Cross score), a fixed score, or impassable. */
export type CrossCheck = "no" | "yes" | "impassable" | { readonly score: number };
export type TerrainRow = {
  readonly dash: DashClass;
  readonly cross: CrossCheck;
  readonly height: TerrainHeight;
  readonly bulletproof: boolean;
  /** Team types for which the feature is impassable though others may enter. */
  readonly impassableFor?: readonly ("tank" | "gun" | "infantry" | "cavalry")[];
};

const r = (dash: DashClass, cross: CrossCheck, height: TerrainHeight, bulletproof: boolean, impassableFor?: TerrainRow["impassableFor"]): TerrainRow =>
  ({ dash, cross, height, bulletproof, ...(impassableFor ? { impassableFor } : {}) });
const CHART = "Terrain Chart";
const rec = (m: string): Provenance => reconstructed(m);

const ROWS: Record<string, { row: TerrainRow; provenance?: Provenance }> = {
  grass_or_steppe: { row: r("cross_country", "no", "flat", false) },
  firm_sand_or_thin_snow: { row: r("cross_country", "no", "flat", false) },
  soft_sand_snow_or_mud: { row: r("terrain", "no", "flat", false) },
  ploughed_field: { row: r("terrain", "no", "flat", false) },
  crop_field_or_open_scrub: { row: r("terrain", "no", "short", false) },
  vineyard: { row: r("terrain", "yes", "short", false) },
  orchard: { row: r("terrain", "yes", "tall", false) },
  woods_and_forests: { row: r("terrain", "yes", "tall", false) },
  fence: { row: r("terrain", "no", "short", false) },
  hedge: { row: r("terrain", "yes", "short", false) },
  bocage_hedge: { row: r("terrain", "yes", "tall", true) },
  line_of_trees: { row: r("terrain", "yes", "tall", false) },
  stone_wall: { row: r("terrain", "yes", "short_or_tall", true) },
  low_rise: { row: r("cross_country", "no", "short", true) },
  gentle_hill: { row: r("terrain", "no", "tall", true) },
  steep_or_rocky_hill: { row: r("terrain", "yes", "tall", true) },
  gully_access_or_floor: { row: r("terrain", "no", "flat", false) },
  gully_side: { row: r("terrain", "yes", "tall", true) },
  steep_bank_or_low_seawall: { row: r("terrain", "yes", "short", true) },
  cliff_cutting_or_high_seawall: { row: r("impassable", "impassable", "tall", true) },
  stream_or_brook: { row: r("terrain", "no", "flat", false) },
  creek_or_shallow_river: { row: r("terrain", "no", "flat", false) },
  ford: { row: r("terrain", "yes", "flat", false), provenance: rec("Cross cell lost in extraction; Terrain Types calls fords Difficult (RULING-20)") },
  deep_river: { row: r("terrain", { score: 4 }, "flat", false, ["tank", "gun"]) },
  swamp_or_lake: { row: r("impassable", "impassable", "flat", false) },
  road_or_airfield: { row: r("road", "no", "flat", false) },
  ruined_city_streets: { row: r("terrain", "no", "flat", false) },
  railway_line: { row: r("terrain", "no", "flat", false) },
  low_embankment: { row: r("terrain", "yes", "short", true) },
  high_embankment: { row: r("impassable", "impassable", "tall", true) },
  building: { row: r("terrain", "no", "tall", true, ["tank", "gun"]), provenance: rec("Cross and Height cells lost; Height and BP from Terrain Types › Buildings, Cross: no test (digest §13.2)") },
  rubble_or_craters: { row: r("terrain", "no", "short", true) },
};
export const TERRAIN_KINDS = Object.keys(ROWS) as readonly string[];
export const TERRAIN_CHART_RULE = "FoW [Terrain Chart]";

const crossSchema = z.union([z.enum(["no", "yes", "impassable"]), z.object({ score: z.number().int() })]);

/** Terrain Chart: feature kind -> Dash class, Cross check, height and Bulletproof Cover. */
export const terrainChartTable = defineTable<{ kind: string }, TerrainRow>({
  id: "fow/terrain_chart", version: "1", title: "Terrain Chart [Terrain Chart; Terrain Types]",
  inputs: z.object({ kind: z.enum(TERRAIN_KINDS as [string, ...string[]]) }).strict(),
  output: z.object({
    dash: z.enum(["road", "cross_country", "terrain", "impassable"]), cross: crossSchema,
    height: z.enum(["flat", "short", "tall", "short_or_tall"]), bulletproof: z.boolean(),
    impassableFor: z.array(z.enum(["tank", "gun", "infantry", "cavalry"])).optional(),
  }),
  provenance: fromBook(CHART),
  cells: Object.entries(ROWS).map(([kind, v]) => ({ inputs: { kind }, value: v.row, ...(v.provenance ? { provenance: v.provenance } : {}) })),
});

/**
 * A building more than about 6"/15cm across is divided into rooms 3"/7.5cm to 6"/15cm across, each a separate
 * building [Height of Terrain › Buildings]: the fewest equal rooms no wider than the maximum (B19: 10" -> two 5").
 */
export function buildingRooms(width: number, unit: "inch" | "cm"): { rooms: number; roomWidth: number } {
  const max = unit === "inch" ? 6 : 15, min = unit === "inch" ? 3 : 7.5;
  if (width <= max) return { rooms: 1, roomWidth: width };
  const rooms = Math.ceil(width / max);
  const roomWidth = width / rooms;
  if (roomWidth < min) throw new RangeError(`rooms of ${roomWidth} are under ${min}`);
  return { rooms, roomWidth };
}
