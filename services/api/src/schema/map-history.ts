// A stored map's life after its first save: its saved versions (read one with map(id, version), save one again as the
// newest), renaming, and soft deletion that restoreMap undoes. Saving and publishing are in maps.ts.
import { validateMapDocument } from "@tactica/map";
import { requireScope } from "../auth/require-scope";
import { builder } from "../builder";
import type { Context } from "../context";
import { apiError } from "../errors";
import { MapRecord, SaveMapResult, select, storeOverBase } from "./maps";
import type { SaveOutcome } from "./maps";

type VersionRow = { version: number; name: string; createdAt: Date };

const MapVersionRef = builder.objectRef<VersionRow>("MapVersion").implement({
  description: "One saved version of a stored map (map(id, version) reads its document).",
  fields: (t) => ({
    version: t.exposeInt("version"),
    name: t.exposeString("name", { description: "The map's name in that version." }),
    savedAt: t.string({ description: "When that version was saved (ISO 8601).", resolve: (v) => v.createdAt.toISOString() }),
  }),
});

async function findMap(ctx: Context, id: string) {
  if (id.length > 128) throw apiError("request/invalid", "A map id is at most 128 characters.");
  const row = await ctx.db.prisma.mapDoc.findUnique({ where: { id }, select: { id: true, version: true, name: true, updatedAt: true } });
  if (!row) throw apiError("request/not_found", `No stored map has id "${id}".`);
  return row;
}

builder.queryField("mapVersions", (t) =>
  t.field({
    type: [MapVersionRef],
    description: "The saved versions of stored map `id`, newest first (at most 200): each save keeps one; restoreMapVersion saves one again as the newest.",
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_r, { id }, ctx) => {
      const head = await findMap(ctx, String(id));
      const rows = await ctx.db.prisma.mapDocVersion.findMany({
        where: { mapId: head.id }, select: { version: true, name: true, createdAt: true }, orderBy: { version: "desc" }, take: 200,
      });
      // A map stored before versions were kept (a seeded sample) still lists the version it is at.
      return rows.some((r) => r.version === head.version) ? rows : [{ version: head.version, name: head.name, createdAt: head.updatedAt }, ...rows];
    },
  }),
);

builder.mutationField("restoreMapVersion", (t) =>
  t.field({
    type: SaveMapResult,
    description: "Saves the document of saved version `version` of map `id` again as its newest version, under its current name (a new version after `baseVersion`, which must be the newest: MapVersionConflict otherwise); the versions in between stay in the history. Needs the author scope.",
    args: { id: t.arg.id({ required: true }), version: t.arg.int({ required: true }), baseVersion: t.arg.int({ required: true }) },
    resolve: async (_r, { id, version, baseVersion }, ctx): Promise<SaveOutcome> => {
      requireScope(ctx, "author");
      const head = await findMap(ctx, String(id));
      const old = await ctx.db.prisma.mapDocVersion.findUnique({ where: { mapId_version: { mapId: head.id, version } } });
      if (!old) throw apiError("request/not_found", `Map "${head.id}" has no saved version ${version} (mapVersions lists them).`);
      const valid = validateMapDocument(old.document);
      if (!valid.ok) return { kind: "invalid", issues: valid.issues };
      const rulesetId = (await ctx.db.prisma.mapDoc.findUniqueOrThrow({ where: { id: head.id }, select: { rulesetId: true } })).rulesetId;
      return storeOverBase(ctx, head.id, baseVersion, { name: head.name, rulesetId, schemaVersion: valid.map.schemaVersion, document: valid.map });
    },
  }),
);

builder.mutationField("renameMap", (t) =>
  t.field({
    type: MapRecord,
    description: "Renames stored map `id` (its document and version stay as they are; the next save keeps the name). Needs the author scope.",
    args: { id: t.arg.id({ required: true }), name: t.arg.string({ required: true }) },
    resolve: async (_r, { id, name }, ctx) => {
      requireScope(ctx, "author");
      const trimmed = name.trim();
      if (trimmed === "" || trimmed.length > 200) throw apiError("request/invalid", "A map name is 1-200 characters.");
      const head = await findMap(ctx, String(id));
      return ctx.db.prisma.mapDoc.update({ where: { id: head.id }, data: { name: trimmed }, select });
    },
  }),
);

builder.mutationField("deleteMap", (t) =>
  t.field({
    type: MapRecord,
    description: "Deletes stored map `id` softly: it leaves `maps` (listed by maps(deleted: true)), keeps its versions and stays readable by id, so scenarios and matches on it still play; restoreMap takes it back. Needs the author scope.",
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_r, { id }, ctx) => {
      requireScope(ctx, "author");
      const head = await findMap(ctx, String(id));
      await ctx.db.prisma.mapDoc.updateMany({ where: { id: head.id, deletedAt: null }, data: { deletedAt: new Date() } });
      return ctx.db.prisma.mapDoc.findUniqueOrThrow({ where: { id: head.id }, select });
    },
  }),
);

builder.mutationField("restoreMap", (t) =>
  t.field({
    type: MapRecord,
    description: "Takes deleted map `id` back into `maps`, as it was deleted (a map not deleted is returned unchanged). Needs the author scope.",
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_r, { id }, ctx) => {
      requireScope(ctx, "author");
      const head = await findMap(ctx, String(id));
      return ctx.db.prisma.mapDoc.update({ where: { id: head.id }, data: { deletedAt: null }, select });
    },
  }),
);
