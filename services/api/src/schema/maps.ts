import { validateMapDocument } from "@tactica/map";
import type { MapDocument, MapIssue } from "@tactica/map";
import { checkMapAgainstCatalogue } from "@tactica/ruleset-module";
import { requireScope } from "../auth/require-scope";
import { builder } from "../builder";
import type { Context } from "../context";
import { apiError } from "../errors";
import { findModule } from "../rulesets";
import { generatedMap, matchMap } from "./map-sources";
import type { MapRow } from "./map-sources";


const MapSummary = builder.objectRef<MapRow>("MapSummary").implement({
  description: "A stored map, without its document.",
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    rulesetId: t.exposeString("rulesetId"),
    version: t.exposeInt("version", { description: "The stored (newest) version." }),
    deletedAt: t.string({ nullable: true, description: "When the map was deleted (ISO 8601; restoreMap takes it back), or null.", resolve: (m) => m.deletedAt?.toISOString() ?? null }),
  }),
});

export const MapRecord = builder.objectRef<MapRow>("MapRecord").implement({
  description: "A stored map with its document (format: docs/map-format.md).",
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    rulesetId: t.exposeString("rulesetId"),
    version: t.exposeInt("version"),
    publishedAt: t.string({ nullable: true, description: "When the stored version was published (ISO 8601), or null for a draft.", resolve: (m) => m.publishedAt?.toISOString() ?? null }),
    latestVersion: t.int({ description: "The map's newest stored version (equals `version` unless an older one was asked for).", resolve: (m) => m.latestVersion ?? m.version }),
    deletedAt: t.string({ nullable: true, description: "When the map was deleted (ISO 8601; restoreMap takes it back), or null.", resolve: (m) => m.deletedAt?.toISOString() ?? null }),
    document: t.field({ type: "JSON", resolve: (m) => m.document }),
  }),
});

export const select = { id: true, name: true, rulesetId: true, version: true, document: true, publishedAt: true, deletedAt: true } as const;
const summarySelect = { id: true, name: true, rulesetId: true, version: true, publishedAt: true, deletedAt: true } as const;

builder.queryField("maps", (t) =>
  t.field({
    type: [MapSummary],
    description: "Stored maps, newest first, then by id (at most 200); deleted maps only with `deleted: true` (then only those).",
    args: { deleted: t.arg.boolean({ required: false, description: "List the deleted maps (restoreMap takes one back) instead of the others." }) },
    resolve: async (_r, { deleted }, ctx) => (await ctx.db.prisma.mapDoc.findMany({
      select: summarySelect, where: { deletedAt: deleted === true ? { not: null } : null }, orderBy: [{ createdAt: "desc" }, { id: "asc" }], take: 200,
    })).map((m) => ({ ...m, document: null })),
  }),
);

builder.queryField("map", (t) =>
  t.field({
    type: MapRecord,
    nullable: true,
    description:
      "A map by `id` (a stored map, or a board a ruleset generates by id, such as the placeholder board a match plays: " +
      "version 1, never stored), or by `matchId` the map that match plays now (its spectator view: terrain, features " +
      "and fortifications every seat sees, never a unit or a hidden thing). Give exactly one. The document is a valid " +
      "map document (docs/map-format.md); lineOfSight, range and visibility take the same `mapId` or `matchId`.",
    args: {
      id: t.arg.id({ required: false }), matchId: t.arg.id({ required: false, description: "A match: the map it plays now." }),
      version: t.arg.int({ required: false, description: "With `id`: that saved version of a stored map (mapVersions lists them); default the newest." }),
    },
    resolve: async (_r, { id, matchId, version }, ctx) => {
      if ((id == null) === (matchId == null)) throw apiError("request/invalid", "Give exactly one of id (a map) or matchId (the map a match plays).");
      if (matchId != null) {
        requireScope(ctx, "read");
        return matchMap(ctx, String(matchId));
      }
      const key = String(id);
      if (key.length > 128) throw apiError("request/invalid", "A map id is at most 128 characters.");
      return generatedMap(ctx, key) ?? loadStoredMap(ctx, key, version);
    },
  }),
);

/** Why a save or publish did not happen, as values the editor switches on (`__typename`). */
export type SaveOutcome =
  | { kind: "saved"; map: MapRow }
  | { kind: "conflict"; id: string; currentVersion: number; message: string }
  | { kind: "invalid"; issues: MapIssue[] }
  | { kind: "notFound"; id: string };

const MapIssueRef = builder.objectRef<MapIssue>("MapIssue").implement({
  description: "One problem in a map document: the path of the field at fault (e.g. hexes[3].terrain) and what is wrong.",
  fields: (t) => ({
    path: t.exposeString("path"),
    message: t.exposeString("message"),
    code: t.string({
      nullable: true,
      description: "Set where the map uses an id its ruleset's catalogue (Ruleset.catalogue) does not define: map/unknown_marker, map/unknown_hexside_feature or map/unknown_level_side; map/system_mismatch where the document's own system is not the ruleset it is saved for.",
      resolve: (i) => i.code ?? null,
    }),
    allowed: t.stringList({ nullable: true, description: "With a code: the ids the catalogue offers there.", resolve: (i) => (i.allowed ? [...i.allowed] : null) }),
  }),
});

/**
 * Why the map does not fit ruleset `rulesetId`: a document naming another rule system (its optional `system`), else
 * the markers, hexside features and storey sides the ruleset's catalogue lacks (none: a ruleset served without a module).
 */
function vocabularyIssues(ctx: Context, rulesetId: string, doc: MapDocument): MapIssue[] {
  if (doc.system !== undefined && doc.system !== rulesetId) {
    return [{ path: "system", code: "map/system_mismatch", allowed: [rulesetId], message: `the map is drawn for rule system "${doc.system}", not "${rulesetId}" (the ruleset it is saved for): save it for "${doc.system}", or set its system to "${rulesetId}"` }];
  }
  const module = findModule(ctx.rulesets, rulesetId);
  return module ? checkMapAgainstCatalogue(doc, module.catalogue) : [];
}

const MapSaved = builder.objectRef<Extract<SaveOutcome, { kind: "saved" }>>("MapSaved").implement({
  description: "The map was stored; `map.version` is the version the next save must name as its base.",
  fields: (t) => ({ map: t.field({ type: MapRecord, resolve: (o) => o.map }) }),
});

const MapVersionConflict = builder.objectRef<Extract<SaveOutcome, { kind: "conflict" }>>("MapVersionConflict").implement({
  description: "The save named a stale base version (someone saved in between) or created an id that exists.",
  fields: (t) => ({ id: t.exposeID("id"), currentVersion: t.exposeInt("currentVersion"), message: t.exposeString("message") }),
});

const MapInvalid = builder.objectRef<Extract<SaveOutcome, { kind: "invalid" }>>("MapInvalid").implement({
  description: "The document fails validation; nothing was stored.",
  fields: (t) => ({ issues: t.field({ type: [MapIssueRef], resolve: (o) => o.issues }) }),
});

const MapNotFound = builder.objectRef<Extract<SaveOutcome, { kind: "notFound" }>>("MapNotFound").implement({
  description: "No stored map has this id.",
  fields: (t) => ({ id: t.exposeID("id") }),
});

export const SaveMapResult = builder.unionType("SaveMapResult", {
  description: "The outcome of saveMap or publishMap: saved, or why not (typed, so clients switch on __typename).",
  types: [MapSaved, MapVersionConflict, MapInvalid, MapNotFound],
  resolveType: (o) => ({ saved: MapSaved, conflict: MapVersionConflict, invalid: MapInvalid, notFound: MapNotFound })[o.kind],
});

const SaveMapInput = builder.inputType("SaveMapInput", {
  description: "A map document to store. Omit baseVersion to create a new map; name the version you edited to update one.",
  fields: (t) => ({
    id: t.id({ required: true }),
    name: t.string({ required: true }),
    rulesetId: t.string({ required: true }),
    document: t.field({ type: "JSON", required: true }),
    baseVersion: t.int({ required: false }),
  }),
});

builder.mutationField("saveMap", (t) =>
  t.field({
    type: SaveMapResult,
    description: "Validates and stores a map document (its schema, its own `system` if set against `rulesetId`, then its markers, hexside features and storey sides against the catalogue of `rulesetId`); each save bumps `version` (optimistic concurrency on baseVersion). Needs the author scope.",
    args: { input: t.arg({ type: SaveMapInput, required: true }) },
    resolve: async (_r, { input }, ctx): Promise<SaveOutcome> => {
      const client = requireScope(ctx, "author");
      const id = String(input.id);
      if (id.length > 128 || input.name.length > 200) throw apiError("request/invalid", "A map id is at most 128 characters and a name at most 200.");
      if (generatedMap(ctx, id)) throw apiError("request/invalid", `"${id}" names a board a ruleset generates (read it with map(id:)); save a copy under another id.`);
      const validation = validateMapDocument(input.document);
      if (!validation.ok) return { kind: "invalid", issues: validation.issues };
      const unknown = vocabularyIssues(ctx, input.rulesetId, validation.map);
      if (unknown.length > 0) return { kind: "invalid", issues: unknown };
      const data = { name: input.name, rulesetId: input.rulesetId, schemaVersion: validation.map.schemaVersion, document: validation.map };
      if (input.baseVersion === null || input.baseVersion === undefined) {
        const existing = await ctx.db.prisma.mapDoc.findUnique({ where: { id }, select: { version: true } });
        if (existing) return { kind: "conflict", id, currentVersion: existing.version, message: `A map with id "${id}" exists; load it and save with its version.` };
        return { kind: "saved", map: await ctx.db.prisma.$transaction(async (tx) => {
          const map = await tx.mapDoc.create({ data: { id, ...data, version: 1, authorClientId: client.id }, select });
          await tx.mapDocVersion.create({ data: toVersionRow(map, data.schemaVersion) });
          return map;
        }) };
      }
      return storeOverBase(ctx, id, input.baseVersion, data);
    },
  }),
);

builder.mutationField("publishMap", (t) =>
  t.field({
    type: SaveMapResult,
    description: "Publishes the stored map at `version` (the version the author reviewed), checked again against its ruleset's catalogue (MapInvalid if it no longer fits); a later save needs publishing again. Needs the author scope.",
    args: { id: t.arg.id({ required: true }), version: t.arg.int({ required: true }) },
    resolve: async (_r, { id, version }, ctx): Promise<SaveOutcome> => {
      requireScope(ctx, "author");
      const key = String(id);
      // A version stored before its ruleset's catalogue checked maps (or since the catalogue changed) is not published.
      const row = await ctx.db.prisma.mapDoc.findUnique({ where: { id: key }, select: { version: true, rulesetId: true, document: true } });
      const stored = row?.version === version ? validateMapDocument(row.document) : undefined;
      if (row && stored) {
        const issues = stored.ok ? vocabularyIssues(ctx, row.rulesetId, stored.map) : stored.issues;
        if (issues.length > 0) return { kind: "invalid", issues };
      }
      const updated = await ctx.db.prisma.mapDoc.updateMany({ where: { id: key, version }, data: { publishedAt: new Date() } });
      if (updated.count === 1) return { kind: "saved", map: await ctx.db.prisma.mapDoc.findUniqueOrThrow({ where: { id: key }, select }) };
      return toStale(ctx, key, version);
    },
  }),
);

type StoredFields = { name: string; rulesetId: string; schemaVersion: number; document: MapDocument };

const toVersionRow = (m: { id: string; version: number; name: string; document: unknown }, schemaVersion: number) =>
  ({ mapId: m.id, version: m.version, name: m.name, schemaVersion, document: m.document as MapDocument });

/**
 * Stores `data` as the version after `base` of map `id` and keeps it in the map's history (with the version it
 * replaces, when that one predates the history: a seeded sample), in one transaction; a stale base stores nothing.
 */
export async function storeOverBase(ctx: Context, id: string, base: number, data: StoredFields): Promise<SaveOutcome> {
  const map = await ctx.db.prisma.$transaction(async (tx) => {
    const before = await tx.mapDoc.findUnique({ where: { id }, select: { id: true, version: true, name: true, document: true, schemaVersion: true } });
    if (before?.version !== base) return undefined;
    await tx.mapDocVersion.createMany({ data: [toVersionRow(before, before.schemaVersion)], skipDuplicates: true });
    // One conditional update: two saves from the same base cannot both win.
    const updated = await tx.mapDoc.updateMany({ where: { id, version: base }, data: { ...data, version: { increment: 1 } } });
    if (updated.count !== 1) return undefined;
    const after = await tx.mapDoc.findUniqueOrThrow({ where: { id }, select });
    await tx.mapDocVersion.create({ data: toVersionRow(after, data.schemaVersion) });
    return after;
  });
  return map ? { kind: "saved", map } : toStale(ctx, id, base);
}

/** Stored map `id` at `version` (default its newest), or null when there is no such map or version. */
export async function loadStoredMap(ctx: Pick<Context, "db">, id: string, version?: number | null): Promise<MapRow | null> {
  const head = await ctx.db.prisma.mapDoc.findUnique({ where: { id }, select });
  if (!head || version == null || version === head.version) return head;
  const old = await ctx.db.prisma.mapDocVersion.findUnique({ where: { mapId_version: { mapId: id, version } } });
  return old ? { ...head, name: old.name, version, latestVersion: head.version, document: old.document, publishedAt: null } : null;
}

export async function toStale(ctx: Context, id: string, base: number): Promise<SaveOutcome> {
  const current = await ctx.db.prisma.mapDoc.findUnique({ where: { id }, select: { version: true } });
  if (!current) return { kind: "notFound", id };
  return { kind: "conflict", id, currentVersion: current.version, message: `Map "${id}" is at version ${current.version}, not ${base}: reload it (your draft is kept) and save again.` };
}
