// A Flames of War bot that plays from its seat's view only: it rolls for the first turn, rolls its saves (first
// trying Mistaken Target to move hits off its Unit Leader onto a team that took none), reveals an
// ambush when it can, moves each team towards the objective it needs (Free For All: one it placed; otherwise the
// nearest), preferring a spot in concealing terrain and Tactical speed once enemies are in range, and shoots each
// unit at the enemy unit with the most expected kills; it charges when its expected kills beat its expected losses
// to Defensive Fire (and 5 hits, a Fall Back, are unlikely), fires Defensive Fire and Counterattacks when its expected
// kills match the assaulters'. Seeded (ties by its own dice) and time-limited (`limits`).
import type { DiceSource } from "@tactica/dice";
import type { BotLimits, Command, MatchView, PlayerTurnsTurn } from "@tactica/engine";
import { piecesAt, ruleDistance } from "@tactica/table";
import type { TableRulings } from "@tactica/table";
import { fowTableRulings } from "../options/index";
import { MOBILITY, planMove } from "../movement/index";
import type { FowGame, FowUnit, SideId, Team } from "../state/index";
import { compiledTableOf, liveTeamsOf, onTable, otherSide, teamsOf, unitById } from "../state/index";
import { applyCharge, planCharge, rangeBetween, scoreToHit, sees, shootersAt } from "../turn/index";
import type { FowGameView } from "../view/index";

const cmd = (seat: string, type: string, payload: object = {}): Command => ({ type, seat, payload });
const DEFAULT_BUDGET = 400;

/** The chance one die hits at a score (7 = 6 then 5+, 8 = 6 then 6) [How It Works › Die Rolls]. */
const pHit = (score: number): number => (score <= 1 ? 5 / 6 : score <= 6 ? (7 - Math.max(2, score)) / 6 : score === 7 ? 1 / 18 : score === 8 ? 1 / 36 : 0);

/** Expected teams destroyed by `u` shooting at `v` (hits x chance each hit destroys). */
export function expectedKills(g: FowGame, u: FowUnit, v: FowUnit, rulings?: TableRulings): number {
  let kills = 0;
  for (const s of shootersAt(g, u, v, rulings)) {
    const best = [...s.targets].sort((a, b) => a.score - b.score)[0]!;
    const rof = s.team.moved === "none" ? u.weapon.rofHalted : u.weapon.rofMoving;
    const perHit = v.armour
      ? Math.max(0, Math.min(1, (u.weapon.at - v.armour.front) / 6)) * ((7 - u.weapon.fp) / 6)
      : ((v.save - 1) / 6) * (best.bp ? (7 - u.weapon.fp) / 6 : 1);
    kills += rof * pHit(best.score) * perHit;
  }
  return kills;
}

/** The chance an assault hit takes a team of `v` out: infantry and guns always; an armoured tank on AT 2 against Top (d6 + Top <= 2) [Assaults › 4. Roll Saves]. */
const assaultTakesOut = (v: FowUnit): number => (v.armour ? Math.max(0, Math.min(6, 2 - v.armour.top)) / 6 : 1);

/** Expected teams of `v` taken out by `u`'s teams in Contact after a charge, and of `u` by `v`'s Defensive Fire first. */
export function expectedAssault(g: FowGame, u: FowUnit, v: FowUnit, counterattack = false): { kills: number; defensiveHits: number; losses: number } | undefined {
  const plan = planCharge(g, u, v, counterattack);
  if (!plan.ok) return undefined;
  const after = applyCharge(g, plan);
  const kills = plan.chargers.length * pHit(u.ratings.skill) * assaultTakesOut(v);
  if (counterattack) return { kills, defensiveHits: 0, losses: 0 };
  const df = ruleDistance({ in: 8, cm: 20 }, g.unit);
  const placed = plan.chargers.map((c) => after.teams.find((t) => t.id === c.team)!);
  let defensiveHits = 0;
  for (const d of after.teams.filter((t) => t.side === v.side && onTable(t) && t.state === "ok")) {
    const near = placed.filter((p) => rangeBetween(d, p) <= df);
    if (!near.length) continue;
    const du = unitById(g, d.unit)!;
    const rof = du.pinned ? du.weapon.rofMoving : du.weapon.rofHalted;
    defensiveHits += rof * pHit(scoreToHit(after, d, near[0]!, u, false).score);
  }
  const perHit = u.armour ? Math.max(0, Math.min(1, (unitById(g, after.teams.find((t) => t.side === v.side && onTable(t))!.unit)!.weapon.at - u.armour.side) / 6)) : (u.save - 1) / 6;
  return { kills, defensiveHits, losses: defensiveHits * perHit };
}

/** The objective `side` heads for: Free For All, one it placed; otherwise the nearest. */
function goalFor(g: FowGame, side: SideId, t: Team): { x: number; y: number } | undefined {
  const mine = g.mission === "free-for-all" ? g.objectives.filter((o) => o.placedBy === side) : g.objectives;
  return [...mine].sort((a, b) => Math.hypot(a.x - t.at!.x, a.y - t.at!.y) - Math.hypot(b.x - t.at!.x, b.y - t.at!.y))[0];
}

export function fowBotFromView(view: MatchView, dice: DiceSource, limits?: BotLimits): Command | undefined {
  const seat = view.viewer as SideId;
  if (view.over || (seat !== "A" && seat !== "B")) return undefined;
  const g = view.game as FowGameView as FowGame;
  const turn = view.turn as PlayerTurnsTurn;
  if (g.result) return undefined;
  if (g.pending) {
    if (unitById(g, g.pending.target)?.side !== seat) return undefined;
    // Mistaken Target: try to move the hits off the Unit Leader onto a team of the unit that took none and could have.
    const p = g.pending;
    const leader = unitById(g, p.target)!.leader;
    const onLeader = p.hits.filter((h) => h.team === leader);
    const spare = liveTeamsOf(g, p.target).find((t) => t.id !== leader && !p.hits.some((h) => h.team === t.id) && onLeader.every((h) => h.eligible.includes(t.id)));
    return cmd(seat, "roll_saves", onLeader.length && spare ? { mistaken: [{ a: leader, b: spare.id }] } : {});
  }
  if (g.assault) {
    if (unitById(g, g.assault.defending)?.side !== seat) return undefined;
    if (g.assault.window === "defensive_fire") return cmd(seat, "defensive_fire");
    // Counterattack when our expected kills match theirs (their assaulting teams on us), else Break Off.
    const mine = unitById(g, g.assault.defending)!, theirs = unitById(g, g.assault.assaulting)!;
    const ours = expectedAssault(g, mine, theirs, true)?.kills ?? 0;
    const them = expectedAssault(g, theirs, mine, true)?.kills ?? 0;
    return cmd(seat, "counterattack", { choice: ours > 0 && ours >= them ? "counterattack" : "break_off" });
  }
  if (turn.step === "first_turn") return seat === turn.seats[0] ? cmd(seat, "turn/roll_first_turn") : undefined;
  if (turn.active !== seat) return undefined;
  const rulings = fowTableRulings(view.options);
  let budget = limits?.budget ?? DEFAULT_BUDGET;
  const spend = () => { budget -= 1; return budget > 0 && !(limits?.shouldStop?.() ?? false); };
  const enemies = g.teams.filter((t) => t.side !== seat && onTable(t));

  if (turn.step === "starting") {
    const held = g.units.find((u) => u.side === seat && u.ambush);
    if (held && turn.round >= 2) {
      const d = g.deployment[seat];
      const n = teamsOf(g, held.id).length;
      for (let x0 = 6; x0 < 60 && spend(); x0 += 6) {
        const y = Math.round((d.y0 + d.y1) / 2);
        const teams = Array.from({ length: n }, (_, i) => ({ x: (x0 + 3 * i) * 254, y, angle: seat === "A" ? 90 : 270 }));
        const ok = teams.every((p) => enemies.every((e) => Math.hypot(e.at!.x - p.x, e.at!.y - p.y) > ruleDistance({ in: 17, cm: 42 }, g.unit)));
        if (ok) return cmd(seat, "reveal_ambush", { unit: held.id, teams });
      }
    }
    return cmd(seat, "turn/end_step");
  }

  if (turn.step === "movement") {
    const table = compiledTableOf(g.tableDocument);
    const seen = (e: Team) => g.teams.some((t) => t.side === seat && onTable(t) && sees(g, t, e, rulings));
    // A unit that tried to Dig In this turn cannot move [Movement Orders › Dig In].
    for (const u of g.units.filter((x) => x.side === seat && !x.destroyed && !x.ambush && x.order !== "dig_in")) {
      const row = MOBILITY[u.mobility];
      if (!row) continue;
      // The leader first, so the others can stay in command of where it went.
      const order = liveTeamsOf(g, u.id).filter((t) => t.moved === "none" && t.state === "ok").sort((a, b) => (a.id === u.leader ? -1 : b.id === u.leader ? 1 : 0));
      for (const t of order) {
        const goal = goalFor(g, seat, t);
        if (!goal || !spend()) continue;
        const dist = Math.hypot(goal.x - t.at!.x, goal.y - t.at!.y);
        if (dist < ruleDistance({ in: 3, cm: 8 }, g.unit)) continue;
        const inRange = enemies.some((e) => rangeBetween(t, e) <= ruleDistance(u.weapon.range, g.unit) + ruleDistance(row.tactical ?? row.terrainDash, g.unit));
        const tries: { x: number; y: number; angle: number; dash: boolean; score: number }[] = [];
        for (const dash of inRange ? [false] : [true, false]) {
          const speed = ruleDistance(dash ? row.crossCountryDash : (row.tactical ?? row.terrainDash), g.unit);
          for (const frac of [1, 0.75, 0.5]) {
            for (const turnDeg of [0, 25, -25, 50, -50]) {
              const heading = Math.atan2(goal.y - t.at!.y, goal.x - t.at!.x) + (turnDeg * Math.PI) / 180;
              const len = Math.min(dist - 200, speed * frac - 10);
              if (len <= 0) continue;
              const x = Math.round(t.at!.x + Math.cos(heading) * len), y = Math.round(t.at!.y + Math.sin(heading) * len);
              const left = Math.hypot(goal.x - x, goal.y - y);
              const cover = piecesAt(table, x, y).some((k) => table.pieces[k]!.role >= 1 && table.pieces[k]!.movement !== "impassable") ? 254 * 2 : 0;
              tries.push({ x, y, angle: Math.round((heading * 180) / Math.PI), dash, score: left - cover + dice.roll(6) });
            }
          }
        }
        tries.sort((a, b) => a.score - b.score);
        for (const c of tries) {
          if (!spend()) break;
          const plan = planMove(g, table, t, c, c.dash, seen);
          if (plan.ok && !plan.outOfCommand) return cmd(seat, "move", { team: t.id, x: Math.max(0, c.x), y: Math.max(0, c.y), angle: c.angle, dash: c.dash });
        }
      }
    }
    return cmd(seat, "turn/end_step");
  }

  if (turn.step === "shooting") {
    let best: { u: FowUnit; v: FowUnit; k: number } | undefined;
    for (const u of g.units.filter((x) => x.side === seat && !x.destroyed && !x.ambush)) {
      if (teamsOf(g, u.id).some((t) => t.shot)) continue;
      for (const v of g.units.filter((x) => x.side === otherSide(seat) && !x.destroyed && !x.ambush)) {
        if (!spend()) break;
        const k = expectedKills(g, u, v, rulings);
        if (k > 0 && (!best || k > best.k)) best = { u, v, k };
      }
    }
    return best ? cmd(seat, "shoot", { unit: best.u.id, target: best.v.id }) : cmd(seat, "turn/end_step");
  }

  if (turn.step === "assault") {
    // Charge when the expected kills beat the expected losses to Defensive Fire and it is unlikely to Fall Back (5 hits).
    let best: { u: FowUnit; v: FowUnit; k: number } | undefined;
    for (const u of g.units.filter((x) => x.side === seat && !x.destroyed && !x.ambush && !x.assaulted)) {
      for (const v of g.units.filter((x) => x.side === otherSide(seat) && !x.destroyed && !x.ambush)) {
        if (!spend()) break;
        const e = expectedAssault(g, u, v);
        if (!e || e.defensiveHits >= 3 || e.kills <= e.losses) continue;
        if (!best || e.kills - e.losses > best.k) best = { u, v, k: e.kills - e.losses };
      }
    }
    return best ? cmd(seat, "charge", { unit: best.u.id, target: best.v.id }) : cmd(seat, "turn/end_step");
  }
  return cmd(seat, "turn/end_step");
}
