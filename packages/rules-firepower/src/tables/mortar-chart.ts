import { defineTable, placeholder } from "@tactica/engine";
import { z } from "zod";

/** Mortar classes the placeholder chart knows: a light and a medium tube, and MRT6 (whose minimum range the text gives). */
export const MORTARS = ["MRT-L", "MRT-M", "MRT6"] as const;
/** One mortar class. */
export type MortarClass = (typeof MORTARS)[number];

/** One mortar's Weapon Chart line: minimum and maximum range, hit number per range band, G blast number and zone. */
export type MortarLine = {
  readonly minRange: number;
  readonly maxRange: number;
  /** Hit numbers by range band: the first band whose `upTo` is at least the range. */
  readonly hits: readonly { readonly upTo: number; readonly hit: number }[];
  readonly blast: number;
  readonly radius: number;
};

const NOTE = "the Weapon Chart with the mortar lines is missing from the text (digest §9.5); invented, override with a rulings pack";

/**
 * Mortar lines of the Weapon Chart [12.4.2] — PLACEHOLDER numbers, never the book's: only MRT6's minimum range of
 * 21 hexes is in the text (12.4.2), and it is kept. An organiser supplies the real lines through a rulings pack.
 */
export const mortarChart = defineTable<{ mortar: MortarClass }, MortarLine>({
  id: "firepower/mortar_chart",
  version: "1",
  title: "Weapon Chart, mortar lines (placeholder)",
  inputs: z.object({ mortar: z.enum(MORTARS) }).strict(),
  output: z.object({
    minRange: z.number().int().min(0), maxRange: z.number().int().min(1),
    hits: z.array(z.object({ upTo: z.number().int().min(1), hit: z.number().int().min(0).max(10) })).min(1),
    blast: z.number().int().min(0).max(10), radius: z.number().int().min(0).max(4),
  }),
  cells: [
    { inputs: { mortar: "MRT-L" }, value: { minRange: 3, maxRange: 40, hits: [{ upTo: 12, hit: 5 }, { upTo: 40, hit: 4 }], blast: 6, radius: 2 }, provenance: placeholder(NOTE) },
    { inputs: { mortar: "MRT-M" }, value: { minRange: 6, maxRange: 80, hits: [{ upTo: 20, hit: 5 }, { upTo: 80, hit: 4 }], blast: 7, radius: 2 }, provenance: placeholder(NOTE) },
    { inputs: { mortar: "MRT6" }, value: { minRange: 21, maxRange: 120, hits: [{ upTo: 40, hit: 5 }, { upTo: 120, hit: 4 }], blast: 7, radius: 2 },
      provenance: placeholder(`minimum range 21 is the book's (12.4.2); ${NOTE}`) },
  ],
});

/** The hit number of a mortar line at `range`, or undefined inside the minimum or beyond the maximum range [12.4.2]. */
export function toMortarHitNumber(line: MortarLine, range: number): number | undefined {
  if (range < line.minRange || range > line.maxRange) return undefined;
  return line.hits.find((h) => range <= h.upTo)?.hit;
}
