import { defineTable } from "@tactica/engine";
import { z } from "zod";
import { book, missing } from "./sources";

const BLAST_DIAGRAMS_MISSING = "the Game Card's BLAST DIAGRAMS by blast hit number are missing [12.3.4.1]; the blast-5 diagram's +3/+4 stand in";

/**
 * Blast zone modifiers by blast hit number and distance from the impact hex (ring 1 adjacent, ring 2 two hexes)
 * [6.3.6.3.2.2, 12.3.4.1]. Blast 5 (the hand grenade) is the book's; every other blast number's diagram is on the
 * missing Game Card, so blast 7 (PMN1, 12.4.4.1.1) carries placeholders a rulings pack can override. A blast number
 * with no cell has no blast zone (impact hex only).
 */
export const BLAST_ZONE_MODIFIERS = defineTable<{ blast: number; ring: number }, number>({
  id: "firepower/blast_zone_modifiers",
  version: "1",
  title: "Blast zone modifiers by blast hit number",
  inputs: z.object({ blast: z.number().int().min(1).max(20), ring: z.number().int().min(1).max(2) }),
  output: z.number().int(),
  cells: [
    { inputs: { blast: 5, ring: 1 }, value: 3, provenance: book("6.3.6.3.2.2") },
    { inputs: { blast: 5, ring: 2 }, value: 4, provenance: book("6.3.6.3.2.2") },
    { inputs: { blast: 7, ring: 1 }, value: 3, provenance: missing(BLAST_DIAGRAMS_MISSING) },
    { inputs: { blast: 7, ring: 2 }, value: 4, provenance: missing(BLAST_DIAGRAMS_MISSING) },
  ],
});
