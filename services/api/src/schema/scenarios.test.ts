import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedShippedData } from "@tactica/db";
import { BASIC_GAME_SCENARIO } from "@tactica/rules-firepower";
import { SHIPPED_SCENARIOS, shippedData } from "../shipped-data";
import { createApiClient, createTestApi } from "../testing";
import type { TestApi } from "../testing";

let t: TestApi;
let authorKey = "";
let playKey = "";
let readerKey = "";
beforeAll(async () => {
  t = await createTestApi();
  await seedShippedData(t.db, shippedData());
  authorKey = (await createApiClient(t.db, { name: "scenario author", scopes: ["author"] })).key;
  playKey = (await createApiClient(t.db, { name: "player", scopes: ["play"] })).key;
  readerKey = (await createApiClient(t.db, { name: "reader", scopes: ["read"] })).key;
});
afterAll(async () => {
  await t?.close();
});

type Gql = { data?: Record<string, Record<string, unknown>> | null; errors?: Array<{ message: string; extensions?: { code?: string } }> };
const gql = async (query: string, variables?: Record<string, unknown>, key: string | null = authorKey): Promise<Gql> => {
  const headers = key === null ? {} : { authorization: `Bearer ${key}` };
  const res = await t.app.inject({ method: "POST", url: "/graphql", headers, payload: { query, variables } });
  return res.json() as Gql;
};

const SAVE = `mutation($input: SaveScenarioInput!) { saveScenario(input: $input) {
  __typename
  ... on ScenarioSaved { scenario { id version mapId publishedAt document } }
  ... on ScenarioVersionConflict { id currentVersion message }
  ... on ScenarioInvalid { issues { path message hex side } }
  ... on ScenarioNotFound { id }
} }`;
const PUBLISH = `mutation($id: ID!, $version: Int!) { publishScenario(id: $id, version: $version) {
  __typename ... on ScenarioSaved { scenario { version publishedAt } } ... on ScenarioVersionConflict { currentVersion } ... on ScenarioNotFound { id }
} }`;

const doc = { ...BASIC_GAME_SCENARIO, id: "stored-basic" };
const save = (baseVersion: number | null, document: unknown = doc, id = "stored-basic") =>
  gql(SAVE, { input: { id, name: "Stored basic game", rulesetId: "firepower", document, baseVersion } });

describe("saveScenario and publishScenario", () => {
  it("need an API key with the author scope", async () => {
    const input = { id: "stored-basic", name: "x", rulesetId: "firepower", document: doc };
    expect((await gql(SAVE, { input }, null)).errors?.[0]?.extensions?.code).toBe("auth/unauthenticated");
    expect((await gql(SAVE, { input }, readerKey)).errors?.[0]?.extensions?.code).toBe("auth/forbidden");
    expect((await gql(PUBLISH, { id: "stored-basic", version: 1 }, readerKey)).errors?.[0]?.extensions?.code).toBe("auth/forbidden");
  });

  it("stores version 1 against the map the document names, bumps versions and rejects a stale base", async () => {
    const created = await save(null);
    expect(created.data?.saveScenario).toMatchObject({ __typename: "ScenarioSaved", scenario: { id: "stored-basic", version: 1, mapId: "firepower-sample-2-panel", publishedAt: null } });
    expect((await save(null)).data?.saveScenario).toMatchObject({ __typename: "ScenarioVersionConflict", currentVersion: 1 });
    const edited = { ...doc, turns: 5 };
    expect((await save(1, edited)).data?.saveScenario).toMatchObject({ __typename: "ScenarioSaved", scenario: { version: 2, document: edited } });
    const stale = await save(1);
    expect(stale.data?.saveScenario).toMatchObject({ __typename: "ScenarioVersionConflict", currentVersion: 2 });
    expect(String(stale.data?.saveScenario?.message)).toContain("version 2, not 1");
  });

  it("stores nothing for a document that does not fit the rule system, naming the field, hex and side at fault", async () => {
    const soldiers = doc.sides.A.soldiers.map((s, i) => (i === 2 ? { ...s, hex: "2Z9" } : s));
    const bad = { ...doc, turns: 0, sides: { ...doc.sides, A: { ...doc.sides.A, soldiers } } };
    const outcome = await save(2, bad);
    const issues = (outcome.data?.saveScenario as unknown as { issues: unknown[] }).issues;
    expect(outcome.data?.saveScenario?.__typename).toBe("ScenarioInvalid");
    expect(issues).toContainEqual({ path: "turns", message: expect.stringContaining(">=1") as unknown, hex: null, side: null });
    expect(issues).toContainEqual({ path: "sides.A.soldiers[2].hex", message: "hex 2Z9 is not on map firepower-sample-2-panel", hex: "2Z9", side: "A" });
    expect((await gql(`{ scenario(id: "stored-basic") { version } }`)).data?.scenario).toEqual({ version: 2 });
    const unknownMap = await save(2, { ...doc, map: "no-such-map" });
    expect((unknownMap.data?.saveScenario as unknown as { issues: { path: string }[] }).issues.map((i) => i.path)).toContain("map");
  });

  it("validateScenario checks without storing; Patrol! issues name the side", async () => {
    const ok = await gql(`query($d: JSON!) { validateScenario(rulesetId: "firepower", document: $d) { path } }`, { d: doc }, null);
    expect(ok.data?.validateScenario).toEqual([]);
    const patrol = await gql(`query($d: JSON!) { validateScenario(rulesetId: "patrol", document: $d) { path hex side } }`,
      { d: { ob: "27.11", situation: "meeting", deploy: { b02: { hex: "99" } } } }, null);
    expect(patrol.data?.validateScenario).toContainEqual({ path: "deploy.b02.hex", hex: "99", side: "bravo" });
    const offBoard = await gql(`query($d: JSON!) { validateScenario(rulesetId: "patrol", document: $d) { path message hex side } }`,
      { d: { ob: "27.11", situation: "raid", board: { cols: 14, rows: 5 }, forces: { alpha: "2BR", bravo: "1MG" }, deploy: { a01: { hex: "0101" }, b01: { hex: "1406" } } } }, null);
    expect(offBoard.data?.validateScenario).toEqual([{ path: "deploy.b01.hex", message: "hex 1406 is off the 14 x 5 board", hex: "1406", side: "bravo" }]);
  });

  it("publishes the reviewed version; a later save is a draft again", async () => {
    const published = await gql(PUBLISH, { id: "stored-basic", version: 2 });
    expect(published.data?.publishScenario).toMatchObject({ __typename: "ScenarioSaved", scenario: { version: 2 } });
    expect(typeof (published.data?.publishScenario?.scenario as { publishedAt: unknown }).publishedAt).toBe("string");
    expect((await gql(PUBLISH, { id: "stored-basic", version: 1 })).data?.publishScenario).toEqual({ __typename: "ScenarioVersionConflict", currentVersion: 2 });
    expect((await gql(PUBLISH, { id: "nope", version: 1 })).data?.publishScenario).toEqual({ __typename: "ScenarioNotFound", id: "nope" });
    const resaved = await save(2, { ...doc, turns: 4 });
    expect(resaved.data?.saveScenario).toMatchObject({ scenario: { version: 3, publishedAt: null } });
  });

  it("lists scenarios per ruleset and starts a match from a stored one", async () => {
    const listed = await gql(`{ firepower: scenarios(rulesetId: "firepower") { id version } patrol: scenarios(rulesetId: "patrol") { id } }`, undefined, null);
    // Newest first: the author's save, then the shipped scenarios (seeded before it).
    const shipped = (rulesetId: string) => SHIPPED_SCENARIOS.filter((s) => s.rulesetId === rulesetId).map((s) => s.id);
    expect(listed.data?.firepower?.[0]).toEqual({ id: "stored-basic", version: 3 });
    expect((listed.data?.firepower as unknown as { id: string }[]).slice(1).map((s) => s.id).sort()).toEqual(shipped("firepower").sort());
    expect((listed.data?.patrol as unknown as { id: string }[]).map((s) => s.id).sort()).toEqual(shipped("patrol").sort());
    const made = await gql(`mutation { createMatch(input: { rulesetId: "firepower", scenarioId: "stored-basic" }) { id } }`, undefined, playKey);
    const id = String(made.data?.createMatch?.id);
    const row = await t.db.prisma.match.findUniqueOrThrow({ where: { id }, select: { scenarioId: true } });
    expect(row.scenarioId).toBe("stored-basic");
  });

  it("rulesets carry each rule system's scenario JSON Schema", async () => {
    const r = await gql(`{ rulesets { id scenarioSchema } }`, undefined, null);
    const byId = Object.fromEntries((r.data?.rulesets as unknown as { id: string; scenarioSchema: { properties: Record<string, unknown>; required?: string[] } }[]).map((x) => [x.id, x.scenarioSchema]));
    expect(Object.keys(byId.firepower?.properties ?? {})).toEqual(expect.arrayContaining(["id", "map", "turns", "sides", "victory"]));
    expect(byId.patrol?.required).toEqual(expect.arrayContaining(["ob", "situation"]));
  });
});
