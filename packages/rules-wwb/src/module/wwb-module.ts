// We Were Brothers as one module: everything the services and the editor need of it, registered in @tactica/rulesets.
import type { Ruleset } from "@tactica/engine";
import type { RulesetModule } from "@tactica/ruleset-module";
import { WWB_EVENT_TYPES } from "../turn/index";
import { wwbRuleset } from "../ruleset";
import { WWB_CATALOGUE } from "./catalogue";
import { WWB_SAMPLE_MAP, toWwbMatchMap } from "./match-map";
import { wwbScenarios } from "./scenarios";
import { compileWwbMap, wwbLosPolicy } from "./sighting";
import { wwbCommandOdds, wwbFireOddsExplainer } from "./fire-odds";

/** We Were Brothers: its ruleset, the shipped placeholder missions, their board as a map document, lines and MegaHex range, fire and command odds, catalogue. */
export const wwbModule: RulesetModule = {
  id: wwbRuleset.id,
  name: "We Were Brothers",
  ruleset: wwbRuleset as unknown as Ruleset,
  scenarios: wwbScenarios,
  // A match makes its own board from the scenario (the printed panels are absent); the sample is that board.
  maps: { shipped: [WWB_SAMPLE_MAP], playsStoredMaps: false, ofGame: toWwbMatchMap },
  sighting: { compile: compileWwbMap, policy: wwbLosPolicy, rangeUnit: "megahex" },
  odds: { fire: wwbFireOddsExplainer, command: wwbCommandOdds },
  jobs: {},
  catalogue: WWB_CATALOGUE,
  eventTypes: WWB_EVENT_TYPES,
};
