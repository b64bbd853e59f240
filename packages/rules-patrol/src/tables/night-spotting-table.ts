import { defineTable } from "@tactica/engine";
import type { Provenance } from "@tactica/engine";
import { z } from "zod";
import { NIGHT_SPOTTING_TABLE } from "../sighting/index";

/** The Night Spotting Table [16.1] as an engine table (highest adjusted roll that spots; 0 = N), from the sighting data. */
export const nightSpottingTable = defineTable<{ band: number; column: number }, number>({
  id: "patrol/night_spotting",
  version: "1",
  title: "Night Spotting Chart [16.1]",
  inputs: z.object({ band: z.number().int().min(0).max(NIGHT_SPOTTING_TABLE.length - 1), column: z.number().int().min(0).max(6) }).strict(),
  output: z.number().int().min(0).max(6),
  cells: NIGHT_SPOTTING_TABLE.flatMap((row, band) => row.best.map((value, column) => ({
    inputs: { band, column }, value, provenance: row.provenance[column]! as Provenance,
  }))),
});
