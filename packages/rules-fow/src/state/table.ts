// The compiled table of a game: compiled once per document content (states are rebuilt from JSON, so the key is the
// document's JSON, with a per-object shortcut).
import type { CompiledTable, TableDocument } from "@tactica/table";
import { compileTable } from "@tactica/table";

const byObject = new WeakMap<object, CompiledTable>();
const byJson = new Map<string, CompiledTable>();

export function compiledTableOf(doc: TableDocument): CompiledTable {
  const hit = byObject.get(doc);
  if (hit) return hit;
  const key = JSON.stringify(doc);
  let table = byJson.get(key);
  if (!table) {
    table = compileTable(doc);
    if (byJson.size > 16) byJson.delete(byJson.keys().next().value!);
    byJson.set(key, table);
  }
  byObject.set(doc, table);
  return table;
}
