import type { Command } from "./command";
import { checkCommand } from "./check-command";
import type { Ruleset } from "./define-ruleset";
import type { MatchState } from "./match-state";
import type { Seat } from "./seat";

/**
 * The commands `seat` may issue now: the turn model's and the ruleset's candidates, kept only if they pass
 * the same checks `apply` makes, so a listed action is never rejected.
 */
export function legalActionsFor<G, T, Sc>(
  ruleset: Ruleset<G, T, Sc>,
  state: MatchState<G, T>,
  seat: Seat,
): Command[] {
  if (!state.seats.includes(seat)) return [];
  const ctx = { game: state.game, seats: state.seats, options: state.options };
  const candidates = [...ruleset.turnModel.candidates(state.turn, seat, ctx), ...ruleset.legalActions(state, seat)];
  return candidates.filter((cmd) => checkCommand(ruleset, state, cmd).ok);
}
