// We Were Brothers as one module: everything the services and the editor need of it, registered in @tactica/rulesets.
import type { Ruleset } from "@tactica/engine";
import type { RulesetModule } from "@tactica/ruleset-module";
import { wwbRuleset } from "../ruleset";
import { WWB_CATALOGUE } from "./catalogue";
import { WWB_SAMPLE_MAP, toWwbMatchMap } from "./match-map";
import { wwbScenarios } from "./scenarios";

/** We Were Brothers: its ruleset, the shipped placeholder missions, their board as a map document, catalogue. */
export const wwbModule: RulesetModule = {
  id: wwbRuleset.id,
  name: "We Were Brothers",
  ruleset: wwbRuleset as unknown as Ruleset,
  scenarios: wwbScenarios,
  // A match makes its own board from the scenario (the printed panels are absent); the sample is that board.
  maps: { shipped: [WWB_SAMPLE_MAP], playsStoredMaps: false, ofGame: toWwbMatchMap },
  odds: {},
  jobs: {},
  catalogue: WWB_CATALOGUE,
};
