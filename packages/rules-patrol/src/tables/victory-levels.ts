import { defineTable, fromBook } from "@tactica/engine";
import { z } from "zod";

/** Victory levels by VP margin [26.54]. */
export const VICTORY_LEVELS = ["marginal", "creditable", "substantial"] as const;

/** Patrol victory level table [26.54]: margin <=10 marginal, 11-20 creditable, >=21 substantial. */
export const victoryLevelTable = defineTable<{ band: number }, (typeof VICTORY_LEVELS)[number]>({
  id: "patrol/victory_levels",
  version: "1",
  title: "Victory levels by VP margin [26.54]",
  inputs: z.object({ band: z.number().int().min(0).max(2) }).strict(),
  output: z.enum(VICTORY_LEVELS),
  provenance: fromBook("26.54"),
  cells: VICTORY_LEVELS.map((value, band) => ({ inputs: { band }, value })),
});

/** Band index of a VP margin: 0 (<=10), 1 (11-20), 2 (>=21). */
export function toVictoryBand(margin: number): number {
  return margin <= 10 ? 0 : margin <= 20 ? 1 : 2;
}
