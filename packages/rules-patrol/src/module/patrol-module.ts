// Patrol! as one module: everything the services and the editor need of it, registered in @tactica/rulesets.
import type { Ruleset } from "@tactica/engine";
import { compileMap, createPatrolSampleMap } from "@tactica/map";
import type { CompiledMap } from "@tactica/map";
import type { RulesetModule } from "@tactica/ruleset-module";
import type { LosPolicy } from "@tactica/sighting";
import { patrolRuleset } from "../ruleset";
import { patrolLosPolicy } from "../sighting/patrol-los-policy";
import { patrolBarrage } from "./barrage-jobs";
import { PATROL_CATALOGUE } from "./catalogue";
import { PATROL_EVENT_TYPES } from "./event-types";
import { patrolFireOdds } from "./fire-odds";
import { PATROL_PROBES } from "./probes";
import { toGeneratedPatrolMap, toPatrolMatchMap, toPatrolSightOptions } from "./match-map";
import { patrolScenarios } from "./scenarios";

/**
 * Patrol!: its ruleset, scenarios (it plays its own sections, not stored maps), sample map, sighting, fire odds (no
 * command odds yet), barrages, catalogue and probes.
 */
export const patrolModule: RulesetModule = {
  id: patrolRuleset.id,
  name: "Patrol!",
  // Ruleset<G, T, Sc> is contravariant through its callbacks; services only pass back states they got from it.
  ruleset: patrolRuleset as unknown as Ruleset,
  scenarios: patrolScenarios,
  // A match plays a placeholder board by id (patrol-placeholder-16x15): generated on demand, never stored.
  maps: { shipped: [createPatrolSampleMap()], playsStoredMaps: false, generated: toGeneratedPatrolMap, ofGame: toPatrolMatchMap, sightOptionsOf: toPatrolSightOptions },
  sighting: { compile: (doc) => compileMap(doc), policy: patrolLosPolicy as LosPolicy<CompiledMap, unknown>, rangeUnit: "hex" },
  odds: { fire: patrolFireOdds },
  jobs: { barrage: patrolBarrage },
  catalogue: PATROL_CATALOGUE,
  probes: PATROL_PROBES,
  eventTypes: PATROL_EVENT_TYPES,
};
