import type { Ruleset } from "@tactica/engine";
import { firepowerRuleset, SHIPPED_MAPS } from "@tactica/rules-firepower";
import { patrolRuleset } from "@tactica/rules-patrol";
import type { RulesetEntry } from "./deps";

/** A ruleset as the registry holds it (its game and turn types erased: the API treats states as JSON). */
export type ServedRuleset = Ruleset;

/** Registers a typed ruleset under its display name. */
export function toRulesetEntry<G, T, Sc>(name: string, ruleset: Ruleset<G, T, Sc>): RulesetEntry {
  // Ruleset<G, T, Sc> is contravariant in G/T/Sc through its callbacks; the API only passes back states it got from it.
  return { id: ruleset.id, name, version: ruleset.version, ruleset: ruleset as unknown as ServedRuleset };
}

/** The ruleset registered under `id` that can run matches, if any. */
export function findRuleset(entries: readonly RulesetEntry[], id: string): ServedRuleset | undefined {
  return entries.find((e) => e.id === id)?.ruleset;
}

/** The rule systems this build serves; each rules package adds its entry as it lands. */
export function listRulesets(): readonly RulesetEntry[] {
  return [{ ...toRulesetEntry("Firepower", firepowerRuleset), storedMaps: { shipped: SHIPPED_MAPS } }, toRulesetEntry("Patrol!", patrolRuleset)];
}
