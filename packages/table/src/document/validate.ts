import type { TableIssue } from "./migrate";
import { migrateTableDocument } from "./migrate";
import type { TableDocument } from "./schema";
import { TABLE_PRESETS, tableDocumentSchema } from "./schema";

/** Outcome of validation: the typed document, or every issue with the path of the bad field. */
export type TableValidation = { ok: true; table: TableDocument } | { ok: false; issues: TableIssue[] };

/** Validates (migrating first) a JSON table document; checks presets' sizes and unique ids. Never throws. */
export function validateTableDocument(json: unknown): TableValidation {
  const migrated = migrateTableDocument(json);
  if (!migrated.ok) return { ok: false, issues: [...migrated.issues] };
  const parsed = tableDocumentSchema.safeParse(migrated.doc);
  if (!parsed.success) {
    return { ok: false, issues: parsed.error.issues.map((i) => ({ path: i.path.map(String).join(".") || "(root)", message: i.message })) };
  }
  const t = parsed.data;
  const issues: TableIssue[] = [];
  if (t.size.preset !== "custom") {
    const p = TABLE_PRESETS[t.size.preset];
    if (t.size.width !== p.width || t.size.height !== p.height) {
      issues.push({ path: "size", message: `preset ${t.size.preset} is ${p.width} x ${p.height} sub-mm` });
    }
  }
  const seen = new Set<string>();
  const all = [...t.pieces, ...(t.hills ?? []), ...(t.buildings ?? []), ...(t.objectives ?? []), ...(t.markers ?? [])];
  all.forEach((x) => { if (seen.has(x.id)) issues.push({ path: "id", message: `duplicate id ${x.id}` }); seen.add(x.id); });
  return issues.length ? { ok: false, issues } : { ok: true, table: t };
}
