import type { Hex, Hexside } from "@tactica/hex";
import { hexToHexId } from "@tactica/map";
import type { CompiledMap } from "@tactica/map";
import type { LosAnswer, LosNote, LosOutcome, LosPathElement, Viewpoint } from "@tactica/sighting";
import { isVisible } from "@tactica/sighting";
import { builder } from "../builder";
import { ProvenanceRef } from "./provenance";
import type { Context } from "../context";
import type { PlaceArg } from "../geometry/position-input";
import { PositionInput, toPlacedHex } from "../geometry/position-input";
import { apiError } from "../errors";
import { requireScope } from "../auth/require-scope";
import { generatedMap, matchMap } from "./map-sources";
import { modulesOf } from "../rulesets";
import { findSightingSystem, listSightingSystems } from "../geometry/systems";
import { TableSightRef, tableLineOfSight, tableRange, tableVisibility } from "../geometry/table-sight";
import type { TableSightShape } from "../geometry/table-sight";
import type { SightingSystem } from "../geometry/systems";

const MAX_VISIBILITY_UNITS = 64;

// ---- inputs ---------------------------------------------------------------------------------------------

export const ViewpointInput = builder.inputType("ViewpointInput", {
  description: "A hex by its printed ID (e.g. \"1C3\", \"0304\") or by axial coordinates q/r, or a position (hex or table), plus level and posture.",
  fields: (t) => ({
    position: t.field({ type: PositionInput, required: false, description: "Where the viewpoint stands, in either geometry, instead of hexId or q/r." }),
    hexId: t.string({ required: false }),
    q: t.int({ required: false }),
    r: t.int({ required: false }),
    level: t.int({ required: false, defaultValue: 0, description: "Building level, 0 = ground." }),
    posture: t.string({ required: true, description: "A posture word of the rule system's sighting rules (its rules package README lists them)." }),
    upHeight: t.int({ required: false, description: "Explicit head height for a soldier who is Up (climbing, on a roof)." }),
    inWorks: t.boolean({ required: false, description: "The soldier is \"in\" the defensive work of his hex (foxhole, trench, ditch); default false." }),
  }),
});

const mapFields = (t: Parameters<Parameters<typeof builder.inputType>[1]["fields"]>[0]) => ({
  rulesetId: t.string({ required: true, description: "The id of a rule system this server serves (Query.rulesets)." }),
  mapId: t.id({ required: false, description: "A map by id, as `map(id:)` reads it: a stored map or a board a ruleset generates (the id a match's view names)." }),
  map: t.field({ type: "JSON", required: false, description: "An inline map document instead of mapId (docs/map-format.md)." }),
  matchId: t.id({ required: false, description: "A match instead of mapId or map: the map it plays now, as `map(matchId:)` reads it (needs the read scope), with the sighting options its game sets (terrain mode, night) under any `options` given." }),
  options: t.field({ type: "JSON", required: false, description: "The rule system's sighting options (smoke, night, terrain mode, ...)." }),
  tableId: t.id({ required: false, description: "A stored table (saveTable) instead of a map: viewpoints are then table positions, posture is the team's kind (infantry, gun, tank, aircraft, cavalry, train), upHeight its eye height in mm, and answers are in the table's unit." }),
  tableVersion: t.int({ required: false, description: "With tableId: the version of the table (default the latest)." }),
});

export const SightInput = builder.inputType("SightInput", {
  fields: (t) => ({ ...mapFields(t), observer: t.field({ type: ViewpointInput, required: true }), target: t.field({ type: ViewpointInput, required: true }) }),
});

const VisibilityInput = builder.inputType("VisibilityInput", {
  fields: (t) => ({ ...mapFields(t), units: t.field({ type: [ViewpointInput], required: true, description: `At most ${MAX_VISIBILITY_UNITS} viewpoints.` }) }),
});

// ---- outputs --------------------------------------------------------------------------------------------

type HexRefShape = { q: number; r: number; ids: readonly string[] };
const HexRef = builder.objectRef<HexRefShape>("HexRef").implement({
  description: "A hex in axial coordinates with every printed ID naming it (several where boards overlap).",
  fields: (t) => ({ q: t.exposeInt("q"), r: t.exposeInt("r"), ids: t.exposeStringList("ids") }),
});

const HexsideRef = builder.objectRef<Hexside>("HexsideRef").implement({
  description: "A hexside in canonical form: the owning hex and a direction 0..5 (0 = N on flat-topped maps).",
  fields: (t) => ({ q: t.int({ resolve: (s) => s.hex.q }), r: t.int({ resolve: (s) => s.hex.r }), dir: t.exposeInt("dir") }),
});


const LosNoteRef = builder.objectRef<LosNote>("LosNote").implement({
  description: "What one element or condition did to the line, with the rule applied.",
  fields: (t) => ({
    feature: t.exposeString("feature"),
    obstacleHeight: t.exposeInt("obstacleHeight", { nullable: true }),
    modifier: t.exposeInt("modifier", { nullable: true }),
    rule: t.exposeString("rule"),
    reason: t.exposeString("reason"),
    provenance: t.field({ type: ProvenanceRef, nullable: true, resolve: (n) => n.provenance ?? null }),
  }),
});

type PathShape = LosPathElement & { readonly map: CompiledMap };
const toRef = (map: CompiledMap, hex: Hex): HexRefShape => ({ q: hex.q, r: hex.r, ids: hexToHexId(map, hex) });

const LosPathElementRef = builder.objectRef<PathShape>("LosPathElement").implement({
  description: "One hex or hexside the line crosses, in order from observer to target.",
  fields: (t) => ({
    kind: t.exposeString("kind"),
    hex: t.field({ type: HexRef, resolve: (e) => toRef(e.map, e.hex) }),
    hexside: t.field({ type: HexsideRef, nullable: true, resolve: (e) => e.hexside ?? null }),
    into: t.field({ type: HexRef, nullable: true, resolve: (e) => (e.into ? toRef(e.map, e.into) : null) }),
    role: t.exposeString("role", { description: "line; left/right/along for a hexside tie; direct/graze at a vertex." }),
    distanceFrom: t.exposeInt("distanceFrom"),
    distanceTo: t.exposeInt("distanceTo"),
    lineHeight: t.exposeFloat("lineHeight", { nullable: true }),
    effect: t.exposeString("effect", { description: "clear, block or hinder." }),
    modifier: t.exposeInt("modifier", { nullable: true }),
    note: t.field({ type: LosNoteRef, nullable: true, resolve: (e) => e.note ?? null }),
  }),
});

type LosShape = Omit<LosAnswer, "tie"> & { readonly tie: { readonly policy: string; readonly rule: string }; readonly map?: CompiledMap; readonly unit: string; readonly table?: TableSightShape };
const LineOfSight = builder.objectRef<LosShape>("LineOfSight").implement({
  description: "An explained line-of-sight ruling: the path, what blocked or hindered it, the rules and the provenance of every chart number.",
  fields: (t) => ({
    system: t.exposeString("system"),
    clear: t.exposeBoolean("clear"),
    range: t.exposeInt("range", { description: "Range as the rule system counts it, in `unit`." }),
    unit: t.exposeString("unit", { description: "The unit of range: hex, megahex, inch or cm (the ruleset's own)." }),
    modifier: t.exposeInt("modifier", { description: "Total hindrance modifier on a clear line." }),
    observerEyeHeight: t.float({ nullable: true, resolve: (a) => a.eyeHeights?.from ?? null }),
    targetEyeHeight: t.float({ nullable: true, resolve: (a) => a.eyeHeights?.to ?? null }),
    tiePolicy: t.string({ resolve: (a) => a.tie.policy }),
    tieRule: t.string({ resolve: (a) => a.tie.rule }),
    path: t.field({ type: [LosPathElementRef], resolve: (a) => a.path.map((e) => ({ ...e, map: a.map! })) }),
    conditions: t.field({ type: [LosNoteRef], resolve: (a) => a.conditions }),
    blockedBy: t.field({ type: [LosNoteRef], resolve: (a) => a.blockedBy }),
    rules: t.exposeStringList("rules"),
    provenance: t.field({ type: [ProvenanceRef], resolve: (a) => a.provenance }),
    reconstructed: t.exposeBoolean("reconstructed", { description: "True when any number used is not from the book (reconstructed, external or placeholder)." }),
    table: t.field({ type: TableSightRef, nullable: true, description: "On a stored table (tableId): the sampled lines, what blocked each, the threshold and the exact range; null on a hex map.", resolve: (a) => a.table ?? null }),
  }),
});

type RangeShape = { hexes: number; system: string; unit: string; distance?: number };
const RangeRef = builder.objectRef<RangeShape>("Range").implement({
  description: "A range in the rule system's own unit.",
  fields: (t) => ({
    system: t.exposeString("system"),
    hexes: t.exposeInt("hexes", { description: "The range, in `unit` (named hexes for the first hex rulesets)." }),
    unit: t.exposeString("unit", { description: "hex, megahex, inch or cm (the ruleset's own)." }),
    distance: t.float({ nullable: true, description: "On a stored table: the exact range in `unit` (nearest points of the footprints); `hexes` is it rounded up. Null on a hex map.", resolve: (r) => r.distance ?? null }),
  }),
});

type VisibilityShape = { system: string; mutual: boolean; mutualRule: string; rows: string[]; visiblePairs: number };
const VisibilityRef = builder.objectRef<VisibilityShape>("Visibility").implement({
  description: "Who sees whom among the units given: rows[i][j] is 1 when unit i sees unit j.",
  fields: (t) => ({
    system: t.exposeString("system"),
    mutual: t.exposeBoolean("mutual"),
    mutualRule: t.exposeString("mutualRule"),
    rows: t.exposeStringList("rows"),
    visiblePairs: t.exposeInt("visiblePairs"),
  }),
});

// ---- resolvers ------------------------------------------------------------------------------------------

type ViewpointArg = PlaceArg & { posture: string; upHeight?: number | null; inWorks?: boolean | null };
type MapArgs = { rulesetId: string; mapId?: string | number | null; map?: unknown; matchId?: string | number | null; options?: unknown; tableId?: string | number | null; tableVersion?: number | null };

const unwrap = <T>(o: LosOutcome<T>): T => {
  if (!o.ok) throw apiError(o.error.code, o.error.message, o.error.rule ? { rule: o.error.rule } : {});
  return o.value;
};

function toSystem(ctx: Context, rulesetId: string): SightingSystem {
  // The served modules' sighting judges (the worker's list over the same modules, so jobs judge alike).
  const modules = modulesOf(ctx.rulesets);
  const system = findSightingSystem(rulesetId, modules);
  if (!system) {
    throw apiError("geometry/unknown_ruleset", `Line of sight is served for ${listSightingSystems(modules).map((s) => s.id).join(", ")}; not for "${rulesetId}".`);
  }
  return system;
}

function toViewpoint(map: CompiledMap, v: ViewpointArg, role: string, system: SightingSystem): Viewpoint {
  const { hex, level } = toPlacedHex(map, v, role, system.name);
  return { hex, posture: v.posture, level, ...(v.upHeight != null ? { upHeight: v.upHeight } : {}), ...(v.inWorks === true ? { inWorks: true } : {}) };
}

async function prepare(ctx: Context, input: MapArgs) {
  const system = toSystem(ctx, input.rulesetId);
  const { options, ...source } = await toMapSource(ctx, input);
  return ctx.sightings.get(system, source, options);
}

/** A stored map by id, or the document of a generated board or of a match's map (judged as an inline document). */
async function toMapSource(ctx: Context, input: MapArgs): Promise<{ mapId: string | null; map?: unknown; options: unknown }> {
  const given = [input.mapId, input.map, input.matchId].filter((v) => v != null).length;
  if (given !== 1) throw apiError("request/invalid", "Give exactly one of mapId (a map by id), map (an inline map document) or matchId (the map a match plays).");
  if (input.matchId != null) {
    requireScope(ctx, "read");
    const played = await matchMap(ctx, String(input.matchId));
    if (played.rulesetId !== input.rulesetId) throw apiError("request/invalid", `Match "${input.matchId}" plays ${played.rulesetId}, not ${input.rulesetId}.`);
    // The match's own options (a terrain mode, night) unless the caller sets them.
    const given = input.options && typeof input.options === "object" ? input.options : {};
    return { mapId: null, map: played.document, options: { ...played.sightOptions, ...given } };
  }
  const mapId = input.mapId == null ? null : String(input.mapId);
  const generated = mapId === null ? undefined : generatedMap(ctx, mapId);
  const options = input.options ?? {};
  return generated ? { mapId: null, map: generated.document, options } : { mapId, map: input.map, options };
}

/** The explained line between the two viewpoints of a SightInput (lineOfSight's answer; fireOdds `sight` uses it). */
export async function checkSight(ctx: Context, input: MapArgs & { observer: ViewpointArg; target: ViewpointArg }): Promise<LosAnswer & { map: CompiledMap; unit: string }> {
  const system = toSystem(ctx, input.rulesetId);
  const { map, sighting } = await prepare(ctx, input);
  const answer = unwrap(sighting.check(toViewpoint(map, input.observer, "observer", system), toViewpoint(map, input.target, "target", system)));
  return { ...answer, map, unit: system.rangeUnit };
}

builder.queryField("lineOfSight", (t) =>
  t.field({
    type: LineOfSight,
    description: "Line of sight between two viewpoints, explained: path, heights, what blocked or hindered, rules and provenance.",
    args: { input: t.arg({ type: SightInput, required: true }) },
    resolve: (_r, { input }, ctx): Promise<LosShape> => (input.tableId != null ? tableLineOfSight(ctx, input) : checkSight(ctx, input)),
  }),
);

builder.queryField("range", (t) =>
  t.field({
    type: RangeRef,
    description: "Range between two viewpoints as the rule system counts it.",
    args: { input: t.arg({ type: SightInput, required: true }) },
    resolve: async (_r, { input }, ctx): Promise<RangeShape> => {
      if (input.tableId != null) return tableRange(ctx, input);
      const system = toSystem(ctx, input.rulesetId);
      const { map, sighting } = await prepare(ctx, input);
      const hexes = unwrap(sighting.range(toViewpoint(map, input.observer, "observer", system), toViewpoint(map, input.target, "target", system)));
      return { hexes, system: input.rulesetId, unit: system.rangeUnit };
    },
  }),
);

builder.queryField("visibility", (t) =>
  t.field({
    type: VisibilityRef,
    description: `Who sees whom among up to ${MAX_VISIBILITY_UNITS} viewpoints (larger batches: the sighting job).`,
    args: { input: t.arg({ type: VisibilityInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      if (input.units.length > MAX_VISIBILITY_UNITS) throw apiError("request/invalid", `At most ${MAX_VISIBILITY_UNITS} units per visibility query.`);
      if (input.tableId != null) return tableVisibility(ctx, input);
      const system = toSystem(ctx, input.rulesetId);
      const { map, sighting } = await prepare(ctx, input);
      const units = input.units.map((u, i) => toViewpoint(map, u, `unit ${i}`, system));
      const matrix = unwrap(sighting.visibility(units));
      const rows = units.map((_, i) => units.map((__, j) => (isVisible(matrix, i, j) ? "1" : "0")).join(""));
      return { system: input.rulesetId, mutual: sighting.mutual.mutual, mutualRule: sighting.mutual.rule, rows, visiblePairs: rows.join("").split("1").length - 1 };
    },
  }),
);
