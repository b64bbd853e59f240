import { builder } from "../builder";
import { apiError } from "../errors";

type MapRow = { id: string; name: string; rulesetId: string; version: number; document: unknown };

const MapSummary = builder.objectRef<MapRow>("MapSummary").implement({
  description: "A stored map, without its document.",
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    rulesetId: t.exposeString("rulesetId"),
  }),
});

const MapRecord = builder.objectRef<MapRow>("MapRecord").implement({
  description: "A stored map with its document (format: docs/map-format.md).",
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    rulesetId: t.exposeString("rulesetId"),
    version: t.exposeInt("version"),
    document: t.field({ type: "JSON", resolve: (m) => m.document }),
  }),
});

const select = { id: true, name: true, rulesetId: true, version: true, document: true } as const;

builder.queryField("maps", (t) =>
  t.field({
    type: [MapSummary],
    description: "Stored maps, newest first, then by id (at most 200).",
    resolve: (_r, _a, ctx) => ctx.db.prisma.mapDoc.findMany({ select, orderBy: [{ createdAt: "desc" }, { id: "asc" }], take: 200 }),
  }),
);

builder.queryField("map", (t) =>
  t.field({
    type: MapRecord,
    nullable: true,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_r, { id }, ctx) => {
      const key = String(id);
      if (key.length > 128) throw apiError("request/invalid", "A map id is at most 128 characters.");
      return ctx.db.prisma.mapDoc.findUnique({ where: { id: key }, select });
    },
  }),
);
