// Reading a match's options (MatchState.options) as typed values, and the dispute roll as a logged decision.
import { booleanOption, choiceOption, numberOption } from "@tactica/engine";
import type { BooleanOptionDef, NumberOptionDef, OptionDef } from "@tactica/engine";
import type { TableRulings } from "@tactica/table";
import { FOW_DISPUTE, FOW_OPTIONS } from "./fow-options";

type Opts = Readonly<Record<string, string>> | undefined;
type Options = typeof FOW_OPTIONS;
type Value<K extends keyof Options> = Options[K] extends NumberOptionDef ? number
  : Options[K] extends BooleanOptionDef ? boolean
  : Options[K] extends OptionDef<infer C> ? C : never;

/** A match's reading of one ruling (the digest default when the match does not set it). */
export function fowOption<K extends keyof Options>(opts: Opts, key: K): Value<K> {
  const def = FOW_OPTIONS[key] as Options[keyof Options];
  const o = opts ?? {};
  if (def.kind === "number") return numberOption(o, def) as Value<K>;
  if (def.kind === "boolean") return booleanOption(o, def) as Value<K>;
  return choiceOption(o, def as OptionDef<string>) as Value<K>;
}

/** The table kernels' rulings (RULING-3, -4, -5, -7) from a match's options; the tolerance in sub-millimetres. */
export function fowTableRulings(opts: Opts): TableRulings {
  return {
    losClearFraction: fowOption(opts, "losClearFraction"),
    concealedBy: fowOption(opts, "concealedBy"),
    tolerance: Math.round(fowOption(opts, "tolerance") * 10),
    halfHidden: fowOption(opts, "halfHidden"),
  };
}

/**
 * The dispute roll [How It Works › Working It Out]: the caller's reading stands for the rest of the game on 4, 5
 * or 6; the opponent's on 1, 2 or 3. A decision to log (the framework's ruling/settle records it with the roll).
 */
export function disputeRoll(face: number, claimed: string, otherwise: string): { face: number; stands: "caller" | "opponent"; reading: string; forRestOfGame: true; rule: string } {
  if (!Number.isInteger(face) || face < 1 || face > 6) throw new RangeError(`a d6 face, got ${face}`);
  const caller = face >= (FOW_DISPUTE.roll?.atLeast ?? 4);
  return { face, stands: caller ? "caller" : "opponent", reading: caller ? claimed : otherwise, forRestOfGame: true, rule: FOW_DISPUTE.rule };
}
