// lineOfSight, range and visibility on a stored continuous table (packages/table): viewpoints given as table
// positions (the position union), answers in the table's unit, with the sampled lines tried, what blocked each line
// and the rule cited. A hex position on a table, or a table position on a hex map, is position/wrong_geometry.
import type { LosAnswer, LosNote } from "@tactica/sighting";
import { LOS_THRESHOLD_RULE, checkTableLineOfSight, computeTableVisibility, fromSubmm, fromTablePosition, measureTableRange } from "@tactica/table";
import type { CompiledTable, LosLine, TableLosAnswer, TableLosOptions, TableTeam, TeamKind } from "@tactica/table";
import { builder } from "../builder";
import type { Context } from "../context";
import { apiError } from "../errors";
import { loadCompiledTable } from "../schema/table-store";
import type { PlaceArg } from "./position-input";
import { toPosition } from "./position-input";

const TEAM_KINDS: readonly TeamKind[] = ["infantry", "gun", "tank", "aircraft", "cavalry", "train"];
/** Eye height when a table viewpoint gives no upHeight: 10 mm above its ground (a placeholder, not a book figure). */
export const DEFAULT_TABLE_EYE_MM = 10;

type TableViewpointArg = PlaceArg & { posture: string; upHeight?: number | null };
export type TableSightArgs = {
  rulesetId: string;
  tableId?: string | number | null;
  tableVersion?: number | null;
  mapId?: unknown;
  map?: unknown;
  matchId?: unknown;
  options?: unknown;
};

/** The table answer inside LineOfSight.table: every number in the table's unit. */
export type TableSightShape = TableLosAnswer;
/** A LineOfSight answer on a table: the hex answer's fields, ties read as "sampled" (no hexsides), no path. */
export type TableLosShape = Omit<LosAnswer, "tie"> & { readonly tie: { readonly policy: string; readonly rule: string } };

/** The stored table a question names (never with a map, an inline map or a match), checked against rulesetId. */
async function tableOf(ctx: Context, input: TableSightArgs): Promise<CompiledTable> {
  if (input.mapId != null || input.map != null || input.matchId != null) {
    throw apiError("request/invalid", "Give either tableId (a stored table) or one of mapId, map or matchId (a hex map), not both.");
  }
  const { row, table } = await loadCompiledTable(ctx, String(input.tableId), input.tableVersion);
  if (row.rulesetId !== input.rulesetId) throw apiError("request/invalid", `Table "${row.id}" is drawn for ${row.rulesetId}, not ${input.rulesetId}.`);
  return table;
}

/** Sighting options on a table: only `samples` (the sample grid per axis over a base, 1..5; default 3). */
function optionsOf(options: unknown): TableLosOptions {
  if (options == null) return {};
  if (typeof options !== "object" || Array.isArray(options)) throw apiError("los/bad_option", "Table sighting options are an object.");
  const o = options as Record<string, unknown>;
  for (const k of Object.keys(o)) if (k !== "samples") throw apiError("los/bad_option", `Unknown table sighting option "${k}" (known: samples).`);
  if (o.samples === undefined) return {};
  if (!Number.isInteger(o.samples) || (o.samples as number) < 1 || (o.samples as number) > 5) throw apiError("los/bad_option", "samples is an integer from 1 to 5.");
  return { samples: o.samples as number };
}

/** A viewpoint as a team on the table: its position (a table position), posture = team kind, upHeight = eye (mm). */
export function toTableTeam(table: CompiledTable, v: TableViewpointArg, role: string): TableTeam {
  if (v.position == null || v.hexId != null || v.q != null || v.r != null) {
    throw apiError("position/wrong_geometry", `The ${role}: a stored table is measured in ${table.unit === "inch" ? "inches" : "centimetres"}, not hexes; give a table position {x, y} in ${table.unit}.`);
  }
  const p = toPosition(v.position, role);
  if (p.kind !== "table") {
    throw apiError("position/wrong_geometry", `The ${role}: a stored table is measured in ${table.unit === "inch" ? "inches" : "centimetres"}, not hexes; give a table position {x, y} in ${table.unit}.`);
  }
  const kind = TEAM_KINDS.find((k) => k === v.posture);
  if (!kind) throw apiError("los/bad_posture", `The ${role}: on a table the posture is the team's kind, one of ${TEAM_KINDS.join(", ")}; not "${v.posture}".`);
  const eyeMm = v.upHeight ?? DEFAULT_TABLE_EYE_MM;
  if (eyeMm < 0 || eyeMm > 10_000) throw apiError("request/invalid", `The ${role}: upHeight (eye height in mm) is from 0 to 10000.`);
  return { id: role, side: role, kind, footprint: fromTablePosition(p, table.unit), height: eyeMm * 10 };
}

const noteOf = (a: TableLosAnswer): LosNote[] => {
  const by = new Map<string, { code: string; by: string; rule: string; n: number }>();
  for (const l of a.lines) for (const b of l.blockedBy) {
    const k = `${b.code}|${b.by}`;
    const e = by.get(k) ?? { ...b, n: 0 };
    e.n += 1;
    by.set(k, e);
  }
  return [...by.values()].map((e) => ({ feature: e.by, rule: e.rule, reason: `${e.code}: blocks ${e.n} of ${a.totalLines} sampled lines` }));
};

/** lineOfSight on a table: a LineOfSight whose `table` field holds the sampled lines. */
export async function tableLineOfSight(ctx: Context, input: TableSightArgs & { observer: TableViewpointArg; target: TableViewpointArg }) {
  const table = await tableOf(ctx, input);
  const o = optionsOf(input.options);
  const a = checkTableLineOfSight(table, toTableTeam(table, input.observer, "observer"), toTableTeam(table, input.target, "target"), o);
  const answer: TableLosShape = {
    system: input.rulesetId,
    clear: a.hasLos,
    // A whole number of the unit, rounded up: a range of 12.2" is not within 12". The exact distance is table.range.
    range: Math.ceil(a.rangeInUnit - 1e-9),
    modifier: 0,
    tie: { policy: "sampled", rule: LOS_THRESHOLD_RULE },
    path: [],
    conditions: [],
    blockedBy: a.hasLos ? [] : noteOf(a),
    rules: a.rules,
    provenance: [],
    // The threshold of clear lines is a ruling (RULING-3), not a number printed in the book.
    reconstructed: true,
  };
  return { ...answer, unit: a.unit, table: a };
}

/** range on a table: nearest points of the two footprints, in the table's unit (and rounded up for `hexes`). */
export async function tableRange(ctx: Context, input: TableSightArgs & { observer: TableViewpointArg; target: TableViewpointArg }) {
  const table = await tableOf(ctx, input);
  const r = measureTableRange(toTableTeam(table, input.observer, "observer").footprint, toTableTeam(table, input.target, "target").footprint, table.unit);
  return { hexes: Math.ceil(r.inUnit - 1e-9), distance: r.inUnit, system: input.rulesetId, unit: r.unit };
}

/** visibility on a table: who sees whom (explanations off), rows as for hex maps. */
export async function tableVisibility(ctx: Context, input: TableSightArgs & { units: TableViewpointArg[] }) {
  const table = await tableOf(ctx, input);
  const teams = input.units.map((u, i) => toTableTeam(table, u, `unit ${i}`));
  const m = computeTableVisibility(table, teams, optionsOf(input.options));
  const n = teams.length;
  const rows = teams.map((_, i) => teams.map((__, j) => (m[i * n + j] ? "1" : "0")).join(""));
  return { system: input.rulesetId, mutual: false, mutualRule: "Each pair is traced from the observer's sample points to the target's (2-D range, sampled lines).", rows, visiblePairs: rows.join("").split("1").length - 1 };
}

// ---- outputs --------------------------------------------------------------------------------------------

type LineShape = LosLine & { readonly unit: CompiledTable["unit"] };
const inUnit = (v: number, unit: CompiledTable["unit"]) => fromSubmm(v, unit);

const TableLineBlock = builder.objectRef<LosLine["blockedBy"][number]>("TableLineBlock").implement({
  description: "What stopped one sampled line: a code (los/solid, los/tall_depth, los/friendly_team, los/closed_gap, los/smoke_screen, los/night), the piece or team, and the rule cited.",
  fields: (t) => ({ code: t.exposeString("code"), by: t.exposeString("by"), rule: t.exposeString("rule") }),
});

const TableLineThrough = builder.objectRef<LosLine["through"][number]>("TableLineThrough").implement({
  description: "A Short or Tall piece the line passes through below its top, from t0 to t1 along it (0 = observer, 1 = target).",
  fields: (t) => ({ piece: t.exposeString("piece"), t0: t.exposeFloat("t0"), t1: t.exposeFloat("t1") }),
});

const TableSightLine = builder.objectRef<LineShape>("TableSightLine").implement({
  description: "One sampled sight line, from a point of the observer to a point of the target: [x, y, height] in the table's unit.",
  fields: (t) => ({
    from: t.floatList({ resolve: (l) => l.from.map((v) => inUnit(v, l.unit)) }),
    to: t.floatList({ resolve: (l) => l.to.map((v) => inUnit(v, l.unit)) }),
    clear: t.exposeBoolean("clear"),
    tallLength: t.float({ description: "Length inside Tall porous terrain below its top, in the table's unit (the 2\"/5cm rule).", resolve: (l) => inUnit(l.tallLength, l.unit) }),
    blockedBy: t.field({ type: [TableLineBlock], resolve: (l) => l.blockedBy }),
    through: t.field({ type: [TableLineThrough], resolve: (l) => l.through }),
  }),
});

const TableBlockCount = builder.objectRef<{ code: string; lines: number }>("TableBlockCount").implement({
  description: "How many sampled lines one reason blocked.",
  fields: (t) => ({ code: t.exposeString("code"), lines: t.exposeInt("lines") }),
});

export const TableSightRef = builder.objectRef<TableSightShape>("TableSight").implement({
  description: "Line of sight on a continuous table, sampled: the lines tried, which were blocked and by what, and the threshold of clear lines needed.",
  fields: (t) => ({
    range: t.exposeFloat("rangeInUnit", { description: "Range between the nearest points of the two footprints (2-D), in `unit`." }),
    rangeSubmm: t.exposeInt("range", { description: "The same range in tenths of a millimetre (the table's integer grid)." }),
    unit: t.exposeString("unit", { description: "inch or cm: the table's (the match's) unit." }),
    closeRange: t.exposeBoolean("closeRange", { description: "Within 6\"/15cm: Tall terrain and smoke do not block." }),
    clearLines: t.exposeInt("clearLines"),
    totalLines: t.exposeInt("totalLines"),
    neededLines: t.exposeInt("neededLines", { description: "Clear lines needed for line of sight (the threshold ruling)." }),
    threshold: t.exposeFloat("threshold", { description: "The fraction of clear lines the ruling asks for." }),
    lines: t.field({ type: [TableSightLine], resolve: (a) => a.lines.map((l) => ({ ...l, unit: a.unit })) }),
    blockedCounts: t.field({ type: [TableBlockCount], resolve: (a) => Object.entries(a.blockedCounts).map(([code, lines]) => ({ code, lines: lines ?? 0 })) }),
    rules: t.exposeStringList("rules"),
  }),
});
