import type { AnyOptionDef, BooleanOptionDef, NumberOptionDef, NumberRange, OptionDef } from "./define-option";
import { describeRange, isInRange, isOptionChoice, optionChoices, optionKind } from "./define-option";
import { toCanonicalDecimal } from "./decimal";

/** Why one value does not fit one option; every error names the option, the value given and what is allowed. */
export type OptionValueError =
  | { readonly code: "options/bad_choice"; readonly optionId: string; readonly choice: string;
      readonly allowed: readonly string[]; readonly message: string }
  | { readonly code: "options/not_a_number"; readonly optionId: string; readonly value: string;
      readonly range: NumberRange; readonly message: string }
  | { readonly code: "options/out_of_range"; readonly optionId: string; readonly value: string;
      readonly range: NumberRange; readonly message: string };

/** What a value was given as, for messages: JSON numbers and booleans as written, strings quoted. */
function shown(input: unknown): string {
  return typeof input === "string" ? `"${input}"` : typeof input === "number" || typeof input === "boolean" ? String(input) : JSON.stringify(input) ?? String(input);
}

/** A JSON value as a pack or a client gives it (string, number, boolean) as the string an option stores. */
export function toOptionInput(input: unknown): string {
  return typeof input === "string" ? input : typeof input === "number" || typeof input === "boolean" ? String(input) : shown(input);
}

/**
 * Check one value against one option and give its canonical string: a choice id as is, a boolean as "true" or
 * "false" (from a JSON boolean or those strings), a number as its canonical decimal (3, "3", "3.0" all give "3").
 */
export function readOptionValue(option: AnyOptionDef, input: unknown):
  | { readonly ok: true; readonly value: string }
  | { readonly ok: false; readonly error: OptionValueError } {
  const kind = optionKind(option);
  if (kind === "number") {
    const range = (option as NumberOptionDef).range;
    const value = toCanonicalDecimal(input);
    if (value === undefined) {
      return { ok: false, error: { code: "options/not_a_number", optionId: option.id, value: toOptionInput(input), range,
        message: `option "${option.id}" takes a number from ${describeRange(range)}; ${shown(input)} is not a plain number` } };
    }
    if (!isInRange(range, value)) {
      return { ok: false, error: { code: "options/out_of_range", optionId: option.id, value, range,
        message: `option "${option.id}" takes ${describeRange(range)}; ${value} is outside it` } };
    }
    return { ok: true, value };
  }
  const text = kind === "boolean" && typeof input === "boolean" ? String(input) : input;
  if (isOptionChoice(option, text)) return { ok: true, value: text };
  const allowed = optionChoices(option);
  const what = kind === "boolean" ? "yes/no option" : "option";
  return { ok: false, error: { code: "options/bad_choice", optionId: option.id, choice: toOptionInput(input), allowed,
    message: `${what} "${option.id}" has no choice ${shown(input)} (allowed: ${allowed.join(", ")})` } };
}

/** A match's options (MatchState.options, CommandContext.options) as the choice of one choice option. */
export function choiceOption<C extends string>(options: Readonly<Record<string, string>>, option: OptionDef<C>): C {
  const value = options[option.id];
  return isOptionChoice(option, value) ? value : option.default;
}

/** A match's options as the value of one boolean option (its default when the match does not hold it). */
export function booleanOption(options: Readonly<Record<string, string>>, option: BooleanOptionDef): boolean {
  const value = options[option.id];
  return (value === "true" || value === "false" ? value : option.default) === "true";
}

/**
 * A match's options as the value of one number option (its default when the match does not hold it). Values are
 * exact decimals; the number returned is the nearest double (use `options[id]` itself where exactness matters).
 */
export function numberOption(options: Readonly<Record<string, string>>, option: NumberOptionDef): number {
  const value = options[option.id];
  const canonical = value === undefined ? undefined : toCanonicalDecimal(value);
  return Number(canonical !== undefined && isInRange(option.range, canonical) ? canonical : option.default);
}
