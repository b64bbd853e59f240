import type { RulesetEntry } from "./deps";

/** The rule systems this build serves; each rules package adds its entry as it lands. */
export function listRulesets(): readonly RulesetEntry[] {
  return [];
}
