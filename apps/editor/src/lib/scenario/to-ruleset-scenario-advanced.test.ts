import { describe, expect, it } from "vitest";
import { createFirepowerSampleMap, resolveMap } from "@tactica/map";
import type { MapDocument } from "@tactica/map";
import { toDefaultFortification } from "../commands/fortification-commands";
import { FIREPOWER_CATALOGUE } from "../catalogue/test-catalogues";
import { createScenario, updateSide } from "./scenario-document";
import type { ScenarioDocument } from "./scenario-document";
import { fromRulesetScenario } from "./from-ruleset-scenario";
import { toRulesetScenario } from "./to-ruleset-scenario";

// The sample map with a bunker drawn at 1D4 (q 3): what the author draws with the fortification tool.
const sample = createFirepowerSampleMap();
const withBunker: MapDocument = { ...sample, fortifications: [...(sample.fortifications ?? []), toDefaultFortification("bunker", { q: 3, r: 4 })] };
const map = resolveMap(withBunker);

/** Side A on q 0-1 (1A1, 1A2, 1B2), side B on q 7 (1H...): an Advanced skirmish with a leader, a squad and a set-up phase. */
function advanced(system: Record<string, string>): ScenarioDocument {
  let s = createScenario("fp-adv", withBunker.id, "firepower");
  s = updateSide(s, "A", { forces: [{ unitType: "RFL", count: 1, fields: { rank: "S" } }, { unitType: "LMG", count: 1, fields: { posture: "prone", squad: "a2" } }] });
  s = updateSide(s, "B", { forces: [{ unitType: "RFL", count: 2, fields: { posture: "crouch" } }] });
  return { ...s, system, sides: s.sides.map((x) => ({ ...x, setupArea: x.id === "A" ? [{ q: 0, r: 6 }, { q: 1, r: 6 }] : [{ q: 7, r: 3 }] })) };
}

type FpDoc = {
  rules?: string; mapDocument?: MapDocument; setup?: unknown; tunnels?: unknown;
  sides: Record<"A" | "B", { chits: number; impulses: number; squads?: unknown; soldiers: { id: string; weapon: string; hex: string; posture: string; rank?: string; squad?: string }[] }>;
};

describe("toRulesetScenario: Advanced Firepower", () => {
  it("firepower 8.8, 2.4: an Advanced scenario carries the drawn map inline (its bunker played) and a set-up phase from the set-up hexes", () => {
    const out = toRulesetScenario(advanced({ rules: "advanced", setup: "roll", minesA: "", minesB: "3", tunnelSide: "B", tunnels: "2" }), FIREPOWER_CATALOGUE, map, withBunker);
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    const doc = out.document as FpDoc;
    expect(doc.rules).toBe("advanced");
    expect(doc.mapDocument?.fortifications).toContainEqual(expect.objectContaining({ type: "bunker", hex: { q: 3, r: 4 } }));
    // 2.4: each side's area is the q span of its set-up hexes; mines per side (8.8.9), the defender's tunnels (8.8.8).
    expect(doc.setup).toEqual({ areas: { A: { qAtLeast: 0, qAtMost: 1 }, B: { qAtLeast: 7, qAtMost: 7 } }, first: "roll", mines: { B: 3 } });
    expect(doc.tunnels).toEqual({ side: "B", hexes: 2 });
  });

  it("firepower 8.5, 9.1: force lines give posture, leaders and squads; unnamed lines form the squad named after the side", () => {
    const out = toRulesetScenario(advanced({ rules: "advanced" }), FIREPOWER_CATALOGUE, map, withBunker);
    if (!out.ok) throw new Error(JSON.stringify(out.issues));
    const doc = out.document as FpDoc;
    expect(doc.sides.A.soldiers.map((x) => [x.id, x.weapon, x.posture, x.rank, x.squad])).toEqual([["A1", "RFL", "stand", "S", "A"], ["A2", "LMG", "prone", "private", "a2"]]);
    expect(doc.sides.A.squads).toEqual({ A: { chits: 3, impulses: 2 }, a2: { chits: 3, impulses: 2 } });
    expect(doc.sides.B.soldiers.map((x) => [x.posture, x.squad])).toEqual([["crouch", undefined], ["crouch", undefined]]);
    expect(doc.sides.B.squads).toBeUndefined();
    expect(doc.setup).toBeUndefined();
  });

  it("firepower 8.8.8, 8.8.9: names each form field at fault (Basic leaders, squads and mines; mines without a set-up phase; half-given tunnels)", () => {
    const basic = toRulesetScenario(advanced({ minesA: "2", tunnels: "4" }), FIREPOWER_CATALOGUE, map, withBunker);
    expect(basic).toEqual({ ok: false, issues: [
      { path: "system.rules", message: "mines and tunnels are Advanced Game units (8.8.8, 8.8.9): choose advanced rules" },
      { path: "system.setup", message: "mines and tunnels are recorded secretly during the set-up phase (2.4, 8.8.8, 8.8.9): choose who places first" },
      { path: "system.tunnelSide", message: "choose the defending side that records the tunnels" },
      { path: "sides[0].forces[0].rank", message: "leaders are Advanced Game soldiers (8.5, 11.1): choose advanced rules" },
      { path: "sides[0].forces[1].squad", message: "several squads per side are Advanced (9.1-9.2): choose advanced rules" },
    ] });
    const typos = toRulesetScenario(advanced({ rules: "expert", setup: "first", minesB: "-1", tunnelSide: "C", tunnels: "x" }), FIREPOWER_CATALOGUE, map, withBunker);
    expect(typos.ok ? [] : typos.issues.map((i) => i.path)).toEqual([
      "system.rules", "system.setup", "system.minesB", "system.tunnelSide", "system.tunnels", "sides[0].forces[0].rank", "sides[0].forces[1].squad",
    ]);
    expect(typos.ok ? [] : typos.issues[0]).toEqual({ path: "system.rules", message: "Rules (Basic 1-7, Advanced 8+): one of basic, advanced" });
    expect(toRulesetScenario(advanced({ rules: "advanced" }), FIREPOWER_CATALOGUE, map)).toEqual({ ok: false, issues: [{ path: "mapId", message: "a scenario with rules advanced carries its map document: open the map in the editor first" }] });
  });

  it("firepower 2.4: a Basic scenario keeps its shape (no rules, no map document) and may still have a set-up phase", () => {
    let s = advanced({ setup: "B" });
    s = updateSide(s, "A", { forces: [{ unitType: "LMG", count: 1, fields: { posture: "prone" } }] });
    const out = toRulesetScenario(s, FIREPOWER_CATALOGUE, map, withBunker);
    if (!out.ok) throw new Error(JSON.stringify(out.issues));
    expect(Object.keys(out.document)).toEqual(["id", "title", "map", "turns", "sides", "setup", "victory"]);
    expect((out.document as FpDoc).setup).toEqual({ areas: { A: { qAtLeast: 0, qAtMost: 1 }, B: { qAtLeast: 7, qAtMost: 7 } }, first: "B" });
  });

  it("firepower 9.1: a stored Advanced scenario comes back into the form with its rules, set-up, mines, tunnels, postures, leaders and squads", () => {
    const s = advanced({ rules: "advanced", setup: "A", minesA: "1", tunnelSide: "B", tunnels: "3" });
    const out = toRulesetScenario(s, FIREPOWER_CATALOGUE, map, withBunker);
    if (!out.ok) throw new Error(JSON.stringify(out.issues));
    const back = fromRulesetScenario("firepower", FIREPOWER_CATALOGUE, out.document, map, { id: s.id, name: s.name, mapId: s.mapId });
    expect(back?.system).toEqual({ rules: "advanced", setup: "A", minesA: "1", tunnelSide: "B", tunnels: "3" });
    expect(back?.sides.map((x) => x.forces)).toEqual(s.sides.map((x) => x.forces));
  });
});
