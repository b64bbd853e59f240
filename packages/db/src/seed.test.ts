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
  it("creates what is missing, then leaves identical content alone", async () => {
    expect(await seedShippedData(db, shipped)).toEqual({ created: 3, unchanged: 0, differing: [] });
    expect(await seedShippedData(db, shipped)).toEqual({ created: 0, unchanged: 3, differing: [] });
    const scenario = await db.prisma.scenario.findUniqueOrThrow({ where: { id: "patrol-1" } });
    expect([scenario.mapId, scenario.version, scenario.authorClientId]).toEqual(["patrol-A", 1, null]);
    // Shipped content is created published: `scenarios` and the editor list it as the product's own.
    expect(scenario.publishedAt).toBeInstanceOf(Date);
    expect((await db.prisma.mapDoc.findUniqueOrThrow({ where: { id: "patrol-A" } })).publishedAt).toBeInstanceOf(Date);
    expect((await db.prisma.scenario.findUniqueOrThrow({ where: { id: "fow-1" } })).mapId).toBeNull();
  });

  it("treats reordered JSON keys as the same document", async () => {
    const reordered: ShippedData = { maps: [{ ...shipped.maps![0]!, document: { hexes: { b: [2, 3], a: 1 } } }] };
    expect(await seedShippedData(db, reordered)).toEqual({ created: 0, unchanged: 1, differing: [] });
  });

  it("never writes a changed shipped sample over the stored one: it is reported as differing and left alone", async () => {
    const changed: ShippedData = { scenarios: [{ ...shipped.scenarios![0]!, document: { turns: 10 } }] };
    expect(await seedShippedData(db, changed)).toEqual({ created: 0, unchanged: 1, differing: ["scenario:patrol-1"] });
    const scenario = await db.prisma.scenario.findUniqueOrThrow({ where: { id: "patrol-1" } });
    expect([scenario.document, scenario.version]).toEqual([{ turns: 8 }, 1]);
  });

  it("keeps an author's edit of a shipped map across a restart: still the latest version, no version added", async () => {
    // The write saveMap does for an edit (services/api/src/schema/maps.ts): a conditional update from the base version.
    const edit = { name: "Map section A (my river)", document: { hexes: { a: 1, b: [2, 3], river: true } } };
    const saved = await db.prisma.mapDoc.updateMany({ where: { id: "patrol-A", version: 1 }, data: { ...edit, version: { increment: 1 } } });
    expect(saved.count).toBe(1);
    // A restart seeds the same shipped data again.
    expect(await seedShippedData(db, shipped)).toEqual({ created: 0, unchanged: 3, differing: ["map:patrol-A"] });
    const map = await db.prisma.mapDoc.findUniqueOrThrow({ where: { id: "patrol-A" } });
    expect([map.name, map.document, map.version]).toEqual([edit.name, edit.document, 2]);
  });

  it("creates a newly shipped item beside the existing ones", async () => {
    const more: ShippedData = { ...shipped, maps: [...shipped.maps!, { id: "patrol-B", name: "Map section B", rulesetId: "patrol", schemaVersion: 1, document: { hexes: {} } }] };
    expect(await seedShippedData(db, more)).toEqual({ created: 1, unchanged: 3, differing: ["map:patrol-A"] });
    expect((await db.prisma.mapDoc.findUniqueOrThrow({ where: { id: "patrol-B" } })).version).toBe(1);
  });

  it("two processes seeding at once create each item once and neither fails", async () => {
    const fresh: ShippedData = {
      maps: [{ id: "race-map", name: "Race", rulesetId: "patrol", schemaVersion: 1, document: { hexes: {} } }],
      scenarios: [{ id: "race-scenario", name: "Race", rulesetId: "patrol", mapId: "race-map", document: { turns: 1 } }],
    };
    const reports = await Promise.all([seedShippedData(db, fresh), seedShippedData(db, fresh)]);
    expect(reports.reduce((n, r) => n + r.created, 0)).toBe(2);
    expect(await db.prisma.mapDoc.count({ where: { id: "race-map" } })).toBe(1);
    expect(await db.prisma.scenario.count({ where: { id: "race-scenario" } })).toBe(1);
  });

  it("seeds a shipped table as version 1, published, with its version row; a second seed leaves it alone", async () => {
    const tables: ShippedData = { tables: [{ id: "table-1", name: "Fields", rulesetId: "fow", unit: "inch", schemaVersion: 1, document: { pieces: [], unit: "inch" } }] };
    expect(await seedShippedData(db, tables)).toEqual({ created: 1, unchanged: 0, differing: [] });
    expect(await seedShippedData(db, tables)).toEqual({ created: 0, unchanged: 1, differing: [] });
    const head = await db.prisma.tableDoc.findUniqueOrThrow({ where: { id: "table-1" } });
    expect([head.version, head.publishedVersion, head.authorClientId, head.unit]).toEqual([1, 1, null, "inch"]);
    expect(head.publishedAt).toBeInstanceOf(Date);
    const v1 = await db.prisma.tableDocVersion.findUniqueOrThrow({ where: { tableId_version: { tableId: "table-1", version: 1 } } });
    expect(v1.document).toEqual({ pieces: [], unit: "inch" });
  });
});
