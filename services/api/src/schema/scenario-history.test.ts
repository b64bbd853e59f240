import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedShippedData } from "@tactica/db";
import { createFirepowerSampleMap } from "@tactica/map";
import { BASIC_GAME_SCENARIO } from "@tactica/rules-firepower";
import { shippedData } from "../shipped-data";
import { createApiClient, createTestApi } from "../testing";
import type { TestApi } from "../testing";

let t: TestApi;
let authorKey = "";
beforeAll(async () => {
  t = await createTestApi();
  await seedShippedData(t.db, shippedData());
  authorKey = (await createApiClient(t.db, { name: "scenario author", scopes: ["author"] })).key;
});
afterAll(async () => {
  await t?.close();
});

type Gql = { data?: Record<string, unknown> | null; errors?: Array<{ message: string; extensions?: { code?: string } }> };
const gql = async (query: string, variables?: Record<string, unknown>, key: string | null = authorKey): Promise<Gql> => {
  const headers = key === null ? {} : { authorization: `Bearer ${key}` };
  const res = await t.app.inject({ method: "POST", url: "/graphql", headers, payload: { query, variables } });
  return res.json() as Gql;
};
const data = <T>(r: Gql, field: string): T => {
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data?.[field] as T;
};

type Saved = { __typename: string; scenario?: { version: number; mapVersion: number | null; document: { turns?: number; mapDocument?: { name?: string } } }; issues?: { path: string; message: string }[] };
const SAVE_SCENARIO = `mutation($input: SaveScenarioInput!) { saveScenario(input: $input) { __typename
  ... on ScenarioSaved { scenario { version mapVersion document } } ... on ScenarioInvalid { issues { path message } } ... on ScenarioVersionConflict { currentVersion } } }`;
const SAVE_MAP = `mutation($input: SaveMapInput!) { saveMap(input: $input) { __typename ... on MapSaved { map { version } } } }`;
const saveMap = (id: string, name: string, baseVersion: number | null) =>
  gql(SAVE_MAP, { input: { id, name: id, rulesetId: "firepower", document: { ...createFirepowerSampleMap(), id, name }, baseVersion } });
const saveScenario = async (input: Record<string, unknown>) => data<Saved>(await gql(SAVE_SCENARIO, { input: { rulesetId: "firepower", ...input } }), "saveScenario");

describe("a scenario plays the map version the author sees", () => {
  it("pins the version asked for (inlined), else the newest, and refuses a version the map never had", async () => {
    await saveMap("pin-map", "map as version 1", null);
    await saveMap("pin-map", "map as version 2", 1);
    const pinned = await saveScenario({ id: "pinned", name: "Pinned", document: { ...BASIC_GAME_SCENARIO, map: "pin-map" }, mapVersion: 1 });
    expect(pinned.scenario).toMatchObject({ version: 1, mapVersion: 1, document: { mapDocument: { name: "map as version 1" } } });
    const newest = await saveScenario({ id: "newest", name: "Newest", document: { ...BASIC_GAME_SCENARIO, map: "pin-map" } });
    expect(newest.scenario).toMatchObject({ mapVersion: 2, document: { mapDocument: { name: "map as version 2" } } });
    const missing = await saveScenario({ id: "missing", name: "Missing", document: { ...BASIC_GAME_SCENARIO, map: "pin-map" }, mapVersion: 7 });
    expect(missing.__typename).toBe("ScenarioInvalid");
    expect(missing.issues?.map((i) => i.path)).toContain("mapVersion");
  });

  it("a shipped map plays as shipped until an author edits its stored copy; then the edited one plays", async () => {
    const sample = createFirepowerSampleMap();
    const before = await saveScenario({ id: "on-sample", name: "On the sample", document: BASIC_GAME_SCENARIO });
    expect(before.scenario?.document.mapDocument).toBeUndefined();
    await gql(SAVE_MAP, { input: { id: sample.id, name: "edited sample", rulesetId: "firepower", document: { ...sample, name: "the author's edit" }, baseVersion: 1 } });
    const after = await saveScenario({ id: "on-edited-sample", name: "On the edited sample", document: BASIC_GAME_SCENARIO });
    expect(after.scenario).toMatchObject({ mapVersion: 2, document: { mapDocument: { name: "the author's edit" } } });
  });
});

describe("scenario history: versions, restore, soft delete", () => {
  const VERSIONS = `query($id: ID!) { scenarioVersions(id: $id) { version mapVersion savedAt } }`;
  const ONE = `query($id: ID!, $version: Int) { scenario(id: $id, version: $version) { version latestVersion mapVersion deletedAt document } }`;
  const RESTORE = `mutation($id: ID!, $version: Int!, $base: Int!) { restoreScenarioVersion(id: $id, version: $version, baseVersion: $base) { __typename
    ... on ScenarioSaved { scenario { version mapVersion document } } ... on ScenarioVersionConflict { currentVersion } } }`;

  it("keeps every version, reads one back, restores it as the newest; a stale base restores nothing", async () => {
    await saveScenario({ id: "pinned", name: "Pinned", document: { ...BASIC_GAME_SCENARIO, map: "pin-map", turns: 5 }, baseVersion: 1 });
    expect(data<{ version: number; mapVersion: number }[]>(await gql(VERSIONS, { id: "pinned" }), "scenarioVersions").map((v) => [v.version, v.mapVersion])).toEqual([[2, 2], [1, 1]]);
    const old = data<{ version: number; latestVersion: number; mapVersion: number; document: { turns?: number; mapDocument: { name: string } } }>(await gql(ONE, { id: "pinned", version: 1 }), "scenario");
    expect(old).toMatchObject({ version: 1, latestVersion: 2, mapVersion: 1, document: { mapDocument: { name: "map as version 1" } } });
    expect(old.document.turns).toBe(BASIC_GAME_SCENARIO.turns);
    expect(data<{ __typename: string }>(await gql(RESTORE, { id: "pinned", version: 1, base: 1 }), "restoreScenarioVersion")).toMatchObject({ __typename: "ScenarioVersionConflict", currentVersion: 2 });
    const restored = data<Saved>(await gql(RESTORE, { id: "pinned", version: 1, base: 2 }), "restoreScenarioVersion");
    expect(restored.scenario).toMatchObject({ version: 3, mapVersion: 1, document: { turns: BASIC_GAME_SCENARIO.turns, mapDocument: { name: "map as version 1" } } });
  });

  it("deletes softly: off the list, readable, restorable; needs the author scope", async () => {
    const LIST = `query($deleted: Boolean) { scenarios(deleted: $deleted) { id } }`;
    expect((await gql(`mutation { deleteScenario(id: "pinned") { id } }`, {}, null)).errors?.[0]?.extensions?.code).toBe("auth/unauthenticated");
    expect(data<{ deletedAt: string | null }>(await gql(`mutation { deleteScenario(id: "pinned") { deletedAt } }`), "deleteScenario").deletedAt).not.toBeNull();
    expect(data<{ id: string }[]>(await gql(LIST, {}), "scenarios").map((s) => s.id)).not.toContain("pinned");
    expect(data<{ id: string }[]>(await gql(LIST, { deleted: true }), "scenarios").map((s) => s.id)).toEqual(["pinned"]);
    expect(data<{ version: number }>(await gql(ONE, { id: "pinned" }), "scenario").version).toBe(3);
    await gql(`mutation { restoreScenario(id: "pinned") { id } }`);
    expect(data<{ id: string }[]>(await gql(LIST, {}), "scenarios").map((s) => s.id)).toContain("pinned");
  });

  it("a deleted scenario starts no match (typed error, nothing stored); restored, it plays again", async () => {
    const playKey = (await createApiClient(t.db, { name: "scenario player", scopes: ["play"] })).key;
    const CREATE = `mutation { createMatch(input: { rulesetId: "firepower", scenarioId: "pinned" }) { id } }`;
    await gql(`mutation { deleteScenario(id: "pinned") { id } }`);
    const before = await t.db.prisma.match.count();
    const refused = await gql(CREATE, {}, playKey);
    expect(refused.errors?.[0]?.extensions?.code).toBe("request/not_found");
    expect(refused.errors?.[0]?.message).toMatch(/deleted.*restoreScenario/);
    expect(refused.data?.createMatch ?? null).toBeNull();
    expect(await t.db.prisma.match.count()).toBe(before);
    await gql(`mutation { restoreScenario(id: "pinned") { id } }`);
    expect(data<{ id: string }>(await gql(CREATE, {}, playKey), "createMatch").id).toEqual(expect.any(String));
    expect(await t.db.prisma.match.count()).toBe(before + 1);
  });
});
