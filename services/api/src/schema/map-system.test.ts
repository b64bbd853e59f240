import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFirepowerSampleMap } from "@tactica/map";
import { createApiClient, createTestApi } from "../testing";
import type { TestApi } from "../testing";

// Issue 19: saveMap checks a map against the input's rulesetId; a document that names its own rule system
// (`system`) and is saved for another ruleset is refused at path "system" (map/system_mismatch), storing nothing.
// publishMap refuses such a version too (one stored before the check). Through the API, on the real PostgreSQL.

let t: TestApi;
let key = "";
beforeAll(async () => {
  t = await createTestApi();
  key = (await createApiClient(t.db, { name: "author-system", scopes: ["author", "read"], rateLimitPerMinute: 100_000 })).key;
});
afterAll(async () => {
  await t?.close();
});

type Gql = { data?: Record<string, unknown> | null; errors?: { message: string }[] };
const gql = async (query: string, variables: Record<string, unknown>): Promise<Gql> =>
  (await t.app.inject({ method: "POST", url: "/graphql", headers: { authorization: `Bearer ${key}` }, payload: { query, variables } })).json() as Gql;

const SAVE_MAP = `mutation($input: SaveMapInput!) { saveMap(input: $input) {
  __typename ... on MapSaved { map { id version rulesetId } } ... on MapInvalid { issues { path message code allowed } } } }`;
const PUBLISH_MAP = `mutation($id: ID!, $version: Int!) { publishMap(id: $id, version: $version) {
  __typename ... on MapSaved { map { publishedAt } } ... on MapInvalid { issues { path code allowed } } } }`;

describe("saveMap: the document's own system must be the ruleset it is saved for", () => {
  it("a map drawn for one system saved for another is refused at path system, and nothing is stored", async () => {
    const doc = { ...createFirepowerSampleMap(), id: "system-clash", system: "firepower" };
    const r = await gql(SAVE_MAP, { input: { id: "system-clash", name: "Clash", rulesetId: "patrol", document: doc } });
    expect(r.errors).toBeUndefined();
    expect(r.data?.saveMap).toEqual({ __typename: "MapInvalid", issues: [{
      path: "system", code: "map/system_mismatch", allowed: ["patrol"],
      message: 'the map is drawn for rule system "firepower", not "patrol" (the ruleset it is saved for): save it for "firepower", or set its system to "patrol"',
    }] });
    expect(await t.db.prisma.mapDoc.findUnique({ where: { id: "system-clash" } })).toBeNull();
    // The same document saved for its own system is stored; so is one that names no system.
    const own = await gql(SAVE_MAP, { input: { id: "system-clash", name: "Clash", rulesetId: "firepower", document: doc } });
    expect(own.data?.saveMap).toEqual({ __typename: "MapSaved", map: { id: "system-clash", version: 1, rulesetId: "firepower" } });
    const { system: _none, ...unnamed } = doc;
    const plain = await gql(SAVE_MAP, { input: { id: "system-none", name: "None", rulesetId: "firepower", document: unnamed } });
    expect(plain.data?.saveMap).toMatchObject({ __typename: "MapSaved" });
  });

  it("an update that would store a mismatch leaves the stored version as it was", async () => {
    const doc = { ...createFirepowerSampleMap(), id: "system-update", system: "firepower" };
    const made = await gql(SAVE_MAP, { input: { id: "system-update", name: "Update", rulesetId: "firepower", document: doc } });
    expect(made.data?.saveMap).toMatchObject({ __typename: "MapSaved", map: { version: 1 } });
    const before = await t.db.prisma.mapDoc.findUniqueOrThrow({ where: { id: "system-update" } });
    const clash = await gql(SAVE_MAP, { input: { id: "system-update", name: "Update", rulesetId: "firepower", document: { ...doc, system: "patrol" }, baseVersion: 1 } });
    expect(clash.data?.saveMap).toMatchObject({ __typename: "MapInvalid", issues: [{ path: "system", code: "map/system_mismatch", allowed: ["firepower"] }] });
    expect(await t.db.prisma.mapDoc.findUniqueOrThrow({ where: { id: "system-update" } })).toEqual(before);
  });

  it("publishMap refuses a stored version whose system is not its ruleset (stored before the check)", async () => {
    const doc = { ...createFirepowerSampleMap(), id: "system-old", system: "patrol" };
    await t.db.prisma.mapDoc.create({ data: { id: "system-old", name: "Old", rulesetId: "firepower", schemaVersion: doc.schemaVersion, document: doc, version: 1 } });
    const r = await gql(PUBLISH_MAP, { id: "system-old", version: 1 });
    expect(r.data?.publishMap).toEqual({ __typename: "MapInvalid", issues: [{ path: "system", code: "map/system_mismatch", allowed: ["firepower"] }] });
    expect((await t.db.prisma.mapDoc.findUniqueOrThrow({ where: { id: "system-old" } })).publishedAt).toBeNull();
  });
});
