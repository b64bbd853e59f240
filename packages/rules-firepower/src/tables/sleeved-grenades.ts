import { defineTable } from "@tactica/engine";
import { z } from "zod";
import { missing } from "./sources";

/** The two configurations of an HGN1/HGN2 grenade [12.4.1.3]: sleeve on (defensive) or off (offensive). */
export const SLEEVES = ["offensive", "defensive"] as const;

/** One configuration. */
export type Sleeve = (typeof SLEEVES)[number];

const NOTE = "the HGN1/HGN2 lines of the Weapon Chart are missing [10.7, 12.4.1.3]; this engine's stand-in keeps the text's order only: the defensive grenade (sleeve on) is thrown less far and is more effective, the offensive one (sleeve off) is thrown further and is less effective";

/**
 * Range and blast of an offensive/defensive grenade [12.4.1.3]: the farthest throw (hexes), the blast number and the
 * blast radius. The text gives only the order (sleeve on: shorter throw, more effective); every cell is a placeholder
 * (provenance `placeholder`) overridable by a rulings pack, and the events say when one decided. The hand grenade's
 * hit numbers by range (6.3.2.1.1) stand in for the throw itself.
 */
export const SLEEVED_GRENADES = defineTable<{ sleeve: Sleeve }, { maxRange: number; blast: number; radius: number }>({
  id: "firepower/sleeved_grenades",
  version: "1",
  title: "Offensive/defensive grenades HGN1/HGN2: farthest throw and blast (placeholders)",
  inputs: z.object({ sleeve: z.enum(SLEEVES) }),
  output: z.object({ maxRange: z.number().int().min(1).max(8), blast: z.number().int().min(0).max(10), radius: z.number().int().min(0).max(3) }),
  cells: [
    { inputs: { sleeve: "offensive" }, value: { maxRange: 8, blast: 4, radius: 1 }, provenance: missing(NOTE) },
    { inputs: { sleeve: "defensive" }, value: { maxRange: 5, blast: 6, radius: 2 }, provenance: missing(NOTE) },
  ],
});
