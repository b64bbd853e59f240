import type { Prisma } from "@tactica/db";
import { rulingsPackHash } from "@tactica/engine";
import { requireScope } from "../auth/require-scope";
import { builder } from "../builder";
import type { Context } from "../context";
import type { RulesetEntry } from "../deps";
import { apiError } from "../errors";
import { checkScenario } from "../scenarios/check-scenario";
import type { ScenarioIssue } from "../scenarios/scenario-issue";
import { VICTORY_KINDS } from "../scenarios/victory-conditions";
import { modulesOf } from "../rulesets";
import { asShippedScenario, outlineScenario } from "../shipped-data";
import type { ScenarioSideOutline } from "../shipped-data";
import type { VictoryCondition } from "../scenarios/victory-conditions";
import { RulesetRef } from "./rulesets";

type ScenarioSummaryRow = { id: string; name: string; rulesetId: string; mapId: string | null; version: number; publishedAt: Date | null; rulingsPackHash: string | null; mapVersion?: number | null; deletedAt?: Date | null; latestVersion?: number };
/** A listed scenario: its document is loaded (for all the listed rows at once) only when a field needs it. */
type ListedScenarioRow = ScenarioSummaryRow & { loadDocument: () => Promise<unknown> };
export type ScenarioRow = ScenarioSummaryRow & { document: unknown; victoryConditions: unknown; rulingsPack: { document: unknown } | null };

// Ids are what createMatch's scenarioId accepts.
const SCENARIO_ID = /^[A-Za-z0-9_-]{1,128}$/;
const summarySelect = { id: true, name: true, rulesetId: true, mapId: true, version: true, publishedAt: true, rulingsPackHash: true, mapVersion: true, deletedAt: true } as const;
export const select = { ...summarySelect, document: true, victoryConditions: true, rulingsPack: { select: { document: true } } } as const;
export const json = (v: unknown): Prisma.InputJsonValue => v as Prisma.InputJsonValue;

const VictoryConditionRef = builder.objectRef<VictoryCondition>("ScenarioVictoryCondition").implement({
  description: "How a side wins, as the scenario states it (for players and organisers; the engine scores by the rule system's own rules, as its scenario document or situation states them).",
  fields: (t) => ({
    side: t.exposeString("side", { description: "A seat of the match the scenario sets up (the rule system's side ids: Ruleset.catalogue.sides)." }),
    kind: t.exposeString("kind", { description: `One of ${VICTORY_KINDS.join(", ")}.` }),
    value: t.int({ nullable: true, description: "eliminate-percent: 1-100; exit-units: units; points: victory points.", resolve: (c) => c.value ?? null }),
    hexes: t.stringList({ description: "hold-hexes: printed hex IDs of the scenario's map.", resolve: (c) => [...(c.hexes ?? [])] }),
    text: t.string({ nullable: true, description: "The condition in the scenario's words (custom), or a note.", resolve: (c) => c.text ?? null }),
  }),
});

const VictoryConditionInputRef = builder.inputType("ScenarioVictoryConditionInput", {
  description: "A stated victory condition (see ScenarioVictoryCondition).",
  fields: (t) => ({
    side: t.string({ required: true }),
    kind: t.string({ required: true }),
    value: t.int({ required: false }),
    hexes: t.stringList({ required: false }),
    text: t.string({ required: false }),
  }),
});

const ScenarioSideRef = builder.objectRef<ScenarioSideOutline>("ScenarioSide").implement({
  description: "One side of a scenario: the match seat it is (createMatch's seats), who plays it and what it fields.",
  fields: (t) => ({
    seat: t.exposeString("seat", { description: "The seat (one of the rule system's side ids: Ruleset.catalogue.sides)." }),
    name: t.exposeString("name", { description: "The side's name, as the scenario document or its order of battle gives it." }),
    force: t.exposeString("force", { description: "What it fields, in the rule system's own words (soldiers by weapon, an order of battle's printed force; unit ids: Ruleset.catalogue.unitTypes)." }),
  }),
});

const NAME = "The scenario's title.";
const BRIEF = "A one-paragraph brief, written from the rulebook, for a scenario the server ships, while the stored document is the one shipped; null otherwise.";
const RULE = "The rulebook sections a shipped scenario and its brief come from (e.g. \"26.7, 27.35\"); null otherwise.";
const SIDES = "The scenario's sides, read from its document by the rule system (empty when it cannot tell).";
const TURN_LIMIT = "The last turn a match from it plays (the document's turns, or the situation's printed limit); null when the rule system cannot tell.";
type Served = { readonly rulesets: readonly RulesetEntry[] };
const briefOf = (ctx: Served, row: ScenarioSummaryRow, document: unknown) => asShippedScenario(modulesOf(ctx.rulesets), { ...row, document })?.brief ?? null;
const ruleOf = (ctx: Served, row: ScenarioSummaryRow, document: unknown) => asShippedScenario(modulesOf(ctx.rulesets), { ...row, document })?.rule ?? null;
const sidesOf = (ctx: Served, row: ScenarioSummaryRow, document: unknown) => [...(outlineScenario(modulesOf(ctx.rulesets), row.rulesetId, document)?.sides ?? [])];
const turnLimitOf = (ctx: Served, row: ScenarioSummaryRow, document: unknown) => outlineScenario(modulesOf(ctx.rulesets), row.rulesetId, document)?.turnLimit ?? null;

const ScenarioSummary = builder.objectRef<ListedScenarioRow>("ScenarioSummary").implement({
  description: "A stored scenario, without its document.",
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name", { description: NAME }),
    brief: t.string({ nullable: true, description: BRIEF, resolve: async (s, _a, ctx) => briefOf(ctx, s, await s.loadDocument()) }),
    rule: t.string({ nullable: true, description: RULE, resolve: async (s, _a, ctx) => ruleOf(ctx, s, await s.loadDocument()) }),
    sides: t.field({ type: [ScenarioSideRef], description: SIDES, resolve: async (s, _a, ctx) => sidesOf(ctx, s, await s.loadDocument()) }),
    turnLimit: t.int({ nullable: true, description: TURN_LIMIT, resolve: async (s, _a, ctx) => turnLimitOf(ctx, s, await s.loadDocument()) }),
    rulesetId: t.exposeString("rulesetId"),
    mapId: t.exposeString("mapId", { nullable: true }),
    version: t.exposeInt("version"),
    publishedAt: t.string({ nullable: true, resolve: (s) => s.publishedAt?.toISOString() ?? null }),
    rulingsPackHash: t.exposeString("rulingsPackHash", { nullable: true, description: "The hash of the rulings pack it is played with, or null for the default pack." }),
    mapVersion: t.int({ nullable: true, description: MAP_VERSION, resolve: (s) => s.mapVersion ?? null }),
    deletedAt: t.string({ nullable: true, description: DELETED, resolve: (s) => s.deletedAt?.toISOString() ?? null }),
  }),
});

const MAP_VERSION = "The version of its stored map (mapId) it plays: the one the author saw when saving (SaveScenarioInput.mapVersion), else the map's newest then; null without a stored map.";
const DELETED = "When the scenario was deleted (ISO 8601; restoreScenario takes it back), or null.";

export const ScenarioRecord = builder.objectRef<ScenarioRow>("ScenarioRecord").implement({
  description: "A stored scenario with its document: the rule system's scenario, as createMatch(scenarioId) plays it.",
  fields: (t) => ({
    id: t.exposeID("id"),
    mapVersion: t.int({ nullable: true, description: MAP_VERSION, resolve: (s) => s.mapVersion ?? null }),
    latestVersion: t.int({ description: "The scenario's newest saved version (equals `version` unless an older one was asked for).", resolve: (s) => s.latestVersion ?? s.version }),
    deletedAt: t.string({ nullable: true, description: DELETED, resolve: (s) => s.deletedAt?.toISOString() ?? null }),
    name: t.exposeString("name", { description: NAME }),
    brief: t.string({ nullable: true, description: BRIEF, resolve: (s, _a, ctx) => briefOf(ctx, s, s.document) }),
    rule: t.string({ nullable: true, description: RULE, resolve: (s, _a, ctx) => ruleOf(ctx, s, s.document) }),
    sides: t.field({ type: [ScenarioSideRef], description: SIDES, resolve: (s, _a, ctx) => sidesOf(ctx, s, s.document) }),
    turnLimit: t.int({ nullable: true, description: TURN_LIMIT, resolve: (s, _a, ctx) => turnLimitOf(ctx, s, s.document) }),
    rulesetId: t.exposeString("rulesetId"),
    mapId: t.exposeString("mapId", { nullable: true }),
    version: t.exposeInt("version"),
    publishedAt: t.string({ nullable: true, description: "When the stored version was published (ISO 8601), or null for a draft.", resolve: (s) => s.publishedAt?.toISOString() ?? null }),
    document: t.field({ type: "JSON", resolve: (s) => s.document }),
    rulingsPackHash: t.exposeString("rulingsPackHash", { nullable: true, description: "SHA-256 of the rulings pack matches from this scenario play with (createMatch without its own pack; Match.rulingsPackHash shows it); null = the default pack." }),
    rulingsPack: t.field({ type: "JSON", nullable: true, description: "That rulings pack (rule options and table overrides), or null for the default pack.", resolve: (s) => s.rulingsPack?.document ?? null }),
    victoryConditions: t.field({ type: [VictoryConditionRef], description: "How each side wins, as the scenario states it.", resolve: (s) => (Array.isArray(s.victoryConditions) ? (s.victoryConditions as VictoryCondition[]) : []) }),
  }),
});

const ScenarioIssueRef = builder.objectRef<ScenarioIssue>("ScenarioIssue").implement({
  description: "One problem of a scenario: the field at fault (e.g. sides.A.soldiers[2].hex), what is wrong, and the hex and side it concerns.",
  fields: (t) => ({
    path: t.exposeString("path"),
    message: t.exposeString("message"),
    hex: t.exposeString("hex", { nullable: true, description: "The printed hex ID at fault, when the field names a hex." }),
    side: t.exposeString("side", { nullable: true, description: "The side at fault, when the field belongs to one." }),
    code: t.string({ nullable: true, description: "A machine-readable reason where there is one: options/unknown_option, options/bad_choice, options/ruleset_mismatch, rulings/bad_pack, tables/unknown_table, tables/bad_override, map/unknown_marker, map/unknown_hexside_feature, map/unknown_level_side (the map it plays uses an id the ruleset's catalogue lacks), or the engine's match/... code.", resolve: (i) => i.code ?? null }),
    allowed: t.stringList({ nullable: true, description: "Where the issue names an id the ruleset does not know (a map's marker type, ...): the ids its catalogue offers.", resolve: (i) => (i.allowed ? [...i.allowed] : null) }),
  }),
});

export type SaveOutcome =
  | { kind: "saved"; scenario: ScenarioRow }
  | { kind: "conflict"; id: string; currentVersion: number; message: string }
  | { kind: "invalid"; issues: readonly ScenarioIssue[] }
  | { kind: "notFound"; id: string };

const ScenarioSaved = builder.objectRef<Extract<SaveOutcome, { kind: "saved" }>>("ScenarioSaved").implement({
  description: "The scenario was stored; `scenario.version` is the version the next save must name as its base.",
  fields: (t) => ({ scenario: t.field({ type: ScenarioRecord, resolve: (o) => o.scenario }) }),
});
const ScenarioVersionConflict = builder.objectRef<Extract<SaveOutcome, { kind: "conflict" }>>("ScenarioVersionConflict").implement({
  description: "The save named a stale base version (someone saved in between) or created an id that exists.",
  fields: (t) => ({ id: t.exposeID("id"), currentVersion: t.exposeInt("currentVersion"), message: t.exposeString("message") }),
});
const ScenarioInvalid = builder.objectRef<Extract<SaveOutcome, { kind: "invalid" }>>("ScenarioInvalid").implement({
  description: "The document does not fit the rule system's scenario schema or its map; nothing was stored.",
  fields: (t) => ({ issues: t.field({ type: [ScenarioIssueRef], resolve: (o) => [...o.issues] }) }),
});
const ScenarioNotFound = builder.objectRef<Extract<SaveOutcome, { kind: "notFound" }>>("ScenarioNotFound").implement({
  description: "No stored scenario has this id.",
  fields: (t) => ({ id: t.exposeID("id") }),
});

export const SaveScenarioResult = builder.unionType("SaveScenarioResult", {
  description: "The outcome of saveScenario or publishScenario: saved, or why not (switch on __typename).",
  types: [ScenarioSaved, ScenarioVersionConflict, ScenarioInvalid, ScenarioNotFound],
  resolveType: (o) => ({ saved: ScenarioSaved, conflict: ScenarioVersionConflict, invalid: ScenarioInvalid, notFound: ScenarioNotFound })[o.kind],
});

const SaveScenarioInput = builder.inputType("SaveScenarioInput", {
  description: "A scenario to store. Omit baseVersion to create one; name the version you edited to update it.",
  fields: (t) => ({
    id: t.id({ required: true, description: "Letters, digits, _ and -, at most 128 (createMatch's scenarioId)." }),
    name: t.string({ required: true }),
    rulesetId: t.string({ required: true }),
    mapId: t.string({ required: false, description: "The stored map it plays on (defaults to the document's `map` when it names one)." }),
    document: t.field({ type: "JSON", required: true, description: "The rule system's scenario (see rulesets { scenarioSchema })." }),
    rulingsPack: t.field({ type: "JSON", required: false, description: "The rulings pack (rule options, table overrides; createMatch's form) matches from it play with; omitted: the default pack. Each save stores what it is given." }),
    victoryConditions: t.field({ type: [VictoryConditionInputRef], required: false, description: "How each side wins, as the scenario states it; omitted: none." }),
    mapVersion: t.int({ required: false, description: "The version of the stored map the author sees (Map.version): the scenario plays that version (its document inlined where the ruleset plays stored maps) and records it; omitted: the map's newest." }),
    baseVersion: t.int({ required: false }),
  }),
});

// Each ruleset's schema never changes while the process runs: convert each once.
const schemas = new WeakMap<object, unknown>();
function scenarioSchemaOf(e: RulesetEntry): unknown {
  if (!e.ruleset) return null;
  if (!schemas.has(e.ruleset)) {
    let json: unknown = null;
    try {
      json = e.ruleset.scenario.toJSONSchema({ io: "input", unrepresentable: "any" });
    } catch {
      // a schema with no JSON form (custom types) is described as null; validation still runs on the server
    }
    schemas.set(e.ruleset, json);
  }
  return schemas.get(e.ruleset);
}

builder.objectField(RulesetRef, "scenarioSchema", (t) =>
  t.field({
    type: "JSON",
    nullable: true,
    description: "JSON Schema (input form) of the ruleset's scenario document; the server also applies checks it cannot express (known map, hexes on the map).",
    resolve: (e) => scenarioSchemaOf(e),
  }),
);

builder.queryField("scenarios", (t) =>
  t.field({
    type: [ScenarioSummary],
    description: "Stored scenarios, of one ruleset when given, newest first (at most 200); deleted ones only with `deleted: true` (then only those).",
    args: { rulesetId: t.arg.string({ required: false }), deleted: t.arg.boolean({ required: false, description: "List the deleted scenarios (restoreScenario takes one back) instead of the others." }) },
    resolve: async (_r, { rulesetId, deleted }, ctx): Promise<ListedScenarioRow[]> => {
      const rows = await ctx.db.prisma.scenario.findMany({
        select: summarySelect, where: { ...(rulesetId == null ? {} : { rulesetId }), deletedAt: deleted === true ? { not: null } : null }, orderBy: [{ updatedAt: "desc" }, { id: "asc" }], take: 200,
      });
      // Briefs, sides and turn limits come from the documents: one query for all the listed rows, and only if asked.
      let documents: Promise<Map<string, unknown>> | undefined;
      const load = () => (documents ??= ctx.db.prisma.scenario.findMany({ where: { id: { in: rows.map((r) => r.id) } }, select: { id: true, document: true } })
        .then((docs) => new Map(docs.map((d) => [d.id, d.document]))));
      return rows.map((r) => ({ ...r, loadDocument: async () => (await load()).get(r.id) ?? null }));
    },
  }),
);

builder.queryField("scenario", (t) =>
  t.field({
    type: ScenarioRecord,
    nullable: true,
    description: "A stored scenario by id (a deleted one too), at `version` when given (scenarioVersions lists them), else its newest.",
    args: { id: t.arg.id({ required: true }), version: t.arg.int({ required: false, description: "A saved version; default the newest." }) },
    resolve: (_r, { id, version }, ctx) => (SCENARIO_ID.test(String(id)) ? loadStoredScenario(ctx, String(id), version) : null),
  }),
);

builder.queryField("validateScenario", (t) =>
  t.field({
    type: [ScenarioIssueRef],
    description: "Checks a scenario (document, rulings pack, victory conditions) against the ruleset and its map without storing it; no issues means saveScenario and createMatch accept it.",
    args: {
      rulesetId: t.arg.string({ required: true }), document: t.arg({ type: "JSON", required: true }), mapId: t.arg.string({ required: false }),
      rulingsPack: t.arg({ type: "JSON", required: false }), victoryConditions: t.arg({ type: [VictoryConditionInputRef], required: false }),
    },
    resolve: async (_r, args, ctx) => (await checkScenario(ctx, args)).issues,
  }),
);

builder.mutationField("saveScenario", (t) =>
  t.field({
    type: SaveScenarioResult,
    description: "Validates (ruleset schema, map, hexes, rulings pack, victory conditions) and stores a scenario; each save bumps `version` (optimistic concurrency on baseVersion). Needs the author scope.",
    args: { input: t.arg({ type: SaveScenarioInput, required: true }) },
    resolve: async (_r, { input }, ctx): Promise<SaveOutcome> => {
      const client = requireScope(ctx, "author");
      const id = String(input.id);
      if (!SCENARIO_ID.test(id) || input.name.length > 200) throw apiError("request/invalid", "A scenario id is 1-128 letters, digits, _ or -, and a name at most 200 characters.");
      const checked = await checkScenario(ctx, input);
      if (checked.issues.length > 0) return { kind: "invalid", issues: checked.issues };
      const hash = checked.pack === null ? null : rulingsPackHash(checked.pack);
      // Packs are content-addressed (as createMatch stores them): the scenario refers to its pack by hash.
      if (checked.pack !== null && hash !== null) {
        await ctx.db.prisma.rulingsPack.createMany({ data: [{ hash, rulesetId: input.rulesetId, document: json(checked.pack), authorClientId: client.id }], skipDuplicates: true });
      }
      const data = {
        name: input.name, rulesetId: input.rulesetId, mapId: checked.mapId, mapVersion: checked.mapVersion, document: json(checked.document),
        rulingsPackHash: hash, victoryConditions: json(checked.victory),
      };
      if (input.baseVersion == null) {
        const existing = await ctx.db.prisma.scenario.findUnique({ where: { id }, select: { version: true } });
        if (existing) return { kind: "conflict", id, currentVersion: existing.version, message: `A scenario with id "${id}" exists; load it and save with its version.` };
        return { kind: "saved", scenario: await ctx.db.prisma.$transaction(async (tx) => {
          const created = await tx.scenario.create({ data: { id, ...data, version: 1, authorClientId: client.id }, select });
          await tx.scenarioVersion.create({ data: toScenarioVersionRow(created) });
          return created;
        }) };
      }
      return storeScenarioOverBase(ctx, id, input.baseVersion, data);
    },
  }),
);

builder.mutationField("publishScenario", (t) =>
  t.field({
    type: SaveScenarioResult,
    description: "Publishes the stored scenario at `version` (the version the author reviewed); a later save needs publishing again. Needs the author scope.",
    args: { id: t.arg.id({ required: true }), version: t.arg.int({ required: true }) },
    resolve: async (_r, { id, version }, ctx): Promise<SaveOutcome> => {
      requireScope(ctx, "author");
      const key = String(id);
      if (!SCENARIO_ID.test(key)) return { kind: "notFound", id: key };
      const updated = await ctx.db.prisma.scenario.updateMany({ where: { id: key, version }, data: { publishedAt: new Date() } });
      if (updated.count === 1) return { kind: "saved", scenario: await ctx.db.prisma.scenario.findUniqueOrThrow({ where: { id: key }, select }) };
      return toStale(ctx, key, version);
    },
  }),
);

type ScenarioFields = {
  name: string; rulesetId: string; mapId: string | null; mapVersion: number | null; document: Prisma.InputJsonValue;
  rulingsPackHash: string | null; victoryConditions: Prisma.InputJsonValue;
};
type VersionSource = { id: string; version: number; name: string; mapId: string | null; mapVersion?: number | null; document: unknown; rulingsPackHash: string | null; victoryConditions: unknown };

const toScenarioVersionRow = (s: VersionSource) => ({
  scenarioId: s.id, version: s.version, name: s.name, mapId: s.mapId, mapVersion: s.mapVersion ?? null,
  document: json(s.document), rulingsPackHash: s.rulingsPackHash, victoryConditions: json(s.victoryConditions),
});

/**
 * Stores `data` as the version after `base` of scenario `id` (a draft again) and keeps it in its history (with the
 * version it replaces when that one predates the history: a seeded scenario), in one transaction; a stale base stores nothing.
 */
export async function storeScenarioOverBase(ctx: Context, id: string, base: number, data: ScenarioFields): Promise<SaveOutcome> {
  const scenario = await ctx.db.prisma.$transaction(async (tx) => {
    const before = await tx.scenario.findUnique({ where: { id }, select });
    if (before?.version !== base) return undefined;
    await tx.scenarioVersion.createMany({ data: [toScenarioVersionRow(before)], skipDuplicates: true });
    // One conditional update: two saves from the same base cannot both win; a new version is a draft again.
    const updated = await tx.scenario.updateMany({ where: { id, version: base }, data: { ...data, publishedAt: null, version: { increment: 1 } } });
    if (updated.count !== 1) return undefined;
    const after = await tx.scenario.findUniqueOrThrow({ where: { id }, select });
    await tx.scenarioVersion.create({ data: toScenarioVersionRow(after) });
    return after;
  });
  return scenario ? { kind: "saved", scenario } : toStale(ctx, id, base);
}

/** Stored scenario `id` at `version` (default its newest), or null when there is no such scenario or version. */
export async function loadStoredScenario(ctx: Pick<Context, "db">, id: string, version?: number | null): Promise<ScenarioRow | null> {
  const head = await ctx.db.prisma.scenario.findUnique({ where: { id }, select });
  if (!head || version == null || version === head.version) return head;
  const old = await ctx.db.prisma.scenarioVersion.findUnique({ where: { scenarioId_version: { scenarioId: id, version } } });
  if (!old) return null;
  const pack = old.rulingsPackHash === null ? null : await ctx.db.prisma.rulingsPack.findUnique({ where: { hash: old.rulingsPackHash }, select: { document: true } });
  return {
    ...head, name: old.name, version, latestVersion: head.version, mapId: old.mapId, mapVersion: old.mapVersion, document: old.document,
    rulingsPackHash: old.rulingsPackHash, rulingsPack: pack, victoryConditions: old.victoryConditions, publishedAt: null,
  };
}

async function toStale(ctx: Context, id: string, base: number): Promise<SaveOutcome> {
  const current = await ctx.db.prisma.scenario.findUnique({ where: { id }, select: { version: true } });
  if (!current) return { kind: "notFound", id };
  return { kind: "conflict", id, currentVersion: current.version, message: `Scenario "${id}" is at version ${current.version}, not ${base}: reload it (your draft is kept) and save again.` };
}
