import type { CompiledTable } from "../compile";
import { ROLE_POROUS, ROLE_SOLID } from "../compile";
import { coreDistance, footprintDistance, toConvexCore } from "../geometry";
import type { TableRulings } from "../units";
import { CLOSE_RANGE, DEFAULT_TABLE_RULINGS, TALL_TERRAIN_DEPTH, fromSubmm, isWithin, ruleDistance } from "../units";
import type { LosCode } from "./rules-cited";
import { AIRCRAFT_RULE, CLOSE_RANGE_RULE, LOS_RULES, LOS_THRESHOLD_RULE } from "./rules-cited";
import { originPoints, targetPoints } from "./sample-points";
import type { BlockingOptions, TableTeam } from "./teams";
import { prepareBlockers } from "./teams";
import type { LineBlockers, LineContext, LineRecord } from "./trace-line";
import { BLOCK_GAP, BLOCK_SMOKE, BLOCK_SOLID, BLOCK_TALL, BLOCK_TEAM, lastStoppingCandidate, newLineRecord, traceLine } from "./trace-line";

/** A smoke screen on the table: its 2"/5cm markers (see createSmokeScreen). */
export type SmokeScreenMarkers = { readonly id: string; readonly markers: readonly { readonly x: number; readonly y: number; readonly r: number }[] };

/** Options of a line-of-sight question. */
export type TableLosOptions = {
  readonly rulings?: Partial<TableRulings>;
  /** Sample grid per axis over bases (2.6 "deterministic sampling"); default 3 (9 points). */
  readonly samples?: number;
  /** Every other team on the table (friendly ones may block, 2.3 item 3). */
  readonly teams?: readonly TableTeam[];
  readonly blocking?: BlockingOptions;
  readonly smoke?: readonly SmokeScreenMarkers[];
  /** Night: the unit's rolled visibility limit in sub-mm (2.3 item 6). */
  readonly nightLimit?: number;
};

/** One sampled sight line and what it met. */
export type LosLine = {
  readonly from: readonly [number, number, number];
  readonly to: readonly [number, number, number];
  readonly clear: boolean;
  /** Length inside Tall porous terrain below its top, sub-mm (the 2" rule). */
  readonly tallLength: number;
  readonly blockedBy: readonly { readonly code: LosCode; readonly by: string; readonly rule: string }[];
  /** Pieces (Short or Tall) the line passes through below their top, with where along it (0 = shooter). */
  readonly through: readonly { readonly piece: string; readonly t0: number; readonly t1: number }[];
};

/** The explained answer: the lines tried, which blocked, by what, with the rules cited. */
export type TableLosAnswer = {
  readonly hasLos: boolean;
  readonly range: number;
  readonly rangeInUnit: number;
  readonly unit: CompiledTable["unit"];
  readonly closeRange: boolean;
  readonly clearLines: number;
  readonly totalLines: number;
  readonly neededLines: number;
  readonly threshold: number;
  readonly lines: readonly LosLine[];
  readonly blockedCounts: Partial<Record<LosCode, number>>;
  readonly rules: readonly string[];
};

/** The fixed parts of a question, prepared once (reused across many targets by batch callers). */
export type PreparedSight = { readonly blockers: LineBlockers; readonly rulings: TableRulings; readonly samples: number };

/** Prepares blockers (friendly teams, their gaps, smoke) for one shooter. */
export function prepareSight(table: CompiledTable, shooter: TableTeam, target: TableTeam | undefined, o: TableLosOptions = {}): PreparedSight {
  const smoke = (o.smoke ?? []).flatMap((s) => s.markers.map((m, k) => ({ id: `${s.id}#${k}`, x: m.x, y: m.y, r: m.r })));
  return {
    blockers: prepareBlockers(shooter, target, o.teams ?? [], table.unit, o.blocking ?? {}, smoke),
    rulings: { ...DEFAULT_TABLE_RULINGS, ...o.rulings },
    samples: o.samples ?? 3,
  };
}

function contextOf(table: CompiledTable, shooter: TableTeam, target: TableTeam, range: number, r: TableRulings): LineContext {
  return {
    closeRange: isWithin(range, CLOSE_RANGE, table.unit, r),
    ignoreTerrain: shooter.kind === "aircraft" || target.kind === "aircraft",
    tallLimit: ruleDistance(TALL_TERRAIN_DEPTH, table.unit) + r.tolerance,
  };
}

/**
 * Pieces that can meet any of the pair's sight lines: flatbush hits for the pair's bounds, then a separating-axis
 * cut against the corridor holding every sample point (along and across the centre line), so each line only
 * tests the few pieces near it.
 */
/** The frame of the last candidatesFor call: origin, unit axis, across range, and the gap between the two point sets. */
const corridor = { ax: 0, ay: 0, ux: 0, uy: 0, cMin: 0, cMax: 0, fromMax: 0, toMin: 0, zMax: 0, ok: false };

export function candidatesFor(table: CompiledTable, from: Float64Array, to: Float64Array): number[] {
  let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
  for (const pts of [from, to]) for (let i = 0; i < pts.length; i += 3) {
    const x = pts[i]!, y = pts[i + 1]!;
    if (x < x0) x0 = x; if (x > x1) x1 = x; if (y < y0) y0 = y; if (y > y1) y1 = y;
  }
  const hits = table.index.search(x0, y0, x1, y1);
  const ax = from[0]!, ay = from[1]!;
  let ux = to[0]! - ax, uy = to[1]! - ay;
  const l = Math.hypot(ux, uy);
  corridor.ok = false;
  if (l === 0 || hits.length === 0) return hits;
  ux /= l; uy /= l;
  let aMin = Infinity, aMax = -Infinity, cMin = Infinity, cMax = -Infinity, fromMax = -Infinity, toMin = Infinity, zMax = -Infinity;
  for (const pts of [from, to]) for (let i = 0; i < pts.length; i += 3) {
    const dx = pts[i]! - ax, dy = pts[i + 1]! - ay, along = dx * ux + dy * uy, across = dy * ux - dx * uy;
    if (along < aMin) aMin = along; if (along > aMax) aMax = along; if (across < cMin) cMin = across; if (across > cMax) cMax = across;
    if (pts === from) { if (along > fromMax) fromMax = along; } else if (along < toMin) toMin = along;
    if (pts[i + 2]! > zMax) zMax = pts[i + 2]!;
  }
  corridor.ax = ax; corridor.ay = ay; corridor.ux = ux; corridor.uy = uy; corridor.cMin = cMin; corridor.cMax = cMax;
  corridor.fromMax = fromMax; corridor.toMin = toMin; corridor.zMax = zMax; corridor.ok = fromMax < toMin;
  const c = table.coords;
  let k = 0;
  for (const i of hits) {
    const s = 2 * table.start[i]!, n = table.count[i]!;
    let lo = 0, hi = 0, left = 0, right = 0;
    for (let e = 0; e < n; e++) {
      const dx = c[s + 2 * e]! - ax, dy = c[s + 2 * e + 1]! - ay, along = dx * ux + dy * uy, across = dy * ux - dx * uy;
      if (along < aMin) lo++; else if (along > aMax) hi++;
      if (across < cMin) left++; else if (across > cMax) right++;
    }
    if (lo < n && hi < n && left < n && right < n) hits[k++] = i;
  }
  hits.length = k;
  return hits;
}

/** Lines that must be clear for LOS: at least RULING-3's fraction of them, and at least one. */
export function neededLines(total: number, fraction: number): number {
  return Math.max(1, Math.ceil(total * fraction - 1e-9));
}

/** Along-axis interval where the corridor line `across = c` is inside convex piece i, or null. */
function spanAt(table: CompiledTable, i: number, c: number): [number, number] | null {
  const xy = table.coords, s = 2 * table.start[i]!, n = table.count[i]!;
  let lo = Infinity, hi = -Infinity;
  let px = xy[s + 2 * (n - 1)]! - corridor.ax, py = xy[s + 2 * (n - 1) + 1]! - corridor.ay;
  let pc = py * corridor.ux - px * corridor.uy - c;
  for (let e = 0; e < n; e++) {
    const qx = xy[s + 2 * e]! - corridor.ax, qy = xy[s + 2 * e + 1]! - corridor.ay;
    const qc = qy * corridor.ux - qx * corridor.uy - c;
    if ((pc <= 0 && qc >= 0) || (pc >= 0 && qc <= 0)) {
      const f = pc === qc ? 0 : pc / (pc - qc);
      const along = (px + f * (qx - px)) * corridor.ux + (py + f * (qy - py)) * corridor.uy;
      if (along < lo) lo = along; if (along > hi) hi = along;
    }
    px = qx; py = qy; pc = qc;
  }
  return lo < hi ? [lo, hi] : null;
}

/**
 * A pair-level proof that every sampled line is blocked: a convex solid piece (not a building, whose walls a team
 * inside sees through) or convex porous pieces spanning the whole corridor between the two teams, below their top.
 * Every line from one team to the other crosses such a band, so it is blocked line by line as well.
 */
function corridorBlocked(table: CompiledTable, cand: readonly number[], ctx: LineContext): boolean {
  if (!corridor.ok || ctx.ignoreTerrain) return false;
  let depth = 0;
  for (const i of cand) {
    const role = table.role[i]!;
    if ((role !== ROLE_SOLID && role !== ROLE_POROUS) || table.convex[i] !== 1 || table.building[i] === 1 || corridor.zMax >= table.top[i]!) continue;
    const a = spanAt(table, i, corridor.cMin), b = spanAt(table, i, corridor.cMax);
    if (!a || !b) continue;
    const lo = Math.max(a[0], b[0], corridor.fromMax), hi = Math.min(a[1], b[1], corridor.toMin);
    if (hi <= lo) continue;
    if (role === ROLE_SOLID) return true;
    depth += hi - lo;
  }
  return !ctx.closeRange && depth > ctx.tallLimit;
}

/** The pair loop of the fast path: stops as soon as enough lines are clear or too many are blocked. */
function pairHasLos(table: CompiledTable, from: Float64Array, to: Float64Array, ctx: LineContext, blockers: LineBlockers, fraction: number): boolean {
  const cand = candidatesFor(table, from, to);
  if (corridorBlocked(table, cand, ctx)) return false;
  const total = (from.length / 3) * (to.length / 3), need = neededLines(total, fraction);
  let clear = 0, blocked = 0;
  for (let i = 0; i < from.length; i += 3) {
    for (let j = 0; j < to.length; j += 3) {
      if (traceLine(table, cand, from[i]!, from[i + 1]!, from[i + 2]!, to[j]!, to[j + 1]!, to[j + 2]!, ctx, blockers) === 0) {
        if (++clear >= need) return true;
      } else {
        if (++blocked > total - need) return false;
        // Neighbouring lines of a pair are usually stopped by the same piece: try it first next time.
        const k = lastStoppingCandidate();
        if (k > 0) { const piece = cand[k]!; cand[k] = cand[0]!; cand[0] = piece; }
      }
    }
  }
  return clear >= need;
}

/** Fast yes/no: does the shooter have LOS to the target? Stops as soon as enough lines are clear or too many blocked. */
export function hasTableLineOfSight(table: CompiledTable, shooter: TableTeam, target: TableTeam, o: TableLosOptions = {}, prepared?: PreparedSight): boolean {
  const p = prepared ?? prepareSight(table, shooter, target, o);
  const range = footprintDistance(shooter.footprint, target.footprint);
  if (o.nightLimit !== undefined && !target.shotLastTurn && !isWithin(range, o.nightLimit, table.unit, p.rulings)) return false;
  const ctx = contextOf(table, shooter, target, range, p.rulings);
  return pairHasLos(table, originPoints(table, shooter, p.samples), targetPoints(table, target, p.samples), ctx, p.blockers, p.rulings.losClearFraction);
}

/**
 * All-pairs visibility among `teams` (shooter row i, target column j; n x n bytes, 1 = LOS), explanations off.
 * Sample points, footprint cores and each shooter's blockers are prepared once. With `mutual` (no friendly blockers,
 * the same sampling both ways) each unordered pair is traced once and mirrored.
 */
export function computeTableVisibility(table: CompiledTable, teams: readonly TableTeam[], o: TableLosOptions & { mutual?: boolean } = {}): Uint8Array {
  const n = teams.length, out = new Uint8Array(n * n);
  const rulings = { ...DEFAULT_TABLE_RULINGS, ...o.rulings }, samples = o.samples ?? 3;
  const from = teams.map((t) => originPoints(table, t, samples)), to = teams.map((t) => targetPoints(table, t, samples));
  const cores = teams.map((t) => toConvexCore(t.footprint));
  for (let i = 0; i < n; i++) {
    const p = prepareSight(table, teams[i]!, undefined, o);
    for (let j = o.mutual ? i + 1 : 0; j < n; j++) {
      if (i === j) continue;
      const range = coreDistance(cores[i]!, cores[j]!);
      if (o.nightLimit !== undefined && !teams[j]!.shotLastTurn && !isWithin(range, o.nightLimit, table.unit, rulings)) continue;
      const ctx = contextOf(table, teams[i]!, teams[j]!, range, rulings);
      if (pairHasLos(table, from[i]!, to[j]!, ctx, p.blockers, rulings.losClearFraction)) {
        out[i * n + j] = 1;
        if (o.mutual) out[j * n + i] = 1;
      }
    }
  }
  return out;
}

function reasons(table: CompiledTable, rec: LineRecord, flags: number): LosLine["blockedBy"] {
  const out: { code: LosCode; by: string; rule: string }[] = [];
  const add = (code: LosCode, by: string): void => { out.push({ code, by, rule: LOS_RULES[code] }); };
  if (flags & BLOCK_SOLID) for (const i of rec.solid) add("los/solid", table.pieces[i]!.id);
  if (flags & BLOCK_TALL) add("los/tall_depth", rec.tall.map((x) => table.pieces[x.piece]!.id).join("+") || "gap");
  if (flags & BLOCK_TEAM) for (const id of rec.teams) add("los/friendly_team", id);
  if (flags & BLOCK_GAP) for (const g of rec.gaps) add("los/closed_gap", g);
  if (flags & BLOCK_SMOKE) for (const s of rec.smoke) add("los/smoke_screen", s);
  return out;
}

/** Explained LOS: every sampled line, what blocked it and why, the threshold and the rules cited. */
export function checkTableLineOfSight(table: CompiledTable, shooter: TableTeam, target: TableTeam, o: TableLosOptions = {}, prepared?: PreparedSight): TableLosAnswer {
  const p = prepared ?? prepareSight(table, shooter, target, o);
  const range = footprintDistance(shooter.footprint, target.footprint);
  const ctx = contextOf(table, shooter, target, range, p.rulings);
  const from = originPoints(table, shooter, p.samples), to = targetPoints(table, target, p.samples);
  const cand = candidatesFor(table, from, to);
  const night = o.nightLimit !== undefined && !target.shotLastTurn && !isWithin(range, o.nightLimit, table.unit, p.rulings);
  const lines: LosLine[] = [];
  const counts: Partial<Record<LosCode, number>> = {};
  let clear = 0;
  for (let i = 0; i < from.length; i += 3) {
    for (let j = 0; j < to.length; j += 3) {
      const rec = newLineRecord();
      const flags = traceLine(table, cand, from[i]!, from[i + 1]!, from[i + 2]!, to[j]!, to[j + 1]!, to[j + 2]!, ctx, p.blockers, rec);
      const blockedBy = [...reasons(table, rec, flags)];
      if (night) blockedBy.push({ code: "los/night", by: "visibility", rule: LOS_RULES["los/night"] });
      for (const b of new Set(blockedBy.map((x) => x.code))) counts[b] = (counts[b] ?? 0) + 1;
      if (blockedBy.length === 0) clear++;
      lines.push({
        from: [from[i]!, from[i + 1]!, from[i + 2]!], to: [to[j]!, to[j + 1]!, to[j + 2]!], clear: blockedBy.length === 0,
        tallLength: rec.tallLength, blockedBy, through: rec.concealing.map((c) => ({ piece: table.pieces[c.piece]!.id, t0: c.t0, t1: c.t1 })),
      });
    }
  }
  const need = neededLines(lines.length, p.rulings.losClearFraction);
  const rules = new Set<string>([LOS_THRESHOLD_RULE]);
  for (const l of lines) for (const b of l.blockedBy) rules.add(b.rule);
  if (ctx.closeRange) rules.add(CLOSE_RANGE_RULE);
  if (ctx.ignoreTerrain) rules.add(AIRCRAFT_RULE);
  return {
    hasLos: clear >= need, range, rangeInUnit: fromSubmm(range, table.unit), unit: table.unit, closeRange: ctx.closeRange,
    clearLines: clear, totalLines: lines.length, neededLines: need, threshold: p.rulings.losClearFraction, lines, blockedCounts: counts, rules: [...rules],
  };
}
