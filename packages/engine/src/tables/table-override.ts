import { z } from "zod";
import type { Table, TableCell } from "./define-table";
import { buildTable, toCellKey } from "./define-table";
import type { Provenance } from "./provenance";
import { provenanceSchema } from "./provenance";

/**
 * An organiser's replacement for a table, as uploaded JSON. "patch" (default) replaces or adds the listed
 * cells; "replace" makes the listed cells the whole table. Cells without provenance get
 * `{ kind: "external", source }`.
 */
export type TableOverride = {
  readonly tableId: string;
  readonly version: string;
  readonly source: string;
  readonly mode?: "patch" | "replace";
  readonly cells: readonly { readonly inputs: unknown; readonly value: unknown; readonly provenance?: Provenance }[];
};

/** One problem in an uploaded table: where (JSON path, e.g. ["cells", 3, "value"]) and why. */
export type TableOverrideIssue = {
  readonly code: "table/bad_override";
  readonly path: readonly (string | number)[];
  readonly reason: string;
};

/** Result of validating an override: the new table, or every problem found. */
export type TableOverrideResult<I, O> =
  | { readonly ok: true; readonly table: Table<I, O>; readonly override: TableOverride }
  | { readonly ok: false; readonly issues: readonly TableOverrideIssue[] };

/** zod schema of an override's outer shape (cell inputs/values are checked against the table). */
export const tableOverrideSchema = z.object({
  tableId: z.string().min(1),
  version: z.string().min(1),
  source: z.string().min(1),
  mode: z.enum(["patch", "replace"]).optional(),
  cells: z.array(z.object({ inputs: z.unknown(), value: z.unknown(), provenance: provenanceSchema.optional() }).strict()),
}).strict();

/** Validate uploaded JSON against a table's schemas and return the overridden table or issues naming the bad cells. */
export function validateTableOverride<I, O>(table: Table<I, O>, json: unknown): TableOverrideResult<I, O> {
  const shape = tableOverrideSchema.safeParse(json);
  if (!shape.success) return { ok: false, issues: shape.error.issues.map((i) => issue(i.path, i.message)) };
  const o = shape.data;
  const issues: TableOverrideIssue[] = [];
  if (o.tableId !== table.id) issues.push(issue(["tableId"], `expected table "${table.id}", got "${o.tableId}"`));
  const fallback: Provenance = { kind: "external", source: o.source };
  const cells: TableCell<I, O>[] = [];
  const keys = new Map<string, number>();
  o.cells.forEach((cell, i) => {
    const before = issues.length;
    const inputs = table.inputs.safeParse(cell.inputs);
    if (!inputs.success) for (const x of inputs.error.issues) issues.push(issue(["cells", i, "inputs", ...x.path], x.message));
    const value = table.output.safeParse(cell.value);
    if (!value.success) for (const x of value.error.issues) issues.push(issue(["cells", i, "value", ...x.path], x.message));
    if (issues.length > before || !inputs.success || !value.success) return;
    const key = toCellKey(inputs.data);
    const first = keys.get(key);
    if (first !== undefined) issues.push(issue(["cells", i, "inputs"], `duplicate of cells[${first}] (${key})`));
    keys.set(key, i);
    cells.push({ key, inputs: inputs.data, value: value.data, provenance: cell.provenance ?? fallback });
  });
  if (issues.length > 0) return { ok: false, issues };
  const merged = o.mode === "replace" ? cells : mergeCells(table.cells, cells);
  const override: TableOverride = o;
  return { ok: true, table: buildTable({ ...table, version: o.version }, merged), override };
}

function mergeCells<I, O>(base: readonly TableCell<I, O>[], patch: readonly TableCell<I, O>[]): TableCell<I, O>[] {
  const byKey = new Map(patch.map((c) => [c.key, c] as const));
  const merged = base.map((c) => byKey.get(c.key) ?? c);
  const baseKeys = new Set(base.map((c) => c.key));
  return merged.concat(patch.filter((c) => !baseKeys.has(c.key)));
}

function issue(path: readonly PropertyKey[], reason: string): TableOverrideIssue {
  return { code: "table/bad_override", path: path.map((p) => (typeof p === "number" ? p : String(p))), reason };
}
