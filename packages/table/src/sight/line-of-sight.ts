import type { CompiledTable } from "../compile";
import { boundsOf, footprintDistance } from "../geometry";
import type { TableRulings } from "../units";
import { CLOSE_RANGE, DEFAULT_TABLE_RULINGS, TALL_TERRAIN_DEPTH, fromSubmm, isWithin, ruleDistance } from "../units";
import type { LosCode } from "./rules-cited";
import { AIRCRAFT_RULE, CLOSE_RANGE_RULE, LOS_RULES, LOS_THRESHOLD_RULE } from "./rules-cited";
import { originPoints, targetPoints } from "./sample-points";
import type { BlockingOptions, TableTeam } from "./teams";
import { prepareBlockers } from "./teams";
import type { LineBlockers, LineContext, LineRecord } from "./trace-line";
import { BLOCK_GAP, BLOCK_SMOKE, BLOCK_SOLID, BLOCK_TALL, BLOCK_TEAM, newLineRecord, traceLine } from "./trace-line";

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

function candidatesFor(table: CompiledTable, a: TableTeam, b: TableTeam): number[] {
  const ba = boundsOf(a.footprint), bb = boundsOf(b.footprint);
  return table.index.search(Math.min(ba[0], bb[0]), Math.min(ba[1], bb[1]), Math.max(ba[2], bb[2]), Math.max(ba[3], bb[3]));
}

/** Lines that must be clear for LOS: at least RULING-3's fraction of them, and at least one. */
export function neededLines(total: number, fraction: number): number {
  return Math.max(1, Math.ceil(total * fraction - 1e-9));
}

/** Fast yes/no: does the shooter have LOS to the target? Stops as soon as enough lines are clear or too many blocked. */
export function hasTableLineOfSight(table: CompiledTable, shooter: TableTeam, target: TableTeam, o: TableLosOptions = {}, prepared?: PreparedSight): boolean {
  const p = prepared ?? prepareSight(table, shooter, target, o);
  const range = footprintDistance(shooter.footprint, target.footprint);
  if (o.nightLimit !== undefined && !target.shotLastTurn && !isWithin(range, o.nightLimit, table.unit, p.rulings)) return false;
  const ctx = contextOf(table, shooter, target, range, p.rulings);
  const from = originPoints(table, shooter, p.samples), to = targetPoints(table, target, p.samples);
  const cand = candidatesFor(table, shooter, target);
  const total = (from.length / 3) * (to.length / 3), need = neededLines(total, p.rulings.losClearFraction);
  let clear = 0, blocked = 0;
  for (let i = 0; i < from.length; i += 3) {
    for (let j = 0; j < to.length; j += 3) {
      if (traceLine(table, cand, from[i]!, from[i + 1]!, from[i + 2]!, to[j]!, to[j + 1]!, to[j + 2]!, ctx, p.blockers) === 0) {
        if (++clear >= need) return true;
      } else if (++blocked > total - need) return false;
    }
  }
  return clear >= need;
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
  const cand = candidatesFor(table, shooter, target);
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
