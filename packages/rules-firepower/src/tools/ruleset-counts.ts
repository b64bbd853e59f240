import type { AnyTable, ProvenanceKind } from "@tactica/engine";
import { firepowerRuleset } from "../play/firepower-ruleset";
import { countCellsByProvenance } from "../tables/index";


/** What the ruleset declares, measured: its tables and their cells by provenance, and its options. */
export type RulesetCounts = {
  readonly tables: number;
  readonly cells: number;
  readonly byProvenance: Record<ProvenanceKind, number>;
  readonly options: number;
  readonly perTable: readonly { readonly id: string; readonly cells: Record<ProvenanceKind, number> }[];
};

/** Count the Firepower ruleset's declared tables (what a rulings pack may override) and options. */
export function firepowerCounts(): RulesetCounts {
  const tables: readonly AnyTable[] = firepowerRuleset.tables ?? [];
  const byProvenance = countCellsByProvenance(tables);
  return {
    tables: tables.length,
    cells: Object.values(byProvenance).reduce((a, b) => a + b, 0),
    byProvenance,
    options: (firepowerRuleset.options ?? []).length,
    perTable: tables.map((t) => ({ id: t.id, cells: countCellsByProvenance([t]) })),
  };
}

/** The README's headline sentence for these counts (the README test checks the README carries it). */
export function countsSentence(c: RulesetCounts = firepowerCounts()): string {
  const p = c.byProvenance;
  return `${c.tables} tables, ${c.cells} cells: ${p.book} book, ${p.external} external, ${p.reconstructed} reconstructed, ${p.placeholder} placeholder`;
}
