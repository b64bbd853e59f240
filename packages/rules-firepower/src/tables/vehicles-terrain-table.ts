// The Vehicle Terrain Destruction Tables (Option 19.2.1.2.1) for the one case in play, a vehicle toppling a tree hex:
// missing from the text, so the damage numbers are PLACEHOLDERS an organiser replaces.
import { defineTable } from "@tactica/engine";
import { z } from "zod";
import { missing } from "./sources";

/** Weight bands of the damage-number lookup (tons) [19.1.4.5, 19.2.1.2.1]. */
export const WEIGHT_BANDS = ["under_15", "15_to_30", "over_30"] as const;

/** The weight band of a vehicle weight in tons. */
export function weightBand(tons: number): (typeof WEIGHT_BANDS)[number] {
  return tons < 15 ? "under_15" : tons <= 30 ? "15_to_30" : "over_30";
}

const NOTE = "the VEHICLE TERRAIN DESTRUCTION TABLES are missing from the text (and a tree's terrain value with them, 19.2.1.2.1); invented, override with a rulings pack";

/** Damage number of toppling a tree hex by weight band [19.2.1.2.1]: a roll at or under it destroys the tracks — PLACEHOLDERS. */
export const VEHICLE_TOPPLE_DAMAGE = defineTable<{ weight: (typeof WEIGHT_BANDS)[number] }, number>({
  id: "firepower/vehicle_topple_damage",
  version: "1",
  title: "Vehicle Terrain Destruction Tables: toppling trees (placeholder)",
  inputs: z.object({ weight: z.enum(WEIGHT_BANDS) }).strict(),
  output: z.number().int().min(0).max(10),
  cells: [
    { inputs: { weight: "under_15" }, value: 3, provenance: missing(NOTE) },
    { inputs: { weight: "15_to_30" }, value: 2, provenance: missing(NOTE) },
    { inputs: { weight: "over_30" }, value: 1, provenance: missing(NOTE) },
  ],
});

/** Hexside features a vehicle crushes (hedges) or smashes (walls, fences, roadblocks, barricades) crossing them [19.2.1.2]. */
export const SMASHED_FEATURES = ["hedge", "fence", "wall", "roadblock", "barricade"] as const;
/** One such feature. */
export type SmashedFeature = (typeof SMASHED_FEATURES)[number];

/** Damage numbers of crushing or smashing a hexside feature by weight band [19.2.1.2.1] — PLACEHOLDERS. */
export const VEHICLE_SMASH_DAMAGE = defineTable<{ feature: SmashedFeature; weight: (typeof WEIGHT_BANDS)[number] }, number>({
  id: "firepower/vehicle_smash_damage",
  version: "1",
  title: "Vehicle Terrain Destruction Tables: crushing and smashing (placeholder)",
  inputs: z.object({ feature: z.enum(SMASHED_FEATURES), weight: z.enum(WEIGHT_BANDS) }).strict(),
  output: z.number().int().min(0).max(10),
  cells: SMASHED_FEATURES.flatMap((feature) => WEIGHT_BANDS.map((weight, i) => ({
    inputs: { feature, weight },
    value: Math.max(0, (feature === "wall" ? 4 : feature === "hedge" ? 1 : 2) - i),
    provenance: missing(NOTE),
  }))),
});
