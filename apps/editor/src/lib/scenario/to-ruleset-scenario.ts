import type { MapDocument, ResolvedMap } from "@tactica/map";
import type { RulesetCatalogue } from "../catalogue";
import { toOrderOfBattleScenario } from "./order-of-battle-format";
import type { ScenarioDocument } from "./scenario-document";
import type { RulesetScenarioOutcome } from "./scenario-outcome";
import { toSoldiersScenario } from "./soldiers-format";

export type { RulesetScenarioOutcome } from "./scenario-outcome";

/**
 * The scenario in its rule system's own form, written as the system's catalogue says (scenarioFormat), from the
 * editor's form and the map it is set on (`doc`, the map document as authored: some formats carry it inline).
 */
export function toRulesetScenario(s: ScenarioDocument, catalogue: RulesetCatalogue, map: ResolvedMap, doc?: MapDocument): RulesetScenarioOutcome {
  const format = catalogue.scenarioFormat;
  if (format?.kind === "soldiers") return toSoldiersScenario(s, catalogue, format, map, doc);
  if (format?.kind === "order-of-battle") return toOrderOfBattleScenario(s, catalogue, format, map);
  return { ok: false, issues: [{ path: "rulesetId", message: `the editor cannot write ${s.rulesetId || "this"} scenarios: the rule system's catalogue gives no scenario format it knows` }] };
}
