// Firepower's scenarios as the services see them: shipped ones, the outline of any stored document, and the side a
// path into a document belongs to (`sides.A...`, moved from services/api/src/scenarios/scenario-issue.ts).
import type { ShippedScenario } from "@tactica/engine";
import type { RulesetScenarios } from "@tactica/ruleset-module";
import { FIREPOWER_SHIPPED_SCENARIOS, outlineFirepowerScenario } from "../scenarios/shipped";

/** The side a document path belongs to: `sides.<side>...` [the scenario document's sides A and B]. */
export function firepowerSideOfPath(path: readonly PropertyKey[]): string | null {
  const [head, key] = path;
  return head === "sides" && typeof key === "string" ? key : null;
}

export const firepowerScenarios: RulesetScenarios = {
  shipped: FIREPOWER_SHIPPED_SCENARIOS as readonly ShippedScenario<unknown>[],
  outline: outlineFirepowerScenario,
  sideOfPath: firepowerSideOfPath,
};
