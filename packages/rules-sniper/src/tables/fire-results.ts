import { defineTable, placeholder } from "@tactica/engine";
import { z } from "zod";

/** Result codes of the Fire Attack Results table the text names [7.5 digest; 14.2, 24.1, 24.2]. */
export const FIRE_RESULTS = ["-", "P", "P1", "P2", "W", "I", "K"] as const;
/** One result code. */
export type FireResult = (typeof FIRE_RESULTS)[number];

/** Columns the placeholder table prints: 0 (attack below defence) to 10; higher columns read column 10. */
export const FIRE_COLUMNS = { min: 0, max: 10 } as const;
/** Rows: the modified 2d6 roll, 2 to 12; rolls beyond read the end rows. */
export const FIRE_ROLLS = { min: 2, max: 12 } as const;

/**
 * What the book says about its columns: column 7 exists (a rocket into a pillbox, a flamethrower in a building,
 * each attacked on "column 7" [28.3], [29.2]); nothing else about the table survives in the text.
 */
export const FIRE_COLUMN_FACTS = [{ column: 7, rule: "Sniper 28.3, 29.2", fact: "column 7 exists" }] as const;

const NOTE = "Fire Attack Results table is absent from the text (digest §12 M1): invented cell, severity = roll + column " +
  "(<=7 no effect, 8 P, 9 P1, 10 P2, 11-12 W, 13-14 I, 15+ K); not the book's";

/** The invented progression behind every cell (exported so a test can state it apart from the table). */
function inventedResult(column: number, roll: number): FireResult {
  const s = roll + column;
  if (s <= 7) return "-";
  if (s === 8) return "P";
  if (s === 9) return "P1";
  if (s === 10) return "P2";
  if (s <= 12) return "W";
  if (s <= 14) return "I";
  return "K";
}

const cells = [];
for (let column = FIRE_COLUMNS.min; column <= FIRE_COLUMNS.max; column++) {
  for (let roll = FIRE_ROLLS.min; roll <= FIRE_ROLLS.max; roll++) {
    cells.push({ inputs: { column, roll }, value: inventedResult(column, roll), provenance: placeholder(NOTE) });
  }
}

const clamp = (v: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, v));

/** M1, the Fire Attack Results table [12.6]: column = floor(attack / defence), row = 2d6 + modifiers. All placeholder. */
export const fireResultsTable = defineTable<{ column: number; roll: number }, FireResult>({
  id: "sniper/fire_attack_results",
  version: "1",
  title: "Fire Attack Results table [12.6] (absent from the text: placeholder)",
  inputs: z.object({ column: z.number().int().min(0), roll: z.number().int() }).strict(),
  output: z.enum(FIRE_RESULTS),
  toCellInputs: (i) => ({ column: clamp(i.column, FIRE_COLUMNS.min, FIRE_COLUMNS.max), roll: clamp(i.roll, FIRE_ROLLS.min, FIRE_ROLLS.max) }),
  cells,
});
