// The Hit Location Tables for a vehicle hex (Option 19.3.1) as a table: placeholders until a rulings pack supplies the card.
import { defineTable } from "@tactica/engine";
import { z } from "zod";
import { missing } from "./sources";

/** The checks of the (missing) Hit Location Tables for a vehicle hex [19.3.1]. */
export const HIT_LOCATION_CHECKS = ["vehicle_smv", "vehicle_lgv", "near_side", "three_sides_first", "three_sides_second", "two_sides_first"] as const;
/** One check of the vehicle-hex Hit Location Tables. */
export type HitLocationCheck = (typeof HIT_LOCATION_CHECKS)[number];

const TABLES = "the HIT LOCATION TABLES on the Game Cards are missing from the text (digest §8.9, §15 item 25); invented, override with a rulings pack";
const cell = (check: HitLocationCheck, value: number, what: string) => ({ inputs: { check }, value, provenance: missing(`${what}: ${TABLES}`) });

/**
 * Hit Location Tables for a vehicle hex [19.3.1, 12.7] — PLACEHOLDER thresholds (roll this or less, after modifiers
 * clamped to 1..10): the vehicle rather than the hex (small, large), the side of the hex towards the firer rather than
 * the far side, and the firer's first and second designated sides of a three-sides (small vehicle: front hull, turret,
 * rear hull) or two-sides (large vehicle: hull, turret) roll.
 */
export const VEHICLE_HIT_LOCATION = defineTable<{ check: HitLocationCheck }, number>({
  id: "firepower/vehicle_hit_location",
  version: "1",
  title: "Hit Location Tables: vehicle hex (placeholder thresholds)",
  inputs: z.object({ check: z.enum(HIT_LOCATION_CHECKS) }).strict(),
  output: z.number().int().min(0).max(10),
  cells: [
    cell("vehicle_smv", 5, "a G round in a small vehicle's hex hits the vehicle on 5 or less, else the hex (19.3.1.1)"),
    cell("vehicle_lgv", 7, "a G round in a large vehicle's hex hits the vehicle on 7 or less, else the hex (19.3.1.1)"),
    cell("near_side", 6, "a hex hit lands on the side towards the firer on 6 or less, else the far side (19.3.1.1.1)"),
    cell("three_sides_first", 4, "three sides: the firer's first side on 4 or less (19.3.1.1.2, 12.7.1)"),
    cell("three_sides_second", 7, "three sides: the firer's second side on 7 or less, the third above (19.3.1.1.2, 12.7.1)"),
    cell("two_sides_first", 6, "two sides: the firer's first side on 6 or less, the second above (19.3.1.1.2, 12.7.1)"),
  ],
});

