import { resolveOptions } from "@tactica/engine";
import type { OptionError, Ruleset, RulingsPack } from "@tactica/engine";
import { apiError } from "../errors";

/** What a client needs to fix an option: which one, the value it gave and what the option takes. */
function detailsOf(e: OptionError): Record<string, unknown> {
  switch (e.code) {
    case "options/ruleset_mismatch": return { expected: e.expected, got: e.got };
    case "options/unknown_option": return { optionId: e.optionId };
    case "options/bad_choice": return { optionId: e.optionId, value: e.choice, allowed: e.allowed };
    case "options/not_a_number":
    case "options/out_of_range": return { optionId: e.optionId, value: e.value, range: e.range };
  }
}

/**
 * Checks a match's rulings pack options against the ruleset before anything is stored, so a value out of range
 * is a typed match/invalid_setup error whose extensions name the option, the value and the range (`reason` is
 * the engine's code, e.g. options/out_of_range; `problems` lists every option at fault).
 */
export function checkMatchOptions(ruleset: Ruleset, pack: RulingsPack): void {
  const resolved = resolveOptions(ruleset.options, pack, ruleset.id);
  if (resolved.ok) return;
  const [first, ...rest] = resolved.errors;
  if (!first) return;
  const problems = resolved.errors.map((e) => ({ code: e.code, message: e.message, ...detailsOf(e) }));
  const message = rest.length === 0 ? first.message : `${first.message} (and ${rest.length} more: see extensions.problems)`;
  throw apiError("match/invalid_setup", `rulingsPack.options: ${message}`, { reason: first.code, ...detailsOf(first), problems });
}
