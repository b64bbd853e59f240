import type { AnyOptionDef, OptionDef } from "./define-option";
import { isOptionChoice } from "./define-option";
import type { OptionValueError } from "./read-option";
import { readOptionValue } from "./read-option";
import type { RulingsPack } from "./rulings-pack";

/** Why a pack's option values do not fit a ruleset. */
export type OptionError =
  | { readonly code: "options/unknown_option"; readonly optionId: string; readonly message: string }
  | OptionValueError
  | { readonly code: "options/ruleset_mismatch"; readonly expected: string; readonly got: string; readonly message: string };

/** Every option of a ruleset with its effective value, and which ones the pack set. */
export type ResolvedOptions = {
  readonly values: Readonly<Record<string, string>>;
  readonly fromPack: readonly string[];
};

/** Result of `resolveOptions`: all errors are reported, not only the first. */
export type ResolveOptionsResult =
  | { readonly ok: true; readonly options: ResolvedOptions }
  | { readonly ok: false; readonly errors: readonly OptionError[] };

/**
 * Effective option values: the pack's value where it sets one (canonical: "3.0" becomes "3"), the default
 * otherwise. Unknown option ids, choices that are not among the option's choices, numbers that are not numbers
 * or fall outside the range, and (when `ruleset` is given) a pack for another ruleset are typed errors.
 */
export function resolveOptions(
  options: readonly AnyOptionDef[],
  pack?: Pick<RulingsPack, "options"> & Partial<Pick<RulingsPack, "ruleset">>,
  ruleset?: string,
): ResolveOptionsResult {
  const errors: OptionError[] = [];
  if (ruleset !== undefined && pack?.ruleset !== undefined && pack.ruleset !== ruleset) {
    errors.push({ code: "options/ruleset_mismatch", expected: ruleset, got: pack.ruleset,
      message: `rulings pack is for ${pack.ruleset}, not ${ruleset}` });
  }
  const byId = new Map(options.map((o) => [o.id, o] as const));
  const chosen = pack?.options ?? {};
  const canonical = new Map<string, string>();
  for (const [optionId, choice] of Object.entries(chosen)) {
    const option = byId.get(optionId);
    if (!option) {
      errors.push({ code: "options/unknown_option", optionId, message: `no option "${optionId}" in this ruleset` });
      continue;
    }
    const read = readOptionValue(option, choice);
    if (read.ok) canonical.set(optionId, read.value);
    else errors.push(read.error);
  }
  if (errors.length > 0) return { ok: false, errors };
  const values: Record<string, string> = {};
  for (const option of options) values[option.id] = canonical.get(option.id) ?? option.default;
  return { ok: true, options: { values, fromPack: options.map((o) => o.id).filter((id) => id in chosen) } };
}

/** The effective choice of one option (its default when the option is absent from `resolved`). */
export function optionValue<C extends string>(resolved: ResolvedOptions, option: OptionDef<C>): C {
  const value = resolved.values[option.id];
  return isOptionChoice(option, value) ? value : option.default;
}
