import { createMatch } from "@tactica/engine";
import type { HexRecord, MapDocument } from "@tactica/map";
import { checkMapTerrain, compileMap, FLAG_MARKER, FLAG_SMOKE, HEXSIDE_FEATURE_TYPES } from "@tactica/map";
import { describe, expect, it } from "vitest";
import { craterAt } from "../blasts/craters";
import { firepowerRuleset } from "../play/firepower-ruleset";
import type { FirepowerGame } from "../state/types";
import { createFirepowerAuthoredSampleMap, toAuthoredSampleScenario } from "../scenarios/authored-sample";
import { firepowerScenarioSchema } from "../fire-setup/scenario-schema";
import { FIREPOWER_FEATURES, FIREPOWER_TERRAIN } from "../sighting/firepower-terrain";
import { FIREPOWER_CATALOGUE } from "./catalogue";

const ids = (list: readonly { id: string }[]) => list.map((e) => e.id);

/** The authored sample map with one extra hex record (4B2) of the given terrain and markers. */
function sampleWith(extra: Partial<HexRecord>): MapDocument {
  const doc = createFirepowerAuthoredSampleMap();
  const at = doc.boards![0]!.hexes.find((h) => h.id === "4B2")!.hex;
  return { ...doc, hexes: [...(doc.hexes ?? []), { hex: at, id: "4B2", ...extra }] };
}

describe("Firepower editor catalogue", () => {
  it("lists every terrain id of FIREPOWER_TERRAIN, each with a name and rule [2.6]", () => {
    expect(ids(FIREPOWER_CATALOGUE.terrain).sort()).toEqual(Object.keys(FIREPOWER_TERRAIN).sort());
    for (const t of FIREPOWER_CATALOGUE.terrain) expect(t.rule).toMatch(/^Firepower \d/);
  });

  it("every catalogue terrain id passes the scenario's map check and compiles (an unknown id does not) [2.1]", () => {
    for (const t of FIREPOWER_CATALOGUE.terrain) {
      const doc = sampleWith({ terrain: t.id });
      expect(checkMapTerrain(doc, FIREPOWER_TERRAIN)).toEqual([]);
      expect(compileMap(doc, FIREPOWER_TERRAIN, { features: FIREPOWER_FEATURES }).terrainIds).toContain(t.id);
    }
    expect(checkMapTerrain(sampleWith({ terrain: "marsh" }), FIREPOWER_TERRAIN)).toHaveLength(1);
  });

  it("hexside features are ones Firepower's feature catalogue judges and the map format takes [12.1]", () => {
    for (const f of FIREPOWER_CATALOGUE.hexsideFeatures) {
      expect(FIREPOWER_FEATURES[f.id]).toBeDefined();
      expect(HEXSIDE_FEATURE_TYPES as readonly string[]).toContain(f.id);
    }
  });

  it("every marker it lists is accepted by the scenario check and read by the rules (smoke 12.2.7, crater 8.7)", () => {
    for (const m of FIREPOWER_CATALOGUE.markers) {
      const doc = sampleWith({ terrain: "clear", markers: [{ type: m.id as "smoke" }] });
      const parsed = firepowerScenarioSchema.safeParse(toAuthoredSampleScenario(doc));
      expect(parsed.success, `${m.id}: ${parsed.error?.message}`).toBe(true);
      const map = compileMap(doc, FIREPOWER_TERRAIN, { features: FIREPOWER_FEATURES });
      const cell = map.indexOf(doc.hexes!.at(-1)!.hex.q, doc.hexes!.at(-1)!.hex.r);
      if (m.id === "crater") {
        expect(map.flags[cell]! & FLAG_MARKER).not.toBe(0);
        const made = createMatch(firepowerRuleset, { scenario: toAuthoredSampleScenario(doc) });
        if (!made.ok) throw new Error(made.error.message);
        expect(craterAt(made.state.game as FirepowerGame, doc.hexes!.at(-1)!.hex)).toBe("single");
      } else {
        expect(map.flags[cell]! & FLAG_SMOKE).not.toBe(0);
      }
    }
  });

  it("leaves out the fortifications a Firepower map may not carry (barricades; mines are set up secretly, 8.8.9)", () => {
    expect(ids(FIREPOWER_CATALOGUE.fortifications)).not.toContain("barricade");
    expect(ids(FIREPOWER_CATALOGUE.fortifications)).not.toContain("mines");
    const at = createFirepowerAuthoredSampleMap().boards![0]!.hexes.find((h) => h.id === "4B2")!.hex;
    const mined = { ...createFirepowerAuthoredSampleMap(), fortifications: [{ hex: at, type: "mines" as const, kind: "AP" as const }] };
    const made = createMatch(firepowerRuleset, { scenario: toAuthoredSampleScenario(mined) });
    expect(made.ok ? "" : made.error.message).toMatch(/mine/i);
  });

  it("unit types are the weapons the scenario schema takes, one man each [1.2.1]", () => {
    const base = toAuthoredSampleScenario();
    const withWeapon = (weapon: string) => ({ ...base, sides: { ...base.sides, A: { ...base.sides.A, soldiers: [{ ...base.sides.A.soldiers[0]!, weapon }] } } });
    for (const u of FIREPOWER_CATALOGUE.unitTypes) {
      expect(firepowerScenarioSchema.safeParse(withWeapon(u.id)).success, u.id).toBe(true);
      expect(u.men).toBe(1);
    }
    expect(firepowerScenarioSchema.safeParse(withWeapon("MG")).success).toBe(false);
  });

  it("unit field choices (posture 4.4, rank 8.5) and scenario field choices (rules, set-up 2.4) are the schema's", () => {
    const base = toAuthoredSampleScenario();
    const soldier = base.sides.A.soldiers[0]!;
    const withSoldier = (change: Record<string, unknown>) => ({ ...base, sides: { ...base.sides, A: { ...base.sides.A, soldiers: [{ ...soldier, ...change }] } } });
    for (const field of FIREPOWER_CATALOGUE.unitFields.filter((f) => f.kind === "choice")) {
      for (const c of field.choices ?? []) expect(firepowerScenarioSchema.safeParse(withSoldier({ [field.name]: c.id })).success, `${field.name} ${c.id}`).toBe(true);
      expect(firepowerScenarioSchema.safeParse(withSoldier({ [field.name]: "kneel" })).success).toBe(false);
    }
    const rules = FIREPOWER_CATALOGUE.scenarioFields.find((f) => f.name === "rules")!;
    for (const c of rules.choices ?? []) expect(firepowerScenarioSchema.safeParse({ ...base, rules: c.id }).success, c.id).toBe(true);
    expect(ids(FIREPOWER_CATALOGUE.sides)).toEqual(Object.keys(firepowerScenarioSchema.shape.sides.shape));
  });

  it("the scenario format's edges, sequence units and inline-map field are ones the schema takes [2, 3, 9]", () => {
    const f = FIREPOWER_CATALOGUE.scenarioFormat;
    if (f?.kind !== "soldiers") throw new Error("Firepower writes soldiers");
    const base = toAuthoredSampleScenario();
    const sideA = { ...base.sides.A, edge: f.edges.right, chits: f.sequence.chits, impulses: f.sequence.impulses };
    const sideB = { ...base.sides.B, edge: f.edges.left };
    const soldier = { ...sideA.soldiers[0]!, facing: f.facing.left, [f.unitKey]: "RFL" };
    expect(firepowerScenarioSchema.safeParse({ ...base, [f.inlineMap.field]: f.inlineMap.value, sides: { A: { ...sideA, soldiers: [soldier] }, B: sideB } }).success).toBe(true);
    expect(firepowerScenarioSchema.safeParse({ ...base, sides: { A: { ...sideA, edge: "1/2" }, B: sideB } }).success).toBe(false);
  });

  it("scenario and unit field paths are where the schema takes those values (set-up 2.4, mines 8.8.9, tunnels 8.8.8)", () => {
    const base = toAuthoredSampleScenario();
    const set = (doc: Record<string, unknown>, path: string, value: unknown) => {
      const keys = path.split(".");
      let at = doc;
      for (const k of keys.slice(0, -1)) at = (at[k] ??= {}) as Record<string, unknown>;
      at[keys.at(-1)!] = value;
    };
    const doc: Record<string, unknown> = structuredClone(base);
    set(doc, "setup.areas", { A: { qAtMost: 1 }, B: { qAtLeast: 6 } });
    for (const f of FIREPOWER_CATALOGUE.scenarioFields) {
      const value = f.kind === "count" ? f.max : f.name === "rules" ? "advanced" : f.choices?.at(-1)?.id;
      set(doc, f.path!, value);
    }
    const parsed = firepowerScenarioSchema.safeParse(doc);
    expect(parsed.success, parsed.error?.message).toBe(true);
    expect(parsed.data).toMatchObject({ rules: "advanced", setup: { first: "B", mines: { A: 50, B: 50 } }, tunnels: { side: "B", hexes: 60 } });
    for (const f of FIREPOWER_CATALOGUE.unitFields.filter((x) => x.path)) expect(Object.keys(firepowerScenarioSchema.shape.sides.shape.A.shape.soldiers.element.shape)).toContain(f.path);
  });

  it("options are the ruleset's options, with their readings and defaults", () => {
    expect(ids(FIREPOWER_CATALOGUE.options)).toEqual(firepowerRuleset.options.map((o) => o.id));
    for (const o of FIREPOWER_CATALOGUE.options) {
      const def = firepowerRuleset.options.find((d) => d.id === o.id)!;
      expect(ids(o.values)).toEqual(Object.keys(def.choices));
      expect(o.default).toBe(def.default);
      expect(o.rule).toBe(def.citation);
    }
  });
});
