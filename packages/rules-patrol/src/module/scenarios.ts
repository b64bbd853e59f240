// Patrol!'s scenarios as the services see them: shipped ones, the outline of any stored document, the side a path
// belongs to (`forces.alpha`, a man's `deploy.b04`; moved from services/api/src/scenarios/scenario-issue.ts) and the
// deployment check the schema cannot make (check-deploy.ts).
import type { ShippedScenario } from "@tactica/engine";
import type { RulesetScenarios } from "@tactica/ruleset-module";
import { outlinePatrolScenario, PATROL_SHIPPED_SCENARIOS } from "../scenarios/shipped";
import { checkPatrolDeploy } from "./check-deploy";

/** The side a document path belongs to: `forces.<side>`, or a man `deploy.<id>` ("a01" is alpha's, "b03" bravo's). */
export function patrolSideOfPath(path: readonly PropertyKey[]): string | null {
  const [head, key] = path;
  if (typeof key !== "string") return null;
  if (head === "forces") return key;
  if (head === "deploy") return key.startsWith("a") ? "alpha" : key.startsWith("b") ? "bravo" : null;
  return null;
}

export const patrolScenarios: RulesetScenarios = {
  shipped: PATROL_SHIPPED_SCENARIOS as readonly ShippedScenario<unknown>[],
  outline: outlinePatrolScenario,
  sideOfPath: patrolSideOfPath,
  check: checkPatrolDeploy,
};
