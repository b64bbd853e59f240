import { z } from "zod";
import type { Command } from "../framework/command";
import type { GameEvent } from "../framework/event";
import { OK, reject } from "../framework/rejection";
import type { Seat } from "../framework/seat";
import { defineTurnCommand, defineTurnModel } from "../framework/turn-model";
import type { TurnContext, TurnModel, TurnResolution, TurnStatus } from "../framework/turn-model";
import { noPayload, rollOff } from "./turn-helpers";

/** One side: the seats that play it (several players a side). */
export interface SideDef {
  readonly id: string;
  readonly seats: readonly Seat[];
}

/** A team and the seat that plays it. */
export interface TeamDef {
  readonly id: string;
  readonly seat: Seat;
  readonly side: string;
}

/**
 * Turn state of side initiative: teams of seats on two sides; each turn opens with the initiative step, then every
 * side phase is played by the initiative side and then by the other, then an optional shared closing step.
 */
export interface InitiativeTurn {
  readonly sides: readonly [SideDef, SideDef];
  readonly teams: readonly TeamDef[];
  /** The phases each side plays in turn, in order (named by the ruleset's preset). */
  readonly phases: readonly string[];
  /** A shared step after the side phases, resolved by the ruleset on its event; null: none. */
  readonly closing: string | null;
  readonly turns: number;
  readonly round: number;
  /** "initiative", one of `phases`, or `closing`. */
  readonly step: string;
  readonly initiative: string | null;
  /** The side playing the current phase. */
  readonly acting: string | null;
  /** The acting side's leader and the teams he orders, fixed at the start of the phase (see `leaderZoc`). */
  readonly zoc: { readonly leaderSeat: Seat; readonly teams: readonly string[] } | null;
  /** Teams that have completed the current phase. */
  readonly done: readonly string[];
  readonly activeTeam: string | null;
  readonly over: boolean;
}

/**
 * The rule sections a ruleset's side initiative cites in its refusals and command specs (its preset lives in its own
 * package). Unset: "" (the model's own refusal, no rule cited).
 */
export interface InitiativeCitations {
  /** The order of phases and team activations in a turn. */
  readonly phases: string;
  /** Deciding the initiative. */
  readonly initiative: string;
  /** Who activates a team. */
  readonly activation: string;
  /** The leader's teams going last, in his order. */
  readonly leader: string;
}

const NO_CITATIONS: InitiativeCitations = { phases: "", initiative: "", activation: "", leader: "" };

/** Game facts the model needs, supplied by the ruleset. */
export interface InitiativeRules<G> {
  /** The ruleset's initiative tests in order; the first that differs decides, higher wins; all tied: a roll-off. */
  initiativeFactors(game: G, side: string): readonly number[];
  /** The side's leader seat and the teams he orders (they activate after the others), or undefined without one. */
  leaderZoc?(game: G, side: string): { readonly leaderSeat: Seat; readonly teams: readonly string[] } | undefined;
  /** False for a team that cannot act; it is skipped. */
  isTeamActive?(game: G, team: string): boolean;
  /** The roll-off die when every test ties (default 6). */
  readonly rollOffSides?: number;
  /** The ruleset's rule sections for the model's refusals (see InitiativeCitations). */
  readonly citations?: Partial<InitiativeCitations>;
}

/** Scenario and preset inputs of the side-initiative model. */
export interface InitiativeConfig {
  readonly sides: readonly [SideDef, SideDef];
  readonly teams: readonly TeamDef[];
  readonly turns: number;
  /** The phases each side plays in turn, in order; at least one. */
  readonly phases: readonly string[];
  /** A shared step after the side phases (leave it out for none). */
  readonly closing?: string;
}

/** Initial turn state: turn 1 waits for the initiative roll. */
export function initInitiativeTurn(config: InitiativeConfig): InitiativeTurn {
  if (config.phases.length === 0) throw new Error("side-initiative: a turn needs at least one side phase");
  return {
    sides: config.sides, teams: config.teams, turns: config.turns, phases: config.phases, closing: config.closing ?? null,
    round: 1, step: "initiative", initiative: null, acting: null, zoc: null, done: [], activeTeam: null, over: false,
  };
}

function decideInitiative<G>(rules: InitiativeRules<G>, t: InitiativeTurn, game: G, roll: (s: number) => number) {
  const [a, b] = t.sides.map((s) => s.id) as [string, string];
  const fa = rules.initiativeFactors(game, a);
  const fb = rules.initiativeFactors(game, b);
  for (let i = 0; i < Math.max(fa.length, fb.length); i += 1) {
    const x = fa[i] ?? 0;
    const y = fb[i] ?? 0;
    if (x !== y) return { side: x > y ? a : b, decidedBy: i + 1, factors: { [a]: fa, [b]: fb }, rolls: [] };
  }
  // Every test tied: the higher die wins; a tie is re-rolled (engine reading).
  const off = rollOff([a, b], rules.rollOffSides ?? 6, roll);
  return { side: off.winner, decidedBy: Math.max(fa.length, fb.length) + 1, factors: { [a]: fa, [b]: fb }, rolls: off.rounds };
}

function startPhase<G>(rules: InitiativeRules<G>, t: InitiativeTurn, phase: string, side: string, game: G): TurnResolution<InitiativeTurn> {
  const zoc = rules.leaderZoc?.(game, side) ?? null;
  const idle = t.teams.filter((tm) => tm.side === side && rules.isTeamActive?.(game, tm.id) === false).map((tm) => tm.id);
  const turn: InitiativeTurn = { ...t, step: phase, acting: side, zoc, done: idle, activeTeam: null };
  return { turn, events: [{ type: "turn/phase_started", data: { phase, side, round: t.round } }] };
}

const other = (t: InitiativeTurn, side: string) => (t.sides[0].id === side ? t.sides[1].id : t.sides[0].id);
const teamPayload = z.object({ team: z.string().min(1) }).strict();

function makeCommands<G>(rules: InitiativeRules<G>, c: InitiativeCitations) {
  const rollInitiative = defineTurnCommand<InitiativeTurn, G, Record<string, never>>({
    schema: noPayload,
    rule: c.initiative,
    validate: (t) => (t.step === "initiative" ? OK : reject("turn/wrong_step", "initiative is checked at the beginning of every turn", c.initiative)),
    resolve(t, _cmd, dice, ctx: TurnContext<G>) {
      const decided = decideInitiative(rules, t, ctx.game, (s) => dice.roll(s));
      const started = startPhase(rules, { ...t, initiative: decided.side }, t.phases[0] ?? "", decided.side, ctx.game);
      return { turn: started.turn, events: [{ type: "turn/initiative_decided", data: { ...decided, round: t.round } }, ...started.events] };
    },
  });
  const activateTeam = defineTurnCommand<InitiativeTurn, G, z.infer<typeof teamPayload>>({
    schema: teamPayload,
    rule: c.activation,
    validate(t, cmd) {
      if (!t.phases.includes(t.step) || t.activeTeam !== null) return reject("turn/wrong_step", "no team can be activated now", c.phases);
      const team = t.teams.find((tm) => tm.id === cmd.payload.team);
      if (!team || team.side !== t.acting || t.done.includes(team.id)) return reject("turn/team_not_pending", "that team cannot act in this phase", c.phases);
      const inZoc = t.zoc?.teams.includes(team.id) ?? false;
      if (!inZoc) return team.seat === cmd.seat ? OK : reject("turn/not_your_activation", "only the team's player activates it", c.activation);
      const outsidePending = t.teams.some((tm) => tm.side === t.acting && !t.done.includes(tm.id) && !t.zoc?.teams.includes(tm.id));
      if (outsidePending) return reject("turn/zoc_teams_last", "teams outside the leader's zone activate first", c.leader);
      return cmd.seat === t.zoc?.leaderSeat ? OK : reject("turn/leader_decides", "the leader decides which of his teams goes next", c.leader);
    },
    resolve: (t, cmd) => ({
      turn: { ...t, activeTeam: cmd.payload.team },
      events: [{ type: "turn/team_activated", data: { team: cmd.payload.team, phase: t.step, side: t.acting } }],
    }),
  });
  const endActivation = defineTurnCommand<InitiativeTurn, G, Record<string, never>>({
    schema: noPayload,
    rule: c.phases,
    validate(t, cmd) {
      const team = t.teams.find((tm) => tm.id === t.activeTeam);
      if (!team) return reject("turn/wrong_step", "no team is active", c.phases);
      return team.seat === cmd.seat ? OK : reject("turn/not_your_activation", "only the active team's player ends its activation", c.phases);
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
    if (t.closing !== null && t.step === t.closing) return endRound(t);
    if (!t.phases.includes(t.step) || t.activeTeam !== null || !t.acting || !t.initiative) return undefined;
    const acting = t.acting;
    if (t.teams.some((tm) => tm.side === acting && !t.done.includes(tm.id))) return undefined;
    // Initiative side first, then the other side plays the same phase; then the next phase, or the closing step.
    if (acting === t.initiative) return startPhase(rules, t, t.step, other(t, acting), ctx.game);
    const next = t.phases[t.phases.indexOf(t.step) + 1];
    if (next !== undefined) return startPhase(rules, t, next, t.initiative, ctx.game);
    if (t.closing === null) return endRound(t);
    const turn: InitiativeTurn = { ...t, step: t.closing, acting: null, zoc: null, done: [] };
    return { turn, events: [{ type: "turn/phase_started", data: { phase: t.closing, round: t.round } }] };
  };
}

/** The end of a turn: the match is over after the last, else the next waits for its initiative roll. */
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

/**
 * Side initiative (We Were Brothers' sequence of play, for example): teams of several players activate phase by
 * phase, the initiative side first. `rules.citations` names the ruleset's rule sections in the model's refusals.
 */
export function createSideInitiative<G = unknown>(rules: InitiativeRules<G>): TurnModel<InitiativeTurn, G> {
  const c: InitiativeCitations = { ...NO_CITATIONS, ...rules.citations };
  return defineTurnModel<InitiativeTurn, G>({
    kind: "side-initiative",
    commands: makeCommands(rules, c),
    status,
    view: (t) => t,
    candidates,
    advance: makeAdvance(rules),
  });
}
