// The engine's gate around a command's own validator, called by checkCommand once the payload is parsed (and, for a
// game command, once the turn model's step and actor rules passed). Order, first refusal wins:
//   1. the open reaction window (reactions.ts): commands that do not answer it wait;
//   2. the ruleset's guards (game commands) or turn guards (turn commands), in declared order;
//   3. the command's own validator;
//   4. an answer from a seat the window does not wait on is refused.
import type { Command } from "./command";
import { isTurnCommandType } from "./command";
import type { CommandContext } from "./define-command";
import type { Ruleset } from "./define-ruleset";
import { checkGuards, checkTurnGuards } from "./hooks";
import type { MatchState } from "./match-state";
import { checkAnswerSeat, checkWindow, pendingReactionOf } from "./reactions";
import type { Check } from "./rejection";

/** Run the reaction window, the guards, `validate` and the answering-seat check in that order. */
export function gateCommand<G, T, Sc>(
  ruleset: Ruleset<G, T, Sc>, state: MatchState<G, T>, cmd: Command, ctx: CommandContext, validate: () => Check,
): Check {
  const pending = pendingReactionOf(ruleset, state);
  const waits = checkWindow(pending, cmd);
  if (!waits.ok) return waits;
  const guarded = isTurnCommandType(cmd.type)
    ? checkTurnGuards(ruleset.turnGuards ?? [], state.turn, cmd, { game: state.game, seats: state.seats, options: state.options })
    : checkGuards(ruleset.guards ?? [], state, cmd, ctx);
  if (!guarded.ok) return guarded;
  const valid = validate();
  return valid.ok ? checkAnswerSeat(pending, cmd) : valid;
}
