// Shooting a unit at a unit [Shooting 1-9] in play: range and LOS per shooting team (table kernels), ROF halted or
// moving, the score to hit (shooting/ scoreNeededToHit), hits assigned round-robin to the target teams each shooter
// could see (the Easy Way [7. Assign Hits › Doing It the Easy Way]), Pinned Down (shooting/ pinnedDown), and the
// target player's saves with the shooter's Firepower tests (shooting/ resolveArmouredHit, resolveTeamHit).
// Mistaken Target and re-roll grants are not offered in play yet.
import type { DiceSource } from "@tactica/dice";
import type { GameEvent } from "@tactica/engine";
import { footprintOf } from "../state/index";
import type { FowGame, FowUnit, PendingHits, SideId, Team } from "../state/index";
import { liveTeamsOf, teamById, unitById, withTeam, withUnit } from "../state/index";
import { isEntirelyInFront, ruleDistance } from "@tactica/table";
import type { TableRulings } from "@tactica/table";
import { rollTest } from "../odds/index";
import { fowOption } from "../options/index";
import { mistakenTarget, pinnedDown, resolveArmouredHit, resolveTeamHit, scoreNeededToHit, tooCloseForError } from "../shooting/index";
import type { SaveOptions } from "../shooting/index";
import { rangeBetween, sightAndCover } from "./sight";

export const LONG_RANGE = { in: 16, cm: 40 };

/** The score a die needs, with each modifier and its rule [6. Roll to Hit; Score Needed to Hit]. */
export function scoreToHit(game: FowGame, shooter: Team, target: Team, targetUnit: FowUnit, concealed: boolean): { score: number; modifiers: { name: string; value: number; rule: string }[] } {
  const s = scoreNeededToHit({
    isHitOn: targetUnit.ratings.isHitOn,
    longRange: rangeBetween(shooter, target) > ruleDistance(LONG_RANGE, game.unit),
    concealed,
    goneToGround: target.goneToGround,
    movedOutOfCommand: shooter.outOfCommand,
    targetInfantryOrGun: target.type !== "tank",
  });
  const score = s.need === "auto" ? 1 : s.need;
  return { score, modifiers: s.modifiers.map((m) => ({ name: m.code, value: m.delta, rule: m.rule })) };
}

/** One die against a score: 7 = a 6 then 5+, 8 = a 6 then 6, 9+ fails; a 1 always fails [How It Works › Die Rolls]. */
export function rollScore(dice: DiceSource, score: number): { rolls: number[]; success: boolean } {
  const t = rollTest(score, dice);
  return { rolls: [...t.faces], success: t.pass };
}

export type Shooter = { readonly team: Team; readonly targets: readonly { readonly team: Team; readonly score: number; readonly bp: boolean; readonly range: number }[] };

/** The teams of `unit` that can shoot at `target` now and, for each, the target teams it could hit [Which Weapons Can Fire]. */
export function shootersAt(game: FowGame, unit: FowUnit, target: FowUnit, rulings?: TableRulings): Shooter[] {
  const range = ruleDistance(unit.weapon.range, game.unit);
  const out: Shooter[] = [];
  for (const t of liveTeamsOf(game, unit.id)) {
    if (t.state !== "ok" || t.moved === "dash" || t.shot) continue;
    const targets = [];
    for (const v of liveTeamsOf(game, target.id)) {
      const r = rangeBetween(t, v);
      if (r > range) continue;
      const { los, cover } = sightAndCover(game, t, v, rulings);
      if (!los.hasLos) continue;
      targets.push({ team: v, score: scoreToHit(game, t, v, target, cover.concealed).score, bp: cover.bulletproof, range: r });
    }
    if (targets.length) out.push({ team: t, targets });
  }
  return out;
}

/** Resolve a unit's shooting: to-hit rolls, hits assigned, Pinned Down; the hits wait for the target player's saves. */
export function resolveShooting(game: FowGame, unit: FowUnit, target: FowUnit, dice: DiceSource, treatAsMoved: boolean, rulings?: TableRulings): { game: FowGame; events: GameEvent[]; pending: PendingHits | null } {
  const shooters = shootersAt(game, unit, target, rulings);
  const hits: PendingHits["hits"][number][] = [];
  const count = new Map<string, number>();
  const events: GameEvent[] = [];
  let g = game;
  for (const s of shooters) {
    // Moving ROF after a move, when Pinned Down, or for a unit that tried to Dig In [Movement Orders › Dig In].
    const rof = s.team.moved !== "none" || treatAsMoved || unit.pinned || unit.order === "dig_in" ? unit.weapon.rofMoving : unit.weapon.rofHalted;
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
      hits.push({ team: pick.team.id, from: s.team.id, range: pick.range, bp: pick.bp, front, eligible: s.targets.map((x) => x.team.id) });
    }
    g = withTeam(g, s.team.id, { shot: true, goneToGround: false });
  }
  const taken = unitById(g, target.id)!.hitsThisStep + hits.length;
  const pin = pinnedDown({ hits: taken, teamsAtStart: liveTeamsOf(g, target.id).length, ...(target.type === "tank" ? { immune: "armoured_tanks" as const } : {}) });
  g = withUnit(g, target.id, { hitsThisStep: taken, pinned: target.pinned || pin.pinned });
  if (!target.pinned && pin.pinned) events.push({ type: "fow/pinned_down", data: { unit: target.id, hits: taken, threshold: pin.threshold, rule: pin.rule } });
  events.push({ type: "fow/hits_assigned", data: { shooter: unit.id, target: target.id, hits: hits.map((h) => ({ team: h.team, from: h.from })), rule: "fow 7. Assign Hits" } });
  return { game: g, events, pending: hits.length ? { shooter: unit.id, target: target.id, hits } : null };
}

/** The target player's saves and the shooter's Firepower tests [8. Roll Saves; Bailed Out; Destroyed Teams]. */
export function resolveSaves(game: FowGame, pending: PendingHits, dice: DiceSource, options?: Readonly<Record<string, string>>): { game: FowGame; events: GameEvent[] } {
  const shooter = unitById(game, pending.shooter)!, target = unitById(game, pending.target)!;
  const w = shooter.weapon;
  const o: SaveOptions = { sevenRule: fowOption(options, "sevenRule"), onePlus: fowOption(options, "printedOnePlus") };
  let g = game;
  const events: GameEvent[] = [];
  for (const h of pending.hits) {
    const t = teamById(g, h.team)!;
    // The hit's facts follow the team it now sits on (Mistaken Target may have moved it).
    if (!t.at) continue;
    if (t.state === "destroyed") continue;
    const longRange = h.range > ruleDistance(LONG_RANGE, g.unit);
    const r = target.armour
      ? resolveArmouredHit({ armour: target.armour, remount: target.ratings.motivation, bailedOut: t.state === "bailed" }, { antiTank: w.at, firepower: w.fp, inFrontOfHull: h.front, longRange }, dice, o)
      : resolveTeamHit({ save: target.save, bulletproof: h.bp }, { firepower: w.fp }, dice, o);
    if (r.outcome === "bailed_out") g = withTeam(g, t.id, { state: "bailed" });
    if (r.outcome === "destroyed") g = withTeam(g, t.id, { state: "destroyed", foxholes: false });
    events.push({ type: "fow/save", data: { team: t.id, from: h.from, outcome: r.outcome, steps: r.steps.map((x) => ({ ...x, faces: [...x.faces] })), ...(r.armourUsed ? { armour: r.armourUsed } : {}), rule: "fow 8. Roll Saves" } });
  }
  g = replaceLeader(g, target.id);
  return { game: { ...g, pending: null }, events };
}

/**
 * Mistaken Target [7. Assign Hits › Mistaken Target]: the target player's pairs of its teams, each swapping all hits
 * between the two on 3+ (shooting/ mistakenTarget), refused when Too Close for Error; the first failure ends it.
 * A moved hit takes the range, cover and facing of its new team from the team that scored it.
 */
export function applyMistakenTarget(game: FowGame, pending: PendingHits, pairs: readonly { a: string; b: string }[], dice: DiceSource, rulings?: TableRulings): { pending: PendingHits; events: GameEvent[] } {
  if (pairs.length === 0) return { pending, events: [] };
  const target = unitById(game, pending.target)!;
  const scored = pending.hits.map((h) => ({ shooter: h.from, weapon: unitById(game, pending.shooter)!.weapon.name, target: h.team }));
  const attempts = pairs.map((p) => {
    const a = teamById(game, p.a), b = teamById(game, p.b);
    const shooters = pending.hits.filter((h) => h.team === p.a || h.team === p.b).map((h) => teamById(game, h.from)!);
    const distances = a && b ? shooters.flatMap((s) => [rangeBetween(s, a), rangeBetween(s, b)]) : [];
    return { ...p, tooClose: tooCloseForError(distances, target.type === "tank", game.unit) };
  });
  const r = mistakenTarget(scored, pending.hits.map((h) => h.team), attempts, (i, team) => pending.hits[i]!.eligible.includes(team), dice);
  const hits = pending.hits.map((h, i) => {
    const to = r.allocation[i]!;
    if (to === h.team) return h;
    const shooter = teamById(game, h.from)!, t = teamById(game, to)!;
    const { cover } = sightAndCover(game, shooter, t, rulings);
    const front = t.at ? isEntirelyInFront(footprintOf(shooter), { x: t.at.x, y: t.at.y, facing: t.at.angle }) : true;
    return { ...h, team: to, range: rangeBetween(shooter, t), bp: cover.bulletproof, front };
  });
  return { pending: { ...pending, hits }, events: [{ type: "fow/mistaken_target", data: { steps: r.steps, hits: hits.map((h) => ({ team: h.team, from: h.from })), rule: "fow 7. Assign Hits › Mistaken Target; Too Close for Error" } }] };
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
