import type { Ruleset } from "@tactica/engine";
import type { RulesetModule } from "@tactica/ruleset-module";
import { defaultModules } from "@tactica/rulesets";
import type { RulesetEntry } from "./deps";

/** A ruleset as the registry holds it (its game and turn types erased: the API treats states as JSON). */
export type ServedRuleset = Ruleset;

/** Registers a typed ruleset under its display name, without a module (test fixtures: no odds, sighting or scenarios). */
export function toRulesetEntry<G, T, Sc>(name: string, ruleset: Ruleset<G, T, Sc>): RulesetEntry {
  // Ruleset<G, T, Sc> is contravariant in G/T/Sc through its callbacks; the API only passes back states it got from it.
  return { id: ruleset.id, name, version: ruleset.version, ruleset: ruleset as unknown as ServedRuleset };
}

/** A ruleset module as the API serves it: its ruleset at its version, the module for everything per system. */
export function toModuleEntry(module: RulesetModule): RulesetEntry {
  return { id: module.id, name: module.name, version: module.ruleset.version, ruleset: module.ruleset, module };
}

/** The ruleset registered under `id` that can run matches, if any. */
export function findRuleset(entries: readonly RulesetEntry[], id: string): ServedRuleset | undefined {
  return entries.find((e) => e.id === id)?.ruleset;
}

/** The module registered under `id`, if any. */
export function findModule(entries: readonly RulesetEntry[], id: string): RulesetModule | undefined {
  return entries.find((e) => e.id === id)?.module;
}

/** Every registered module, in registry order. */
export function modulesOf(entries: readonly RulesetEntry[]): RulesetModule[] {
  return entries.flatMap((e) => (e.module ? [e.module] : []));
}

/** The ids of the registered modules that have `part` (for refusals that say what is served). */
export function servedIds(entries: readonly RulesetEntry[], has: (m: RulesetModule) => boolean): string {
  return modulesOf(entries).filter(has).map((m) => m.id).join(", ");
}

/** The served rulesets: `modules` (default: the registry's) first, then `extra` rulesets without a module. */
export function listRulesets(modules: readonly RulesetModule[] = defaultModules(), extra: readonly RulesetEntry[] = []): readonly RulesetEntry[] {
  return [...modules.map(toModuleEntry), ...extra];
}
