import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedShippedData } from "@tactica/db";
import { createFirepowerSampleMap } from "@tactica/map";
import { createApiClient, createTestApi } from "../testing";
import type { TestApi } from "../testing";

let t: TestApi;
let authorKey = "";
beforeAll(async () => {
  t = await createTestApi();
  authorKey = (await createApiClient(t.db, { name: "map author", scopes: ["author"] })).key;
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

const SAVE = `mutation($input: SaveMapInput!) { saveMap(input: $input) { __typename ... on MapSaved { map { version } } ... on MapVersionConflict { currentVersion } } }`;
const RESTORE_VERSION = `mutation($id: ID!, $version: Int!, $base: Int!) { restoreMapVersion(id: $id, version: $version, baseVersion: $base) {
  __typename ... on MapSaved { map { version name document } } ... on MapVersionConflict { currentVersion } } }`;
const VERSIONS = `query($id: ID!) { mapVersions(id: $id) { version name savedAt } }`;
const MAP = `query($id: ID!, $version: Int) { map(id: $id, version: $version) { version latestVersion name deletedAt document } }`;
const LIST = `query($deleted: Boolean) { maps(deleted: $deleted) { id version deletedAt } }`;

const base = { ...createFirepowerSampleMap(), id: "kept-map" };
const named = (name: string) => ({ ...base, name });
const save = (document: unknown, baseVersion: number | null) => gql(SAVE, { input: { id: "kept-map", name: "Kept", rulesetId: "firepower", document, baseVersion } });

describe("map history: versions, restore, rename, soft delete", () => {
  it("keeps every saved version, reads an old one back and saves it again as the newest", async () => {
    expect(data<{ map: { version: number } }>(await save(named("one"), null), "saveMap").map.version).toBe(1);
    await save(named("two"), 1);
    await save(named("three"), 2);
    const versions = data<{ version: number; savedAt: string }[]>(await gql(VERSIONS, { id: "kept-map" }), "mapVersions");
    expect(versions.map((v) => v.version)).toEqual([3, 2, 1]);
    const old = data<{ version: number; latestVersion: number; document: { name: string } }>(await gql(MAP, { id: "kept-map", version: 1 }), "map");
    expect(old).toMatchObject({ version: 1, latestVersion: 3, document: { name: "one" } });
    expect(data<unknown>(await gql(MAP, { id: "kept-map", version: 9 }), "map")).toBeNull();

    // A stale base restores nothing; the newest base stores version 1's document as version 4.
    expect(data<{ __typename: string }>(await gql(RESTORE_VERSION, { id: "kept-map", version: 1, base: 2 }), "restoreMapVersion"))
      .toMatchObject({ __typename: "MapVersionConflict", currentVersion: 3 });
    const restored = data<{ map: { version: number; document: { name: string } } }>(await gql(RESTORE_VERSION, { id: "kept-map", version: 1, base: 3 }), "restoreMapVersion");
    expect(restored.map).toMatchObject({ version: 4, document: { name: "one" } });
    expect(data<{ version: number }[]>(await gql(VERSIONS, { id: "kept-map" }), "mapVersions").map((v) => v.version)).toEqual([4, 3, 2, 1]);
    expect((await gql(RESTORE_VERSION, { id: "kept-map", version: 7, base: 4 })).errors?.[0]?.extensions?.code).toBe("request/not_found");
  });

  it("renames without a new version, and refuses an empty name", async () => {
    const renamed = data<{ name: string; version: number }>(await gql(`mutation { renameMap(id: "kept-map", name: "Hill 112") { name version } }`), "renameMap");
    expect(renamed).toEqual({ name: "Hill 112", version: 4 });
    expect((await gql(`mutation { renameMap(id: "kept-map", name: "  ") { name } }`)).errors?.[0]?.extensions?.code).toBe("request/invalid");
  });

  it("deletes softly: off the list, still readable, restorable; needs the author scope", async () => {
    expect((await gql(`mutation { deleteMap(id: "kept-map") { id } }`, {}, null)).errors?.[0]?.extensions?.code).toBe("auth/unauthenticated");
    const deleted = data<{ deletedAt: string | null }>(await gql(`mutation { deleteMap(id: "kept-map") { deletedAt } }`), "deleteMap");
    expect(deleted.deletedAt).not.toBeNull();
    expect(data<{ id: string }[]>(await gql(LIST, {}), "maps").map((m) => m.id)).not.toContain("kept-map");
    expect(data<{ id: string }[]>(await gql(LIST, { deleted: true }), "maps").map((m) => m.id)).toEqual(["kept-map"]);
    expect(data<{ version: number }>(await gql(MAP, { id: "kept-map" }), "map").version).toBe(4);
    expect(data<{ deletedAt: string | null }>(await gql(`mutation { restoreMap(id: "kept-map") { deletedAt } }`), "restoreMap").deletedAt).toBeNull();
    expect(data<{ id: string }[]>(await gql(LIST, {}), "maps").map((m) => m.id)).toContain("kept-map");
    expect((await gql(`mutation { deleteMap(id: "no-such-map") { id } }`)).errors?.[0]?.extensions?.code).toBe("request/not_found");
  });

  it("a seeded map saved over keeps the seeded version restorable", async () => {
    const sample = { ...createFirepowerSampleMap(), id: "seeded-map", name: "seeded" };
    await seedShippedData(t.db, { maps: [{ id: "seeded-map", name: "Seeded", rulesetId: "firepower", schemaVersion: sample.schemaVersion, document: sample }] });
    expect(data<{ version: number }[]>(await gql(VERSIONS, { id: "seeded-map" }), "mapVersions").map((v) => v.version)).toEqual([1]);
    await gql(SAVE, { input: { id: "seeded-map", name: "Seeded", rulesetId: "firepower", document: { ...sample, name: "edited" }, baseVersion: 1 } });
    expect(data<{ document: { name: string } }>(await gql(MAP, { id: "seeded-map", version: 1 }), "map").document.name).toBe("seeded");
    expect(data<{ document: { name: string } }>(await gql(MAP, { id: "seeded-map" }), "map").document.name).toBe("edited");
  });
});
