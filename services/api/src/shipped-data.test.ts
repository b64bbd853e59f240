import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validateMapDocument } from "@tactica/map";
import type { MapDocument } from "@tactica/map";
import { seedShippedData } from "@tactica/db";
import { createMatch, defaultRulings, viewFor } from "@tactica/engine";
import { checkMapAgainstCatalogue } from "@tactica/ruleset-module";
import type { EditorCatalogue, RulesetModule } from "@tactica/ruleset-module";
import { defaultModules } from "@tactica/rulesets";
import { listRulesets } from "./rulesets";
import { checkScenario } from "./scenarios/check-scenario";
import { SHIPPED_SCENARIOS, shippedData } from "./shipped-data";
import { createApiClient, createTestApi } from "./testing";
import type { TestApi } from "./testing";

let t: TestApi;
let first: Awaited<ReturnType<typeof seedShippedData>>;
let playKey = "";
beforeAll(async () => {
  t = await createTestApi();
  first = await seedShippedData(t.db, shippedData());
  playKey = (await createApiClient(t.db, { name: "player", scopes: ["play"] })).key;
}, 60_000);
afterAll(async () => {
  await t?.close();
});

type Gql = { data?: Record<string, unknown> | null; errors?: Array<{ message: string }> };
const gql = async (query: string, key: string | null = null): Promise<Gql> => {
  const headers = key === null ? {} : { authorization: `Bearer ${key}` };
  return (await t.app.inject({ method: "POST", url: "/graphql", headers, payload: { query } })).json() as Gql;
};

describe("shipped data", () => {
  it("every shipped map is a valid map document with a unique id", () => {
    const maps = shippedData().maps ?? [];
    expect(maps.length).toBeGreaterThanOrEqual(2);
    expect(new Set(maps.map((m) => m.id)).size).toBe(maps.length);
    for (const m of maps) expect(validateMapDocument(m.document).ok).toBe(true);
  });

  it("every shipped map, and the map each shipped scenario plays, uses only its ruleset's markers, hexside features and storey sides", () => {
    type Vocabulary = "markers" | "hexsideFeatures" | "levelSides";
    const used: { module: RulesetModule; map: MapDocument; what: Vocabulary; id: string }[] = [];
    // Hex maps only: a system on a continuous table plays a table document, not a map.
    for (const m of defaultModules().filter((x) => x.ruleset.geometry === "hex")) {
      const played = m.scenarios.shipped.map((s) => {
        const made = createMatch(m.ruleset, { scenario: s.document, rulings: defaultRulings(m.ruleset) });
        if (!made.ok) throw new Error(`${s.id}: ${made.error.message}`);
        const map = m.maps.ofGame?.(viewFor(m.ruleset, made.state, "spectator").game);
        expect(map, `${s.id} plays a map`).toBeDefined();
        return map as MapDocument;
      });
      for (const map of [...m.maps.shipped, ...played]) {
        expect(checkMapAgainstCatalogue(map, m.catalogue), `${m.id} map ${map.id}`).toEqual([]);
        const boards = [map, ...(map.boards ?? [])];
        for (const b of boards) {
          for (const h of b.hexes ?? []) for (const x of h.markers ?? []) used.push({ module: m, map, what: "markers", id: x.type });
          for (const h of b.hexsides ?? []) for (const x of h.features) used.push({ module: m, map, what: "hexsideFeatures", id: x.type });
          for (const bd of b.buildings ?? []) for (const l of bd.levels) for (const x of l.sides ?? []) used.push({ module: m, map, what: "levelSides", id: x.type });
        }
      }
    }
    // The check has teeth: shipped maps use ids of every vocabulary, and a catalogue lacking any one of them fails it.
    expect(new Set(used.map((u) => u.what))).toEqual(new Set(["markers", "hexsideFeatures", "levelSides"]));
    const seen = new Set<string>();
    for (const u of used) {
      const key = `${u.module.id} ${u.what} ${u.id}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const lacking: EditorCatalogue = { ...u.module.catalogue, [u.what]: u.module.catalogue[u.what].filter((e) => e.id !== u.id) };
      expect(checkMapAgainstCatalogue(u.map, lacking).map((i) => i.message).join("\n"), key).toContain(`"${u.id}"`);
    }
  });

  it("ships Firepower's Basic Game and samples and one Patrol! scenario per General Situation, ids unique, maps shipped", () => {
    const ids = SHIPPED_SCENARIOS.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(SHIPPED_SCENARIOS.filter((s) => s.rulesetId === "firepower").map((s) => s.id)).toContain("firepower-basic-game");
    expect(SHIPPED_SCENARIOS.filter((s) => s.rulesetId === "patrol").map((s) => (s.document as { situation: string }).situation))
      .toEqual(["patrol", "recon", "raid", "ambush", "assault"]);
    const mapIds = new Set((shippedData().maps ?? []).map((m) => m.id));
    for (const s of SHIPPED_SCENARIOS) if (s.mapId !== null) expect(mapIds.has(s.mapId), s.id).toBe(true);
  });

  it("loads into PostgreSQL once, and again changes nothing", async () => {
    const data = shippedData();
    expect(first.created).toBe((data.maps?.length ?? 0) + (data.scenarios?.length ?? 0) + (data.tables?.length ?? 0));
    expect(data.tables?.length).toBeGreaterThan(0);
    const second = await seedShippedData(t.db, shippedData());
    expect(second).toEqual({ created: 0, unchanged: first.created, differing: [] });
  });

  it("every shipped scenario passes the API's own scenario checks", async () => {
    const rulesets = listRulesets();
    for (const s of SHIPPED_SCENARIOS) {
      const checked = await checkScenario({ db: t.db, rulesets }, { rulesetId: s.rulesetId, document: s.document, mapId: s.mapId });
      expect(checked.issues, s.id).toEqual([]);
      expect(checked.mapId, s.id).toBe(s.mapId);
    }
  });

  it("the scenarios query lists each with its title, brief, rule, ruleset, sides and turn limit", async () => {
    const r = await gql(`{ scenarios { id name brief rule rulesetId mapId sides { seat name force } turnLimit } }`);
    expect(r.errors).toBeUndefined();
    const listed = new Map((r.data?.scenarios as { id: string }[]).map((x) => [x.id, x]));
    for (const s of SHIPPED_SCENARIOS) {
      expect(listed.get(s.id), s.id).toEqual({
        id: s.id, name: s.title, brief: s.brief, rule: s.rule, rulesetId: s.rulesetId, mapId: s.mapId,
        sides: s.sides.map((x) => ({ ...x })), turnLimit: s.turnLimit,
      });
    }
    const one = await gql(`{ scenario(id: "patrol-normandy-raid") { name brief sides { seat name } turnLimit } }`);
    expect(one.data?.scenario).toMatchObject({ name: "Raid: Normandy, 29 June 1944", turnLimit: 15, sides: [{ seat: "alpha", name: "German" }, { seat: "bravo", name: "Canadians" }] });
  });

  it("createMatch starts a match from every shipped scenario, with the seats it lists", async () => {
    for (const s of SHIPPED_SCENARIOS) {
      const made = await gql(`mutation { createMatch(input: { rulesetId: "${s.rulesetId}", scenarioId: "${s.id}" }) { id seats { seat } } }`, playKey);
      expect(made.errors, s.id).toBeUndefined();
      expect((made.data?.createMatch as { seats: { seat: string }[] }).seats.map((x) => x.seat).sort(), s.id).toEqual(s.sides.map((x) => x.seat).sort());
    }
  }, 60_000);
});
