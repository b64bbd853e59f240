import type { Command } from "../framework/command";
import type { GameEvent } from "../framework/event";
import { OK, reject } from "../framework/rejection";
import type { Seat } from "../framework/seat";
import { defineTurnCommand, defineTurnModel } from "../framework/turn-model";
import type { TurnModel, TurnResolution, TurnStatus } from "../framework/turn-model";
import { noPayload, otherSeat, rollOff } from "./turn-helpers";

/** Turn state of alternating player turns with fixed steps (e.g. the pattern of Flames of War, digest 3.1-3.2). */
export interface PlayerTurnsTurn {
  readonly seats: readonly [Seat, Seat];
  readonly steps: readonly string[];
  /** Rounds to play (a round = both players' turns); null when only the mission's victory ends the game. */
  readonly turns: number | null;
  readonly round: number;
  readonly first: Seat | null;
  readonly active: Seat | null;
  /** "first_turn" until the first player is known, then one of `steps`. */
  readonly step: string;
  readonly over: boolean;
}

/** Scenario inputs: `first` is the seat that starts (e.g. FoW's Attacker); leave it out for a roll-off. */
export interface PlayerTurnsConfig {
  readonly seats: readonly [Seat, Seat];
  readonly first?: Seat;
  readonly turns?: number | null;
  /** The ruleset's steps of one player turn, in order (Flames of War's preset: rules-fow/src/sequence). */
  readonly steps: readonly string[];
}

/** The first step of a turn; a model with no steps is a bug. */
function firstStep(steps: readonly string[]): string {
  const step = steps[0];
  if (step === undefined) throw new Error("player-turns: a player turn needs at least one step");
  return step;
}

/** Initial turn state: the first seat's first step, or the roll-off for the first turn. */
export function initPlayerTurns(config: PlayerTurnsConfig): PlayerTurnsTurn {
  const steps = config.steps;
  const first = config.first ?? null;
  return {
    seats: config.seats, steps, turns: config.turns ?? null, round: 1, first, active: first,
    step: first ? firstStep(steps) : "first_turn", over: false,
  };
}

/**
 * The rule sections a ruleset's player turns cite in refusals and command specs (Flames of War's preset lives in
 * rules-fow/src/sequence). Unset: "" (the model's own refusal, no rule cited).
 */
export interface PlayerTurnsCitations {
  /** The steps of a player turn. */
  readonly turn: string;
  /** Who has the first turn when no seat is named. */
  readonly firstTurn: string;
}

const NO_CITATIONS: PlayerTurnsCitations = { turn: "", firstTurn: "" };

function startTurn(t: PlayerTurnsTurn, seat: Seat, round: number): TurnResolution<PlayerTurnsTurn> {
  const step = firstStep(t.steps);
  const events: GameEvent[] = [
    { type: "turn/player_turn_started", data: { seat, round } },
    { type: "turn/step_started", data: { seat, step, round } },
  ];
  return { turn: { ...t, active: seat, round, step }, events };
}

const rollFirstTurn = (c: PlayerTurnsCitations) => defineTurnCommand<PlayerTurnsTurn, unknown, Record<string, never>>({
  schema: noPayload,
  rule: c.firstTurn,
  validate: (t) => (t.step === "first_turn" ? OK : reject("turn/wrong_step", "the first player is already known", c.firstTurn)),
  resolve(t, _cmd, dice) {
    // Both roll, the higher goes first; ties re-roll (the engine's reading; e.g. FoW Meeting Engagements).
    const off = rollOff(t.seats, 6, (s) => dice.roll(s));
    const started = startTurn({ ...t, first: off.winner }, off.winner, 1);
    return { turn: started.turn, events: [{ type: "turn/first_turn_decided", data: { first: off.winner, rolls: off.rounds } }, ...started.events] };
  },
});

const endStep = (c: PlayerTurnsCitations) => defineTurnCommand<PlayerTurnsTurn, unknown, Record<string, never>>({
  schema: noPayload,
  rule: c.turn,
  validate(t, cmd) {
    if (t.step === "first_turn") return reject("turn/wrong_step", "roll for the first turn first", c.turn);
    return t.active === cmd.seat ? OK : reject("turn/not_your_activation", "it is the other player's turn", c.turn);
  },
  resolve(t, cmd) {
    const ended: GameEvent = { type: "turn/step_ended", data: { seat: cmd.seat, step: t.step, round: t.round } };
    const next = t.steps[t.steps.indexOf(t.step) + 1];
    if (next !== undefined) {
      return { turn: { ...t, step: next }, events: [ended, { type: "turn/step_started", data: { seat: cmd.seat, step: next, round: t.round } }] };
    }
    const opponent = otherSeat(t.seats, cmd.seat);
    const round = opponent === t.first ? t.round + 1 : t.round;
    if (t.turns !== null && round > t.turns) {
      return { turn: { ...t, active: null, over: true }, events: [ended, { type: "turn/game_over", data: { round: t.round } }] };
    }
    const started = startTurn(t, opponent, round);
    return { turn: started.turn, events: [ended, ...started.events] };
  },
});

function status(t: PlayerTurnsTurn): TurnStatus {
  return { round: t.round, step: t.step, actors: t.active && !t.over ? [t.active] : [], over: t.over };
}

function candidates(_t: PlayerTurnsTurn, seat: Seat): Command[] {
  return ["roll_first_turn", "end_step"].map((n) => ({ type: `turn/${n}`, seat, payload: {} }));
}

/**
 * Player turns (Flames of War's sequence of play, for example): each player in turn runs the same fixed steps; the
 * other only reacts. `opts.citations` names the ruleset's rule sections in the model's refusals.
 */
export function createPlayerTurns<G = unknown>(opts: { readonly citations?: Partial<PlayerTurnsCitations> } = {}): TurnModel<PlayerTurnsTurn, G> {
  const c: PlayerTurnsCitations = { ...NO_CITATIONS, ...opts.citations };
  return defineTurnModel<PlayerTurnsTurn, G>({
    kind: "player-turns",
    commands: { "turn/roll_first_turn": rollFirstTurn(c), "turn/end_step": endStep(c) },
    status,
    view: (t) => t,
    candidates,
  });
}
