// A scenario names a stored table by id and version; createMatch plays that version's document, kept in the
// match's set-up, whatever later saves of the table do. Shipped tables are seeded as version 1, published.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedShippedData } from "@tactica/db";
import { defaultModules } from "@tactica/rulesets";
import { shippedData } from "../shipped-data";
import { createApiClient, createTestApi } from "../testing";
import type { TestApi } from "../testing";

let t: TestApi;
let author = "";
let player = "";
beforeAll(async () => {
  t = await createTestApi();
  await seedShippedData(t.db, shippedData());
  author = (await createApiClient(t.db, { name: "author", scopes: ["author", "read"] })).key;
  player = (await createApiClient(t.db, { name: "player", scopes: ["read", "play"] })).key;
}, 60_000);
afterAll(async () => {
  await t?.close();
});

type Gql = { data?: Record<string, unknown> | null; errors?: Array<{ message: string; extensions?: { code?: string } }> };
const gql = async (key: string, query: string, variables: Record<string, unknown> = {}): Promise<Gql> =>
  (await t.app.inject({ method: "POST", url: "/graphql", headers: { authorization: `Bearer ${key}` }, payload: { query, variables } })).json() as Gql;

// The continuous-table system that plays stored tables, and its shipped scenario naming its shipped table.
const module = defaultModules().find((m) => m.maps.tables?.playsStoredTables)!;
const shipped = module.scenarios.shipped[0]!;
const shippedTable = module.maps.tables!.shipped[0]!;
const SAVE = `mutation($i: SaveTableInput!) { saveTable(input: $i) { __typename ... on TableSaved { table { version } } } }`;
const CREATE = `mutation($s: JSON) { createMatch(input: { rulesetId: "${module.id}", scenario: $s }) { id } }`;

async function setupOf(matchId: string): Promise<{ scenario: { tableDocument?: { id: string; name?: string } } }> {
  const row = await t.db.prisma.match.findUniqueOrThrow({ where: { id: matchId }, select: { setup: true } });
  return row.setup as { scenario: { tableDocument?: { id: string; name?: string } } };
}

describe("a scenario plays a stored table version", () => {
  it("shipped tables are seeded as version 1 and published; table(id) reads them back", async () => {
    const r = await gql(author, `query($id: ID!) { table(id: $id) { id version publishedVersion document } }`, { id: shippedTable.id });
    expect(r.errors).toBeUndefined();
    expect(r.data?.table).toMatchObject({ id: shippedTable.id, version: 1, publishedVersion: 1, document: shippedTable.document });
  });

  it("createMatch inlines the named version, not the latest; an unknown version is refused and nothing is stored", async () => {
    const doc = shippedTable.document as { id: string; name?: string };
    const id = "inline-table-test";
    const v1 = await gql(author, SAVE, { i: { id, name: "v1", rulesetId: module.id, document: { ...doc, id, name: "first" } } });
    expect(v1.data?.saveTable).toMatchObject({ __typename: "TableSaved", table: { version: 1 } });
    const v2 = await gql(author, SAVE, { i: { id, name: "v2", rulesetId: module.id, baseVersion: 1, document: { ...doc, id, name: "second" } } });
    expect(v2.data?.saveTable).toMatchObject({ __typename: "TableSaved", table: { version: 2 } });

    const scenario = { ...(shipped.document as object), table: { id, version: 1 } };
    const made = await gql(player, CREATE, { s: scenario });
    expect(made.errors).toBeUndefined();
    const setup = await setupOf((made.data!.createMatch as { id: string }).id);
    expect(setup.scenario.tableDocument).toMatchObject({ id, name: "first" });

    const before = await t.db.prisma.match.count();
    const missing = await gql(player, CREATE, { s: { ...scenario, table: { id, version: 9 } } });
    expect(missing.errors?.[0]?.extensions?.code).toBe("request/not_found");
    expect(await t.db.prisma.match.count()).toBe(before);
  });

  it("a shipped scenario naming the shipped table plays the seeded document", async () => {
    const made = await gql(player, CREATE, { s: shipped.document });
    expect(made.errors).toBeUndefined();
    expect((await setupOf((made.data!.createMatch as { id: string }).id)).scenario.tableDocument).toEqual(shippedTable.document);
  });
});
