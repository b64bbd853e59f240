import { defineTable } from "@tactica/engine";
import { z } from "zod";
import { missing } from "./sources";

/**
 * The demolition charge's blast hit number [12.4.9]. The text gives the DMC's use and timing but its numbers are on
 * the missing Weapon Chart: 8 (the largest anti-personnel blast the text gives, the PMN2's, 12.4.4.1.2) stands in as a
 * placeholder an organiser's rulings pack overrides. With no blast zone cell for its number it blasts its hex only.
 */
export const DEMOLITION_CHARGE = defineTable<{ item: "DMC" }, { blast: number }>({
  id: "firepower/demolition_charge",
  version: "1",
  title: "Demolition charge (DMC)",
  inputs: z.object({ item: z.literal("DMC") }),
  output: z.object({ blast: z.number().int().min(1).max(20) }),
  cells: [{ inputs: { item: "DMC" }, value: { blast: 8 }, provenance: missing("the DMC's blast number is on the missing Weapon Chart [12.4.9]; 8 (PMN2's, 12.4.4.1.2) stands in") }],
});
