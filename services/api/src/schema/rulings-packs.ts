import { PROVENANCE_KINDS, resolveTables } from "@tactica/engine";
import type { MatchState, Provenance, ProvenanceKind, RulingsPack } from "@tactica/engine";
import { requireScope } from "../auth/require-scope";
import { builder } from "../builder";
import { apiError } from "../errors";
import { loadPublishedPack, packUrl, publishPack, savePackDraft } from "../organiser/packs";
import type { PackIssue, PackRow, PackRuling, SavePackOutcome } from "../organiser/packs";
import { findRuleset } from "../rulesets";
import { MatchRef } from "./matches";
import { ProvenanceRef } from "./provenance";

// Issue 24: rulings packs as published documents - drafts saved as numbered versions, a version published (then
// fixed, hashed and public at /rulings-packs/<id>/<version>), createMatch(publishedPack) plays one.

type PackTable = { tableId: string; version: string; source: string; mode: string; cellCount: number };

const PackRulingRef = builder.objectRef<PackRuling>("PackRuling").implement({
  description: "One ruling of a pack: the option it sets, the value, the rule it reads and the organiser's note.",
  fields: (t) => ({
    optionId: t.exposeString("optionId"),
    value: t.exposeString("value"),
    citation: t.exposeString("citation", { description: "The rule section the ruling reads." }),
    note: t.exposeString("note", { nullable: true }),
  }),
});

const PackTableRef = builder.objectRef<PackTable>("PackTable").implement({
  description: "A table the organiser supplied: every cell is stored with provenance external, \"organiser-supplied: rulings pack <id> v<n> (<source>)\".",
  fields: (t) => ({
    tableId: t.exposeString("tableId"),
    version: t.exposeString("version"),
    source: t.exposeString("source", { description: "Where the organiser says the cells come from." }),
    mode: t.exposeString("mode", { description: "patch (listed cells replace the shipped ones) or replace (the whole table)." }),
    cellCount: t.exposeInt("cellCount"),
  }),
});

export const RulingsPackVersionRef = builder.objectRef<PackRow>("RulingsPackVersion").implement({
  description: "One version of an organiser's rulings pack. A published version never changes; matches name it by id and version and record its hash.",
  fields: (t) => ({
    packId: t.exposeString("packId"),
    version: t.exposeInt("version"),
    rulesetId: t.exposeString("rulesetId"),
    title: t.exposeString("title"),
    status: t.exposeString("status", { description: "draft or published." }),
    hash: t.exposeString("hash", { nullable: true, description: "SHA-256 (hex) of the published document (the match's rulingsPackHash); null for a draft." }),
    url: t.string({ description: "The readable page listing every ruling (public once published); its JSON is url + \".json\".", resolve: (r) => packUrl(r.packId, r.version) }),
    publishedAt: t.string({ nullable: true, resolve: (r) => r.publishedAt?.toISOString() ?? null }),
    rulings: t.field({ type: [PackRulingRef], resolve: (r) => r.rulings as PackRuling[] }),
    tables: t.field({
      type: [PackTableRef],
      resolve: (r) => Object.entries((r.document as RulingsPack).tables).map(([tableId, o]) => ({ tableId, version: o.version, source: o.source, mode: o.mode ?? "patch", cellCount: o.cells.length })),
    }),
    document: t.field({ type: "JSON", description: "The rulings pack as matches use it.", resolve: (r) => r.document }),
  }),
});

const PackIssueRef = builder.objectRef<PackIssue>("PackIssue").implement({
  description: "Why a draft was refused: the JSON path (tables.<id>.cells.<n>.value..., rulings.<n>.value), a code and the reason.",
  fields: (t) => ({ path: t.exposeString("path"), code: t.exposeString("code"), message: t.exposeString("message") }),
});
const PackSaved = builder.objectRef<Extract<SavePackOutcome, { kind: "saved" }>>("PackSaved").implement({
  fields: (t) => ({ pack: t.field({ type: RulingsPackVersionRef, resolve: (o) => o.pack }) }),
});
const PackInvalid = builder.objectRef<Extract<SavePackOutcome, { kind: "invalid" }>>("PackInvalid").implement({
  description: "The draft does not fit the ruleset (an option, a value, a citation, a table cell); nothing was stored.",
  fields: (t) => ({ issues: t.field({ type: [PackIssueRef], resolve: (o) => [...o.issues] }) }),
});
const SavePackResult = builder.unionType("SavePackResult", {
  types: [PackSaved, PackInvalid],
  resolveType: (o) => (o.kind === "saved" ? PackSaved : PackInvalid),
});

const PackRulingInput = builder.inputType("PackRulingInput", {
  fields: (t) => ({
    optionId: t.string({ required: true }),
    value: t.string({ required: true, description: "A choice id, or a parameter's value (\"3\", \"true\")." }),
    citation: t.string({ required: true, description: "The rule section the ruling reads (required)." }),
    note: t.string({ required: false }),
  }),
});

const SavePackInput = builder.inputType("SaveRulingsPackInput", {
  fields: (t) => ({
    packId: t.string({ required: true, description: "Lower-case letters, digits and hyphens; the first save creates the pack, later saves add versions." }),
    rulesetId: t.string({ required: true }),
    title: t.string({ required: true }),
    rulings: t.field({ type: [PackRulingInput], required: true }),
    tables: t.field({ type: "JSON", required: false, description: "Table id -> uploaded table (the shape of GET /rulesets/<id>/tables/<table>.json), checked cell by cell." }),
    notes: t.string({ required: false }),
  }),
});

builder.mutationField("saveRulingsPackDraft", (t) =>
  t.field({
    type: SavePackResult,
    description: "Saves the next draft version of a rulings pack. Needs the organise scope; only the pack's organiser adds versions.",
    args: { input: t.arg({ type: SavePackInput, required: true }) },
    resolve: (_r, { input }, ctx) => {
      const client = requireScope(ctx, "organise");
      return savePackDraft(ctx, client, {
        packId: input.packId, rulesetId: input.rulesetId, title: input.title, tables: input.tables, notes: input.notes ?? null,
        rulings: input.rulings.map((r) => ({ optionId: r.optionId, value: r.value, citation: r.citation, note: r.note ?? null })),
      });
    },
  }),
);

builder.mutationField("publishRulingsPack", (t) =>
  t.field({
    type: RulingsPackVersionRef,
    description: "Publishes a draft version: fixed from now on, hashed, public at its url. Needs the organise scope (the pack's organiser).",
    args: { packId: t.arg.string({ required: true }), version: t.arg.int({ required: true }) },
    resolve: (_r, a, ctx) => publishPack(ctx.db, requireScope(ctx, "organise"), a.packId, a.version),
  }),
);

builder.queryField("rulingsPackVersions", (t) =>
  t.field({
    type: [RulingsPackVersionRef],
    description: "Every version of a pack, oldest first: the published ones for anyone, drafts only for the pack's organiser.",
    args: { packId: t.arg.string({ required: true }) },
    resolve: async (_r, a, ctx) => {
      const rows = await ctx.db.prisma.publishedPack.findMany({ where: { packId: a.packId }, orderBy: { version: "asc" } });
      const me = ctx.caller.client?.id;
      return rows.filter((r) => r.status === "published" || (me !== undefined && r.ownerClientId === me));
    },
  }),
);

builder.queryField("publishedRulingsPack", (t) =>
  t.field({
    type: RulingsPackVersionRef,
    description: "A published version of a pack (request/not_found or a draft's request/invalid otherwise).",
    args: { packId: t.arg.string({ required: true }), version: t.arg.int({ required: true }) },
    resolve: (_r, a, ctx) => loadPublishedPack(ctx.db, a.packId, a.version),
  }),
);

builder.objectField(MatchRef, "publishedPack", (t) =>
  t.field({
    type: RulingsPackVersionRef,
    nullable: true,
    description: "The published rulings pack the match plays (id, version, hash), or null when its pack was not a published one.",
    resolve: (m, _a, ctx) => ctx.db.prisma.publishedPack.findUnique({ where: { hash: m.row.rulingsPackHash } }),
  }),
);

type MatchTableCell = { inputs: unknown; value: unknown; provenance: Provenance };
type MatchTable = { tableId: string; version: string; overridden: boolean; counts: Record<ProvenanceKind, number>; cells: MatchTableCell[] };

const MatchTableRef = builder.objectRef<MatchTable>("MatchTable").implement({
  description: "A table as this match's commands read it (the ruleset's, with its rulings pack's overrides), every cell with its provenance.",
  fields: (t) => ({
    tableId: t.exposeString("tableId"),
    version: t.exposeString("version"),
    overridden: t.exposeBoolean("overridden", { description: "True when the match's rulings pack supplied this table." }),
    provenanceCounts: t.field({ type: "JSON", description: "Cells per provenance kind.", resolve: (x) => x.counts }),
    cells: t.field({ type: "JSON", description: "[{ inputs, value, provenance }].", resolve: (x) => x.cells }),
    provenance: t.field({ type: [ProvenanceRef], description: "Each distinct provenance of the cells.", resolve: (x) => [...new Map(x.cells.map((c) => [JSON.stringify(c.provenance), c.provenance])).values()] }),
  }),
});

builder.objectField(MatchRef, "rulesTable", (t) =>
  t.field({
    type: MatchTableRef,
    nullable: true,
    description: "One table as this match reads it; null when the ruleset has no such table.",
    args: { tableId: t.arg.string({ required: true }) },
    resolve: (m, a, ctx) => {
      const ruleset = findRuleset(ctx.rulesets, m.row.rulesetId);
      if (!ruleset) throw apiError("match/unknown_ruleset", "This server no longer runs the match's ruleset.");
      const state = m.row.state as unknown as MatchState;
      const resolved = resolveTables(ruleset.tables ?? [], { tables: state.rulings.tables });
      const table = resolved.ok ? resolved.tables.get(a.tableId) : undefined;
      if (!table) return null;
      const counts = Object.fromEntries(PROVENANCE_KINDS.map((k) => [k, 0])) as Record<ProvenanceKind, number>;
      for (const c of table.cells) counts[c.provenance.kind] += 1;
      return {
        tableId: table.id, version: table.version, overridden: a.tableId in state.rulings.tables, counts,
        cells: table.cells.map((c) => ({ inputs: c.inputs, value: c.value, provenance: c.provenance })),
      };
    },
  }),
);
