import { defineTable, fromBook, placeholder } from "@tactica/engine";
import { z } from "zod";

/** Firearm codes of the Firepower table [3.0 C, 12.6] (AW fires as AR or SR [12.8]; MR maps by option). */
export const FIREARMS = ["R", "BR", "SR", "AR", "MP", "MG", "P", "SG"] as const;
/** A firearm row. */
export type Firearm = (typeof FIREARMS)[number];

/** Range bands of ten hexes [12.3] ("1-10, 11-20, ..."; digest §15 item 32): band n covers 10n-9 .. 10n. */
export function toRangeBand(range: number): number {
  return Math.max(1, Math.ceil(range / 10));
}

// Invented rows (digest §12 M2: the table is absent). Only AR 11-20 = 30 is the book's [12.6 ex].
const rows: Record<Firearm, readonly number[]> = {
  R: [20, 18, 16, 14, 12, 10, 8, 6],
  BR: [24, 20, 16, 12, 10, 8],
  SR: [28, 24, 18, 12, 8],
  AR: [36, 30, 24, 18, 12, 8],
  MP: [30, 16, 8],
  MG: [60, 50, 40, 30, 24, 18, 12, 8, 6, 4],
  P: [10, 4],
  SG: [30, 10],
};
const NOTE = "Firepower table is absent from the text (digest §12 M2): invented value, falling with range; not the book's";

/** Last band a weapon reaches (its maximum range / 10), from the invented rows. */
export function maxRangeBand(weapon: Firearm): number {
  return rows[weapon].length;
}

/** M2, the Firepower table [12.6]: weapon x 10-hex band -> base firepower. Book: AR at 11-20 = 30 [12.6]; the rest placeholder. */
export const firepowerTable = defineTable<{ weapon: Firearm; band: number }, number>({
  id: "sniper/firepower",
  version: "1",
  title: "Firepower table [12.6] (absent from the text: AR 11-20 from the 12.6 example, the rest placeholder)",
  inputs: z.object({ weapon: z.enum(FIREARMS), band: z.number().int().min(1) }).strict(),
  output: z.number().int().min(0),
  cells: FIREARMS.flatMap((weapon) => rows[weapon].map((value, i) => ({
    inputs: { weapon, band: i + 1 }, value,
    provenance: weapon === "AR" && i === 1 ? fromBook("12.6") : placeholder(NOTE),
  }))),
});
