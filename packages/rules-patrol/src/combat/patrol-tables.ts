import { toEffectiveTable } from "@tactica/engine";
import type { AnyTable } from "@tactica/engine";
import { blastTable, firearmAttackTable, firearmResultsPlausibleTable, firearmResultsTable, handToHandTable, scatterCoefficientTable, scatterTable,
  terrainEffectsTable } from "../tables/index";

/** The tables a resolution reads, with any rulings-pack override applied, and the match's option choices. */
export type PatrolTableSet = {
  /** Option choices by id (absent = the option's default). */
  readonly options: Readonly<Record<string, string>>;
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
  options: {},
  terrain: terrainEffectsTable, attack: firearmAttackTable, results: firearmResultsTable, handToHand: handToHandTable,
  scatter: scatterTable, scatterCoefficient: scatterCoefficientTable, blast: blastTable,
};

/** The match's effective tables from a command context's table map and option choices (patrol/results_rows_5_6 picks the results rows). */
export function toPatrolTables(tables: ReadonlyMap<string, AnyTable> | undefined, options: Readonly<Record<string, string>> = {}): PatrolTableSet {
  if (!tables) return { ...DEFAULT_TABLES, options };
  const plausible = options["patrol/results_rows_5_6"] === "plausible" && !tables.get(firearmResultsTable.id)?.cells.some((c) => c.provenance.kind === "external");
  return {
    options,
    terrain: toEffectiveTable(tables, terrainEffectsTable), attack: toEffectiveTable(tables, firearmAttackTable),
    results: plausible ? firearmResultsPlausibleTable : toEffectiveTable(tables, firearmResultsTable), handToHand: toEffectiveTable(tables, handToHandTable),
    scatter: toEffectiveTable(tables, scatterTable), scatterCoefficient: toEffectiveTable(tables, scatterCoefficientTable),
    blast: toEffectiveTable(tables, blastTable),
  };
}
