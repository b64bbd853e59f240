// Kept with every other table; the ruleset lists it after PATROL_TABLES (ruleset.ts) and the artillery folder
// re-exports it, so the package's exports are the same as when it lived in artillery/.
import { defineTable, fromBook } from "@tactica/engine";
import { z } from "zod";

/** The Artillery row of the Integrated Weapon Scatter Table [25.1, 17.1]: LT c4, MDM c5, HV and SHV c6 (printed). */
export const artilleryScatterCoefficientTable = defineTable<{ weight: "L" | "M" | "H" | "SH" }, number>({
  id: "patrol/artillery_scatter_coefficient",
  version: "1",
  title: "Integrated Weapon Scatter Table, Artillery row [25.1]",
  inputs: z.object({ weight: z.enum(["L", "M", "H", "SH"]) }).strict(),
  output: z.number().int().min(0).max(6),
  cells: ([["L", 4], ["M", 5], ["H", 6], ["SH", 6]] as const).map(([weight, value]) => ({ inputs: { weight }, value, provenance: fromBook("25.1") })),
});
