import { defineTable, fromBook, reconstructed } from "@tactica/engine";
import { z } from "zod";

/** Firearm results [10.9]: K killed, I incapacitated, W wounded, "-" miss. */
export const FIRE_RESULTS = ["K", "I", "W", "-"] as const;
/** One Firearm Results Table outcome. */
export type FireResult = (typeof FIRE_RESULTS)[number];

const rows: Record<number, readonly FireResult[]> = {
  1: ["K", "K", "K", "K", "K"],
  2: ["I", "I", "I", "K", "K"],
  3: ["W", "W", "I", "I", "K"],
  4: ["-", "W", "W", "I", "I"],
  5: ["-", "-", "-", "W", "W"],
  6: ["-", "-", "-", "-", "W"],
};

/**
 * Firearm Results Table [10.9]: rows 1-4 printed; rows 5-6 are lost. Column 1 rows 5-6 follow with certainty
 * from monotonicity (still flagged reconstructed: not printed); the other cells are the digest's conservative fill.
 */
export const firearmResultsTable = defineTable<{ column: number; roll: number }, FireResult>({
  id: "patrol/firearm_results",
  version: "1",
  title: "Firearm Results Table [10.9]",
  inputs: z.object({ column: z.number().int().min(1).max(5), roll: z.number().int().min(1).max(6) }).strict(),
  output: z.enum(FIRE_RESULTS),
  provenance: fromBook("10.9"),
  cells: Object.entries(rows).flatMap(([roll, row]) => row.map((value, i) => ({
    inputs: { column: i + 1, roll: Number(roll) },
    value,
    ...(Number(roll) >= 5
      ? { provenance: reconstructed(i === 0
        ? "digest §8.5: row lost; forced by monotonicity (no column gets worse as the roll rises)"
        : "digest §8.5 RECON: row lost; conservative fill (severity never rises with the roll)") }
      : {}),
  }))),
});

const plausibleRows: Record<number, readonly FireResult[]> = { ...rows, 5: ["-", "-", "W", "W", "I"], 6: ["-", "-", "-", "W", "W"] };

/** The Firearm Results Table with the digest's "plausible alternative" rows 5-6 (option patrol/results_rows_5_6). */
export const firearmResultsPlausibleTable = defineTable<{ column: number; roll: number }, FireResult>({
  id: "patrol/firearm_results",
  version: "1-plausible",
  title: "Firearm Results Table [10.9], plausible rows 5-6",
  inputs: z.object({ column: z.number().int().min(1).max(5), roll: z.number().int().min(1).max(6) }).strict(),
  output: z.enum(FIRE_RESULTS),
  provenance: fromBook("10.9"),
  cells: Object.entries(plausibleRows).flatMap(([roll, row]) => row.map((value, i) => ({
    inputs: { column: i + 1, roll: Number(roll) },
    value,
    ...(Number(roll) >= 5 ? { provenance: reconstructed("digest §8.5: rows lost; the plausible alternative fill") } : {}),
  }))),
});
