// A stored scenario's life after its first save: its saved versions (read one with scenario(id, version), save one
// again as the newest) and soft deletion that restoreScenario undoes. Saving and publishing are in scenarios.ts.
import { requireScope } from "../auth/require-scope";
import { builder } from "../builder";
import type { Context } from "../context";
import { apiError } from "../errors";
import { json, ScenarioRecord, SaveScenarioResult, select, storeScenarioOverBase } from "./scenarios";
import type { SaveOutcome } from "./scenarios";

const SCENARIO_ID = /^[A-Za-z0-9_-]{1,128}$/;
type VersionRow = { version: number; name: string; mapVersion: number | null; createdAt: Date };

const ScenarioVersionRef = builder.objectRef<VersionRow>("ScenarioVersion").implement({
  description: "One saved version of a stored scenario (scenario(id, version) reads it).",
  fields: (t) => ({
    version: t.exposeInt("version"),
    name: t.exposeString("name", { description: "The scenario's name in that version." }),
    mapVersion: t.int({ nullable: true, description: "The version of its stored map that version plays.", resolve: (v) => v.mapVersion }),
    savedAt: t.string({ description: "When that version was saved (ISO 8601).", resolve: (v) => v.createdAt.toISOString() }),
  }),
});

async function findScenario(ctx: Context, id: string) {
  const row = SCENARIO_ID.test(id) ? await ctx.db.prisma.scenario.findUnique({ where: { id }, select: { id: true, version: true, name: true, mapVersion: true, updatedAt: true, rulesetId: true } }) : null;
  if (!row) throw apiError("request/not_found", `No stored scenario has id "${id}".`);
  return row;
}

builder.queryField("scenarioVersions", (t) =>
  t.field({
    type: [ScenarioVersionRef],
    description: "The saved versions of stored scenario `id`, newest first (at most 200): each save keeps one; restoreScenarioVersion saves one again as the newest.",
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_r, { id }, ctx) => {
      const head = await findScenario(ctx, String(id));
      const rows = await ctx.db.prisma.scenarioVersion.findMany({
        where: { scenarioId: head.id }, select: { version: true, name: true, mapVersion: true, createdAt: true }, orderBy: { version: "desc" }, take: 200,
      });
      // A scenario stored before versions were kept (a seeded one) still lists the version it is at.
      return rows.some((r) => r.version === head.version) ? rows : [{ version: head.version, name: head.name, mapVersion: head.mapVersion, createdAt: head.updatedAt }, ...rows];
    },
  }),
);

builder.mutationField("restoreScenarioVersion", (t) =>
  t.field({
    type: SaveScenarioResult,
    description: "Saves saved version `version` of scenario `id` (its document, map and map version, rulings pack and victory conditions) again as its newest version, a draft, under its current name; `baseVersion` must be the newest (ScenarioVersionConflict otherwise). Needs the author scope.",
    args: { id: t.arg.id({ required: true }), version: t.arg.int({ required: true }), baseVersion: t.arg.int({ required: true }) },
    resolve: async (_r, { id, version, baseVersion }, ctx): Promise<SaveOutcome> => {
      requireScope(ctx, "author");
      const head = await findScenario(ctx, String(id));
      const old = await ctx.db.prisma.scenarioVersion.findUnique({ where: { scenarioId_version: { scenarioId: head.id, version } } });
      if (!old) throw apiError("request/not_found", `Scenario "${head.id}" has no saved version ${version} (scenarioVersions lists them).`);
      return storeScenarioOverBase(ctx, head.id, baseVersion, {
        name: head.name, rulesetId: head.rulesetId, mapId: old.mapId, mapVersion: old.mapVersion, document: json(old.document),
        rulingsPackHash: old.rulingsPackHash, victoryConditions: json(old.victoryConditions),
      });
    },
  }),
);

builder.mutationField("deleteScenario", (t) =>
  t.field({
    type: ScenarioRecord,
    description: "Deletes stored scenario `id` softly: it leaves `scenarios` (listed by scenarios(deleted: true)), keeps its versions and stays readable by id, so its matches still replay; restoreScenario takes it back. Needs the author scope.",
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_r, { id }, ctx) => {
      requireScope(ctx, "author");
      const head = await findScenario(ctx, String(id));
      await ctx.db.prisma.scenario.updateMany({ where: { id: head.id, deletedAt: null }, data: { deletedAt: new Date() } });
      return ctx.db.prisma.scenario.findUniqueOrThrow({ where: { id: head.id }, select });
    },
  }),
);

builder.mutationField("restoreScenario", (t) =>
  t.field({
    type: ScenarioRecord,
    description: "Takes deleted scenario `id` back into `scenarios`, as it was deleted. Needs the author scope.",
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_r, { id }, ctx) => {
      requireScope(ctx, "author");
      const head = await findScenario(ctx, String(id));
      return ctx.db.prisma.scenario.update({ where: { id: head.id }, data: { deletedAt: null }, select });
    },
  }),
);
