import type { Ruleset } from "./define-ruleset";
import type { MatchState } from "./match-state";
import type { Seat, Viewer } from "./seat";
import { sideOf, sidesOf } from "./sides";
import type { Side } from "./sides";
import type { TurnStatus } from "./turn-model";
import { pendingReactionOf } from "./reactions";
import { standingFor } from "./standing-reactions";
import type { StandingReaction } from "./standing-reactions";
import type { RulingProposal, SettledRuling } from "../options/settle-ruling";

/** Everything one viewer may see of a match at this step. */
export interface MatchView {
  readonly ruleset: { readonly id: string; readonly version: string };
  readonly viewer: Viewer;
  readonly seq: number;
  readonly seats: readonly Seat[];
  /** The viewer's side (null for a spectator) and every side of the match (declared, or one per seat). */
  readonly side: string | null;
  readonly sides: readonly Side[];
  readonly options: Readonly<Record<string, string>>;
  /** Options settled during the match (`ruling/settle`: value, how, rule, step) and values proposed for agreement. */
  readonly rulings: { readonly settled: Readonly<Record<string, SettledRuling>>; readonly proposals: Readonly<Record<string, RulingProposal>> };
  readonly round: number;
  readonly step: string;
  /**
   * Seats that may act now: the seats an open reaction window waits on (reactions.ts), else the seats whose answer the
   * ruleset awaits (`awaiting`), else the turn model's actors and the seats it waits on (a draw, a plot). Derived,
   * never stored: it changes no state hash.
   */
  readonly actors: readonly Seat[];
  /** The open reaction window (public: who answers, with what, its rule); present only while one is open. */
  readonly reaction?: { readonly seats: readonly Seat[]; readonly answers: readonly string[]; readonly rule: string };
  /** The viewer's own secret standing reactions; present only when it holds some (never another seat's). */
  readonly standing?: readonly StandingReaction[];
  readonly over: boolean;
  /** The turn model's view (own plot only, no chit order...). */
  readonly turn: unknown;
  /** The ruleset's view of the game state. */
  readonly game: unknown;
}

/** True when the match has ended, by the turn limit or by the ruleset's own end condition. */
export function isMatchOver<G, T, Sc>(
  ruleset: Ruleset<G, T, Sc>,
  state: MatchState<G, T>,
): boolean {
  return ruleset.turnModel.status(state.turn).over || ruleset.isOver?.(state) === true;
}

/** A viewer the match does not know is served as a spectator (least privilege, never an error that leaks). */
export function toViewer(state: { readonly seats: readonly Seat[] }, viewer: Viewer): Viewer {
  return viewer !== "spectator" && state.seats.includes(viewer) ? viewer : "spectator";
}

/** The turn model's actors and the seats it waits on, in seat order. */
function actorsOf(seats: readonly Seat[], status: TurnStatus): readonly Seat[] {
  const waiting = status.waiting ?? [];
  if (waiting.length === 0) return status.actors;
  const named = new Set([...status.actors, ...waiting]);
  return [...seats.filter((s) => named.has(s)), ...[...named].filter((s) => !seats.includes(s))];
}

/** The one place that decides what a seat (or a spectator) may see of a state; every read path uses it. */
export function viewFor<G, T, Sc>(
  ruleset: Ruleset<G, T, Sc>,
  state: MatchState<G, T>,
  viewer: Viewer,
): MatchView {
  const who = toViewer(state, viewer);
  const status = ruleset.turnModel.status(state.turn);
  const over = isMatchOver(ruleset, state);
  const pending = over ? undefined : pendingReactionOf(ruleset, state);
  const awaiting = over ? [] : (pending?.seats ?? ruleset.awaiting?.(state) ?? []);
  const standing = standingFor(state, who);
  return {
    ruleset: state.ruleset,
    viewer: who,
    seq: state.seq,
    seats: state.seats,
    side: sideOf(state, who) ?? null,
    sides: sidesOf(state),
    options: state.options,
    rulings: { settled: state.rulings.settled ?? {}, proposals: state.rulings.proposals ?? {} },
    round: status.round,
    step: status.step,
    actors: over ? [] : awaiting.length > 0 ? awaiting : actorsOf(state.seats, status),
    ...(pending ? { reaction: { seats: pending.seats, answers: pending.answers, rule: pending.rule } } : {}),
    ...(standing.length > 0 ? { standing } : {}),
    over,
    turn: ruleset.turnModel.view(state.turn, who, { over }),
    game: ruleset.view(state, who),
  };
}
