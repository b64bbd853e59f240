import { defineTable } from "@tactica/engine";
import { z } from "zod";
import { missing } from "./sources";

const NOTE = "the RGN line of the Weapon Chart is missing [10.7, 12.4.1.1]; this engine's stand-in (only the 3-hex minimum range is the book's)";

/** Range bands of the rifle grenade: 3-5, 6-10, 11-15 (beyond: 99, out of range); 1-2 are barred by the text [12.4.1.1]. */
export function rgnBand(range: number): number {
  if (range <= 5) return 3;
  if (range <= 10) return 6;
  return range <= 15 ? 11 : 99;
}

/**
 * Hit numbers of a rifle grenade by range band (band start 3, 6, 11; 99 = beyond its range, null). Every cell is a
 * placeholder (provenance `placeholder`) overridable by a rulings pack; events say when one decided.
 */
export const RGN_HITS = defineTable<{ range: number }, number | null>({
  id: "firepower/rgn_hits",
  version: "1",
  title: "Rifle grenade (RGN) hit numbers by range (placeholders)",
  inputs: z.object({ range: z.number().int().min(3).max(100) }),
  output: z.number().int().nullable(),
  toCellInputs: ({ range }) => ({ range: rgnBand(range) }),
  cells: [[3, 6], [6, 4], [11, 2], [99, null]].map(([range, value]) => ({ inputs: { range: range ?? 99 }, value: value ?? null, provenance: missing(NOTE) })),
});

/** Blast number of a rifle grenade's G round (placeholder: the hand grenade's 5 stands in). */
export const RGN_BLAST = defineTable<{ weapon: "RGN" }, number>({
  id: "firepower/rgn_blast",
  version: "1",
  title: "Rifle grenade (RGN) blast number (placeholder)",
  inputs: z.object({ weapon: z.literal("RGN") }),
  output: z.number().int().min(0).max(10),
  cells: [{ inputs: { weapon: "RGN" }, value: 5, provenance: missing(`${NOTE}; the hand grenade's blast number 5 (6.3.6.3.2.2) stands in`) }],
});
