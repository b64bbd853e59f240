import type { AnyTable, Table } from "@tactica/engine";

/** The match's version of a declared table (a rulings-pack override), or the declaration itself. */
export function tableOf<I, O>(tables: ReadonlyMap<string, AnyTable> | undefined, declared: Table<I, O>): Table<I, O> {
  return (tables?.get(declared.id) as Table<I, O> | undefined) ?? declared;
}
