// Test fixture (imported only by tests): a results table with the provenance mix real tables have. Its cells are
// copied from a printed chart (Patrol!'s Firearm Results Table [10.9]: rows 1-4 printed, rows 5-6 reconstructed in
// that digest) so the provenance is honest; the rules package keeps its own copy (rules-patrol/src/tables).
import { z } from "zod";
import { defineTable } from "./define-table";
import type { TableCellSpec } from "./define-table";
import { fromBook, reconstructed } from "./provenance";

const results = z.enum(["K", "I", "W", "-"]);
type Result = z.infer<typeof results>;
type Inputs = { column: number; roll: number };

const rows: Record<number, readonly Result[]> = {
  1: ["K", "K", "K", "K", "K"],
  2: ["I", "I", "I", "K", "K"],
  3: ["W", "W", "I", "I", "K"],
  4: ["-", "W", "W", "I", "I"],
  5: ["-", "-", "-", "W", "W"],
  6: ["-", "-", "-", "-", "W"],
};

function cells(): TableCellSpec<Inputs, Result>[] {
  return Object.entries(rows).flatMap(([roll, row]) => row.map((value, i) => ({
    inputs: { column: i + 1, roll: Number(roll) },
    value,
    ...(Number(roll) >= 5
      ? { provenance: reconstructed("digest patrol.md §8.5 RECON: severity never rises with the roll; conservative fill") }
      : {}),
  })));
}

/** The fixture table: book provenance by default, reconstructed for rows 5–6. */
export function createResultsTableFixture() {
  return defineTable<Inputs, Result>({
    id: "fixture/results",
    version: "1",
    title: "Results table (fixture)",
    inputs: z.object({ column: z.number().int().min(1).max(5), roll: z.number().int().min(1).max(6) }).strict(),
    output: results,
    provenance: fromBook("10.9"),
    cells: cells(),
  });
}
