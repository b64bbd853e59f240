import { defineTable, fromBook, reconstructed } from "@tactica/engine";
import { z } from "zod";

const mgRows: readonly (readonly string[])[] = [
  ["1", "2", "3", "4", "5", "6"], ["7", "8", "9", "0", "1", "2"], ["3", "4", "5", "6", "7", "8"], ["90", "12", "34", "56", "78", "90"],
];

/** Solitaire random MG fire [28.64]: first roll 1-4 x second roll -> hexrow final digit(s); row 4 columns 4-6 reconstructed. */
export const solitaireMgTable = defineTable<{ first: number; second: number }, string>({
  id: "patrol/solitaire_mg",
  version: "1",
  title: "Random Machine Gun Fire [28.64]",
  inputs: z.object({ first: z.number().int().min(1).max(4), second: z.number().int().min(1).max(6) }).strict(),
  output: z.string().regex(/^[0-9]{1,2}$/),
  cells: mgRows.flatMap((row, i) => row.map((value, j) => ({
    inputs: { first: i + 1, second: j + 1 }, value,
    provenance: i === 3 && j >= 3 ? reconstructed("digest §12.1: row 4 truncated; continues the visible digit cycle") : fromBook("28.64"),
  }))),
});

const SECTIONS = ["A", "D", "B", "E", "C", "F"] as const;
const artyRows: readonly (readonly (string | null)[])[] = [
  ["1110", "1125", "2710", "2725", "4310", "4324"], ["1110", "1125", "2710", "2725", "4310", "4324"],
  [null, null, "2710", "2725", "4310", "4324"], [null, null, null, null, "4310", "4324"],
  [null, null, null, null, null, null], [null, null, null, null, null, null],
];

/** Solitaire random artillery [28.65]: d6 x section -> target hex of one Medium shell (rows 4-6 mostly lost). */
export const solitaireArtilleryTable = defineTable<{ roll: number; section: string }, string | null>({
  id: "patrol/solitaire_artillery",
  version: "1",
  title: "Random Artillery [28.65]",
  inputs: z.object({ roll: z.number().int().min(1).max(6), section: z.enum(SECTIONS) }).strict(),
  output: z.string().nullable(),
  cells: artyRows.flatMap((row, i) => row.map((value, j) => ({
    inputs: { roll: i + 1, section: SECTIONS[j]! }, value,
    provenance: i <= 2 || (i === 3 && j <= 1)
      ? fromBook("28.65")
      : reconstructed("digest §12.1 RECON: rows 4-6 lost; thinning toward C/F guessed"),
  }))),
});
