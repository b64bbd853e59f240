import type { CompiledMap, MapDocument } from "@tactica/map";
import { compileMap } from "@tactica/map";
import type { LosPolicy } from "@tactica/sighting";
import { FIREPOWER_FEATURES, FIREPOWER_TERRAIN, firepowerLosPolicy } from "@tactica/rules-firepower";
import { patrolLosPolicy } from "@tactica/rules-patrol";

/** How one rule system compiles a map and judges sight over it. */
export type SightingSystem = {
  readonly id: string;
  readonly name: string;
  readonly compile: (doc: MapDocument) => CompiledMap;
  readonly policy: LosPolicy<CompiledMap, unknown>;
};

// One list for the API's lineOfSight/visibility and the workers' sighting jobs, so both judge alike.
const systems: readonly SightingSystem[] = [
  {
    id: "firepower",
    name: "Firepower",
    compile: (doc) => compileMap(doc, FIREPOWER_TERRAIN, { features: FIREPOWER_FEATURES }),
    policy: firepowerLosPolicy as LosPolicy<CompiledMap, unknown>,
  },
  {
    id: "patrol",
    name: "Patrol!",
    compile: (doc) => compileMap(doc),
    policy: patrolLosPolicy as LosPolicy<CompiledMap, unknown>,
  },
];

/** The rule systems whose line of sight and range are served. */
export function listSightingSystems(): readonly SightingSystem[] {
  return systems;
}

/** The sighting system of a ruleset id, if served. */
export function findSightingSystem(id: string): SightingSystem | undefined {
  return systems.find((s) => s.id === id);
}
