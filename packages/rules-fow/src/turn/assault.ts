// The Assault Step in play [Assaults 1-7; digest 7.1-7.5], calling the pure rules of assault/:
// 1 Charge into Contact: the charging unit's teams that may charge (assault/ mayCharge) and can reach a team of the
//   target unit with a straight move of up to 4"/10cm are placed in Contact (front towards it). Straight line
//   only: no terrain, Cross tests or other teams on the way are considered, and Step 2 (infantry joining a friend in
//   Contact) is not played.
// 2 Defensive Fire (the defender's reaction window): every team of the defending side within 8"/20cm of a team in
//   Contact, at Halted ROF (Moving if Pinned), hits assigned the Easy Way to assaulting teams within 8"/20cm it
//   sees; no Bulletproof Cover, tanks on Side armour, no Mistaken Target; the charging player's saves are rolled at
//   once (they hold no choice). Fall Back (assault/ fallsBack): Pinned, each team straight away to over 2"/5cm.
// 3-4 Fighting: each assaulting team in Contact rolls its Assault rating (= Skill); a hit goes to the enemy team
//   in Contact with it (the Easy Way, not the defender's choice); infantry and guns are Destroyed, an armoured tank
//   takes AT 2 FP 1+ on Top (assault/ assaultHitEffect); the hit unit is Pinned Down.
// 5 Assault won when no defending team within a further 4"/10cm is still fighting; then it Breaks Off.
// 6-7 Otherwise the defending side's reaction window: Counterattack (the Counterattack test on Motivation, one die,
//   no Command Leadership: no Formation Commander is fielded) or Break Off (Pinned, each team straight away to over
//   6"/15cm within its Tactical speed, else it surrenders). A Counterattack swaps the roles: its teams charge (even
//   Pinned), no Defensive Fire, and fight.
// Consolidation (up to 4"/10cm for the winners) is logged, not moved. Only the charged unit defends and counterattacks.
import type { DiceSource } from "@tactica/dice";
import type { GameEvent } from "@tactica/engine";
import { footprintDistance, ruleDistance } from "@tactica/table";
import type { TableRulings } from "@tactica/table";
import { assaultHitEffect, assaultNeed, chargeDistance, counterattackTest, fallsBack, mayCharge, rollAssault } from "../assault/index";
import type { Refusal } from "../assault/index";
import { MOBILITY } from "../movement/index";
import { resolveArmouredHit } from "../shooting/index";
import type { SaveOptions } from "../shooting/index";
import { fowOption } from "../options/index";
import type { FowGame, FowUnit, Team } from "../state/index";
import { footprintOf, liveTeamsOf, onTable, teamById, unitById, withTeam, withUnit } from "../state/index";
import { FOW_DISTANCES } from "../tables/index";
import { rollScore, scoreToHit } from "./shooting";
import { rangeBetween, sightAndCover } from "./sight";

const R = (s: string) => `fow ${s}`;
/** The readings a save roll depends on (fow/seven_rule, fow/printed_one_plus), as the Shooting Step reads them. */
const saveOptions = (options?: Readonly<Record<string, string>>): SaveOptions => ({ sevenRule: fowOption(options, "sevenRule"), onePlus: fowOption(options, "printedOnePlus") });
/** Contact: footprints within 1 mm (10 sub-mm) [1. Charge into Contact: as close as it can get]. */
export const CONTACT = 10;
const fighting = (t: Team) => onTable(t) && t.state === "ok";

/** A team moved so that its front faces `to` and it just touches it, travelling straight; the travel in sub-mm. */
export function contactPlacement(t: Team, to: Team): { at: { x: number; y: number; angle: number }; travel: number } {
  const a = t.at!, b = to.at!;
  const dx = b.x - a.x, dy = b.y - a.y, len = Math.hypot(dx, dy) || 1;
  const angle = Math.round((Math.atan2(dy, dx) * 180) / Math.PI);
  const at = (s: number) => ({ x: Math.round(a.x + (dx / len) * s), y: Math.round(a.y + (dy / len) * s), angle });
  const gap = (s: number) => footprintDistance(footprintOf({ ...t, at: at(s) }), footprintOf(to));
  if (gap(0) <= CONTACT) return { at: at(0), travel: 0 };
  let lo = 0, hi = len;
  for (let i = 0; i < 40 && hi - lo > 1; i++) { const mid = (lo + hi) / 2; if (gap(mid) <= CONTACT) hi = mid; else lo = mid; }
  return { at: at(hi), travel: hi };
}

/** The facts assault/ mayCharge reads, from the team and its unit this turn. */
function chargeFacts(t: Team, u: FowUnit, counterattack: boolean) {
  return {
    type: u.type, armoured: u.armour !== null, pinned: !counterattack && u.pinned, dashed: t.moved === "dash",
    // Shooting at Halted ROF: a team that shot without moving, unless its unit tried to Dig In (Moving ROF).
    shotHalted: !counterattack && t.shot && t.moved === "none" && u.order !== "dig_in",
    ...(u.order === "dig_in" ? { order: "dig_in" as const } : {}),
    unitAssaulted: !counterattack && u.assaulted === true,
  };
}

export type ChargePlan = { readonly ok: true; readonly chargers: readonly { team: string; target: string; at: { x: number; y: number; angle: number }; travel: number }[] } | { readonly ok: false; readonly refusal: Refusal };

/** Which teams of `u` charge `v` and where they end [Who Can Assault; 1. Charge into Contact]. */
export function planCharge(g: FowGame, u: FowUnit, v: FowUnit, counterattack = false): ChargePlan {
  const reach = ruleDistance(chargeDistance(), g.unit);
  let first: Refusal | null = null;
  const chargers: { team: string; target: string; at: { x: number; y: number; angle: number }; travel: number }[] = [];
  const enemies = liveTeamsOf(g, v.id).filter((e) => e.state !== "destroyed");
  if (!enemies.length) return { ok: false, refusal: { code: "assault/no_target", message: `${v.id} has no team on the table`, rule: R("Assaults") } };
  for (const t of liveTeamsOf(g, u.id).filter((x) => x.state === "ok")) {
    const no = mayCharge(chargeFacts(t, u, counterattack), g.unit, v.type);
    if (no) { first ??= no; continue; }
    const near = [...enemies].sort((a, b) => rangeBetween(t, a) - rangeBetween(t, b))[0]!;
    if (rangeBetween(t, near) <= CONTACT) { chargers.push({ team: t.id, target: near.id, at: t.at!, travel: 0 }); continue; }
    const p = contactPlacement(t, near);
    if (p.travel <= reach) chargers.push({ team: t.id, target: near.id, ...p });
  }
  if (chargers.length) return { ok: true, chargers };
  return { ok: false, refusal: first ?? { code: "assault/out_of_reach", message: `no team of ${u.id} can reach a team of ${v.id} with a 4"/10cm charge`, rule: R("1. Charge into Contact") } };
}

/** Place the chargers in Contact (the charge itself). */
export function applyCharge(g: FowGame, plan: Extract<ChargePlan, { ok: true }>): FowGame {
  let next = g;
  for (const c of plan.chargers) next = withTeam(next, c.team, { at: c.at, foxholes: false, goneToGround: false });
  return next;
}

const inContact = (g: FowGame, t: Team, enemyUnit: string) => liveTeamsOf(g, enemyUnit).filter((e) => e.state !== "destroyed" && rangeBetween(t, e) <= CONTACT);

/**
 * Move a team straight away from the nearest of `from` until it is more than `clear` from all of them, within
 * `limit` of travel and on the table; null if it cannot [Fall Back; Break Off].
 */
export function retreat(g: FowGame, t: Team, from: readonly Team[], clear: number, limit: number): { x: number; y: number; angle: number } | null {
  const a = t.at!;
  const away = (p: { x: number; y: number; angle: number }) => from.every((e) => footprintDistance(footprintOf({ ...t, at: p }), footprintOf(e)) > clear);
  if (away(a)) return a;
  const near = [...from].sort((x, y) => rangeBetween(t, x) - rangeBetween(t, y))[0]!;
  const dx = a.x - near.at!.x, dy = a.y - near.at!.y, len = Math.hypot(dx, dy) || 1;
  const step = 0.25 * 254;
  const size = g.tableDocument.size;
  for (let s = step; s <= limit + 1; s += step) {
    const p = { x: Math.round(a.x + (dx / len) * s), y: Math.round(a.y + (dy / len) * s), angle: a.angle };
    if (p.x < 0 || p.y < 0 || p.x > size.width || p.y > size.height) return null;
    if (away(p)) return p;
  }
  return null;
}

/** Defensive Fire [2. Opponent's Defensive Fire] and, unless the assaulters Fall Back, the fight. */
export function resolveDefensiveFire(g0: FowGame, dice: DiceSource, rulings?: TableRulings, options?: Readonly<Record<string, string>>): { game: FowGame; events: GameEvent[] } {
  const a = g0.assault!;
  const att = unitById(g0, a.assaulting)!, def = unitById(g0, a.defending)!;
  const df = ruleDistance(FOW_DISTANCES.defensiveFire.pair, g0.unit);
  const events: GameEvent[] = [];
  let g = g0;
  const assaulters = liveTeamsOf(g, att.id).filter((t) => t.state === "ok");
  const contact = assaulters.filter((t) => inContact(g, t, def.id).length > 0);
  const defenders = g.teams.filter((t) => t.side === def.side && fighting(t) && contact.some((c) => rangeBetween(t, c) <= df));
  const count = new Map<string, number>();
  const hits: { team: string; from: string }[] = [];
  for (const d of defenders) {
    const du = unitById(g, d.unit)!;
    const targets = assaulters.filter((t) => rangeBetween(d, t) <= df && rangeBetween(d, t) <= ruleDistance(du.weapon.range, g.unit)).map((t) => ({ t, s: sightAndCover(g, d, t, rulings) })).filter((x) => x.s.los.hasLos);
    if (!targets.length) continue;
    const rof = du.pinned ? du.weapon.rofMoving : du.weapon.rofHalted;
    const best = [...targets].sort((x, y) => scoreToHit(g, d, x.t, att, x.s.cover.concealed).score - scoreToHit(g, d, y.t, att, y.s.cover.concealed).score)[0]!;
    const score = scoreToHit(g, d, best.t, att, best.s.cover.concealed).score;
    const rolls: number[][] = [];
    let scored = 0;
    for (let i = 0; i < rof; i++) { const r = rollScore(dice, score); rolls.push(r.rolls); if (r.success) scored += 1; }
    for (let i = 0; i < scored; i++) {
      const pick = [...targets].sort((x, y) => (count.get(x.t.id) ?? 0) - (count.get(y.t.id) ?? 0) || (x.t.id < y.t.id ? -1 : 1))[0]!;
      count.set(pick.t.id, (count.get(pick.t.id) ?? 0) + 1);
      hits.push({ team: pick.t.id, from: d.id });
    }
    events.push({ type: "fow/defensive_fire", data: { team: d.id, target: best.t.id, rof, score, rolls, hits: scored, rule: R("2. Opponent's Defensive Fire") } });
  }
  // The charging player's saves: no Bulletproof Cover for assaulting teams; tanks on Side armour.
  let out = 0;
  for (const h of hits) {
    const t = teamById(g, h.team)!;
    if (t.state === "destroyed") continue;
    const w = unitById(g, teamById(g, h.from)!.unit)!.weapon;
    const r = att.armour
      ? resolveArmouredHit({ armour: att.armour, remount: att.ratings.motivation, bailedOut: t.state === "bailed" }, { antiTank: w.at, firepower: w.fp, inFrontOfHull: false, defensiveFire: true }, dice, saveOptions(options))
      : ((x) => ({ outcome: x.success ? "saved" as const : "destroyed" as const, faces: x.rolls }))(rollScore(dice, att.save));
    if (r.outcome === "bailed_out" || r.outcome === "destroyed") out += 1;
    if (r.outcome === "bailed_out") g = withTeam(g, t.id, { state: "bailed" });
    if (r.outcome === "destroyed") g = withTeam(g, t.id, { state: "destroyed", foxholes: false });
    const faces = "faces" in r ? r.faces : r.steps.flatMap((x) => [...x.faces]);
    events.push({ type: "fow/save", data: { team: t.id, from: h.from, outcome: r.outcome, faces, rule: R("2. Opponent's Defensive Fire; 8. Roll Saves") } });
  }
  const fb = fallsBack({ hits: hits.length, assaultingTeams: contact.length, ...(att.armour ? { allTanksTop: contact.map(() => att.armour!.top), tanksOut: out } : {}) });
  events.push({ type: "fow/fall_back_check", data: { unit: att.id, hits: hits.length, assaultingTeams: contact.length, fallsBack: fb.fallsBack, rule: fb.rule } });
  if (fb.fallsBack || !liveTeamsOf(g, att.id).some((t) => fighting(t) && inContact(g, t, def.id).length)) {
    // The Unit is Pinned Down and retreats to more than 2"/5cm from the enemy; the assault is over.
    g = withUnit(g, att.id, { pinned: true });
    const enemy = liveTeamsOf(g, def.id);
    const clear = ruleDistance(FOW_DISTANCES.fallBackClear.pair, g.unit);
    for (const t of liveTeamsOf(g, att.id)) {
      const p = retreat(g, t, enemy, clear, ruleDistance(FOW_DISTANCES.charge.pair, g.unit) + clear);
      if (p) g = withTeam(g, t.id, { at: p });
    }
    events.push({ type: "fow/fell_back", data: { unit: att.id, rule: R("2. Opponent's Defensive Fire › Fall Back") } });
    return { game: { ...g, assault: null }, events };
  }
  const f = fight(g, dice, options);
  return { game: f.game, events: [...events, ...f.events] };
}

/** Steps 3-5: the assaulting teams in Contact roll to hit; then either the assault is won or the defenders decide. */
export function fight(g0: FowGame, dice: DiceSource, options?: Readonly<Record<string, string>>): { game: FowGame; events: GameEvent[] } {
  // A Tank Assault hit is FP 1+ on Top armour: printed, so fow/printed_one_plus decides whether a 1 fails.
  const o = saveOptions(options);
  const a = g0.assault!;
  const att = unitById(g0, a.assaulting)!, def = unitById(g0, a.defending)!;
  let g = g0;
  const events: GameEvent[] = [];
  let hitAny = false;
  for (const t of liveTeamsOf(g0, att.id).filter(fighting)) {
    const foes = inContact(g, t, def.id).filter((e) => e.state !== "destroyed");
    if (!foes.length) continue;
    const need = assaultNeed({ assault: att.ratings.skill });
    const r = rollAssault(need, dice);
    const target = foes[0]!;
    const faces = [...(r.result.reroll ?? r.result.first).faces];
    if (!r.hit) { events.push({ type: "fow/assault_roll", data: { team: t.id, need, faces, hit: false, rule: R("Assaults › 3. Roll to Hit") } }); continue; }
    hitAny = true;
    const eff = assaultHitEffect({ type: def.type, armoured: def.armour !== null });
    let outcome: string = "destroyed";
    if (eff.effect === "armour") {
      const s = resolveArmouredHit({ armour: def.armour!, remount: def.ratings.motivation, bailedOut: target.state === "bailed" }, { antiTank: eff.antiTank!, firepower: eff.firepower!, inFrontOfHull: false, top: true }, dice, o);
      outcome = s.outcome;
    }
    if (outcome === "bailed_out") g = withTeam(g, target.id, { state: "bailed" });
    if (outcome === "destroyed") g = withTeam(g, target.id, { state: "destroyed", foxholes: false });
    events.push({ type: "fow/assault_roll", data: { team: t.id, need, faces, hit: true, target: target.id, outcome, rule: `${R("Assaults › 3. Roll to Hit")}; ${eff.rule}` } });
  }
  if (hitAny) g = withUnit(g, def.id, { pinned: true });
  // Assaulters with no team left fighting cannot win: they break off and the defenders hold.
  if (!liveTeamsOf(g, att.id).some(fighting)) return breakOff(g, att.id, def.id, events);
  // 5 Assault won: no defending team within a further 4"/10cm of the assaulters is still fighting.
  const reach = ruleDistance(FOW_DISTANCES.assaultWonReach.pair, g.unit);
  const mine = liveTeamsOf(g, att.id).filter(fighting);
  const still = liveTeamsOf(g, def.id).filter((e) => e.state === "ok" && mine.some((m) => rangeBetween(m, e) <= reach));
  if (!still.length) {
    events.push({ type: "fow/assault_won", data: { by: att.id, rule: R("Assaults › 5. Check if the Assault is Over") } });
    return breakOff(g, def.id, att.id, events);
  }
  return { game: { ...g, assault: { ...a, window: "counterattack" } }, events };
}

/** Break Off [7. Counterattack or Break Off]: Pinned; each team over 6"/15cm from the assaulters at Tactical speed, or it surrenders; the winners may consolidate. */
export function breakOff(g0: FowGame, unitId: string, winner: string, events: GameEvent[] = []): { game: FowGame; events: GameEvent[] } {
  const u = unitById(g0, unitId)!;
  let g = withUnit(g0, u.id, { pinned: true });
  const from = liveTeamsOf(g, winner);
  const clear = ruleDistance(FOW_DISTANCES.breakOff.pair, g.unit);
  const row = MOBILITY[u.mobility];
  const limit = row?.tactical ? ruleDistance(row.tactical, g.unit) : 0;
  const teams: { team: string; result: "broke_off" | "surrendered" }[] = [];
  for (const t of liveTeamsOf(g, u.id)) {
    const p = t.state === "ok" ? retreat(g, t, from, clear, limit) : null;
    if (p) { g = withTeam(g, t.id, { at: p, foxholes: false }); teams.push({ team: t.id, result: "broke_off" }); }
    else if (from.some((e) => rangeBetween(t, e) <= clear)) { g = withTeam(g, t.id, { state: "destroyed", foxholes: false }); teams.push({ team: t.id, result: "surrendered" }); }
  }
  events.push({ type: "fow/broke_off", data: { unit: u.id, teams, rule: R("Assaults › 7. Counterattack or Break Off › Break Off") } });
  const c = FOW_DISTANCES.consolidate;
  events.push({ type: "fow/consolidation", data: { unit: winner, move: c.pair, moved: false, rule: R("Assaults › Consolidation") } });
  return { game: { ...g, assault: null }, events };
}

/** The defending side's answer [6. Test to Counterattack; 7. Counterattack or Break Off]. */
export function resolveCounterattackChoice(g0: FowGame, choice: "counterattack" | "break_off", dice: DiceSource, options?: Readonly<Record<string, string>>): { game: FowGame; events: GameEvent[] } {
  const a = g0.assault!;
  const def = unitById(g0, a.defending)!;
  const events: GameEvent[] = [];
  if (choice === "break_off") return breakOff(g0, def.id, a.assaulting, events);
  const t = counterattackTest([{ id: def.id, counterattack: def.ratings.motivation }], dice);
  const passed = t.results[0]!.passed;
  events.push({ type: "fow/counterattack_test", data: { unit: def.id, needed: def.ratings.motivation, faces: [t.face], passed, rule: R("Assaults › 6. Test to Counterattack") } });
  if (!passed) return breakOff(g0, def.id, a.assaulting, events);
  // The roles swap: the counterattackers' teams not in Contact charge (even Pinned); no Defensive Fire.
  const att = unitById(g0, a.assaulting)!;
  let g = withUnit(g0, def.id, { assaulted: true });
  const plan = planCharge(g, unitById(g, def.id)!, att, true);
  if (plan.ok) g = applyCharge(g, plan);
  events.push({ type: "fow/counterattacked", data: { unit: def.id, against: att.id, chargers: plan.ok ? plan.chargers.map((c) => c.team) : [], rule: R("Assaults › 7. Counterattack or Break Off › Counterattack") } });
  g = { ...g, assault: { assaulting: def.id, defending: att.id, window: "counterattack", round: a.round + 1 } };
  const f = fight(g, dice, options);
  return { game: f.game, events: [...events, ...f.events] };
}
