import type { DiceSource } from "@tactica/dice";
import { checkCommand } from "./check-command";
import type { Command } from "./command";
import type { Ruleset } from "./define-ruleset";
import type { MatchState } from "./match-state";
import type { Seat } from "./seat";

/**
 * Ask the ruleset's bot for `seat`'s next command. Undefined when the ruleset has no bot or the bot waits.
 * A bot that proposes a command `apply` would refuse is a bug in the bot, so that throws.
 */
export function askBot<G, T, Sc>(ruleset: Ruleset<G, T, Sc>, state: MatchState<G, T>, seat: Seat, dice: DiceSource): Command | undefined {
  const proposed = ruleset.bot?.(state, seat, dice);
  if (!proposed) return undefined;
  const checked = checkCommand(ruleset, state, proposed);
  if (!checked.ok) throw new Error(`bot of ${ruleset.id} proposed ${proposed.type}, refused with ${checked.error.code}`);
  return proposed;
}
