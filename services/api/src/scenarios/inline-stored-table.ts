import type { Db } from "@tactica/db";
import { validateTableDocument } from "@tactica/table";
import type { RulesetEntry } from "../deps";
import { apiError } from "../errors";

/**
 * A scenario document as createMatch plays it, for a module that plays stored tables: a document naming a stored
 * table (`table: { id, version }`) and carrying no `tableDocument` gets that version's document inlined, so the
 * match (and its replay) plays that fixed version whatever later saves of the table do. A named version that is not
 * stored is refused (request/not_found); a table the database does not hold at all is left for the module (it may
 * ship it); anything else is unchanged.
 */
export async function inlineStoredTable(db: Db, entry: RulesetEntry | undefined, document: unknown): Promise<unknown> {
  if (!entry?.module?.maps.tables?.playsStoredTables || document === null || typeof document !== "object" || Array.isArray(document)) return document;
  const doc = document as { readonly table?: unknown; readonly tableDocument?: unknown };
  const ref = doc.table as { id?: unknown; version?: unknown } | undefined;
  if (doc.tableDocument !== undefined || !ref || typeof ref.id !== "string" || typeof ref.version !== "number" || ref.id.length > 128) return document;
  const head = await db.prisma.tableDoc.findUnique({ where: { id: ref.id }, select: { version: true, rulesetId: true } });
  if (!head) return document;
  if (head.rulesetId !== entry.id) throw apiError("match/invalid_setup", `Table "${ref.id}" belongs to another ruleset.`, { reason: "table/wrong_ruleset" });
  const row = await db.prisma.tableDocVersion.findUnique({ where: { tableId_version: { tableId: ref.id, version: ref.version } }, select: { document: true } });
  if (!row) throw apiError("request/not_found", `Table "${ref.id}" has no version ${ref.version}.`);
  const valid = validateTableDocument(row.document);
  if (!valid.ok) throw apiError("match/invalid_setup", `Table "${ref.id}" version ${ref.version} no longer validates: ${valid.issues[0]?.path}: ${valid.issues[0]?.message}.`, { reason: "table/invalid" });
  return { ...doc, tableDocument: valid.table };
}
