import type { Table } from "../tables/define-table";
import type { TableOverrideIssue } from "../tables/table-override";
import { validateTableOverride } from "../tables/table-override";
import type { RulingsPack } from "./rulings-pack";

/** Why a pack's table overrides do not fit a ruleset. */
export type TableResolveError =
  | { readonly code: "tables/unknown_table"; readonly tableId: string; readonly message: string }
  | { readonly code: "tables/bad_override"; readonly tableId: string; readonly issues: readonly TableOverrideIssue[] };

/** Any table, whatever its input and output types (tables are stored side by side in a ruleset). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a heterogeneous registry; each entry keeps its own types
export type AnyTable = Table<any, any>;

/** Apply a pack's overrides to a ruleset's tables: returns the effective tables by id, or every error. */
export function resolveTables(
  tables: readonly AnyTable[],
  pack?: Pick<RulingsPack, "tables">,
):
  | { readonly ok: true; readonly tables: ReadonlyMap<string, AnyTable>; readonly overridden: readonly string[] }
  | { readonly ok: false; readonly errors: readonly TableResolveError[] } {
  const byId = new Map<string, AnyTable>(tables.map((t) => [t.id, t] as const));
  const errors: TableResolveError[] = [];
  const overridden: string[] = [];
  for (const [tableId, override] of Object.entries(pack?.tables ?? {})) {
    const table = byId.get(tableId);
    if (!table) {
      errors.push({ code: "tables/unknown_table", tableId, message: `no table "${tableId}" in this ruleset` });
      continue;
    }
    const result = validateTableOverride(table, override);
    if (!result.ok) errors.push({ code: "tables/bad_override", tableId, issues: result.issues });
    else {
      byId.set(tableId, result.table);
      overridden.push(tableId);
    }
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, tables: byId, overridden };
}

/**
 * The effective version of a declared table in a match's resolved tables, with the declared types:
 * an override was validated against the same schemas, so its cells have the declared input and output types.
 * Falls back to the declaration when the map does not hold the id.
 */
export function toEffectiveTable<I, O>(tables: ReadonlyMap<string, AnyTable>, declared: Table<I, O>): Table<I, O> {
  const found: Table<I, O> | undefined = tables.get(declared.id);
  return found ?? declared;
}
