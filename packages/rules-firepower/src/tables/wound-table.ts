import { defineTable } from "@tactica/engine";
import { z } from "zod";
import { missing } from "./sources";

/** Wound locations of the Wound Location Column [23.1.1, 23.1.4]. */
export const WOUND_LOCATIONS = ["head", "chest", "body", "groin", "arm", "leg", "weapon"] as const;

/** One wound location. */
export type WoundLocation = (typeof WOUND_LOCATIONS)[number];

const TABLE_MISSING = "the Game Card's WOUND TABLES are missing [23.1]; this row is the engine's stand-in (constitution column III)";

const ROWS: readonly { location: WoundLocation; effect: string }[] = [
  { location: "head", effect: "K" }, { location: "chest", effect: "X" }, { location: "body", effect: "2DF" },
  { location: "groin", effect: "D" }, { location: "arm", effect: "1F" }, { location: "arm", effect: "2F" },
  { location: "leg", effect: "2DS" }, { location: "leg", effect: "1S" }, { location: "weapon", effect: "W" },
  { location: "body", effect: "-" },
];

/**
 * Option 23.1 Wound Tables: a d10 on the Wound Location Column, read across in constitution column III. Effects:
 * K killed, X incapacitated, "nDFMS" codes, "-" none, W a weapon hit (re-rolled, 23.1.4.2). Every cell is a
 * placeholder (the table is on the missing Game Card), overridable by a rulings pack; wound events say so.
 */
export const WOUND_TABLE = defineTable<{ roll: number }, { location: WoundLocation; effect: string }>({
  id: "firepower/wound_table",
  version: "1",
  title: "Wound Tables, constitution column III (placeholder)",
  inputs: z.object({ roll: z.number().int().min(1).max(10) }),
  output: z.object({ location: z.enum(WOUND_LOCATIONS), effect: z.string().regex(/^(K|X|W|-|\d*[DFMS]+)$/) }),
  cells: ROWS.map((value, i) => ({ inputs: { roll: i + 1 }, value, provenance: missing(TABLE_MISSING) })),
});

/**
 * Impact [23.1.2]: the Impact Line of the Wound Tables (column III) and the impact numbers of the L weapons in play
 * (Weapon Charts): "S" or a number. Every cell is a placeholder (both charts are missing).
 */
export const WOUND_IMPACT = defineTable<{ item: "impact_line" | "LMG" | "RFL" | "PST" }, number | "S">({
  id: "firepower/wound_impact",
  version: "1",
  title: "Impact Line and L weapon impact numbers (placeholder)",
  inputs: z.object({ item: z.enum(["impact_line", "LMG", "RFL", "PST"]) }),
  output: z.union([z.number().int(), z.literal("S")]),
  cells: [
    { inputs: { item: "impact_line" }, value: 5, provenance: missing("the Impact Line of the WOUND TABLES is missing [23.1.2]") },
    { inputs: { item: "LMG" }, value: 5, provenance: missing("the LMG's impact number is on the missing Weapon Chart [10.7, 23.1.2]") },
    { inputs: { item: "RFL" }, value: 4, provenance: missing("the RFL's impact number is on the missing Weapon Chart [10.7, 23.1.2]") },
    { inputs: { item: "PST" }, value: 3, provenance: missing("the PST's impact number is on the missing Weapon Chart [10.7, 23.1.2]") },
  ],
});
