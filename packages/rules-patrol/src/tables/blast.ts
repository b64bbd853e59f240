import { defineTable, fromBook, placeholder } from "@tactica/engine";
import { z } from "zod";

/** Blast types of the Blast Radius / Attack Strength Table [25.2]. */
export const BLAST_TYPES = ["flamethrower", "frag", "satchel", "light", "medium", "heavy", "super-heavy"] as const;
/** One blast type. */
export type BlastType = (typeof BLAST_TYPES)[number];

/** One blast cell: AS at the distance (0 = none), crater marker, X (overrides IC; lost in the book). */
export type BlastCell = { readonly as: number; readonly crater: boolean; readonly x: boolean };

const printed: Partial<Record<BlastType, readonly number[]>> = { flamethrower: [20, 5], frag: [20, 10, 5] };
// digest §9.2 RECON: invented placeholders for the lost rows ("X" = super-heavy at 0).
const invented: Record<"satchel" | "light" | "medium" | "heavy" | "super-heavy", readonly number[]> = {
  satchel: [40, 10, 5], light: [40, 20, 10, 5], medium: [60, 30, 20, 10, 5], heavy: [80, 40, 30, 20, 10, 5, 5],
  "super-heavy": [0, 60, 40, 30, 20, 10, 10, 5, 5, 5, 5],
};

/** Blast Radius / Attack Strength Table [25.2]: the FT and frag rows are printed, the rest invented placeholders. */
export const blastTable = defineTable<{ blast: BlastType; distance: number }, BlastCell>({
  id: "patrol/blast",
  version: "1",
  title: "Integrated Blast Radius / Attack Strength Table [25.2]",
  inputs: z.object({ blast: z.enum(BLAST_TYPES), distance: z.number().int().min(0).max(10) }).strict(),
  output: z.object({ as: z.number().int().min(0), crater: z.boolean(), x: z.boolean() }),
  cells: BLAST_TYPES.flatMap((blast) => Array.from({ length: 11 }, (_, distance) => {
    const book = printed[blast];
    if (book) return { inputs: { blast, distance }, value: { as: book[distance] ?? 0, crater: false, x: false }, provenance: fromBook("25.2") };
    const row = invented[blast as keyof typeof invented];
    const isArty = blast !== "satchel";
    return {
      inputs: { blast, distance },
      value: { as: row[distance] ?? 0, crater: isArty && blast !== "light" ? distance === 0 : blast === "light" && distance === 0, x: blast === "super-heavy" && distance === 0 },
      provenance: placeholder(`digest §9.2 RECON: the ${blast} row (and its c/X cells) is lost; invented`),
    };
  })),
});
