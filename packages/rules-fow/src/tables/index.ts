// tables/: every chart and table of the Flames of War text as data with provenance per cell (leaf folder: imports
// no other folder). Book cells are as printed; damaged cells are `reconstructed` and say how.
import { lookupOrThrow } from "@tactica/engine";
import type { ProvenanceKind, Table, TableAnswer } from "@tactica/engine";
import { airSupportTable, moonTable, nightVisibilityTable, templateTable, timeOfDayTable } from "./conditions";
import { randomMissionTable, reservesTable, victoryPointsTable } from "./missions";
import { mobilityCrossTable, mobilitySpeedTable } from "./mobility";
import { bunkerRatingsTable, isHitOnTable, motivationTable, skillTable } from "./ratings";
import { artilleryAtTable, artilleryFpTable, teamSaveTable } from "./saves";
import { terrainChartTable } from "./terrain-chart";

export * from "./conditions";
export * from "./distances";
export * from "./missions";
export * from "./mobility";
export * from "./ratings";
export * from "./saves";
export * from "./terrain-chart";

/** Every Flames of War table the rules declare (a rulings pack may override any of them). */
export const FOW_TABLES: readonly Table<never, unknown>[] = [
  motivationTable, skillTable, isHitOnTable, bunkerRatingsTable, mobilitySpeedTable, mobilityCrossTable, terrainChartTable,
  teamSaveTable, artilleryAtTable, artilleryFpTable, reservesTable, victoryPointsTable, randomMissionTable,
  nightVisibilityTable, timeOfDayTable, moonTable, airSupportTable, templateTable,
] as unknown as readonly Table<never, unknown>[];

/** Cells of every table by provenance kind (COVERAGE.md's counts). */
export function countFowTableProvenance(): Record<ProvenanceKind, number> {
  const out: Record<ProvenanceKind, number> = { book: 0, external: 0, reconstructed: 0, placeholder: 0 };
  for (const t of FOW_TABLES) for (const c of t.cells) out[c.provenance.kind] += 1;
  return out;
}

/** A cell's answer (value and provenance); inputs typed by the table (a missing cell is a bug and throws). */
export function fowCell<I, O>(table: Table<I, O>, inputs: NoInfer<I>): TableAnswer<O> {
  return lookupOrThrow(table, inputs);
}
