import type { Ruleset } from "./define-ruleset";
import type { MatchState } from "./match-state";
import type { Seat, Viewer } from "./seat";

/** Everything one viewer may see of a match at this step. */
export interface MatchView {
  readonly ruleset: { readonly id: string; readonly version: string };
  readonly viewer: Viewer;
  readonly seq: number;
  readonly seats: readonly Seat[];
  readonly options: Readonly<Record<string, string>>;
  readonly round: number;
  readonly step: string;
  /** Seats that may act now: the turn model's actors, or the seats whose reaction the ruleset awaits (`awaiting`). */
  readonly actors: readonly Seat[];
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

/** The one place that decides what a seat (or a spectator) may see of a state; every read path uses it. */
export function viewFor<G, T, Sc>(
  ruleset: Ruleset<G, T, Sc>,
  state: MatchState<G, T>,
  viewer: Viewer,
): MatchView {
  const who = toViewer(state, viewer);
  const status = ruleset.turnModel.status(state.turn);
  const over = isMatchOver(ruleset, state);
  const awaiting = over ? [] : (ruleset.awaiting?.(state) ?? []);
  return {
    ruleset: state.ruleset,
    viewer: who,
    seq: state.seq,
    seats: state.seats,
    options: state.options,
    round: status.round,
    step: status.step,
    actors: awaiting.length > 0 ? awaiting : status.actors,
    over,
    turn: ruleset.turnModel.view(state.turn, who, { over }),
    game: ruleset.view(state, who),
  };
}
