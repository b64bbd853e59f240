// Shooting a unit at a unit [Shooting 1-9], a minimal version kept here until the shooting folder's pure functions
// land: range and LOS per shooting team, ROF halted or moving, the score to hit (target's Is Hit On, +1 over
// 16"/40cm, +1 Concealed or +2 Concealed and Gone to Ground, +1 moved Out of Command), hits assigned round-robin to
// the target teams each shooter could see (the Easy Way [7. Assign Hits › Doing It the Easy Way]), Pinned Down at
// 5 hits, and saves with Firepower tests [8. Roll Saves; 9.]. Mistaken Target and re-rolls are not played yet.
import type { DiceSource } from "@tactica/dice";
import type { GameEvent } from "@tactica/engine";
import { footprintOf } from "../state/index";
import type { FowGame, FowUnit, PendingHits, SideId, Team } from "../state/index";
import { liveTeamsOf, teamById, unitById, withTeam, withUnit } from "../state/index";
import { isEntirelyInFront, ruleDistance } from "@tactica/table";
import { rangeBetween, sightAndCover } from "./sight";

export const LONG_RANGE = { in: 16, cm: 40 };

/** The score a die needs, with each modifier and its rule [6. Roll to Hit; Score Needed to Hit]. */
export function scoreToHit(game: FowGame, shooter: Team, target: Team, targetUnit: FowUnit, concealed: boolean): { score: number; modifiers: { name: string; value: number; rule: string }[] } {
  const modifiers: { name: string; value: number; rule: string }[] = [];
  if (rangeBetween(shooter, target) > ruleDistance(LONG_RANGE, game.unit)) modifiers.push({ name: "long range", value: 1, rule: "fow 6. Roll to Hit: over 16\"/40cm" });
  if (concealed) modifiers.push(target.goneToGround ? { name: "concealed and gone to ground", value: 2, rule: "fow 6. Roll to Hit › Gone to Ground" } : { name: "concealed", value: 1, rule: "fow 6. Roll to Hit: Concealed" });
  if (shooter.outOfCommand) modifiers.push({ name: "moved out of command", value: 1, rule: "fow Staying In Command" });
  return { score: targetUnit.ratings.isHitOn + modifiers.reduce((s, m) => s + m.value, 0), modifiers };
}

/** One die against a score: 7 = a 6 then 5+, 8 = a 6 then 6, 9+ fails; a 1 always fails [How It Works › Die Rolls]. */
export function rollScore(dice: DiceSource, score: number): { rolls: number[]; success: boolean } {
  const first = dice.roll(6);
  if (score <= 6) return { rolls: [first], success: first !== 1 && first >= score };
  if (score >= 9 || first !== 6) return { rolls: [first], success: false };
  const second = dice.roll(6);
  return { rolls: [first, second], success: second >= (score === 7 ? 5 : 6) };
}

export type Shooter = { readonly team: Team; readonly targets: readonly { readonly team: Team; readonly score: number; readonly bp: boolean; readonly range: number }[] };

/** The teams of `unit` that can shoot at `target` now and, for each, the target teams it could hit [Which Weapons Can Fire]. */
export function shootersAt(game: FowGame, unit: FowUnit, target: FowUnit): Shooter[] {
  const range = ruleDistance(unit.weapon.range, game.unit);
  const out: Shooter[] = [];
  for (const t of liveTeamsOf(game, unit.id)) {
    if (t.state !== "ok" || t.moved === "dash" || t.shot) continue;
    const targets = [];
    for (const v of liveTeamsOf(game, target.id)) {
      const r = rangeBetween(t, v);
      if (r > range) continue;
      const { los, cover } = sightAndCover(game, t, v);
      if (!los.hasLos) continue;
      targets.push({ team: v, score: scoreToHit(game, t, v, target, cover.concealed).score, bp: cover.bulletproof, range: r });
    }
    if (targets.length) out.push({ team: t, targets });
  }
  return out;
}

/** Resolve a unit's shooting: to-hit rolls, hits assigned, Pinned Down; the hits wait for the target player's saves. */
export function resolveShooting(game: FowGame, unit: FowUnit, target: FowUnit, dice: DiceSource, treatAsMoved: boolean): { game: FowGame; events: GameEvent[]; pending: PendingHits | null } {
  const shooters = shootersAt(game, unit, target);
  const hits: { team: string; from: string; range: number; bp: boolean; front: boolean }[] = [];
  const count = new Map<string, number>();
  const events: GameEvent[] = [];
  let g = game;
  for (const s of shooters) {
    const rof = s.team.moved !== "none" || treatAsMoved || unit.pinned ? unit.weapon.rofMoving : unit.weapon.rofHalted;
    const best = [...s.targets].sort((a, b) => a.score - b.score)[0]!;
    const rolls: number[][] = [];
    let scored = 0;
    for (let i = 0; i < rof; i++) {
      const r = rollScore(dice, best.score);
      rolls.push(r.rolls);
      if (r.success) scored += 1;
    }
    events.push({ type: "fow/to_hit", data: { team: s.team.id, target: best.team.id, rof, score: best.score, rolls, hits: scored, rule: "fow 6. Roll to Hit" } });
    for (let i = 0; i < scored; i++) {
      // The Easy Way: the team this shooter could hit with the fewest hits so far, in id order.
      const pick = [...s.targets].sort((a, b) => (count.get(a.team.id) ?? 0) - (count.get(b.team.id) ?? 0) || (a.team.id < b.team.id ? -1 : 1))[0]!;
      count.set(pick.team.id, (count.get(pick.team.id) ?? 0) + 1);
      const front = pick.team.at ? isEntirelyInFront(footprintOf(s.team), { x: pick.team.at.x, y: pick.team.at.y, facing: pick.team.at.angle }) : true;
      hits.push({ team: pick.team.id, from: s.team.id, range: pick.range, bp: pick.bp, front });
    }
    g = withTeam(g, s.team.id, { shot: true, goneToGround: false });
  }
  const taken = unitById(g, target.id)!.hitsThisStep + hits.length;
  const pinnable = target.type !== "tank";
  const needed = liveTeamsOf(g, target.id).length >= 12 ? 8 : 5;
  g = withUnit(g, target.id, { hitsThisStep: taken, pinned: target.pinned || (pinnable && taken >= needed) });
  if (pinnable && !target.pinned && taken >= needed) events.push({ type: "fow/pinned_down", data: { unit: target.id, hits: taken, rule: "fow Pinned Down: 5 hits in a Shooting Step (8 with 12+ teams)" } });
  events.push({ type: "fow/hits_assigned", data: { shooter: unit.id, target: target.id, hits: hits.map((h) => ({ team: h.team, from: h.from })), rule: "fow 7. Assign Hits" } });
  return { game: g, events, pending: hits.length ? { shooter: unit.id, target: target.id, hits } : null };
}

/** The target player's saves and the shooter's Firepower tests [8. Roll Saves; Bailed Out; Destroyed Teams]. */
export function resolveSaves(game: FowGame, pending: PendingHits, dice: DiceSource): { game: FowGame; events: GameEvent[] } {
  const shooter = unitById(game, pending.shooter)!, target = unitById(game, pending.target)!;
  const w = shooter.weapon;
  let g = game;
  const events: GameEvent[] = [];
  for (const h of pending.hits) {
    const t = teamById(g, h.team)!;
    if (t.state === "destroyed") continue;
    const fp = () => { const r = dice.roll(6); return { roll: r, pass: r >= w.fp }; };
    let outcome: "saved" | "bailed" | "destroyed" | "cover";
    let detail: Record<string, unknown>;
    if (target.armour) {
      const armour = h.front ? target.armour.front : target.armour.side;
      const roll = dice.roll(6);
      const total = roll + armour + (h.range > ruleDistance(LONG_RANGE, g.unit) ? 1 : 0);
      if (total > w.at) { outcome = "saved"; detail = { roll, armour, total, at: w.at }; }
      else {
        const f = fp();
        outcome = total === w.at ? (f.pass ? "bailed" : "saved") : f.pass ? "destroyed" : "bailed";
        detail = { roll, armour, total, at: w.at, firepower: f.roll, fp: w.fp };
      }
      if (outcome === "bailed" && t.state === "bailed") {
        const again = dice.roll(6);
        outcome = again >= target.ratings.motivation ? "bailed" : "destroyed";
        detail = { ...detail, bailedOutAgain: again };
      }
    } else {
      const roll = dice.roll(6);
      if (roll >= target.save) { outcome = "saved"; detail = { roll, save: target.save }; }
      else if (h.bp) { const f = fp(); outcome = f.pass ? "destroyed" : "cover"; detail = { roll, save: target.save, firepower: f.roll, fp: w.fp }; }
      else { outcome = "destroyed"; detail = { roll, save: target.save }; }
    }
    if (outcome === "bailed") g = withTeam(g, t.id, { state: "bailed" });
    if (outcome === "destroyed") g = withTeam(g, t.id, { state: "destroyed", foxholes: false });
    events.push({ type: "fow/save", data: { team: t.id, from: h.from, outcome, ...detail, rule: target.armour ? "fow 8. Roll Saves › Armour Save; Firepower Test" : "fow 8. Roll Saves › Infantry and Gun Teams; Bulletproof Cover" } });
  }
  g = replaceLeader(g, target.id);
  return { game: { ...g, pending: null }, events };
}

/** A destroyed Unit Leader is replaced by another team of the unit (the nearest) [Leaders' ranges, simplified]. */
export function replaceLeader(game: FowGame, unitId: string): FowGame {
  const u = unitById(game, unitId)!;
  const leader = teamById(game, u.leader);
  if (leader && leader.state !== "destroyed") return game;
  const rest = liveTeamsOf(game, unitId);
  if (!rest.length || !leader) return game;
  const next = [...rest].sort((a, b) => rangeBetween(a, leader) - rangeBetween(b, leader))[0]!;
  return withUnit(game, unitId, { leader: next.id });
}

export const sideOfUnit = (g: FowGame, unit: string): SideId | undefined => unitById(g, unit)?.side;
