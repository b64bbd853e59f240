import type { DiceSource } from "@tactica/dice";
import { checkCommand } from "./check-command";
import type { Command } from "./command";
import type { BotLimits, Ruleset } from "./define-ruleset";
import type { MatchState } from "./match-state";
import type { Seat } from "./seat";

/**
 * Ask the ruleset's bot for `seat`'s next command within `limits` (an evaluation budget and/or a stop signal the
 * caller polls a clock for). Undefined when the ruleset has no bot or the bot waits. A bot that proposes a command
 * `apply` would refuse is a bug in the bot, so that throws; stopping early never excuses an illegal answer.
 */
export function askBot<G, T, Sc>(
  ruleset: Ruleset<G, T, Sc>, state: MatchState<G, T>, seat: Seat, dice: DiceSource, limits?: BotLimits,
): Command | undefined {
  const proposed = ruleset.bot?.(state, seat, dice, limits);
  if (!proposed) return undefined;
  const checked = checkCommand(ruleset, state, proposed);
  if (!checked.ok) throw new Error(`bot of ${ruleset.id} proposed ${proposed.type}, refused with ${checked.error.code}`);
  return proposed;
}
