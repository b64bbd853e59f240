import type { Command } from "./command";
import { checkCommand } from "./check-command";
import type { Ruleset } from "./define-ruleset";
import type { MatchState } from "./match-state";
import type { Seat } from "./seat";

/**
 * A legal command, with what the ruleset says about it for clients composing commands (a plot step's man, MP cost
 * and MA, its rule); never part of the command itself: submit `{ type, payload }`.
 */
export type LegalAction = Command & { readonly details?: unknown };

/**
 * The commands `seat` may issue now: the turn model's and the ruleset's candidates, kept only if they pass
 * the same checks `apply` makes, so a listed action is never rejected.
 */
export function legalActionsFor<G, T, Sc>(
  ruleset: Ruleset<G, T, Sc>,
  state: MatchState<G, T>,
  seat: Seat,
): LegalAction[] {
  if (!state.seats.includes(seat)) return [];
  const ctx = { game: state.game, seats: state.seats, options: state.options };
  const candidates = [...ruleset.turnModel.candidates(state.turn, seat, ctx), ...ruleset.legalActions(state, seat)];
  return candidates.filter((cmd) => checkCommand(ruleset, state, cmd).ok);
}
