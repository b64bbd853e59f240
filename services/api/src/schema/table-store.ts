// Stored table documents (packages/table): the latest version in TableDoc, every saved version in TableDocVersion.
// Read by `table`/`tables` and by lineOfSight/range/visibility when they are given a `tableId`.
import { compileTable, validateTableDocument } from "@tactica/table";
import type { CompiledTable, TableDocument } from "@tactica/table";
import type { Context } from "../context";
import { apiError } from "../errors";

/** A table as `table` answers it: one version of a stored table. */
export type TableRow = {
  id: string;
  name: string;
  rulesetId: string;
  unit: string;
  version: number;
  latestVersion: number;
  publishedVersion: number | null;
  publishedAt: Date | null;
  document: unknown;
};

export const tableSelect = { id: true, name: true, rulesetId: true, unit: true, version: true, document: true, publishedVersion: true, publishedAt: true } as const;

type Head = { id: string; name: string; rulesetId: string; unit: string; version: number; document: unknown; publishedVersion: number | null; publishedAt: Date | null };

/** The head row as a TableRow of its latest version. */
export const toTableRow = (h: Head): TableRow => ({ ...h, latestVersion: h.version });

/** Table `id` at `version` (default the latest), or null when there is no such table or version. */
export async function loadTable(ctx: Pick<Context, "db">, id: string, version?: number | null): Promise<TableRow | null> {
  const head = await ctx.db.prisma.tableDoc.findUnique({ where: { id }, select: tableSelect });
  if (!head) return null;
  if (version == null || version === head.version) return toTableRow(head);
  const old = await ctx.db.prisma.tableDocVersion.findUnique({ where: { tableId_version: { tableId: id, version } } });
  if (!old) return null;
  return { ...head, name: old.name, version, latestVersion: head.version, document: old.document };
}

// Compiled tables by their document's JSON (a stored version never changes; keyed by content, not id@version, so two
// databases in one process cannot share a stale entry): each compiles once per process, a few kept.
const compiled = new Map<string, CompiledTable>();
const MAX_COMPILED = 32;

/** A stored table version compiled for sight questions; typed errors when missing or no longer valid. */
export async function loadCompiledTable(ctx: Pick<Context, "db">, id: string, version?: number | null): Promise<{ row: TableRow; doc: TableDocument; table: CompiledTable }> {
  if (id.length > 128) throw apiError("request/invalid", "A table id is at most 128 characters.");
  const row = await loadTable(ctx, id, version);
  if (!row) throw apiError("request/not_found", version == null ? `No stored table has id "${id}".` : `Table "${id}" has no version ${version}.`);
  const valid = validateTableDocument(row.document);
  if (!valid.ok) throw apiError("request/invalid", `Table "${id}" version ${row.version} no longer validates: ${valid.issues[0]?.path}: ${valid.issues[0]?.message}.`);
  const key = JSON.stringify(valid.table);
  let table = compiled.get(key);
  if (!table) {
    table = compileTable(valid.table);
    if (compiled.size >= MAX_COMPILED) compiled.delete(compiled.keys().next().value!);
    compiled.set(key, table);
  }
  return { row, doc: valid.table, table };
}
