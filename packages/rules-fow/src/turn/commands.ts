// The player turn's commands: moves in the Movement Step, a unit's shooting in the Shooting Step with the target
// player's saves as a reaction window, ambushes revealed in the Starting Step, and the Assault Step's charge with
// its two reaction windows (Defensive Fire; Counterattack or Break Off: turn/assault.ts). The steps themselves are the
// engine's player-turns model (turn/end_step) with Flames of War's four steps (src/sequence).
import { z } from "zod";
import { defineCommand, OK, reject } from "@tactica/engine";
import type { Check, CommandSpec, GameEvent, MatchState, PendingReaction, PlayerTurnsTurn } from "@tactica/engine";
import { footprintDistance, ruleDistance } from "@tactica/table";
import { planMove } from "../movement/index";
import { fowTableRulings } from "../options/index";
import type { FowGame, SideId, Team } from "../state/index";
import { compiledTableOf, footprintOf, liveTeamsOf, onTable, otherSide, teamById, teamsOf, unitById, withTeam, withUnit } from "../state/index";
import { applyMistakenTarget, resolveSaves, resolveShooting, rollScore, shootersAt } from "./shooting";
import { sees } from "./sight";
import { applyCharge, planCharge, resolveCounterattackChoice, resolveDefensiveFire } from "./assault";

export type FowState = MatchState<FowGame, PlayerTurnsTurn>;
type S = FowState;

const id = z.string().min(1).max(40);
const coord = z.number().int().min(0).max(1_000_000);

function activeIn(state: S, seat: string, step: string, rule: string): Check {
  if (state.game.result) return reject("game/over", "the game is over", "fow Missions › Winning the Game");
  if (state.turn.active !== seat) return reject("turn/not_your_turn", "it is the other player's turn", "fow Turn Sequence");
  if (state.turn.step !== step) return reject("turn/wrong_step", `this is done in the ${step} step, not ${state.turn.step}`, rule);
  return OK;
}

/** Is the enemy team visible to any team of the mover's side (RULING-38: from anywhere, now)? */
const visibleToSide = (g: FowGame, side: SideId, opts: Readonly<Record<string, string>>) => (enemy: Team): boolean => g.teams.some((t) => t.side === side && onTable(t) && sees(g, t, enemy, fowTableRulings(opts)));

/** Move one team [Movement]: Tactical or Dash, Cross tests for each Difficult piece entered [Difficult Terrain]. */
const move = defineCommand<FowGame, PlayerTurnsTurn, { team: string; x: number; y: number; angle: number; dash?: boolean }>({
  schema: z.strictObject({ team: id, x: coord, y: coord, angle: z.number().min(-360).max(360), dash: z.boolean().optional() }),
  rule: "fow Movement",
  steps: ["movement"],
  validate(state, cmd, ctx) {
    const a = activeIn(state, cmd.seat, "movement", "fow Turn Sequence › Movement Step");
    if (!a.ok) return a;
    const t = teamById(state.game, cmd.payload.team);
    if (!t || t.side !== cmd.seat || !onTable(t)) return reject("team/unknown", `no team ${cmd.payload.team} of yours on the table`, "fow Teams");
    if (t.moved !== "none") return reject("move/already_moved", `${t.id} has moved this turn`, "fow Movement");
    if (t.state === "bailed") return reject("move/bailed_out", `${t.id} is Bailed Out until it remounts`, "fow Bailed Out Tank Teams");
    const u = unitById(state.game, t.unit)!;
    if (u.order === "dig_in") return reject("move/dug_in", `${u.id} tried to Dig In this turn: its teams cannot move`, "fow Movement Orders › Dig In");
    const g = state.game;
    if (u.pinned) {
      // Pinned Down: may not move closer to any enemy team in LOS [Pinned Down › Infantry, Gun, and Unarmoured Teams].
      const to = { ...t, at: { x: cmd.payload.x, y: cmd.payload.y, angle: cmd.payload.angle } };
      const closer = g.teams.some((e) => e.side !== t.side && onTable(e) && sees(g, t, e, fowTableRulings(ctx.options)) && footprintDistance(footprintOf(to), footprintOf(e)) < footprintDistance(footprintOf(t), footprintOf(e)));
      if (closer) return reject("move/pinned", "a Pinned Down team may not move closer to an enemy team in its line of sight", "fow Pinned Down");
    }
    const plan = planMove(g, compiledTableOf(g.tableDocument), t, cmd.payload, cmd.payload.dash === true, visibleToSide(g, otherSide(t.side), ctx.options));
    return plan.ok ? OK : reject(plan.code, plan.reason, plan.rule);
  },
  resolve(state, cmd, dice, ctx) {
    const g0 = state.game;
    const t = teamById(g0, cmd.payload.team)!;
    const dash = cmd.payload.dash === true;
    const plan = planMove(g0, compiledTableOf(g0.tableDocument), t, cmd.payload, dash, visibleToSide(g0, otherSide(t.side), ctx.options));
    if (!plan.ok) throw new Error(plan.reason);
    const events: GameEvent[] = [];
    let to = { x: cmd.payload.x, y: cmd.payload.y, angle: cmd.payload.angle };
    // Cross 'Auto' (Infantry) needs no roll [Mobility and Movement Table].
    for (const c of plan.cross <= 1 ? [] : plan.crossTests) {
      const r = rollScore(dice, plan.cross);
      events.push({ type: "fow/cross_test", data: { team: t.id, piece: c.piece, needed: plan.cross, rolls: r.rolls, crossed: r.success, rule: "fow Moving Through Terrain › Difficult Terrain" } });
      if (!r.success) {
        // It stops where it entered the piece (or stays put if it started in it): it has still moved.
        const back = Math.max(0, c.at - 0.02);
        to = { x: Math.round(t.at!.x + (to.x - t.at!.x) * back), y: Math.round(t.at!.y + (to.y - t.at!.y) * back), angle: to.angle };
        break;
      }
    }
    let g = withTeam(g0, t.id, { at: to, moved: dash ? "dash" : "tactical", foxholes: false, goneToGround: false, outOfCommand: plan.outOfCommand });
    events.unshift({ type: "fow/moved", data: { team: t.id, from: t.at, to, speed: plan.speed, dashClass: plan.dashClass, outOfCommand: plan.outOfCommand, rule: "fow Movement › Tactical and Dash Speeds" } });
    g = { ...g };
    return { state: { ...state, game: g }, events };
  },
});

/** A unit shoots at an enemy unit [Shooting]; hits wait for the target player's saves (window below). */
const shoot = defineCommand<FowGame, PlayerTurnsTurn, { unit: string; target: string }>({
  schema: z.strictObject({ unit: id, target: id }),
  rule: "fow Shooting",
  steps: ["shooting"],
  validate(state, cmd, ctx) {
    const a = activeIn(state, cmd.seat, "shooting", "fow Turn Sequence › Shooting Step");
    if (!a.ok) return a;
    const g = state.game;
    const u = unitById(g, cmd.payload.unit), v = unitById(g, cmd.payload.target);
    if (!u || u.side !== cmd.seat || u.destroyed || u.ambush) return reject("unit/unknown", `no unit ${cmd.payload.unit} of yours on the table`, "fow Units");
    if (!v || v.side === cmd.seat || v.destroyed || v.ambush) return reject("shoot/no_target", `no enemy unit ${cmd.payload.target} on the table`, "fow 4. Declare Targets");
    if (teamsOf(g, u.id).some((t) => t.shot)) return reject("shoot/already_shot", `${u.id} has shot this step`, "fow Shooting Step");
    if (shootersAt(g, u, v, fowTableRulings(ctx.options)).length === 0) return reject("shoot/no_shooter", `no team of ${u.id} has ${v.id} in range and line of sight (or all moved at Dash)`, "fow 1. Check Range; 2. Check Line of Sight");
    return OK;
  },
  resolve(state, cmd, dice, ctx) {
    const g = state.game;
    const u = unitById(g, cmd.payload.unit)!, v = unitById(g, cmd.payload.target)!;
    // Meeting Engagement: the first player's teams count as having moved in their first Shooting Step.
    const first = g.meetingEngagement && state.turn.round === 1 && state.turn.first === cmd.seat;
    const r = resolveShooting(g, u, v, dice, first, fowTableRulings(ctx.options));
    // Every team of the unit has had its shot this step, even those that could not fire.
    let next = r.game;
    for (const t of liveTeamsOf(next, u.id)) next = withTeam(next, t.id, { shot: true, goneToGround: false });
    return { state: { ...state, game: { ...next, pending: r.pending } }, events: r.events };
  },
});

/**
 * The target player answers the hits waiting on its teams [7. Assign Hits › Mistaken Target; 8. Roll Saves; digest
 * 3.3: the reactive player]: first any Mistaken Target pairs (two of its teams of the same type), then its saves.
 */
const rollSaves = defineCommand<FowGame, PlayerTurnsTurn, { mistaken?: { a: string; b: string }[] }>({
  schema: z.strictObject({ mistaken: z.array(z.strictObject({ a: id, b: id })).max(10).optional() }),
  rule: "fow 7. Assign Hits › Mistaken Target; 8. Roll Saves",
  actor: "any",
  validate(state, cmd) {
    const p = state.game.pending;
    if (!p) return reject("saves/none_pending", "no hits wait for saves", "fow 8. Roll Saves");
    if (unitById(state.game, p.target)?.side !== cmd.seat) return reject("saves/not_yours", "the target player rolls the saves", "fow 8. Roll Saves");
    for (const pair of cmd.payload.mistaken ?? []) {
      const a = teamById(state.game, pair.a), b = teamById(state.game, pair.b);
      if (!a || !b || a.unit !== p.target || b.unit !== p.target || !onTable(a) || !onTable(b) || a.id === b.id) return reject("mistaken/not_a_pair", `${pair.a} and ${pair.b} are not two teams of ${p.target} on the table`, "fow 7. Assign Hits › Mistaken Target");
      if (!p.hits.some((h) => h.team === a.id || h.team === b.id)) return reject("mistaken/no_hit", `neither ${a.id} nor ${b.id} was hit`, "fow 7. Assign Hits › Mistaken Target");
    }
    return OK;
  },
  resolve(state, cmd, dice, ctx) {
    const m = applyMistakenTarget(state.game, state.game.pending!, cmd.payload.mistaken ?? [], dice, fowTableRulings(ctx.options));
    const r = resolveSaves(state.game, m.pending, dice, ctx.options);
    return { state: { ...state, game: r.game }, events: [...m.events, ...r.events] };
  },
});

/**
 * Reveal an ambush in the Starting Step [Mission Special Rules › Ambush]: a whole unit, in command, in the
 * player's deployment area, at least 4"/10cm from every enemy team and 16"/40cm from every one that would see it.
 */
const revealAmbush = defineCommand<FowGame, PlayerTurnsTurn, { unit: string; teams: { x: number; y: number; angle: number }[] }>({
  schema: z.strictObject({ unit: id, teams: z.array(z.strictObject({ x: coord, y: coord, angle: z.number().min(-360).max(360) })).min(1).max(20) }),
  rule: "fow Mission Special Rules › Ambush",
  steps: ["starting"],
  validate(state, cmd, ctx) {
    const a = activeIn(state, cmd.seat, "starting", "fow Turn Sequence › Starting Step 6");
    if (!a.ok) return a;
    const g = state.game;
    const u = unitById(g, cmd.payload.unit);
    if (!u || u.side !== cmd.seat || !u.ambush) return reject("ambush/unknown", `no unit ${cmd.payload.unit} of yours held in Ambush`, "fow Ambush");
    const teams = teamsOf(g, u.id);
    if (cmd.payload.teams.length !== teams.length) return reject("ambush/whole_unit", `place all ${teams.length} teams of the unit`, "fow Ambush: a whole Unit at a time");
    const d = g.deployment[u.side];
    const placed = teams.map((t, i) => ({ ...t, at: cmd.payload.teams[i]! }));
    for (const t of placed) {
      if (t.at.y < d.y0 || t.at.y > d.y1) return reject("ambush/outside_deployment", `${t.id} would be outside your deployment area`, "fow Ambush");
      for (const e of g.teams.filter((x) => x.side !== u.side && onTable(x))) {
        const dist = footprintDistance(footprintOf(t), footprintOf(e));
        if (dist < ruleDistance({ in: 4, cm: 10 }, g.unit)) return reject("ambush/too_close", `${t.id} would be within 4"/10cm of ${e.id}`, "fow Ambush");
        if (dist < ruleDistance({ in: 16, cm: 40 }, g.unit) && sees(g, e, t, fowTableRulings(ctx.options))) return reject("ambush/in_sight", `${t.id} would be within 16"/40cm of ${e.id}, which sees it`, "fow Ambush");
      }
    }
    const leader = placed[0]!;
    const far = placed.find((t) => footprintDistance(footprintOf(t), footprintOf(leader)) > ruleDistance({ in: 6, cm: 15 }, g.unit) + 5);
    return far ? reject("ambush/out_of_command", `${far.id} would be out of command`, "fow Ambush: In Command") : OK;
  },
  resolve(state, cmd) {
    let g = state.game;
    const u = unitById(g, cmd.payload.unit)!;
    const teams = teamsOf(g, u.id);
    const foxholes = u.type === "infantry" || u.type === "gun";
    teams.forEach((t, i) => { g = withTeam(g, t.id, { at: cmd.payload.teams[i]!, foxholes, goneToGround: true }); });
    g = withUnit(g, u.id, { ambush: false });
    return { state: { ...state, game: g }, events: [{ type: "fow/ambush_revealed", data: { unit: u.id, teams: teams.map((t, i) => ({ id: t.id, at: cmd.payload.teams[i] })), rule: "fow Mission Special Rules › Ambush" } }] };
  },
});

/**
 * Dig In [Movement Orders › Dig In], instead of moving: the leader's one order this turn; d6 >= the unit's Skill
 * (Tactics) puts its Infantry and Gun teams in Foxholes (Bulletproof and Concealed until they move). Whatever the
 * result its teams cannot move and shoot at Moving ROF.
 */
const digIn = defineCommand<FowGame, PlayerTurnsTurn, { unit: string }>({
  schema: z.strictObject({ unit: id }),
  rule: "fow Movement Orders › Dig In",
  steps: ["movement"],
  validate(state, cmd) {
    const a = activeIn(state, cmd.seat, "movement", "fow Movement Orders");
    if (!a.ok) return a;
    const u = unitById(state.game, cmd.payload.unit);
    if (!u || u.side !== cmd.seat || u.destroyed || u.ambush) return reject("unit/unknown", `no unit ${cmd.payload.unit} of yours on the table`, "fow Units");
    if (u.type === "tank") return reject("order/dig_in_tanks", "only Infantry and Gun teams Dig In", "fow Movement Orders › Dig In");
    if (u.order !== null) return reject("order/one_per_turn", `${u.id}'s leader has issued its order this turn`, "fow Movement Orders");
    if (liveTeamsOf(state.game, u.id).some((t) => t.moved !== "none")) return reject("order/already_moved", `a team of ${u.id} has moved: Dig In is instead of moving`, "fow Movement Orders › Dig In");
    return OK;
  },
  resolve(state, cmd, dice) {
    const u = unitById(state.game, cmd.payload.unit)!;
    const r = rollScore(dice, u.ratings.skill);
    let g = withUnit(state.game, u.id, { order: "dig_in" });
    if (r.success) for (const t of liveTeamsOf(g, u.id)) g = withTeam(g, t.id, { foxholes: true });
    return { state: { ...state, game: g }, events: [{ type: "fow/dig_in", data: { unit: u.id, needed: u.ratings.skill, rolls: r.rolls, dugIn: r.success, rule: "fow Movement Orders › Dig In" } }] };
  },
});

/**
 * Charge [Assaults › Who Can Assault; 1. Charge into Contact]: one unit a turn charges an enemy unit; its teams that
 * may charge and reach a team of it within 4"/10cm are placed in Contact, and the defender's Defensive Fire window opens.
 */
const charge = defineCommand<FowGame, PlayerTurnsTurn, { unit: string; target: string }>({
  schema: z.strictObject({ unit: id, target: id }),
  rule: "fow Assaults › 1. Charge into Contact",
  steps: ["assault"],
  validate(state, cmd) {
    const a = activeIn(state, cmd.seat, "assault", "fow Turn Sequence › Assault Step");
    if (!a.ok) return a;
    const g = state.game;
    const u = unitById(g, cmd.payload.unit), v = unitById(g, cmd.payload.target);
    if (!u || u.side !== cmd.seat || u.destroyed || u.ambush) return reject("unit/unknown", `no unit ${cmd.payload.unit} of yours on the table`, "fow Units");
    if (!v || v.side === cmd.seat || v.destroyed || v.ambush) return reject("assault/no_target", `no enemy unit ${cmd.payload.target} on the table`, "fow Assaults");
    const plan = planCharge(g, u, v);
    return plan.ok ? OK : reject(plan.refusal.code, plan.refusal.message, plan.refusal.rule);
  },
  resolve(state, cmd) {
    const g0 = state.game;
    const u = unitById(g0, cmd.payload.unit)!, v = unitById(g0, cmd.payload.target)!;
    const plan = planCharge(g0, u, v);
    if (!plan.ok) throw new Error(plan.refusal.message);
    let g = withUnit(applyCharge(g0, plan), u.id, { assaulted: true });
    g = { ...g, assault: { assaulting: u.id, defending: v.id, window: "defensive_fire", round: 0 } };
    const events: GameEvent[] = [{ type: "fow/charged", data: { unit: u.id, target: v.id, chargers: plan.chargers.map((c) => ({ team: c.team, contact: c.target, to: c.at, travel: c.travel })), rule: "fow Assaults › 1. Charge into Contact" } }];
    return { state: { ...state, game: g }, events };
  },
});

/** The defender's Defensive Fire [2. Opponent's Defensive Fire], then (unless the assaulters Fall Back) the fight [3.-5.]. */
const defensiveFire = defineCommand<FowGame, PlayerTurnsTurn, Record<string, never>>({
  schema: z.strictObject({}),
  rule: "fow Assaults › 2. Opponent's Defensive Fire",
  actor: "any",
  validate(state, cmd) {
    const a = state.game.assault;
    if (!a || a.window !== "defensive_fire") return reject("assault/no_window", "no charge waits for Defensive Fire", "fow Assaults › 2. Opponent's Defensive Fire");
    if (unitById(state.game, a.defending)?.side !== cmd.seat) return reject("assault/not_defender", "the defending player fires Defensive Fire", "fow Assaults › 2. Opponent's Defensive Fire");
    return OK;
  },
  resolve(state, _cmd, dice, ctx) {
    const r = resolveDefensiveFire(state.game, dice, fowTableRulings(ctx.options), ctx.options);
    return { state: { ...state, game: r.game }, events: r.events };
  },
});

/** The defending side's choice [6. Test to Counterattack; 7. Counterattack or Break Off]. */
const counterattack = defineCommand<FowGame, PlayerTurnsTurn, { choice: "counterattack" | "break_off" }>({
  schema: z.strictObject({ choice: z.enum(["counterattack", "break_off"]) }),
  rule: "fow Assaults › 7. Counterattack or Break Off",
  actor: "any",
  validate(state, cmd) {
    const a = state.game.assault;
    if (!a || a.window !== "counterattack") return reject("assault/no_window", "no assault waits for a Counterattack or Break Off", "fow Assaults › 7. Counterattack or Break Off");
    if (unitById(state.game, a.defending)?.side !== cmd.seat) return reject("assault/not_defender", "the defending player chooses", "fow Assaults › 7. Counterattack or Break Off");
    return OK;
  },
  resolve(state, cmd, dice, ctx) {
    const r = resolveCounterattackChoice(state.game, cmd.payload.choice, dice, ctx.options);
    return { state: { ...state, game: r.game }, events: r.events };
  },
});

export const FOW_COMMANDS: Readonly<Record<string, CommandSpec<FowGame, PlayerTurnsTurn>>> = { move, dig_in: digIn, shoot, roll_saves: rollSaves, reveal_ambush: revealAmbush, charge, defensive_fire: defensiveFire, counterattack };

/** The saves window: while hits wait, only the target player's roll_saves is taken [8. Roll Saves]. */
export function fowPendingReaction(state: S): PendingReaction | undefined {
  const a = state.game.assault;
  if (a) {
    const side = unitById(state.game, a.defending)?.side;
    if (!side) return undefined;
    return a.window === "defensive_fire"
      ? { seats: [side], answers: ["defensive_fire"], rule: "fow Assaults › 2. Opponent's Defensive Fire", code: "reaction/defensive_fire_pending", reason: `${side} fires Defensive Fire at ${a.assaulting} first` }
      : { seats: [side], answers: ["counterattack"], rule: "fow Assaults › 7. Counterattack or Break Off", code: "reaction/counterattack_pending", reason: `${side} chooses to Counterattack or Break Off with ${a.defending} first` };
  }
  const p = state.game.pending;
  if (!p) return undefined;
  const side = unitById(state.game, p.target)?.side;
  if (!side) return undefined;
  return { seats: [side], answers: ["roll_saves"], rule: "fow 8. Roll Saves", code: "reaction/saves_pending", reason: `${side} rolls saves for ${p.hits.length} hit(s) on ${p.target} first` };
}
