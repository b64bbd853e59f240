// Secret standing reactions: a seat's readiness to react (opportunity fire from a hidden unit, an ambush) held by the
// engine and evaluated inside the resolution of other seats' commands. It never opens a window or pauses play, so
// nobody learns that someone could have reacted; until it fires only its own seat sees it (views, events).
import type { DiceSource } from "@tactica/dice";
import type { Command } from "./command";
import type { CommandContext, CommandResolution } from "./define-command";
import type { GameEvent } from "./event";
import type { MatchState } from "./match-state";
import { withReactions } from "./reactions";
import type { Seat, Viewer } from "./seat";

/** One registered standing reaction: its id (unique in the match), owner, kind (a key of the ruleset's specs), data. */
export interface StandingReaction {
  readonly id: string;
  readonly seat: Seat;
  readonly kind: string;
  readonly data?: unknown;
}

/** What a standing reaction may look at to decide whether it fires: the command and the states around it. */
export interface StandingTrigger<G, T> {
  readonly cmd: Command;
  /** The state before the command. */
  readonly before: MatchState<G, T>;
  /** The state now: after the command, its hooks and any standing reaction that fired before this one. */
  readonly state: MatchState<G, T>;
  /** The command's own events (with its hooks'). */
  readonly events: readonly GameEvent[];
}

/** What happens when a standing reaction fires; `keep` leaves it registered for later commands. */
export interface StandingFired<G, T> {
  readonly state: MatchState<G, T>;
  readonly events: readonly GameEvent[];
  readonly keep?: boolean;
}

/** A kind of standing reaction a ruleset offers: when it fires and what it does (dice from the command's stream). */
export interface StandingReactionSpec<G, T> {
  /** Rule section the reaction implements. */
  readonly rule: string;
  triggered(entry: StandingReaction, trigger: StandingTrigger<G, T>, ctx: CommandContext): boolean;
  fire(entry: StandingReaction, trigger: StandingTrigger<G, T>, dice: DiceSource, ctx: CommandContext): StandingFired<G, T>;
}

/** The standing reactions held in a state, all or one seat's, in registration order. */
export function standingOf(state: MatchState, seat?: Seat): readonly StandingReaction[] {
  const all = state.reactions?.standing ?? [];
  return seat === undefined ? all : all.filter((r) => r.seat === seat);
}

/** What a viewer may see of the standing reactions: a seat its own, a spectator none. */
export function standingFor(state: MatchState, viewer: Viewer): readonly StandingReaction[] {
  return viewer === "spectator" ? [] : standingOf(state, viewer);
}

/**
 * Register a standing reaction (a resolver calls this). The event that says so is addressed to its seat alone; a
 * reaction with an id already held replaces it, so re-registering is not a second reaction.
 */
export function registerStanding<S extends MatchState>(state: S, entry: StandingReaction): { readonly state: S; readonly event: GameEvent } {
  const kept = standingOf(state).filter((r) => r.id !== entry.id);
  const next = withReactions(state, { ...state.reactions, standing: [...kept, entry] });
  return { state: next, event: { type: "reaction/standing_registered", data: { ...entry }, visibleTo: [entry.seat] } };
}

/** Withdraw a standing reaction by id (unknown ids change nothing). */
export function withdrawStanding<S extends MatchState>(state: S, id: string): S {
  const held = standingOf(state);
  if (!held.some((r) => r.id === id)) return state;
  return withReactions(state, { ...state.reactions, standing: held.filter((r) => r.id !== id) });
}

/**
 * After a game command and its hooks: each standing reaction held before the command, in registration order, that
 * its spec finds triggered fires inside the same step, its events after the command's. A reaction of a kind the
 * ruleset does not declare is a bug and throws. Deterministic: same state, command and dice, same outcome.
 */
export function evaluateStanding<G, T>(
  specs: Readonly<Record<string, StandingReactionSpec<G, T>>> | undefined,
  before: MatchState<G, T>, out: CommandResolution<G, T>, cmd: Command, dice: DiceSource, ctx: CommandContext,
): CommandResolution<G, T> {
  const held = standingOf(out.state);
  if (held.length === 0) return out;
  let state = out.state;
  const events = [...out.events];
  for (const entry of held) {
    const spec = specs?.[entry.kind];
    if (!spec) throw new Error(`standing reaction ${entry.id}: the ruleset declares no kind ${entry.kind}`);
    if (!standingOf(state).some((r) => r.id === entry.id)) continue; // withdrawn by one that fired before it
    const trigger: StandingTrigger<G, T> = { cmd, before, state, events: out.events };
    if (!spec.triggered(entry, trigger, ctx)) continue;
    const fired = spec.fire(entry, trigger, dice, ctx);
    state = fired.keep === true ? fired.state : withdrawStanding(fired.state, entry.id);
    events.push(...fired.events);
  }
  return { state, events };
}
