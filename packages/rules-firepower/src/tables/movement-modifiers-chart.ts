import { defineTable } from "@tactica/engine";
import type { Provenance } from "@tactica/engine";
import { z } from "zod";
import { book, missing, recon } from "./sources";

/** Rows of the Movement Modifiers Chart: MF the firer spent on non-Combat actions [12.2.12]. */
export const MOVE_ROWS = ["0", "1", "2", "3-4"] as const;

/** Columns: the target's speed marker [4.5, 10.6, 12.2.12]. */
export const SPEED_COLUMNS = ["none", "run", "S", "M", "F"] as const;

const inputs = z.object({ row: z.enum(MOVE_ROWS), column: z.enum(SPEED_COLUMNS) });
const FIT = recon("firepower.md §8.4 RECON: rows +0/+1/+2/+3 as the Basic +1 per MF, Run +2 as the Basic Running modifier; fits the one known cell");
const GAP = missing("firepower.md §8.4: vehicle speed columns S/M/F are on the missing Game Card");

function cell(row: (typeof MOVE_ROWS)[number], column: (typeof SPEED_COLUMNS)[number]): { value: number; provenance: Provenance } {
  const r = MOVE_ROWS.indexOf(row);
  if (row === "1" && column === "run") return { value: 3, provenance: book("12.2.12.3") };
  if (column === "none") return { value: r, provenance: FIT };
  if (column === "run") return { value: r + 2, provenance: FIT };
  return { value: r + 2, provenance: GAP };
}

/** Advanced Movement Modifiers Chart [12.2.12] (missing from the text; one book cell, the rest rebuilt or placeholder). */
export const MOVEMENT_MODIFIERS_CHART = defineTable<z.infer<typeof inputs>, number>({
  id: "firepower/movement_modifiers_chart",
  version: "1",
  title: "Movement Modifiers Chart (Advanced)",
  inputs,
  output: z.number().int(),
  cells: MOVE_ROWS.flatMap((row) => SPEED_COLUMNS.map((column) => ({ inputs: { row, column }, ...cell(row, column) }))),
});

/** The chart row for MF spent on non-Combat actions [12.2.12]: 3 and 4 share a row. */
export function toMoveRow(mf: number): (typeof MOVE_ROWS)[number] {
  return mf <= 0 ? "0" : mf === 1 ? "1" : mf === 2 ? "2" : "3-4";
}

/** The chart column for the new hexes a target's speed unit shows [10.6, 12.2.12.2]: none 0-3, Run 4-6, S 7-9, M 10-12, F 13+. */
export function toSpeedColumn(hexes: number): (typeof SPEED_COLUMNS)[number] {
  return hexes >= 13 ? "F" : hexes >= 10 ? "M" : hexes >= 7 ? "S" : hexes >= 4 ? "run" : "none";
}
