// Firepower 12.4.1.2: an HRG (hand/rifle grenade) thrown as a hand grenade; its Weapon Chart line is missing from the
// text, so its blast number and radius are a PLACEHOLDER cell (used by src/game/hrg-thrown.ts), overridable by a
// rulings pack.
import { defineTable } from "@tactica/engine";
import { z } from "zod";
import { missing } from "./sources";

const NOTE = "the HRG line of the Weapon Chart is missing from the text [10.7, 12.4.1.2]; stand-in: the Basic hand grenade's blast 5 and 2-hex zone (6.3.6.3.2.2), override with a rulings pack";

/** An HRG thrown as a hand grenade: its G blast number and blast radius [12.4.1.2] — PLACEHOLDER cell. */
export const HRG_THROWN = defineTable<{ use: "thrown" }, { blast: number; radius: number }>({
  id: "firepower/hrg_thrown",
  version: "1",
  title: "Hand/rifle grenade (HRG) thrown as a hand grenade: blast number and radius (placeholder)",
  inputs: z.object({ use: z.literal("thrown") }).strict(),
  output: z.object({ blast: z.number().int().min(0).max(10), radius: z.number().int().min(0).max(3) }).strict(),
  cells: [{ inputs: { use: "thrown" }, value: { blast: 5, radius: 2 }, provenance: missing(NOTE) }],
});
