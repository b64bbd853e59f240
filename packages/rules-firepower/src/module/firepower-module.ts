// Firepower as one module: everything the services and the editor need of it, registered in @tactica/rulesets.
import type { Ruleset } from "@tactica/engine";
import { compileMap, createFirepowerSampleMap } from "@tactica/map";
import type { CompiledMap } from "@tactica/map";
import type { RulesetModule } from "@tactica/ruleset-module";
import type { LosPolicy } from "@tactica/sighting";
import { firepowerRuleset } from "../play/firepower-ruleset";
import { FIREPOWER_FEATURES, FIREPOWER_TERRAIN } from "../sighting/firepower-terrain";
import { firepowerLosPolicy } from "../sighting/firepower-los-policy";
import { firepowerBarrage } from "./barrage-jobs";
import { FIREPOWER_CATALOGUE } from "./catalogue";
import { firepowerCommandOdds } from "./command-odds";
import { firepowerFireOdds } from "./fire-odds";
import { toFirepowerMatchMap, toGeneratedFirepowerMap } from "./match-map";
import { FIREPOWER_PROBES } from "./probes";
import { firepowerScenarios } from "./scenarios";

/** Firepower: its ruleset, scenarios and maps (it plays stored maps), sighting, odds, barrages, catalogue and probes. */
export const firepowerModule: RulesetModule = {
  id: firepowerRuleset.id,
  name: "Firepower",
  // Ruleset<G, T, Sc> is contravariant through its callbacks; services only pass back states they got from it.
  ruleset: firepowerRuleset as unknown as Ruleset,
  scenarios: firepowerScenarios,
  maps: { shipped: [createFirepowerSampleMap()], playsStoredMaps: true, generated: toGeneratedFirepowerMap, ofGame: toFirepowerMatchMap },
  sighting: {
    compile: (doc) => compileMap(doc, FIREPOWER_TERRAIN, { features: FIREPOWER_FEATURES }),
    policy: firepowerLosPolicy as LosPolicy<CompiledMap, unknown>,
    rangeUnit: "hex",
  },
  odds: { fire: firepowerFireOdds, command: firepowerCommandOdds },
  jobs: { barrage: firepowerBarrage },
  catalogue: FIREPOWER_CATALOGUE,
  probes: FIREPOWER_PROBES,
};
