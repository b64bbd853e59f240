// Sniper!'s scenarios as the services see them: the shipped Patrol, the outline of any stored document, and the
// side a document path belongs to.
import type { ShippedScenario } from "@tactica/engine";
import type { RulesetScenarios } from "@tactica/ruleset-module";
import { outlineSniperScenario, SNIPER_SHIPPED_SCENARIOS } from "../scenarios/index";

/** `entry.<side>` and `leaders.<side>` (its secret leader and deputy [22.1]) belong to their side; nothing else does. */
export function sniperSideOfPath(path: readonly PropertyKey[]): string | null {
  const [head, key] = path;
  return (head === "entry" || head === "leaders") && (key === "alpha" || key === "bravo") ? key : null;
}

export const sniperScenarios: RulesetScenarios = {
  shipped: SNIPER_SHIPPED_SCENARIOS as readonly ShippedScenario<unknown>[],
  outline: outlineSniperScenario,
  sideOfPath: sniperSideOfPath,
};
