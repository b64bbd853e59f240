import type { CompiledTable } from "../compile";
import { ROLE_POROUS, ROLE_SHORT, ROLE_SOLID, piecesAt } from "../compile";
import { footprintPolygonDistance, isPartlyInFront } from "../geometry";
import { AIRCRAFT_CONCEAL, TERRAIN_EDGE, ruleDistance } from "../units";
import type { TableLosAnswer } from "./line-of-sight";
import { groundOf } from "./sample-points";
import type { TableTeam } from "./teams";

/** One reason the target is Concealed (or is not), with the rule cited. */
export type ConcealmentReason = { readonly code: string; readonly by?: string; readonly rule: string };

/** Concealment and Bulletproof Cover facts for a target seen by one shooter (2.4, 2.5). */
export type CoverFacts = {
  readonly concealed: boolean;
  readonly reasons: readonly ConcealmentReason[];
  /** Exceptions applied (terrain edge within 2", higher ground), so a reader sees why a piece did not conceal. */
  readonly exceptions: readonly ConcealmentReason[];
  /** Fractions of the target's sample points hidden by hills and by buildings (RULING-7). */
  readonly hiddenByHill: number;
  readonly hiddenByBuilding: number;
  readonly bulletproof: boolean;
  readonly bulletproofReasons: readonly ConcealmentReason[];
};

const R = {
  terrain: "FoW [3. Check for Concealment] Short or Tall terrain (RULING-4)",
  edge: "FoW [3. Check for Concealment] shooter within 2\"/5cm of the terrain's edge",
  higher: "FoW [3. Check for Concealment] shooter on higher ground: Short terrain does not conceal",
  flat: "FoW [3. Check for Concealment] stationary Infantry / Gun in Foxholes in Flat terrain",
  building: "FoW [3. Check for Concealment › Concealed by Buildings]",
  hill: "FoW [3. Check for Concealment › Concealed by Hills] (hull down, RULING-7)",
  aircraft: "FoW [3. Check for Concealment] aircraft: Tall terrain within 4\"/10cm",
  bp: "FoW [8. Roll Saves › Bulletproof Cover]",
  shield: "FoW [8. Roll Saves › Gun Shields]",
};

/** Fraction of target sample points every line to which is blocked by a piece from `source`. */
function hiddenFraction(table: CompiledTable, los: TableLosAnswer, source: "hill" | "building"): number {
  const byTarget = new Map<string, boolean>();
  for (const l of los.lines) {
    const key = `${l.to[0]},${l.to[1]},${l.to[2]}`;
    const hidden = l.blockedBy.some((b) => b.code === "los/solid" && table.pieces.find((p) => p.id === b.by)?.source === source);
    byTarget.set(key, (byTarget.get(key) ?? true) && hidden);
  }
  let n = 0;
  for (const v of byTarget.values()) if (v) n++;
  return byTarget.size ? n / byTarget.size : 0;
}

/**
 * Concealment (2.4) and Bulletproof Cover against shooting (2.5) for `target` seen by `shooter`, from the explained
 * lines of checkTableLineOfSight. RULING-4 decides whether any, most or all clear lines must pass through the terrain.
 */
export function coverFacts(table: CompiledTable, shooter: TableTeam, target: TableTeam, los: TableLosAnswer, rulings: { concealedBy: "any" | "majority" | "all"; halfHidden: number; tolerance: number }): CoverFacts {
  const reasons: ConcealmentReason[] = [], exceptions: ConcealmentReason[] = [];
  const clear = los.lines.filter((l) => l.clear);
  const higher = shooter.upperFloor === true || groundOf(table, shooter) > groundOf(table, target) || shooter.kind === "aircraft";
  const targetIn = new Set(piecesAt(table, target.footprint.x, target.footprint.y));
  const edge = ruleDistance(TERRAIN_EDGE, table.unit) + rulings.tolerance;
  const indexOf = new Map(table.pieces.map((p, i) => [p.id, i]));
  if (shooter.kind === "aircraft" || target.kind === "aircraft") {
    const near = ruleDistance(AIRCRAFT_CONCEAL, table.unit);
    const nearTarget = shooter.kind === "aircraft";
    const through = clear.some((l) => {
      const len = Math.hypot(l.to[0] - l.from[0], l.to[1] - l.from[1]);
      return l.through.some((t) => {
        const role = table.role[indexOf.get(t.piece)!]!;
        const dist = nearTarget ? (1 - t.t1) * len : t.t0 * len;
        return (role === ROLE_POROUS || role === ROLE_SOLID) && dist <= near;
      });
    });
    if (through) reasons.push({ code: "conceal/aircraft_tall", rule: R.aircraft });
  } else {
    const concealingPieces = new Map<string, number>();
    for (const l of clear) {
      const seen = new Set<string>();
      for (const t of l.through) {
        const i = indexOf.get(t.piece)!;
        const role = table.role[i]!;
        if (role !== ROLE_SHORT && role !== ROLE_POROUS) continue;
        if (role === ROLE_SHORT && higher) { exceptions.push({ code: "conceal/higher_ground", by: t.piece, rule: R.higher }); continue; }
        if (!targetIn.has(i) && footprintPolygonDistance(shooter.footprint, table.pieces[i]!.xy) <= edge) {
          exceptions.push({ code: "conceal/shooter_at_edge", by: t.piece, rule: R.edge });
          continue;
        }
        seen.add(t.piece);
      }
      for (const s of seen) concealingPieces.set(s, (concealingPieces.get(s) ?? 0) + 1);
    }
    const linesThrough = clear.filter((l) => l.through.some((t) => concealingPieces.has(t.piece))).length;
    const enough = rulings.concealedBy === "any" ? linesThrough > 0 : rulings.concealedBy === "all" ? linesThrough === clear.length && clear.length > 0 : 2 * linesThrough > clear.length;
    if (enough) for (const id of concealingPieces.keys()) reasons.push({ code: "conceal/terrain", by: id, rule: R.terrain });
    if ((target.kind === "infantry" && target.stationary) || (target.kind === "gun" && target.inFoxholes)) reasons.push({ code: "conceal/flat_stationary", rule: R.flat });
  }
  const hiddenByHill = hiddenFraction(table, los, "hill"), hiddenByBuilding = hiddenFraction(table, los, "building");
  const inBuilding = [...targetIn].find((i) => table.pieces[i]!.source === "building");
  if (inBuilding !== undefined) reasons.push({ code: "conceal/in_building", by: table.pieces[inBuilding]!.id, rule: R.building });
  else if (hiddenByBuilding >= rulings.halfHidden) reasons.push({ code: "conceal/half_behind_building", rule: R.building });
  if (hiddenByHill >= rulings.halfHidden) reasons.push({ code: "conceal/hull_down", rule: R.hill });
  const dedup = [...new Map(exceptions.map((e) => [`${e.code}|${e.by}`, e])).values()];
  const bp = bulletproofAgainstShooting(table, shooter, target, reasons);
  return { concealed: reasons.length > 0, reasons, exceptions: dedup, hiddenByHill, hiddenByBuilding, bulletproof: bp.length > 0, bulletproofReasons: bp };
}

/** BP against shooting (2.5): Infantry and Gun Teams only; Foxholes, or Concealed by bulletproof terrain or a hill; gun shields from the front. */
function bulletproofAgainstShooting(table: CompiledTable, shooter: TableTeam, target: TableTeam, concealed: readonly ConcealmentReason[]): ConcealmentReason[] {
  if (target.kind !== "infantry" && target.kind !== "gun") return [];
  const out: ConcealmentReason[] = [];
  if (target.inFoxholes) out.push({ code: "bp/foxholes", rule: R.bp });
  for (const c of concealed) {
    const piece = c.by !== undefined ? table.pieces.find((p) => p.id === c.by) : undefined;
    if (piece?.bulletproof) out.push({ code: "bp/terrain", by: piece.id, rule: R.bp });
    if (c.code === "conceal/hull_down" || c.code === "conceal/half_behind_building") out.push({ code: "bp/terrain", by: c.code, rule: R.bp });
  }
  const f = target.footprint;
  if (target.kind === "gun" && target.gunShield && !target.dashed && f.shape === "rect" && isPartlyInFront(shooter.footprint, { x: f.x, y: f.y, facing: target.facing ?? f.angle })) {
    out.push({ code: "bp/gun_shield", rule: R.shield });
  }
  return out;
}

/** BP against a bombardment (2.5): Foxholes, or inside a Building, Crater or similar; never linear walls or bocage. */
export function bulletproofAgainstBombardment(table: CompiledTable, target: TableTeam): boolean {
  if (target.kind !== "infantry" && target.kind !== "gun") return false;
  if (target.inFoxholes) return true;
  return piecesAt(table, target.footprint.x, target.footprint.y).some((i) => table.pieces[i]!.bulletproofVsBombardment);
}

