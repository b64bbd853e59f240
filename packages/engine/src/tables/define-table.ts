import { canonicalJson } from "@tactica/dice";
import type { z } from "zod";
import type { Provenance } from "./provenance";

/** One cell as declared: the inputs that select it, its value and where the value comes from. */
export type TableCellSpec<I, O> = {
  readonly inputs: I;
  readonly value: O;
  /** Falls back to the table's `provenance` when omitted. */
  readonly provenance?: Provenance;
};

/** A normalized cell: provenance always present, keyed by canonicalJson of its parsed inputs. */
export type TableCell<I, O> = {
  readonly key: string;
  readonly inputs: I;
  readonly value: O;
  readonly provenance: Provenance;
};

/** What `defineTable` takes. */
export type TableSpec<I, O> = {
  readonly id: string;
  readonly version: string;
  readonly title?: string;
  readonly inputs: z.ZodType<I>;
  readonly output: z.ZodType<O>;
  /** Default provenance for cells that do not state one. */
  readonly provenance?: Provenance;
  /** Maps valid inputs to the inputs of the cell that answers them (e.g. clamp a roll to the printed rows). */
  readonly toCellInputs?: (inputs: I) => I;
  readonly cells: readonly TableCellSpec<I, O>[];
};

/** A table as data: id, version, schemas and provenance-carrying cells indexed by canonical key. */
export type Table<I, O> = Omit<TableSpec<I, O>, "cells"> & {
  readonly cells: readonly TableCell<I, O>[];
  readonly index: ReadonlyMap<string, TableCell<I, O>>;
};

/** Canonical key of a cell: canonicalJson of its inputs. */
export function toCellKey(inputs: unknown): string {
  return canonicalJson(inputs);
}

/**
 * Declare a table. Declaration errors (a cell that fails the schema, a duplicate cell, a cell without
 * provenance) are bugs in the ruleset and throw; uploaded tables go through `validateTableOverride` instead.
 */
export function defineTable<I, O>(spec: TableSpec<I, O>): Table<I, O> {
  const cells = spec.cells.map((cell, i) => normalizeCell(spec, cell, i));
  return buildTable(spec, cells);
}

/** Assemble a table from normalized cells (shared by `defineTable` and overrides). */
export function buildTable<I, O>(spec: Omit<TableSpec<I, O>, "cells">, cells: readonly TableCell<I, O>[]): Table<I, O> {
  const index = new Map<string, TableCell<I, O>>();
  for (const cell of cells) {
    if (index.has(cell.key)) throw new Error(`table ${spec.id}: duplicate cell ${cell.key}`);
    index.set(cell.key, cell);
  }
  return {
    id: spec.id,
    version: spec.version,
    ...(spec.title === undefined ? {} : { title: spec.title }),
    inputs: spec.inputs,
    output: spec.output,
    ...(spec.provenance === undefined ? {} : { provenance: spec.provenance }),
    ...(spec.toCellInputs === undefined ? {} : { toCellInputs: spec.toCellInputs }),
    cells,
    index,
  };
}

function normalizeCell<I, O>(spec: TableSpec<I, O>, cell: TableCellSpec<I, O>, i: number): TableCell<I, O> {
  const inputs = spec.inputs.safeParse(cell.inputs);
  if (!inputs.success) throw new Error(`table ${spec.id}: cell ${i} inputs: ${inputs.error.issues[0]?.message ?? "invalid"}`);
  const value = spec.output.safeParse(cell.value);
  if (!value.success) throw new Error(`table ${spec.id}: cell ${i} value: ${value.error.issues[0]?.message ?? "invalid"}`);
  const provenance = cell.provenance ?? spec.provenance;
  if (provenance === undefined) throw new Error(`table ${spec.id}: cell ${i} has no provenance`);
  return { key: toCellKey(inputs.data), inputs: inputs.data, value: value.data, provenance };
}
