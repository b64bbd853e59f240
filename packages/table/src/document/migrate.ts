import { TABLE_SCHEMA_VERSION } from "./schema";

/** A problem found in a table document, with the path of the bad field. */
export type TableIssue = { readonly path: string; readonly message: string };

type Json = Record<string, unknown>;
/** One migration step: from version `from` to `from + 1`. */
export type TableMigration = { readonly from: number; readonly name: string; readonly run: (doc: Json) => Json };

/** Result of migrating a document to the current schema version. */
export type TableMigrationResult =
  | { ok: true; doc: Json; from: number; applied: readonly string[] }
  | { ok: false; issues: readonly TableIssue[] };

/** The migration hook: version 1 is the first, so the list is empty until the schema changes. */
export const TABLE_MIGRATIONS: readonly TableMigration[] = [];

const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);

/** Brings a table document of a known older version up to TABLE_SCHEMA_VERSION (the input is not modified). */
export function migrateTableDocument(input: unknown, migrations: readonly TableMigration[] = TABLE_MIGRATIONS, current = TABLE_SCHEMA_VERSION): TableMigrationResult {
  if (!isObject(input)) return { ok: false, issues: [{ path: "(root)", message: "a table document must be a JSON object" }] };
  const from = input.schemaVersion;
  if (typeof from !== "number" || !Number.isInteger(from) || from < 1) {
    return { ok: false, issues: [{ path: "schemaVersion", message: "schemaVersion must be a positive integer" }] };
  }
  if (from > current) return { ok: false, issues: [{ path: "schemaVersion", message: `schemaVersion ${from} is newer than this build (${current})` }] };
  let doc = JSON.parse(JSON.stringify(input)) as Json;
  const applied: string[] = [];
  for (const m of migrations) {
    if (doc.schemaVersion === m.from) { doc = { ...m.run(doc), schemaVersion: m.from + 1 }; applied.push(m.name); }
  }
  return { ok: true, doc, from, applied };
}
