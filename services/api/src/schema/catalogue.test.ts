import { FIREPOWER_TERRAIN } from "@tactica/rules-firepower";
import { PATROL_OPTION_LIST } from "@tactica/rules-patrol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi } from "../testing";
import type { TestApi } from "../testing";

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});
afterAll(async () => {
  await t?.close();
});

type Catalogue = {
  sides: { id: string; name: string; manPrefix: string | null }[];
  terrain: { id: string; name: string; rule: string | null }[];
  hexsideFeatures: { id: string }[]; markers: { id: string }[]; levelSides: { id: string }[]; fortifications: { id: string }[];
  unitTypes: { id: string; men: number }[];
  unitFields: { name: string; kind: string; choices: { id: string }[] | null; default: string | null }[];
  scenarioFields: { name: string; kind: string; choices: { id: string }[] | null; min: number | null; max: number | null }[];
  options: { id: string; kind: string; values: { id: string }[]; default: string; rule: string }[];
  scenarioFormat: { kind: string } | null;
};

const QUERY = `{ rulesets { id catalogue {
  sides { id name manPrefix } terrain { id name rule } hexsideFeatures { id } markers { id } levelSides { id } fortifications { id }
  unitTypes { id men } unitFields { name kind choices { id } default } scenarioFields { name kind choices { id } min max }
  options { id kind values { id } default rule } scenarioFormat } } }`;

async function catalogues(): Promise<Record<string, Catalogue>> {
  const res = await t.app.inject({ method: "POST", url: "/graphql", payload: { query: QUERY } });
  const body = res.json() as { data?: { rulesets: { id: string; catalogue: Catalogue }[] }; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return Object.fromEntries(body.data!.rulesets.map((r) => [r.id, r.catalogue]));
}

describe("Ruleset.catalogue", () => {
  it("serves each system's sides, with Firepower's seats A/B and Patrol!'s alpha/bravo [Firepower 2, Patrol 26.3]", async () => {
    const c = await catalogues();
    expect(c.firepower!.sides).toEqual([{ id: "A", name: "Side A", manPrefix: "A" }, { id: "B", name: "Side B", manPrefix: "B" }]);
    expect(c.patrol!.sides).toEqual([{ id: "alpha", name: "α", manPrefix: "a" }, { id: "bravo", name: "β", manPrefix: "b" }]);
  });

  it("serves the palettes: Firepower's terrain is FIREPOWER_TERRAIN's ids with rules, Patrol! has slopes and no storeys [9.1]", async () => {
    const c = await catalogues();
    expect(c.firepower!.terrain.map((e) => e.id).sort()).toEqual(Object.keys(FIREPOWER_TERRAIN).sort());
    for (const e of c.firepower!.terrain) expect(e.rule).toMatch(/^Firepower /);
    expect(c.firepower!.levelSides.map((e) => e.id)).toContain("door");
    expect(c.firepower!.fortifications.map((e) => e.id)).toContain("foxhole");
    expect(c.patrol!.hexsideFeatures.map((e) => e.id)).toEqual(["slope"]);
    expect(c.patrol!.levelSides).toEqual([]);
    expect(c.patrol!.markers.map((e) => e.id)).toEqual(["smoke"]);
  });

  it("serves unit types with their men and the fields a form asks for (Firepower posture 4.4; Patrol! OB 27.0)", async () => {
    const c = await catalogues();
    expect(c.firepower!.unitTypes.map((u) => u.id).sort()).toEqual(["LMG", "PST", "RFL"]);
    expect(c.patrol!.unitTypes.find((u) => u.id === "BR")?.men).toBe(1);
    expect(c.patrol!.unitTypes.find((u) => u.id === "PB")?.men).toBe(0);
    expect(c.firepower!.unitFields.find((f) => f.name === "posture")).toMatchObject({ kind: "choice", default: "stand", choices: [{ id: "stand" }, { id: "crouch" }, { id: "prone" }] });
    expect(c.firepower!.scenarioFields.find((f) => f.name === "minesA")).toMatchObject({ kind: "count", min: 0, max: 50 });
    expect(c.patrol!.scenarioFields.map((f) => f.name)).toEqual(["ob", "situation"]);
  });

  it("serves the ruleset's options with their readings, defaults and rules", async () => {
    const c = await catalogues();
    expect(c.patrol!.options.map((o) => o.id)).toEqual(PATROL_OPTION_LIST.map((o) => o.id));
    for (const o of c.patrol!.options) {
      const def = PATROL_OPTION_LIST.find((d) => d.id === o.id)!;
      expect(o).toMatchObject({ kind: "choice", default: def.default, rule: def.citation });
      expect(o.values.map((v) => v.id)).toEqual(Object.keys(def.choices));
    }
    expect(c.firepower!.options.length).toBeGreaterThan(5);
  });

  it("serves how each system's scenario document is written: Firepower's soldiers, Patrol!'s order of battle", async () => {
    const c = await catalogues();
    expect(c.firepower!.scenarioFormat).toMatchObject({ kind: "soldiers", unitKey: "weapon", edges: { left: "5/6", right: "2/3" } });
    expect(c.patrol!.scenarioFormat).toMatchObject({ kind: "order-of-battle", manDigits: 2 });
  });
});
