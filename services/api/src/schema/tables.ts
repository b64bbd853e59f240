import { validateTableDocument } from "@tactica/table";
import { requireScope } from "../auth/require-scope";
import { builder } from "../builder";
import type { Context } from "../context";
import { apiError } from "../errors";
import { findSightingSystem } from "../geometry/systems";
import { modulesOf } from "../rulesets";
import { loadTable, tableSelect, toTableRow } from "./table-store";
import type { TableRow } from "./table-store";

// Continuous table documents (packages/table: size, unit, terrain pieces, hills, buildings, objectives), saved,
// versioned and published the way maps are. Every saved version is kept, so `table(id, version)` reads one back.

type TableIssue = { path: string; message: string; code: string };

const TableSummary = builder.objectRef<TableRow>("TableSummary").implement({
  description: "A stored table, without its document.",
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    rulesetId: t.exposeString("rulesetId"),
    unit: t.exposeString("unit", { description: "The match's measuring unit: inch or cm." }),
    version: t.exposeInt("version", { description: "The latest version." }),
    publishedVersion: t.exposeInt("publishedVersion", { nullable: true }),
  }),
});

const TableRecord = builder.objectRef<TableRow>("TableRecord").implement({
  description: "One version of a stored table with its document (the table document of packages/table, geometry in 0.1 mm).",
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    rulesetId: t.exposeString("rulesetId"),
    unit: t.exposeString("unit", { description: "The match's measuring unit: inch or cm. lineOfSight and range answer in it." }),
    version: t.exposeInt("version", { description: "The version this record holds." }),
    latestVersion: t.exposeInt("latestVersion", { description: "The version the next save must name as its base." }),
    publishedVersion: t.exposeInt("publishedVersion", { nullable: true, description: "The version last published, or null for a draft." }),
    publishedAt: t.string({ nullable: true, description: "When publishedVersion was published (ISO 8601).", resolve: (r) => r.publishedAt?.toISOString() ?? null }),
    document: t.field({ type: "JSON", resolve: (r) => r.document }),
  }),
});

builder.queryField("tables", (t) =>
  t.field({
    type: [TableSummary],
    description: "Stored tables, newest first, then by id (at most 200).",
    resolve: async (_r, _a, ctx) => (await ctx.db.prisma.tableDoc.findMany({ select: tableSelect, orderBy: [{ createdAt: "desc" }, { id: "asc" }], take: 200 })).map(toTableRow),
  }),
);

builder.queryField("table", (t) =>
  t.field({
    type: TableRecord,
    nullable: true,
    description: "A stored table by `id`, at `version` (default the latest); null when there is no such table or version. lineOfSight, range and visibility take the same `tableId` and `tableVersion`.",
    args: { id: t.arg.id({ required: true }), version: t.arg.int({ required: false }) },
    resolve: (_r, { id, version }, ctx) => {
      const key = String(id);
      if (key.length > 128) throw apiError("request/invalid", "A table id is at most 128 characters.");
      return loadTable(ctx, key, version);
    },
  }),
);

type SaveOutcome =
  | { kind: "saved"; table: TableRow }
  | { kind: "conflict"; id: string; currentVersion: number; message: string }
  | { kind: "invalid"; issues: TableIssue[] }
  | { kind: "notFound"; id: string };

const TableIssueRef = builder.objectRef<TableIssue>("TableIssue").implement({
  description: "One problem in a table document: the path of the field at fault (e.g. pieces.0.shape.points) and what is wrong.",
  fields: (t) => ({
    path: t.exposeString("path"),
    message: t.exposeString("message"),
    code: t.exposeString("code", { description: "table/invalid_document (the schema or a preset size), table/duplicate_id, table/id_mismatch (the document's id is not the id saved) or table/hex_ruleset (the ruleset is played on hexes)." }),
  }),
});

const TableSaved = builder.objectRef<Extract<SaveOutcome, { kind: "saved" }>>("TableSaved").implement({
  description: "The table was stored; `table.version` is the version the next save must name as its base.",
  fields: (t) => ({ table: t.field({ type: TableRecord, resolve: (o) => o.table }) }),
});
const TableVersionConflict = builder.objectRef<Extract<SaveOutcome, { kind: "conflict" }>>("TableVersionConflict").implement({
  description: "The save named a stale base version (someone saved in between) or created an id that exists.",
  fields: (t) => ({ id: t.exposeID("id"), currentVersion: t.exposeInt("currentVersion"), message: t.exposeString("message") }),
});
const TableInvalid = builder.objectRef<Extract<SaveOutcome, { kind: "invalid" }>>("TableInvalid").implement({
  description: "The document fails validation; nothing was stored.",
  fields: (t) => ({ issues: t.field({ type: [TableIssueRef], resolve: (o) => o.issues }) }),
});
const TableNotFound = builder.objectRef<Extract<SaveOutcome, { kind: "notFound" }>>("TableNotFound").implement({
  description: "No stored table has this id.",
  fields: (t) => ({ id: t.exposeID("id") }),
});

const SaveTableResult = builder.unionType("SaveTableResult", {
  description: "The outcome of saveTable or publishTable: saved, or why not (typed, so clients switch on __typename).",
  types: [TableSaved, TableVersionConflict, TableInvalid, TableNotFound],
  resolveType: (o) => ({ saved: TableSaved, conflict: TableVersionConflict, invalid: TableInvalid, notFound: TableNotFound })[o.kind],
});

const SaveTableInput = builder.inputType("SaveTableInput", {
  description: "A table document to store. Omit baseVersion to create a new table; name the version you edited to update one.",
  fields: (t) => ({
    id: t.id({ required: true }),
    name: t.string({ required: true }),
    rulesetId: t.string({ required: true }),
    document: t.field({ type: "JSON", required: true }),
    baseVersion: t.int({ required: false }),
  }),
});

/** The document's issues, each with a code: schema and size first, then the id saved and the ruleset's geometry. */
export function tableIssues(ctx: Pick<Context, "rulesets">, id: string, rulesetId: string, document: unknown): TableIssue[] | { doc: ReturnType<typeof validateTableDocument> & { ok: true } } {
  const v = validateTableDocument(document);
  if (!v.ok) return v.issues.map((i) => ({ ...i, code: i.message.startsWith("duplicate id") ? "table/duplicate_id" : "table/invalid_document" }));
  const issues: TableIssue[] = [];
  if (v.table.id !== id) issues.push({ path: "id", code: "table/id_mismatch", message: `the document's id is "${v.table.id}", not "${id}" (the id it is saved under)` });
  if (findSightingSystem(rulesetId, modulesOf(ctx.rulesets))) {
    issues.push({ path: "rulesetId", code: "table/hex_ruleset", message: `"${rulesetId}" is played on hex maps, not on a table: save a map for it (saveMap)` });
  }
  return issues.length > 0 ? issues : { doc: v };
}

builder.mutationField("saveTable", (t) =>
  t.field({
    type: SaveTableResult,
    description: "Validates and stores a table document (its schema, preset sizes, unique ids, its id against `id`, and that `rulesetId` is not played on hexes); each save bumps `version` and keeps the version saved (optimistic concurrency on baseVersion). Needs the author scope.",
    args: { input: t.arg({ type: SaveTableInput, required: true }) },
    resolve: async (_r, { input }, ctx): Promise<SaveOutcome> => {
      const client = requireScope(ctx, "author");
      const id = String(input.id);
      if (id.length > 128 || input.name.length > 200 || input.rulesetId.length > 128) throw apiError("request/invalid", "A table id is at most 128 characters, a ruleset id at most 128 and a name at most 200.");
      const checked = tableIssues(ctx, id, input.rulesetId, input.document);
      if (Array.isArray(checked)) return { kind: "invalid", issues: checked };
      const doc = checked.doc.table;
      const data = { name: input.name, rulesetId: input.rulesetId, unit: doc.unit, schemaVersion: doc.schemaVersion, document: doc };
      if (input.baseVersion === null || input.baseVersion === undefined) {
        const existing = await ctx.db.prisma.tableDoc.findUnique({ where: { id }, select: { version: true } });
        if (existing) return { kind: "conflict", id, currentVersion: existing.version, message: `A table with id "${id}" exists; load it and save with its version.` };
        try {
          const head = await ctx.db.prisma.$transaction(async (tx) => {
            const created = await tx.tableDoc.create({ data: { id, ...data, version: 1, authorClientId: client.id }, select: tableSelect });
            await tx.tableDocVersion.create({ data: { tableId: id, version: 1, name: data.name, schemaVersion: data.schemaVersion, document: doc } });
            return created;
          });
          return { kind: "saved", table: toTableRow(head) };
        } catch {
          return toStale(ctx, id, 0);
        }
      }
      const base = input.baseVersion;
      // One conditional update: two saves from the same base cannot both win; the version row goes in the same transaction.
      const head = await ctx.db.prisma.$transaction(async (tx) => {
        const updated = await tx.tableDoc.updateMany({ where: { id, version: base }, data: { ...data, version: { increment: 1 } } });
        if (updated.count !== 1) return null;
        await tx.tableDocVersion.create({ data: { tableId: id, version: base + 1, name: data.name, schemaVersion: data.schemaVersion, document: doc } });
        return tx.tableDoc.findUniqueOrThrow({ where: { id }, select: tableSelect });
      });
      return head ? { kind: "saved", table: toTableRow(head) } : toStale(ctx, id, base);
    },
  }),
);

builder.mutationField("publishTable", (t) =>
  t.field({
    type: SaveTableResult,
    description: "Publishes the stored table at `version` (any version saved: the one the author reviewed), validated again (TableInvalid if it no longer validates). Needs the author scope.",
    args: { id: t.arg.id({ required: true }), version: t.arg.int({ required: true }) },
    resolve: async (_r, { id, version }, ctx): Promise<SaveOutcome> => {
      requireScope(ctx, "author");
      const key = String(id);
      const row = await loadTable(ctx, key, version);
      if (!row) return toStale(ctx, key, version);
      const checked = tableIssues(ctx, key, row.rulesetId, row.document);
      if (Array.isArray(checked)) return { kind: "invalid", issues: checked };
      await ctx.db.prisma.tableDoc.update({ where: { id: key }, data: { publishedVersion: version, publishedAt: new Date() } });
      return { kind: "saved", table: (await loadTable(ctx, key, version))! };
    },
  }),
);

async function toStale(ctx: Context, id: string, base: number): Promise<SaveOutcome> {
  const current = await ctx.db.prisma.tableDoc.findUnique({ where: { id }, select: { version: true } });
  if (!current) return { kind: "notFound", id };
  return { kind: "conflict", id, currentVersion: current.version, message: `Table "${id}" is at version ${current.version}, not ${base}: reload it (your draft is kept) and save again.` };
}
