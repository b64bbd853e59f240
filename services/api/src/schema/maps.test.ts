import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFirepowerSampleMap } from "@tactica/map";
import { createApiClient, createTestApi } from "../testing";
import type { TestApi } from "../testing";

let t: TestApi;
let authorKey = "";
let readerKey = "";
beforeAll(async () => {
  t = await createTestApi();
  authorKey = (await createApiClient(t.db, { name: "map author", scopes: ["author"] })).key;
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

const SAVE = `mutation($input: SaveMapInput!) { saveMap(input: $input) {
  __typename
  ... on MapSaved { map { id version publishedAt document } }
  ... on MapVersionConflict { id currentVersion message }
  ... on MapInvalid { issues { path message } }
  ... on MapNotFound { id }
} }`;
const PUBLISH = `mutation($id: ID!, $version: Int!) { publishMap(id: $id, version: $version) {
  __typename ... on MapSaved { map { version publishedAt } } ... on MapVersionConflict { currentVersion } ... on MapNotFound { id }
} }`;

const doc = { ...createFirepowerSampleMap(), id: "saved-map" };
const save = (baseVersion: number | null, document: unknown = doc) =>
  gql(SAVE, { input: { id: "saved-map", name: "Saved", rulesetId: "firepower", document, baseVersion } });

describe("saveMap and publishMap", () => {
  it("need an API key with the author scope", async () => {
    const input = { id: "saved-map", name: "Saved", rulesetId: "firepower", document: doc };
    expect((await gql(SAVE, { input }, null)).errors?.[0]?.extensions?.code).toBe("auth/unauthenticated");
    expect((await gql(SAVE, { input }, readerKey)).errors?.[0]?.extensions?.code).toBe("auth/forbidden");
    expect((await gql(PUBLISH, { id: "saved-map", version: 1 }, readerKey)).errors?.[0]?.extensions?.code).toBe("auth/forbidden");
  });

  it("creates at version 1, bumps the version per save and rejects a stale base as a typed conflict", async () => {
    const created = await save(null);
    expect(created.data?.saveMap).toMatchObject({ __typename: "MapSaved", map: { id: "saved-map", version: 1, publishedAt: null } });
    const row = await t.db.prisma.mapDoc.findUniqueOrThrow({ where: { id: "saved-map" }, select: { authorClientId: true } });
    expect(row.authorClientId).not.toBeNull();
    expect((await save(null)).data?.saveMap).toMatchObject({ __typename: "MapVersionConflict", currentVersion: 1 });
    const edited = { ...doc, name: "edited" };
    expect((await save(1, edited)).data?.saveMap).toMatchObject({ __typename: "MapSaved", map: { version: 2, document: edited } });
    const stale = await save(1);
    expect(stale.data?.saveMap).toMatchObject({ __typename: "MapVersionConflict", id: "saved-map", currentVersion: 2 });
    expect(String(stale.data?.saveMap?.message)).toContain("version 2, not 1");
  });

  it("stores nothing for an invalid document and names the field at fault", async () => {
    const bad = { ...doc, hexes: [{ hex: { q: 0, r: 0 }, height: 1.5 }] };
    const outcome = await save(2, bad);
    expect(outcome.data?.saveMap).toEqual({ __typename: "MapInvalid", issues: [{ path: "hexes[0].height", message: "must be an integer" }] });
    const stored = await gql(`{ map(id: "saved-map") { version } }`);
    expect(stored.data?.map).toEqual({ version: 2 });
  });

  it("publishes the version the author reviewed, and says when it is stale or missing", async () => {
    const published = await gql(PUBLISH, { id: "saved-map", version: 2 });
    expect(published.data?.publishMap).toMatchObject({ __typename: "MapSaved", map: { version: 2 } });
    expect(typeof (published.data?.publishMap?.map as { publishedAt: unknown }).publishedAt).toBe("string");
    expect((await gql(PUBLISH, { id: "saved-map", version: 1 })).data?.publishMap).toEqual({ __typename: "MapVersionConflict", currentVersion: 2 });
    expect((await gql(PUBLISH, { id: "nope", version: 1 })).data?.publishMap).toEqual({ __typename: "MapNotFound", id: "nope" });
  });
});
