import type { DiceSource } from "@tactica/dice";
import type { z } from "zod";
import type { Command } from "./command";
import type { GameEvent } from "./event";
import type { Check } from "./rejection";
import type { Seat, Viewer } from "./seat";

/** Where the turn model stands: the round, the current step and the seats that may act now. */
export interface TurnStatus {
  readonly round: number;
  /** Name of the current step ("operations", "plot", "movement"...); commands may restrict themselves to steps. */
  readonly step: string;
  /** Seats that may issue ordinary (actor "active") game commands now; empty between activations. */
  readonly actors: readonly Seat[];
  /**
   * Seats besides `actors` whose turn command the model waits for (a chit draw, an Impulse start, a plot not yet
   * locked). Views name them as actors too; unlike `actors` they do not open the gate for "active" game commands.
   */
  readonly waiting?: readonly Seat[];
  /** True once the turn limit is passed; every command is then refused. */
  readonly over: boolean;
}

/** Read-only facts a turn model may consult: the game state and the match's seats and options. */
export interface TurnContext<G = unknown> {
  readonly game: G;
  readonly seats: readonly Seat[];
  readonly options: Readonly<Record<string, string>>;
}

/** A command owned by the turn model (`turn/...`): validated, then resolved with the match dice. */
export interface TurnCommandSpec<T, G = unknown, P = unknown> {
  readonly schema: z.ZodType<P>;
  /** Rule section the command implements, e.g. "sniper 5.2". */
  readonly rule: string;
  validate(turn: T, cmd: Command<P>, ctx: TurnContext<G>): Check;
  resolve(turn: T, cmd: Command<P>, dice: DiceSource, ctx: TurnContext<G>): TurnResolution<T>;
}

/** The new turn state and the events a turn command produced (the ruleset reacts via `onTurnEvent`). */
export interface TurnResolution<T> {
  readonly turn: T;
  readonly events: readonly GameEvent[];
}

/** A sequence-of-play state machine: its commands, its status, what each viewer may see of it. */
export interface TurnModel<T, G = unknown> {
  /** Preset name, e.g. "alternating-activation". */
  readonly kind: string;
  readonly commands: Readonly<Record<string, TurnCommandSpec<T, G>>>;
  status(turn: T): TurnStatus;
  /** What `viewer` may see of the turn state (hidden plots and chit order stripped). */
  view(turn: T, viewer: Viewer, ctx: { readonly over: boolean }): unknown;
  /** Optional redaction of the model's own events for a viewer allowed to see them (before the ruleset's `eventView`). */
  eventView?(event: GameEvent, viewer: Viewer): GameEvent | undefined;
  /** Turn commands `seat` could issue now (candidates; `legalActionsFor` checks each). */
  candidates(turn: T, seat: Seat, ctx: TurnContext<G>): readonly Command[];
  /**
   * One automatic transition, if the state calls for one (all plots locked -> first resolution stage,
   * operations over -> smoke phase). `apply` calls it repeatedly, letting the ruleset react to each
   * transition's events before the next, until it returns undefined.
   */
  advance?(turn: T, ctx: TurnContext<G>): TurnResolution<T> | undefined;
  /** Called after each accepted game command with its tags (e.g. "combat"), to update counters. */
  afterGameCommand?(turn: T, cmd: Command, tags: readonly string[]): T;
}

/** Declare a turn model; checks that every command is named `turn/...` and freezes the declaration. */
export function defineTurnModel<T, G = unknown>(model: TurnModel<T, G>): TurnModel<T, G> {
  for (const type of Object.keys(model.commands)) {
    if (!type.startsWith("turn/")) throw new Error(`turn model ${model.kind}: command ${type} must start with "turn/"`);
  }
  return Object.freeze({ ...model, commands: Object.freeze({ ...model.commands }) });
}

/** Declare one turn command with a typed payload (the framework parses the payload before calling it). */
export function defineTurnCommand<T, G, P>(spec: TurnCommandSpec<T, G, P>): TurnCommandSpec<T, G> {
  return spec as TurnCommandSpec<T, G, unknown> as TurnCommandSpec<T, G>;
}
