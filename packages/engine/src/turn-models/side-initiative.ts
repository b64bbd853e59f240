import { z } from "zod";
import type { Command } from "../framework/command";
import type { GameEvent } from "../framework/event";
import { OK, reject } from "../framework/rejection";
import type { Seat } from "../framework/seat";
import { defineTurnCommand, defineTurnModel } from "../framework/turn-model";
import type { TurnContext, TurnModel, TurnResolution, TurnStatus } from "../framework/turn-model";
import { noPayload, rollOff } from "./turn-helpers";

/** One side of up to three players (We Were Brothers 1.0, 3.5 of the digest). */
export interface SideDef {
  readonly id: string;
  readonly seats: readonly Seat[];
}

/** A fire team and the seat that plays it. */
export interface TeamDef {
  readonly id: string;
  readonly seat: Seat;
  readonly side: string;
}

/** Steps of a WWB turn: initiative, then Fire/Action and Movement (each side in turn), then Resolution [4.0]. */
export type InitiativeStep = "initiative" | "fire" | "move" | "resolution";

/** Turn state of initiative among up to six players on two sides (We Were Brothers 4.0, 5.0, 12.0). */
export interface InitiativeTurn {
  readonly sides: readonly [SideDef, SideDef];
  readonly teams: readonly TeamDef[];
  readonly turns: number;
  readonly round: number;
  readonly step: InitiativeStep;
  readonly initiative: string | null;
  /** The side playing the current phase. */
  readonly acting: string | null;
  /** The acting side's Leader ZOC at the start of the phase: the Leader's seat orders these teams [5.0], [12.0]. */
  readonly zoc: { readonly leaderSeat: Seat; readonly teams: readonly string[] } | null;
  /** Teams that have completed the current phase. */
  readonly done: readonly string[];
  readonly activeTeam: string | null;
  readonly over: boolean;
}

/** Game facts the model needs, supplied by the ruleset. */
export interface InitiativeRules<G> {
  /** Tests 1-4 of 5.0 in order (has a Leader, panels held, active leadership-skilled, active men); higher wins. */
  initiativeFactors(game: G, side: string): readonly number[];
  /** The side's Leader seat and the teams inside his 3-MHx ZOC, or undefined without a Leader [5.0]. */
  leaderZoc?(game: G, side: string): { readonly leaderSeat: Seat; readonly teams: readonly string[] } | undefined;
  /** False for a team that cannot act (all dead or routed); it is skipped. */
  isTeamActive?(game: G, team: string): boolean;
}

/** Initial turn state: turn 1 waits for the initiative roll. */
export function initInitiativeTurn(config: { readonly sides: readonly [SideDef, SideDef]; readonly teams: readonly TeamDef[]; readonly turns: number }): InitiativeTurn {
  return {
    ...config, round: 1, step: "initiative", initiative: null, acting: null, zoc: null, done: [], activeTeam: null, over: false,
  };
}

const BLUE_DIE_SIDES = 6;

function decideInitiative<G>(rules: InitiativeRules<G>, t: InitiativeTurn, game: G, roll: (s: number) => number) {
  const [a, b] = t.sides.map((s) => s.id) as [string, string];
  const fa = rules.initiativeFactors(game, a);
  const fb = rules.initiativeFactors(game, b);
  for (let i = 0; i < Math.max(fa.length, fb.length); i += 1) {
    const x = fa[i] ?? 0;
    const y = fb[i] ?? 0;
    if (x !== y) return { side: x > y ? a : b, decidedBy: i + 1, factors: { [a]: fa, [b]: fb }, rolls: [] };
  }
  // Test 5: highest Blue die; a tie is re-rolled (digest 3.1 [AMBIGUOUS], engine reading).
  const off = rollOff([a, b], BLUE_DIE_SIDES, roll);
  return { side: off.winner, decidedBy: 5, factors: { [a]: fa, [b]: fb }, rolls: off.rounds };
}

function startPhase<G>(rules: InitiativeRules<G>, t: InitiativeTurn, phase: "fire" | "move", side: string, game: G): TurnResolution<InitiativeTurn> {
  const zoc = rules.leaderZoc?.(game, side) ?? null;
  const idle = t.teams.filter((tm) => tm.side === side && rules.isTeamActive?.(game, tm.id) === false).map((tm) => tm.id);
  const turn: InitiativeTurn = { ...t, step: phase, acting: side, zoc, done: idle, activeTeam: null };
  return { turn, events: [{ type: "turn/phase_started", data: { phase, side, round: t.round } }] };
}

const other = (t: InitiativeTurn, side: string) => (t.sides[0].id === side ? t.sides[1].id : t.sides[0].id);
const teamPayload = z.object({ team: z.string().min(1) }).strict();

function makeCommands<G>(rules: InitiativeRules<G>) {
  const rollInitiative = defineTurnCommand<InitiativeTurn, G, Record<string, never>>({
    schema: noPayload,
    rule: "wwb 5.0",
    validate: (t) => (t.step === "initiative" ? OK : reject("turn/wrong_step", "initiative is checked at the beginning of every turn", "wwb 5.0")),
    resolve(t, _cmd, dice, ctx: TurnContext<G>) {
      const decided = decideInitiative(rules, t, ctx.game, (s) => dice.roll(s));
      const started = startPhase(rules, { ...t, initiative: decided.side }, "fire", decided.side, ctx.game);
      return { turn: started.turn, events: [{ type: "turn/initiative_decided", data: { ...decided, round: t.round } }, ...started.events] };
    },
  });
  const activateTeam = defineTurnCommand<InitiativeTurn, G, z.infer<typeof teamPayload>>({
    schema: teamPayload,
    rule: "wwb 5.0",
    validate(t, cmd) {
      if ((t.step !== "fire" && t.step !== "move") || t.activeTeam !== null) return reject("turn/wrong_step", "no team can be activated now", "wwb 4.0");
      const team = t.teams.find((tm) => tm.id === cmd.payload.team);
      if (!team || team.side !== t.acting || t.done.includes(team.id)) return reject("turn/team_not_pending", "that team cannot act in this phase", "wwb 4.0");
      const inZoc = t.zoc?.teams.includes(team.id) ?? false;
      if (!inZoc) return team.seat === cmd.seat ? OK : reject("turn/not_your_activation", "only the team's player activates it", "wwb 5.0");
      const outsidePending = t.teams.some((tm) => tm.side === t.acting && !t.done.includes(tm.id) && !t.zoc?.teams.includes(tm.id));
      if (outsidePending) return reject("turn/zoc_teams_last", "teams outside the Leader's ZOC activate first", "wwb 5.0");
      return cmd.seat === t.zoc?.leaderSeat ? OK : reject("turn/leader_decides", "the Leader decides which ZOC team goes next", "wwb 5.0");
    },
    resolve: (t, cmd) => ({
      turn: { ...t, activeTeam: cmd.payload.team },
      events: [{ type: "turn/team_activated", data: { team: cmd.payload.team, phase: t.step, side: t.acting } }],
    }),
  });
  const endActivation = defineTurnCommand<InitiativeTurn, G, Record<string, never>>({
    schema: noPayload,
    rule: "wwb 4.0",
    validate(t, cmd) {
      const team = t.teams.find((tm) => tm.id === t.activeTeam);
      if (!team) return reject("turn/wrong_step", "no team is active", "wwb 4.0");
      return team.seat === cmd.seat ? OK : reject("turn/not_your_activation", "only the active team's player ends its activation", "wwb 4.0");
    },
    resolve: (t) => ({
      turn: { ...t, activeTeam: null, done: [...t.done, t.activeTeam ?? ""] },
      events: [{ type: "turn/team_done", data: { team: t.activeTeam, phase: t.step } }],
    }),
  });
  return { "turn/roll_initiative": rollInitiative, "turn/activate_team": activateTeam, "turn/end_activation": endActivation };
}

function makeAdvance<G>(rules: InitiativeRules<G>) {
  return (t: InitiativeTurn, ctx: TurnContext<G>): TurnResolution<InitiativeTurn> | undefined => {
    if (t.over) return undefined;
    if (t.step === "resolution") return endRound(t);
    if ((t.step !== "fire" && t.step !== "move") || t.activeTeam !== null || !t.acting || !t.initiative) return undefined;
    const acting = t.acting;
    if (t.teams.some((tm) => tm.side === acting && !t.done.includes(tm.id))) return undefined;
    // Initiative side first, then the other side plays the same phase [3.2 of the digest], [4.0].
    if (acting === t.initiative) return startPhase(rules, t, t.step, other(t, acting), ctx.game);
    if (t.step === "fire") return startPhase(rules, t, "move", t.initiative, ctx.game);
    const turn: InitiativeTurn = { ...t, step: "resolution", acting: null, zoc: null, done: [] };
    return { turn, events: [{ type: "turn/phase_started", data: { phase: "resolution", round: t.round } }] };
  };
}

/** Resolution is one shared step; the ruleset resolves it on its event, then the Clock Marker advances. */
function endRound(t: InitiativeTurn): TurnResolution<InitiativeTurn> {
  const reset = { initiative: null, acting: null, zoc: null, done: [], activeTeam: null };
  if (t.round >= t.turns) return { turn: { ...t, ...reset, over: true }, events: [{ type: "turn/game_over", data: { round: t.round } }] };
  const round = t.round + 1;
  const events: GameEvent[] = [{ type: "turn/round_started", data: { round } }];
  return { turn: { ...t, ...reset, round, step: "initiative" }, events };
}

function status(t: InitiativeTurn): TurnStatus {
  const team = t.teams.find((tm) => tm.id === t.activeTeam);
  return { round: t.round, step: t.step, actors: team ? [team.seat] : [], over: t.over };
}

function candidates(t: InitiativeTurn, seat: Seat): Command[] {
  const teams = t.teams.filter((tm) => tm.side === t.acting).map((tm) => ({ type: "turn/activate_team", seat, payload: { team: tm.id } }));
  return [{ type: "turn/roll_initiative", seat, payload: {} }, { type: "turn/end_activation", seat, payload: {} }, ...teams];
}

/** We Were Brothers-style side initiative: teams of up to six players activate phase by phase, side by side. */
export function createSideInitiative<G = unknown>(rules: InitiativeRules<G>): TurnModel<InitiativeTurn, G> {
  return defineTurnModel<InitiativeTurn, G>({
    kind: "side-initiative",
    commands: makeCommands(rules),
    status,
    view: (t) => t,
    candidates,
    advance: makeAdvance(rules),
  });
}
