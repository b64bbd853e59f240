import { describe, expect, it } from "vitest";
import { createFirepowerSampleMap, createPatrolSampleMap, resolveMap } from "@tactica/map";
import { EMPTY_CATALOGUE } from "../catalogue";
import { FIREPOWER_CATALOGUE, PATROL_CATALOGUE } from "../catalogue/test-catalogues";
import { createScenario, updateSide } from "./scenario-document";
import type { ScenarioDocument } from "./scenario-document";
import { toRulesetScenario } from "./to-ruleset-scenario";

const firepower = resolveMap(createFirepowerSampleMap());
const patrol = resolveMap(createPatrolSampleMap());

function twoSides(s: ScenarioDocument, a: { q: number; r: number }[], b: { q: number; r: number }[]): ScenarioDocument {
  const withA = updateSide(s, "A", { forces: [{ unitType: "LMG", count: 1 }, { unitType: "RFL", count: 2 }] });
  const withB = updateSide(withA, "B", { forces: [{ unitType: "PST", count: 1 }] });
  return { ...withB, sides: withB.sides.map((x) => ({ ...x, setupArea: x.id === "A" ? a : b })) };
}

describe("toRulesetScenario", () => {
  it("Firepower: one soldier per unit on the set-up hexes in turn, the left side on edge 5/6, printed IDs", () => {
    const s = twoSides(createScenario("fp", "firepower-sample-2-panel", "firepower"), [{ q: 0, r: 6 }, { q: 0, r: 7 }], [{ q: 7, r: 3 }]);
    const out = toRulesetScenario({ ...s, notes: "a hot day", victory: [{ kind: "custom", side: "A", text: "hold the hill" }] }, FIREPOWER_CATALOGUE, firepower);
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    const doc = out.document as { map: string; sides: Record<string, { edge: string; soldiers: { id: string; weapon: string; hex: string; facing: number }[] }>; victory: unknown; notes?: string };
    expect(doc.map).toBe("firepower-sample-2-panel");
    expect(doc.sides.A?.edge).toBe("5/6");
    expect(doc.sides.A?.soldiers.map((x) => [x.id, x.weapon, x.hex])).toEqual([["A1", "LMG", "1A1"], ["A2", "RFL", "1A2"], ["A3", "RFL", "1A1"]]);
    expect(doc.sides.B?.edge).toBe("2/3");
    expect(doc.sides.B?.soldiers[0]).toMatchObject({ weapon: "PST", facing: 6, posture: "stand", rank: "private" });
    expect(doc.victory).toEqual({ perElimination: 1, perSurvivorAcross: 3, opposite: { A: { qAtLeast: 4 }, B: { qAtMost: 3 } } });
    // Stated victory conditions are stored beside the document (toStoredVictory), not folded into its notes.
    expect(doc.notes).toBe("a hot day");
  });

  it("Firepower: names the force and side at fault for an unknown unit type or an empty set-up area", () => {
    const s = twoSides(createScenario("fp", "firepower-sample-2-panel", "firepower"), [{ q: 0, r: 6 }], []);
    const bad = updateSide(s, "A", { forces: [{ unitType: "Tiger", count: 1 }] });
    const out = toRulesetScenario(bad, FIREPOWER_CATALOGUE, firepower);
    expect(out).toEqual({ ok: false, issues: [
      { path: "sides[0].forces[0].unitType", message: "the unit types are RFL, LMG, PST" },
      { path: "sides[1].setupArea", message: "Side B has no set-up hex to place its forces in" },
    ] });
  });

  it("Patrol!: custom OB strings under the seats alpha and bravo, men a01.. and b01.. deployed on 4-digit hexes, equipment deploys no man", () => {
    const s = createScenario("pt", "patrol-sample-2-section", "patrol", PATROL_CATALOGUE.sides);
    const a = updateSide(s, "alpha", { forces: [{ unitType: "BR", count: 2 }, { unitType: "PB", count: 1 }] });
    const b = updateSide(a, "bravo", { forces: [{ unitType: "MG", count: 1 }] });
    const placed: ScenarioDocument = { ...b, system: { ob: "27.11", situation: "raid" }, sides: b.sides.map((x) => ({ ...x, setupArea: x.id === "alpha" ? [{ q: 0, r: 0 }] : [{ q: 1, r: 0 }] })) };
    const out = toRulesetScenario(placed, PATROL_CATALOGUE, patrol);
    expect(out).toEqual({ ok: true, document: {
      ob: "27.11", situation: "raid", turns: 10, board: { cols: 14, rows: 5 }, forces: { alpha: "2BR 1PB", bravo: "1MG" },
      deploy: { a01: { hex: "0101" }, a02: { hex: "0101" }, b01: { hex: "0201" } },
    } });
    expect(toRulesetScenario({ ...placed, system: {} }, PATROL_CATALOGUE, patrol)).toEqual({ ok: false, issues: [
      { path: "system.ob", message: "name the order of battle (e.g. 27.11)" }, { path: "system.situation", message: "choose the General Situation" },
    ] });
    expect(toRulesetScenario({ ...placed, system: { ob: "27.11", situation: "siege" } }, PATROL_CATALOGUE, patrol)).toMatchObject({ ok: false, issues: [{ path: "system.situation" }] });
    expect(toRulesetScenario({ ...placed, sides: placed.sides.map((x) => ({ ...x, setupArea: [{ q: 0, r: 6 }] })) }, PATROL_CATALOGUE, firepower)).toEqual({ ok: false, issues: [
      { path: "mapId", message: "this map has no 4-digit hex IDs (e.g. 0101) to deploy on" },
    ] });
  });

  it("refuses a rule system whose catalogue gives no scenario format, saying why", () => {
    const out = toRulesetScenario(createScenario("x", "m", "sniper"), EMPTY_CATALOGUE, firepower);
    expect(out).toEqual({ ok: false, issues: [{ path: "rulesetId", message: "the editor cannot write sniper scenarios: the rule system's catalogue gives no scenario format it knows" }] });
  });
});
