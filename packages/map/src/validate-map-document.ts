import { checkMapReferences } from "./check-map-references";
import type { MapIssue } from "./map-issue";
import { toIssuePath } from "./map-issue";
import { migrateMapDocument } from "./migrate-map-document";
import type { MapDocument } from "./schema/map-document";
import { mapDocumentSchema } from "./schema/map-document";

/** Outcome of validation: the typed document, or every issue with the path of the bad field. */
export type MapValidation = { ok: true; map: MapDocument } | { ok: false; issues: MapIssue[] };

/** Validates (and first migrates, when older) a JSON map document. Never throws on bad input. */
export function validateMapDocument(json: unknown): MapValidation {
  const migrated = migrateMapDocument(json);
  if (!migrated.ok) return { ok: false, issues: [...migrated.issues] };
  const parsed = mapDocumentSchema.safeParse(migrated.doc, { reportInput: true });
  if (!parsed.success) {
    return {
      ok: false,
      issues: parsed.error.issues.map((i) => {
        // A missing field fails its type check with input undefined: say so rather than only "must be a number".
        const missing = (i.code === "invalid_type" || i.code === "invalid_value") && "input" in i && i.input === undefined;
        return { path: toIssuePath(i.path), message: missing ? `is required; ${i.message}` : i.message };
      }),
    };
  }
  const issues = checkMapReferences(parsed.data);
  return issues.length > 0 ? { ok: false, issues } : { ok: true, map: parsed.data };
}
