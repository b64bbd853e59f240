import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, type Db } from "./create-db";
import { createTestDatabase, type TestDatabase } from "./create-test-database";
import { seedShippedData, type ShippedData } from "./seed";

let database: TestDatabase;
let db: Db;

beforeAll(async () => {
  database = await createTestDatabase();
  db = createDb({ url: database.url });
});
afterAll(async () => {
  await db.close();
  await database.drop();
});

const shipped: ShippedData = {
  maps: [{ id: "patrol-A", name: "Map section A", rulesetId: "patrol", schemaVersion: 1, document: { hexes: { a: 1, b: [2, 3] } } }],
  scenarios: [
    { id: "patrol-1", name: "First patrol", rulesetId: "patrol", mapId: "patrol-A", document: { turns: 8 } },
    { id: "fow-1", name: "Table battle", rulesetId: "flamesofwar", document: { table: { w: 72, h: 48 } } },
  ],
};

describe("seedShippedData", () => {
  it("creates, then leaves identical content alone", async () => {
    expect(await seedShippedData(db, shipped)).toEqual({ created: 3, updated: 0, unchanged: 0 });
    expect(await seedShippedData(db, shipped)).toEqual({ created: 0, updated: 0, unchanged: 3 });
    const scenario = await db.prisma.scenario.findUniqueOrThrow({ where: { id: "patrol-1" } });
    expect([scenario.mapId, scenario.version, scenario.authorClientId]).toEqual(["patrol-A", 1, null]);
    expect((await db.prisma.scenario.findUniqueOrThrow({ where: { id: "fow-1" } })).mapId).toBeNull();
  });

  it("treats reordered JSON keys as the same document", async () => {
    const reordered: ShippedData = { maps: [{ ...shipped.maps![0]!, document: { hexes: { b: [2, 3], a: 1 } } }] };
    expect(await seedShippedData(db, reordered)).toEqual({ created: 0, updated: 0, unchanged: 1 });
  });

  it("writes changed content and bumps its version", async () => {
    const changed: ShippedData = { scenarios: [{ ...shipped.scenarios![0]!, document: { turns: 10 } }] };
    expect(await seedShippedData(db, changed)).toEqual({ created: 0, updated: 1, unchanged: 0 });
    const scenario = await db.prisma.scenario.findUniqueOrThrow({ where: { id: "patrol-1" } });
    expect([scenario.document, scenario.version]).toEqual([{ turns: 10 }, 2]);
  });
});
