import type { Table } from "./define-table";
import { toCellKey } from "./define-table";
import type { Provenance } from "./provenance";

/** A successful lookup: the value, its provenance and which table version answered. */
export type TableAnswer<O> = {
  readonly ok: true;
  readonly value: O;
  readonly provenance: Provenance;
  readonly tableId: string;
  readonly tableVersion: string;
  readonly cellKey: string;
};

/** Why a lookup failed: inputs outside the schema, or no cell for valid inputs (a gap in the table). */
export type TableLookupError = {
  readonly code: "table/invalid_inputs" | "table/no_cell";
  readonly tableId: string;
  readonly message: string;
};

/** Result of `lookup`: rule-level failures are values, never exceptions. */
export type LookupResult<O> = TableAnswer<O> | { readonly ok: false; readonly error: TableLookupError };

/** Look a cell up: inputs are validated by the table's schema, mapped by `toCellInputs`, then found by key. */
export function lookup<I, O>(table: Table<I, O>, inputs: I): LookupResult<O> {
  const parsed = table.inputs.safeParse(inputs);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length > 0 ? ` at ${issue.path.join(".")}` : "";
    return fail(table, "table/invalid_inputs", `${issue?.message ?? "invalid inputs"}${where}`);
  }
  const cellInputs = table.toCellInputs ? table.toCellInputs(parsed.data) : parsed.data;
  const key = toCellKey(cellInputs);
  const cell = table.index.get(key);
  if (!cell) return fail(table, "table/no_cell", `no cell for ${key}`);
  return { ok: true, value: cell.value, provenance: cell.provenance, tableId: table.id, tableVersion: table.version, cellKey: key };
}

/** Like `lookup` but throws on failure: for rules code whose inputs were already checked (a failure is a bug). */
export function lookupOrThrow<I, O>(table: Table<I, O>, inputs: I): TableAnswer<O> {
  const result = lookup(table, inputs);
  if (!result.ok) throw new Error(`${result.error.code}: ${table.id}: ${result.error.message}`);
  return result;
}

function fail<I, O>(table: Table<I, O>, code: TableLookupError["code"], message: string): LookupResult<O> {
  return { ok: false, error: { code, tableId: table.id, message } };
}
