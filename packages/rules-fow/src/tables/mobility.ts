// Mobility and Movement Table (digest §4.1) as printed, with the three anomalies of RULING-19 kept as printed and
// their reconstructions beside them (never presented as the book's).
import { defineTable, fromBook, reconstructed } from "@tactica/engine";
import type { Provenance } from "@tactica/engine";
import type { RuleDistance } from "@tactica/table";
import { z } from "zod";

export const MOBILITIES = [
  "standard_tank", "light_tank", "fast_tank", "slow_tank", "very_slow_tank",
  "jeep_motorcycle", "half_tracked", "wheeled", "slow_wheeled", "wagon",
  "light_gun", "medium_gun", "heavy_gun", "immobile_gun",
  "infantry", "cavalry", "man_packed_gun",
] as const;
export type Mobility = (typeof MOBILITIES)[number];
export const SPEED_COLUMNS = ["tactical", "terrain_dash", "cross_country_dash", "road_dash"] as const;
export type SpeedColumn = (typeof SPEED_COLUMNS)[number];
/** A Cross score: a number N (roll N+ to cross) or "auto". */
export type CrossScore = number | "auto";

type Row = readonly [RuleDistance | null, RuleDistance, RuleDistance, RuleDistance, CrossScore];
const p = (i: number, cm: number): RuleDistance => ({ in: i, cm });
const ROWS: Record<Mobility, Row> = {
  standard_tank: [p(10, 25), p(12, 30), p(18, 45), p(20, 50), 3],
  light_tank: [p(12, 30), p(16, 40), p(28, 70), p(32, 80), 3],
  fast_tank: [p(12, 30), p(16, 40), p(24, 60), p(28, 70), 3],
  slow_tank: [p(8, 20), p(12, 30), p(14, 35), p(15, 40), 3],
  very_slow_tank: [p(6, 15), p(8, 20), p(8, 20), p(8, 20), 3],
  jeep_motorcycle: [p(12, 30), p(12, 30), p(18, 45), p(40, 100), 4],
  half_tracked: [p(10, 25), p(10, 25), p(18, 40), p(32, 80), 4],
  wheeled: [p(8, 20), p(8, 20), p(14, 35), p(32, 80), 5],
  slow_wheeled: [p(8, 20), p(8, 20), p(10, 25), p(24, 60), 5],
  wagon: [p(6, 15), p(6, 15), p(6, 15), p(8, 20), 5],
  light_gun: [p(4, 10), p(4, 10), p(6, 15), p(8, 20), 3],
  medium_gun: [p(2, 5), p(4, 10), p(6, 15), p(8, 20), 5],
  heavy_gun: [p(2, 5), p(2, 5), p(4, 10), p(6, 15), 5],
  immobile_gun: [null, p(2, 5), p(4, 10), p(4, 10), 6],
  infantry: [p(8, 20), p(8, 20), p(12, 30), p(12, 30), "auto"],
  cavalry: [p(6, 15), p(10, 25), p(20, 50), p(20, 50), 2],
  man_packed_gun: [p(8, 20), p(8, 20), p(12, 30), p(12, 30), "auto"],
};

export const MOBILITY_RULE = "FoW [Movement › Mobility and Movement Table]";
const BOOK: Provenance = fromBook("Movement › Mobility and Movement Table");

/** The printed pairs that break the 2.5 cm per inch convention, and the reconstructions RULING-19 may pick. */
export const MOBILITY_ANOMALIES = [
  { mobility: "slow_tank", column: "road_dash", printed: p(15, 40), reconstructions: [p(16, 40), p(15, 37.5)], note: "15\"/40cm breaks the pair convention" },
  { mobility: "half_tracked", column: "cross_country_dash", printed: p(18, 40), reconstructions: [p(18, 45), p(16, 40)], note: "18\"/40cm breaks the pair convention" },
] as const;
/** Immobile Gun Cross is printed "6" without "+": read as needing a 6 (RULING-19). */
export const IMMOBILE_CROSS_NOTE = "printed \"6\" without \"+\", read as 6+ (RULING-19)";

/** Speeds: mobility x column -> the printed (inch, cm) pair, or null (Immobile Gun has no Tactical move). */
export const mobilitySpeedTable = defineTable<{ mobility: Mobility; column: SpeedColumn }, RuleDistance | null>({
  id: "fow/mobility_speed", version: "1", title: "Mobility and Movement Table: speeds [Movement]",
  inputs: z.object({ mobility: z.enum(MOBILITIES), column: z.enum(SPEED_COLUMNS) }).strict(),
  output: z.object({ in: z.number(), cm: z.number() }).nullable(), provenance: BOOK,
  cells: MOBILITIES.flatMap((mobility) => SPEED_COLUMNS.map((column, i) => ({ inputs: { mobility, column }, value: ROWS[mobility][i] as RuleDistance | null }))),
});

/** Cross score by mobility. Immobile Gun's "6" is the reconstructed reading of a damaged cell. */
export const mobilityCrossTable = defineTable<{ mobility: Mobility }, CrossScore>({
  id: "fow/mobility_cross", version: "1", title: "Mobility and Movement Table: Cross [Movement › Difficult Terrain]",
  inputs: z.object({ mobility: z.enum(MOBILITIES) }).strict(),
  output: z.union([z.number().int(), z.literal("auto")]), provenance: BOOK,
  cells: MOBILITIES.map((mobility) => ({
    inputs: { mobility }, value: ROWS[mobility][4],
    ...(mobility === "immobile_gun" ? { provenance: reconstructed(IMMOBILE_CROSS_NOTE) } : {}),
  })),
});

/** Team type a mobility belongs to (the table's row groups). */
export function mobilityTeamType(m: Mobility): "tank" | "gun" | "infantry" {
  if (m.endsWith("_gun") && m !== "man_packed_gun") return "gun";
  if (m === "infantry" || m === "cavalry" || m === "man_packed_gun") return "infantry";
  return "tank";
}
