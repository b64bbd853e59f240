import type { RulesetModule } from "@tactica/ruleset-module";

/** The modules a server runs, looked up by ruleset id. */
export type RulesetRegistry = {
  readonly modules: readonly RulesetModule[];
  /** The module of ruleset `id`, if registered. */
  find(id: string): RulesetModule | undefined;
  /** The registered ids, in registry order (for refusals that say what is served). */
  ids(): readonly string[];
  /** The modules that have `part` (e.g. "sighting"), in registry order. */
  having<K extends keyof RulesetModule>(part: K): readonly (RulesetModule & Required<Pick<RulesetModule, K>>)[];
};

/** A registry over `modules`; two modules with one id is a wiring bug, thrown at once. */
export function createRegistry(modules: readonly RulesetModule[]): RulesetRegistry {
  const byId = new Map<string, RulesetModule>();
  for (const m of modules) {
    if (byId.has(m.id)) throw new Error(`two ruleset modules have the id "${m.id}"`);
    byId.set(m.id, m);
  }
  return {
    modules,
    find: (id) => byId.get(id),
    ids: () => modules.map((m) => m.id),
    having: <K extends keyof RulesetModule>(part: K) => modules.filter((m): m is RulesetModule & Required<Pick<RulesetModule, K>> => m[part] !== undefined),
  };
}
