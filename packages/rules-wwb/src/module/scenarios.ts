// WWB's scenarios as the services see them: the shipped (placeholder) missions, the outline of any stored document;
// no path of a scenario document belongs to one side (set-up is fixed by the mission).
import type { ShippedScenario } from "@tactica/engine";
import type { RulesetScenarios } from "@tactica/ruleset-module";
import { outlineWwbScenario, WWB_SHIPPED_SCENARIOS } from "../scenarios/index";

export const wwbScenarios: RulesetScenarios = {
  shipped: WWB_SHIPPED_SCENARIOS as readonly ShippedScenario<unknown>[],
  outline: outlineWwbScenario,
  sideOfPath: () => null,
};
