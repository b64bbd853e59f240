import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedShippedData } from "@tactica/db";
import { shippedData } from "./shipped-data";
import { createApiClient, createTestApi } from "./testing";
import type { TestApi } from "./testing";

// The server seeds the shipped samples on every start (server.ts). An author may edit a shipped sample through
// saveMap; the next start must not write the shipped content back over that edit.
let t: TestApi;
let authorKey = "";
beforeAll(async () => {
  t = await createTestApi();
  await seedShippedData(t.db, shippedData());
  authorKey = (await createApiClient(t.db, { name: "map author", scopes: ["author"] })).key;
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const SAVE = `mutation($input: SaveMapInput!) { saveMap(input: $input) {
  __typename ... on MapSaved { map { id version document } } ... on MapVersionConflict { currentVersion } ... on MapInvalid { issues { path message } }
} }`;

describe("a restart after an author edited a shipped map", () => {
  it("keeps the author's saved version as the latest and adds no version", async () => {
    const shipped = shippedData().maps![0]!;
    const edited = { ...(shipped.document as Record<string, unknown>), name: "edited by an author" };
    const res = await t.app.inject({
      method: "POST", url: "/graphql", headers: { authorization: `Bearer ${authorKey}` },
      payload: { query: SAVE, variables: { input: { id: shipped.id, name: "My version", rulesetId: shipped.rulesetId, document: edited, baseVersion: 1 } } },
    });
    const saved = (res.json() as { data?: { saveMap?: { __typename: string; map?: { version: number; document: unknown } } } }).data?.saveMap;
    expect(saved).toMatchObject({ __typename: "MapSaved", map: { version: 2 } });
    const authored = await t.db.prisma.mapDoc.findUniqueOrThrow({ where: { id: shipped.id } });

    const restart = await seedShippedData(t.db, shippedData());
    expect(restart).toMatchObject({ created: 0, differing: [`map:${shipped.id}`] });

    const after = await t.db.prisma.mapDoc.findUniqueOrThrow({ where: { id: shipped.id } });
    expect([after.name, after.version, after.document]).toEqual(["My version", 2, authored.document]);
    expect((after.document as { name?: string }).name).toBe("edited by an author");
  });
});
