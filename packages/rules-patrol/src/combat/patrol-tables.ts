import { toEffectiveTable } from "@tactica/engine";
import type { AnyTable } from "@tactica/engine";
import { blastTable, firearmAttackTable, firearmResultsTable, handToHandTable, scatterCoefficientTable, scatterTable,
  terrainEffectsTable } from "../tables/index";

/** The tables a resolution reads, with any rulings-pack override applied. */
export type PatrolTableSet = {
  readonly terrain: typeof terrainEffectsTable;
  readonly attack: typeof firearmAttackTable;
  readonly results: typeof firearmResultsTable;
  readonly handToHand: typeof handToHandTable;
  readonly scatter: typeof scatterTable;
  readonly scatterCoefficient: typeof scatterCoefficientTable;
  readonly blast: typeof blastTable;
};

/** The declared tables (no rulings pack). */
export const DEFAULT_TABLES: PatrolTableSet = {
  terrain: terrainEffectsTable, attack: firearmAttackTable, results: firearmResultsTable, handToHand: handToHandTable,
  scatter: scatterTable, scatterCoefficient: scatterCoefficientTable, blast: blastTable,
};

/** The match's effective tables from a command context's table map. */
export function toPatrolTables(tables: ReadonlyMap<string, AnyTable> | undefined): PatrolTableSet {
  if (!tables) return DEFAULT_TABLES;
  return {
    terrain: toEffectiveTable(tables, terrainEffectsTable), attack: toEffectiveTable(tables, firearmAttackTable),
    results: toEffectiveTable(tables, firearmResultsTable), handToHand: toEffectiveTable(tables, handToHandTable),
    scatter: toEffectiveTable(tables, scatterTable), scatterCoefficient: toEffectiveTable(tables, scatterCoefficientTable),
    blast: toEffectiveTable(tables, blastTable),
  };
}
