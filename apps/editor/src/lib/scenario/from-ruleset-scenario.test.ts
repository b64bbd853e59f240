import { describe, expect, it } from "vitest";
import { createFirepowerSampleMap, createPatrolSampleMap, resolveMap } from "@tactica/map";
import { EMPTY_CATALOGUE } from "../catalogue";
import type { RulesetCatalogue } from "../catalogue";
import { FIREPOWER_CATALOGUE, PATROL_CATALOGUE } from "../catalogue/test-catalogues";
import { createScenario, updateSide } from "./scenario-document";
import type { ScenarioDocument } from "./scenario-document";
import { fromRulesetScenario } from "./from-ruleset-scenario";
import { toRulesetScenario } from "./to-ruleset-scenario";

const firepower = resolveMap(createFirepowerSampleMap());
const patrol = resolveMap(createPatrolSampleMap());

function roundTrip(s: ScenarioDocument, catalogue: RulesetCatalogue, map: typeof firepower) {
  const out = toRulesetScenario(s, catalogue, map);
  if (!out.ok) throw new Error(JSON.stringify(out.issues));
  return fromRulesetScenario(s.rulesetId, catalogue, out.document, map, { id: s.id, name: s.name, mapId: s.mapId });
}

describe("fromRulesetScenario", () => {
  it("Firepower: forces, set-up hexes, turns and names come back as the form wrote them", () => {
    let s = createScenario("fp", "firepower-sample-2-panel", "firepower", FIREPOWER_CATALOGUE.sides);
    s = updateSide(s, "A", { forces: [{ unitType: "LMG", count: 1 }, { unitType: "RFL", count: 2 }] });
    s = updateSide(s, "B", { name: "Reds", forces: [{ unitType: "PST", count: 1 }] });
    s = { ...s, turnLimit: 4, sides: s.sides.map((x) => ({ ...x, setupArea: x.id === "A" ? [{ q: 0, r: 6 }, { q: 0, r: 7 }] : [{ q: 7, r: 3 }] })) };
    const back = roundTrip(s, FIREPOWER_CATALOGUE, firepower);
    expect(back?.sides).toEqual(s.sides);
    expect(back).toMatchObject({ id: "fp", turnLimit: 4, rulesetId: "firepower" });
  });

  it("Patrol!: OB, situation, force lines and deployment hexes come back", () => {
    let s = createScenario("pt", "patrol-sample-2-section", "patrol", PATROL_CATALOGUE.sides);
    s = updateSide(s, "alpha", { forces: [{ unitType: "BR", count: 2 }] });
    s = updateSide(s, "bravo", { forces: [{ unitType: "MG", count: 1 }] });
    s = { ...s, system: { ob: "27.11", situation: "raid" }, sides: s.sides.map((x) => ({ ...x, setupArea: x.id === "alpha" ? [{ q: 0, r: 0 }] : [{ q: 1, r: 0 }] })) };
    const back = roundTrip(s, PATROL_CATALOGUE, patrol);
    expect(back?.system).toEqual({ ob: "27.11", situation: "raid" });
    expect(back?.sides).toEqual(s.sides);
    expect(fromRulesetScenario("sniper", EMPTY_CATALOGUE, {}, patrol, { id: "x", name: "x", mapId: "m" })).toBeUndefined();
  });
});
