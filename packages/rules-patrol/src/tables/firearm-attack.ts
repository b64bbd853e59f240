import { defineTable, fromBook, placeholder } from "@tactica/engine";
import { z } from "zod";

/** Firearm columns of the Firearm Attack Strength Table [10.8] (RF counters use BR, SR or AW per the OB). */
export const FIREARMS = ["BR", "SR", "AW", "AR", "MP", "MG"] as const;
/** A firearm column. */
export type Firearm = (typeof FIREARMS)[number];

/** Range bands (first hex of each band); 31-60 is the digest's invented band (MG night Fire Plan reaches 60). */
export const RANGE_BANDS = [1, 6, 11, 21, 31] as const;
const BAND_END = [5, 10, 20, 30, 60] as const;

/** Band start for a range, or undefined beyond 60 (no band exists). */
export function toRangeBand(range: number): number | undefined {
  const i = BAND_END.findIndex((end) => range <= end);
  return i < 0 ? undefined : RANGE_BANDS[i];
}

const book: Record<Firearm, readonly number[]> = {
  BR: [21, 10, 5, 3], SR: [25, 15, 8, 6], AW: [60, 30, 20], AR: [60, 30, 20], MP: [90, 30, 15], MG: [90, 45, 30],
};
// digest §8.1 RECON, invented: the extraction breaks off mid-row at 21-30.
const invented: Record<Firearm, readonly number[]> = {
  BR: [1], SR: [2], AW: [10, 5], AR: [10, 5], MP: [5, 0], MG: [20, 10],
};
const NOTE = "digest patrol.md §8.1 RECON: invented; the 21-30 row breaks off after BR and SR and further bands are lost";

/** The Firearm Attack Strength Table [10.8]: rows 1-5, 6-10, 11-20 and BR/SR 21-30 are the book's; the rest placeholders. */
export const firearmAttackTable = defineTable<{ weapon: Firearm; range: number }, number>({
  id: "patrol/firearm_attack_strength",
  version: "1",
  title: "Firearm Attack Strength Table [10.8]",
  inputs: z.object({ weapon: z.enum(FIREARMS), range: z.number().int().min(1) }).strict(),
  output: z.number().int().min(0),
  toCellInputs: (i) => ({ weapon: i.weapon, range: toRangeBand(i.range) ?? 0 }),
  cells: FIREARMS.flatMap((weapon) => RANGE_BANDS.map((range, i) => {
    const printed = book[weapon][i];
    if (printed !== undefined) return { inputs: { weapon, range }, value: printed, provenance: fromBook("10.8") };
    const guess = invented[weapon][i - book[weapon].length] ?? 0;
    return { inputs: { weapon, range }, value: guess, provenance: placeholder(NOTE) };
  })),
});
