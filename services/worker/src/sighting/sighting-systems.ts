import type { CompiledMap, MapDocument } from "@tactica/map";
import type { RulesetModule } from "@tactica/ruleset-module";
import { defaultModules } from "@tactica/rulesets";
import type { LosPolicy } from "@tactica/sighting";

/** How one rule system compiles a map and judges sight over it (its module's sighting judge, with its id and name). */
export type SightingSystem = {
  readonly id: string;
  readonly name: string;
  readonly compile: (doc: MapDocument) => CompiledMap;
  readonly policy: LosPolicy<CompiledMap, unknown>;
  readonly rangeUnit: string;
};

// One list per registry for the API's lineOfSight/visibility and the workers' sighting jobs, so both judge alike.
const lists = new WeakMap<readonly RulesetModule[], readonly SightingSystem[]>();

/** The rule systems of `modules` (default: the registry's) whose line of sight and range are served. */
export function listSightingSystems(modules: readonly RulesetModule[] = defaultModules()): readonly SightingSystem[] {
  let list = lists.get(modules);
  if (!list) {
    list = modules.flatMap((m) => (m.sighting ? [{ id: m.id, name: m.name, ...m.sighting }] : []));
    lists.set(modules, list);
  }
  return list;
}

/** The sighting system of a ruleset id among `modules` (default: the registry's), if served. */
export function findSightingSystem(id: string, modules: readonly RulesetModule[] = defaultModules()): SightingSystem | undefined {
  return listSightingSystems(modules).find((s) => s.id === id);
}
