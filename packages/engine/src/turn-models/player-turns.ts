import type { Command } from "../framework/command";
import type { GameEvent } from "../framework/event";
import { OK, reject } from "../framework/rejection";
import type { Seat } from "../framework/seat";
import { defineTurnCommand, defineTurnModel } from "../framework/turn-model";
import type { TurnModel, TurnResolution, TurnStatus } from "../framework/turn-model";
import { noPayload, otherSeat, rollOff } from "./turn-helpers";

/** Flames of War's four steps of a player turn [Turn Sequence]. */
export const FOW_STEPS = ["starting", "movement", "shooting", "assault"] as const;

/** Turn state of alternating player turns with fixed steps (Flames of War, digest 3.1-3.2). */
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

/** Scenario inputs: `first` is the Attacker; leave it out for a Meeting Engagement roll-off. */
export interface PlayerTurnsConfig {
  readonly seats: readonly [Seat, Seat];
  readonly first?: Seat;
  readonly turns?: number | null;
  readonly steps?: readonly string[];
}

/** Initial turn state: the Attacker's Starting Step, or the Meeting Engagement roll for the first turn. */
export function initPlayerTurns(config: PlayerTurnsConfig): PlayerTurnsTurn {
  const steps = config.steps ?? FOW_STEPS;
  const first = config.first ?? null;
  return {
    seats: config.seats, steps, turns: config.turns ?? null, round: 1, first, active: first,
    step: first ? (steps[0] ?? "starting") : "first_turn", over: false,
  };
}

const RULE = "fow turn sequence";

function startTurn(t: PlayerTurnsTurn, seat: Seat, round: number): TurnResolution<PlayerTurnsTurn> {
  const step = t.steps[0] ?? "starting";
  const events: GameEvent[] = [
    { type: "turn/player_turn_started", data: { seat, round } },
    { type: "turn/step_started", data: { seat, step, round } },
  ];
  return { turn: { ...t, active: seat, round, step }, events };
}

const rollFirstTurn = defineTurnCommand<PlayerTurnsTurn, unknown, Record<string, never>>({
  schema: noPayload,
  rule: "fow missions, who has the first turn",
  validate: (t) => (t.step === "first_turn" ? OK : reject("turn/wrong_step", "the first player is already known", "fow missions, who has the first turn")),
  resolve(t, _cmd, dice) {
    // Meeting Engagements: both roll after set-up, the higher goes first; ties re-roll (engine reading).
    const off = rollOff(t.seats, 6, (s) => dice.roll(s));
    const started = startTurn({ ...t, first: off.winner }, off.winner, 1);
    return { turn: started.turn, events: [{ type: "turn/first_turn_decided", data: { first: off.winner, rolls: off.rounds } }, ...started.events] };
  },
});

const endStep = defineTurnCommand<PlayerTurnsTurn, unknown, Record<string, never>>({
  schema: noPayload,
  rule: RULE,
  validate(t, cmd) {
    if (t.step === "first_turn") return reject("turn/wrong_step", "roll for the first turn first", RULE);
    return t.active === cmd.seat ? OK : reject("turn/not_your_activation", "it is the other player's turn", RULE);
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

/** Flames of War-style player turns: each player in turn runs the same fixed steps; the other only reacts. */
export function createPlayerTurns<G = unknown>(): TurnModel<PlayerTurnsTurn, G> {
  return defineTurnModel<PlayerTurnsTurn, G>({
    kind: "player-turns",
    commands: { "turn/roll_first_turn": rollFirstTurn, "turn/end_step": endStep },
    status,
    view: (t) => t,
    candidates,
  });
}
