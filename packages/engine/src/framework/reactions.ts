// Engine-level pending reactions: a window in which only some seats may answer, with some command types, before play
// goes on (a grenade thrown back, fire at a man who just moved, a stage held for a barrage). While one is open every
// other command is refused with the window's code and reason, and views name the answering seats as actors.
import type { Command } from "./command";
import { isTurnCommandType } from "./command";
import type { MatchState } from "./match-state";
import { OK, reject } from "./rejection";
import type { Check } from "./rejection";
import type { Seat } from "./seat";
import type { StandingReaction } from "./standing-reactions";

/** An open reaction window. Every viewer may know of it (the window is public; what a seat could answer need not be). */
export interface PendingReaction {
  /** Seats that may answer. */
  readonly seats: readonly Seat[];
  /** Command types that answer the window (each still passes its own checks); every other command waits. */
  readonly answers: readonly string[];
  /** Rule section that opens the window, cited in refusals. */
  readonly rule: string;
  /** Refusal code for other commands; "reaction/pending" by default. */
  readonly code?: string;
  /** Refusal reason a player understands; a default names the seats and the answers. */
  readonly reason?: string;
  /**
   * "refused" (default): turn commands wait like game commands. "turn-model": the turn model holds the step itself
   * (Patrol 4.1 F2's held stage), so its own refusals stand and the window gates game commands only.
   */
  readonly turnCommands?: "refused" | "turn-model";
}

/** What the engine keeps of reactions in a match state (absent while none is open or registered: hashes unchanged). */
export interface MatchReactions {
  readonly pending?: PendingReaction;
  readonly standing?: readonly StandingReaction[];
}

/** The window a ruleset keeps in its own game state, exposed to the engine (see RulesetDeclaration.pendingReaction). */
export type PendingReactionOf<G, T> = (state: MatchState<G, T>) => PendingReaction | undefined;

/** The open window: the one the engine holds in the state, else the one the ruleset exposes from its game state. */
export function pendingReactionOf<G, T>(
  ruleset: { readonly pendingReaction?: PendingReactionOf<G, T> }, state: MatchState<G, T>,
): PendingReaction | undefined {
  return state.reactions?.pending ?? ruleset.pendingReaction?.(state);
}

/** Open a window in the state (a resolver or hook returns the result); replaces any window already open. */
export function openReaction<S extends MatchState>(state: S, window: PendingReaction): S {
  return { ...state, reactions: { ...state.reactions, pending: window } };
}

/** Close the window (the answering command's resolver does this); the reactions field goes when nothing is left in it. */
export function closeReaction<S extends MatchState>(state: S): S {
  if (!state.reactions?.pending) return state;
  const { pending: _closed, ...rest } = state.reactions;
  return withReactions(state, rest);
}

/** The state with `reactions` set, or without the field when it is empty (so a state without reactions hashes as before). */
export function withReactions<S extends MatchState>(state: S, reactions: MatchReactions): S {
  const { reactions: _old, ...bare } = state;
  const empty = reactions.pending === undefined && (reactions.standing === undefined || reactions.standing.length === 0);
  return (empty ? bare : { ...bare, reactions }) as S;
}

/** Refuse a command the open window does not wait for (checked before guards and the command's own validator). */
export function checkWindow(window: PendingReaction | undefined, cmd: Command): Check {
  if (!window || window.answers.includes(cmd.type)) return OK;
  if (isTurnCommandType(cmd.type) && window.turnCommands === "turn-model") return OK;
  const reason = window.reason ?? `${window.seats.join(" or ")} must answer first (${window.answers.join(", ")})`;
  return reject(window.code ?? "reaction/pending", reason, window.rule);
}

/** Refuse an answer from a seat the window does not wait on (checked after the answer's own validator). */
export function checkAnswerSeat(window: PendingReaction | undefined, cmd: Command): Check {
  if (!window || !window.answers.includes(cmd.type) || window.seats.includes(cmd.seat)) return OK;
  return reject("reaction/not_your_window", `${window.seats.join(" or ")} answers now, not ${cmd.seat}`, window.rule);
}
