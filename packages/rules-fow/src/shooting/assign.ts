// 7. Assign Hits (digest §5.6) and Mistaken Target (§5.7).
import type { DiceSource } from "@tactica/dice";
import type { TableUnit } from "@tactica/table";
import { FOW_DISTANCES } from "../tables/index";
import { within } from "./measure";

/** One hit as the shooter scored it: who scored it, with which weapon, at which declared target. */
export type ScoredHit = { readonly shooter: string; readonly weapon: string; readonly target: string; readonly smoke?: boolean; readonly defensiveFire?: boolean };
/** A team of the target Unit (or a Unit joined to an HQ / Independent target) that could take hits. */
export type HitCandidate = {
  readonly id: string;
  readonly type: "tank" | "infantry" | "gun" | "aircraft";
  /** Distance (match unit) to each declared target team, by id. */
  readonly distanceTo: Readonly<Record<string, number>>;
  /** Shooters for which this team is a valid target (range, LOS, field of fire, aircraft safety). */
  readonly validFor: readonly string[];
};
export type AssignIssue = { readonly code: string; readonly message: string; readonly rule: string };
const RULE = "FoW [7. Assign Hits]";

/** Teams that may take `hit`: valid for its shooter, same type as its target, within 6"/15cm of the target. */
export function eligibleFor(hit: ScoredHit, candidates: readonly HitCandidate[], unit: TableUnit, toleranceMm = 0.5): HitCandidate[] {
  const target = candidates.find((c) => c.id === hit.target);
  if (!target) return [];
  return candidates.filter((c) => c.validFor.includes(hit.shooter) && c.type === target.type
    && (c.id === target.id || within(c.distanceTo[hit.target] ?? Infinity, FOW_DISTANCES.assignHits.pair, unit, toleranceMm)));
}

/** Doing It the Easy Way: one hit on the target, then one per team in turn, round and round (B15). */
export function assignEasyWay(order: readonly string[], hits: number): Record<string, number> {
  const out: Record<string, number> = Object.fromEntries(order.map((t) => [t, 0]));
  for (let i = 0; i < hits; i++) out[order[i % order.length]!]! += 1;
  return out;
}

/**
 * Checks a shooter's allocation (hit i -> team): every hit to an eligible team; every declared target gets at least
 * one hit from the teams that targeted it; hits spread evenly per weapon and overall (max - min <= 1 among the
 * eligible teams, RULING-9, where feasible).
 */
export function checkAssignment(hits: readonly ScoredHit[], allocation: readonly string[], candidates: readonly HitCandidate[], unit: TableUnit, toleranceMm = 0.5): AssignIssue[] {
  const issues: AssignIssue[] = [];
  if (allocation.length !== hits.length) return [{ code: "assign/count", message: `${hits.length} hits but ${allocation.length} assigned`, rule: RULE }];
  hits.forEach((h, i) => {
    if (!eligibleFor(h, candidates, unit, toleranceMm).some((c) => c.id === allocation[i])) {
      issues.push({ code: "assign/ineligible", message: `hit ${i} (from ${h.shooter}) cannot go to ${allocation[i]}: same Unit and Type, within 6"/15cm of ${h.target}, and a valid target for ${h.shooter}`, rule: RULE });
    }
  });
  for (const t of new Set(hits.map((h) => h.target))) {
    if (!hits.some((h, i) => h.target === t && allocation[i] === t)) issues.push({ code: "assign/target_first", message: `declared target ${t} gets no hit from the teams that targeted it`, rule: RULE });
  }
  const uneven = (idx: number[], what: string) => {
    if (idx.length === 0) return;
    const pool = new Set(idx.flatMap((i) => eligibleFor(hits[i]!, candidates, unit, toleranceMm).map((c) => c.id)));
    const n = new Map([...pool].map((id) => [id, 0]));
    for (const i of idx) n.set(allocation[i]!, (n.get(allocation[i]!) ?? 0) + 1);
    const counts = [...n.values()];
    if (Math.max(...counts) - Math.min(...counts) > 1 && idx.length >= pool.size) issues.push({ code: "assign/uneven", message: `${what} hits are not spread evenly (${[...n].map(([k, v]) => `${k}:${v}`).join(", ")})`, rule: `${RULE} (RULING-9)` });
  };
  for (const w of new Set(hits.map((h) => h.weapon))) uneven(hits.map((h, i) => (h.weapon === w ? i : -1)).filter((i) => i >= 0), `${w}`);
  uneven(hits.map((_, i) => i), "the Unit's");
  return issues;
}

/** Too Close for Error: no swap if a shooting team that scored a swapped hit is within 4"/10cm of either team (8"/20cm for Tanks). */
export function tooCloseForError(shooterDistances: readonly number[], tanks: boolean, unit: TableUnit, toleranceMm = 0.5): boolean {
  const limit = tanks ? FOW_DISTANCES.tooCloseForErrorTanks.pair : FOW_DISTANCES.tooCloseForError.pair;
  return shooterDistances.some((d) => within(d, limit, unit, toleranceMm));
}

export type MistakenAttempt = { readonly a: string; readonly b: string; readonly tooClose: boolean };
export type MistakenStep = { readonly a: string; readonly b: string; readonly roll?: number; readonly result: "swapped" | "failed" | "refused"; readonly reason?: string };

/**
 * Mistaken Target [7. Assign Hits › Mistaken Target]: the target player picks pairs; on 3+ all hits swap between
 * the two (hits that cannot legally move stay; a swapped hit never swaps again); the first failure ends it. Never
 * against smoke or Defensive Fire hits. `allocation[i]` is hit i's team; `canTake(i, team)` checks Assign Hits.
 */
export function mistakenTarget(hits: readonly ScoredHit[], allocation: readonly string[], attempts: readonly MistakenAttempt[], canTake: (i: number, team: string) => boolean, dice: DiceSource): { allocation: string[]; steps: MistakenStep[] } {
  const out = [...allocation];
  const swapped = new Set<number>();
  const steps: MistakenStep[] = [];
  for (const at of attempts) {
    if (at.tooClose) { steps.push({ a: at.a, b: at.b, result: "refused", reason: "Too Close for Error" }); continue; }
    const movable = out.map((t, i) => i).filter((i) => (out[i] === at.a || out[i] === at.b) && !swapped.has(i) && !hits[i]!.smoke && !hits[i]!.defensiveFire);
    if (movable.length === 0) { steps.push({ a: at.a, b: at.b, result: "refused", reason: "no hit that may move" }); continue; }
    const roll = dice.roll(6);
    if (roll < 3) { steps.push({ a: at.a, b: at.b, roll, result: "failed" }); break; }
    for (const i of movable) {
      const to = out[i] === at.a ? at.b : at.a;
      if (canTake(i, to)) { out[i] = to; swapped.add(i); }
    }
    steps.push({ a: at.a, b: at.b, roll, result: "swapped" });
  }
  return { allocation: out, steps };
}
