import type { ResolvedMap } from "@tactica/map";
import type { RulesetCatalogue } from "../catalogue";
import { fromOrderOfBattleScenario } from "./order-of-battle-format";
import type { ScenarioDocument } from "./scenario-document";
import { fromSoldiersScenario } from "./soldiers-format";

/**
 * Back from a stored rule-system scenario to the editor's form (the inverse of toRulesetScenario for what the form
 * can show), read as the system's catalogue says: forces as consecutive unit-type lines, set-up areas as the distinct
 * hexes units start on, the scenario fields from their paths. Undefined when the catalogue gives no format.
 */
export function fromRulesetScenario(rulesetId: string, catalogue: RulesetCatalogue, document: unknown, map: ResolvedMap, ids: { id: string; name: string; mapId: string }): ScenarioDocument | undefined {
  const base = { schemaVersion: 1 as const, ...ids, rulesetId, victory: [], options: {} };
  const format = catalogue.scenarioFormat;
  if (format?.kind === "soldiers") {
    const { title, ...form } = fromSoldiersScenario(document, catalogue, format, map);
    return { ...base, ...form, name: title ?? ids.name };
  }
  if (format?.kind === "order-of-battle") return { ...base, ...fromOrderOfBattleScenario(document, catalogue, map) };
  return undefined;
}
