// Sniper! as one module: everything the services and the editor need of it, registered in @tactica/rulesets.
import type { Ruleset } from "@tactica/engine";
import type { CompiledMap } from "@tactica/map";
import type { RulesetModule } from "@tactica/ruleset-module";
import type { LosPolicy } from "@tactica/sighting";
import { compileSniperSightMap, sniperLosPolicy } from "../sighting/index";
import { SNIPER_PROBES } from "../probes/index";
import { sniperRuleset } from "../ruleset";
import { SNIPER_CATALOGUE } from "./catalogue";
import { sniperCommandOdds, sniperFireOddsExplainer } from "./fire-odds";
import { SNIPER_SAMPLE_MAP, SNIPER_URBAN_MAP, toSniperMatchMap, toSniperSightOptions } from "./match-map";
import { sniperScenarios } from "./scenarios";

/** Sniper!: its ruleset, the shipped scenarios, their placeholder boards, sighting (2-D and 3-D), fire and command odds, catalogue. */
export const sniperModule: RulesetModule = {
  id: sniperRuleset.id,
  name: "Sniper!",
  ruleset: sniperRuleset as unknown as Ruleset,
  scenarios: sniperScenarios,
  // A match makes its own board from the scenario (the printed sheets are absent); the sample is that board.
  maps: { shipped: [SNIPER_SAMPLE_MAP, SNIPER_URBAN_MAP], playsStoredMaps: false, ofGame: toSniperMatchMap, sightOptionsOf: toSniperSightOptions },
  sighting: { compile: compileSniperSightMap, policy: sniperLosPolicy as LosPolicy<CompiledMap, unknown>, rangeUnit: "hex" },
  odds: { fire: sniperFireOddsExplainer, command: sniperCommandOdds },
  jobs: {},
  catalogue: SNIPER_CATALOGUE,
  probes: SNIPER_PROBES,
};
