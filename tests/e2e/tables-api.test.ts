import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "@tactica/db";
import { createFirepowerSampleMap } from "@tactica/map";
import { createApiClient, createTestApi } from "@tactica/api/testing";
import type { TestApi } from "@tactica/api/testing";

// Issue 20 (API and jobs): table documents saved, versioned and published like maps, and lineOfSight / range /
// visibility between table positions on a stored table, through the real server on PostgreSQL. Every expected number
// below is worked by hand from the table's geometry (inches; 1" = 254 tenths of a millimetre), never by the package.
const IN = 254;
const MM = 10;
const rect = (x0: number, y0: number, x1: number, y1: number) => [[x0 * IN, y0 * IN], [x1 * IN, y0 * IN], [x1 * IN, y1 * IN], [x0 * IN, y1 * IN]];
const house = { id: "house", kind: "building", shape: { type: "polygon", points: rect(20, 10, 24, 14) }, movement: "impassable", height: "tall", top: 100 * MM, occluder: "solid", bulletproof: true };
const wood = { id: "wood", kind: "woods", shape: { type: "polygon", points: rect(40, 20, 43, 30) }, movement: "terrain", height: "tall", top: 100 * MM, bulletproof: false };
const copse = { id: "copse", kind: "woods", shape: { type: "polygon", points: rect(40, 36, 41.5, 44) }, movement: "terrain", height: "tall", top: 100 * MM, bulletproof: false };
const sixByFour = { preset: "6x4ft", width: 72 * IN, height: 48 * IN };
const tableDoc = (pieces: unknown[]) => ({ schemaVersion: 1, id: "t-field", provenance: "user", unit: "inch", size: sixByFour, pieces });

let db: { url: string; drop(): Promise<void> };
let t: TestApi;
let author = "";
beforeAll(async () => {
  db = await createTestDatabase();
  t = await createTestApi({ databaseUrl: db.url });
  author = (await createApiClient(t.db, { name: "table author", scopes: ["author"], rateLimitPerMinute: 100_000 })).key;
}, 60_000);
afterAll(async () => {
  await t?.close();
  await db?.drop();
});

type Body = { data?: Record<string, unknown> | null; errors?: Array<{ message: string; extensions?: { code?: string } }> };
async function gql(api: TestApi, query: string, variables: Record<string, unknown> = {}): Promise<Body> {
  const res = await api.app.inject({ method: "POST", url: "/graphql", headers: { authorization: `Bearer ${author}` }, payload: { query, variables } });
  return res.json() as Body;
}
const data = async (api: TestApi, query: string, variables: Record<string, unknown> = {}) => {
  const body = await gql(api, query, variables);
  if (body.errors?.length) throw new Error(`${body.errors[0]?.extensions?.code}: ${body.errors[0]?.message}`);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the answers are walked field by field by the assertions below
  return body.data as Record<string, any>;
};

const SAVE = `mutation($i: SaveTableInput!) { saveTable(input: $i) { __typename
  ... on TableSaved { table { id version latestVersion unit publishedVersion } }
  ... on TableInvalid { issues { path message code } }
  ... on TableVersionConflict { currentVersion } } }`;
const GET = `query($id: ID!, $v: Int) { table(id: $id, version: $v) { id name version latestVersion unit publishedVersion publishedAt document } }`;
const LOS = `query($i: SightInput!) { lineOfSight(input: $i) { clear range unit tiePolicy reconstructed rules
  blockedBy { feature rule reason }
  table { range rangeSubmm unit closeRange clearLines totalLines neededLines
    lines { from to clear tallLength blockedBy { code by rule } through { piece } } blockedCounts { code lines } } } }`;
const RANGE = `query($i: SightInput!) { range(input: $i) { hexes distance unit } }`;
const VIS = `query($i: VisibilityInput!) { visibility(input: $i) { rows visiblePairs } }`;
const at = (x: number, y: number, footprint?: unknown) => ({ position: { table: { x, y, ...(footprint ? { footprint } : {}) } }, posture: "infantry" });
const sight = (observer: unknown, target: unknown, more: Record<string, unknown> = {}) => ({ i: { rulesetId: "flamesofwar", tableId: "t-field", observer, target, ...more } });

describe("table documents through the API (saveTable, table, publishTable, tables)", () => {
  it("refuses a bad document with issue paths and codes, and stores nothing", async () => {
    const bad = tableDoc([{ ...house, shape: { type: "polygon", points: rect(20, 10, 24, 14).slice(0, 2) } }]);
    const r = await data(t, SAVE, { i: { id: "t-field", name: "Field", rulesetId: "flamesofwar", document: bad } });
    expect(r.saveTable.__typename).toBe("TableInvalid");
    expect(r.saveTable.issues).toContainEqual(expect.objectContaining({ path: "pieces.0.shape.points", code: "table/invalid_document" }));
    const hexRuleset = await data(t, SAVE, { i: { id: "t-field", name: "Field", rulesetId: "firepower", document: tableDoc([house]) } });
    expect(hexRuleset.saveTable.issues).toContainEqual(expect.objectContaining({ path: "rulesetId", code: "table/hex_ruleset" }));
    const otherId = await data(t, SAVE, { i: { id: "t-other", name: "Field", rulesetId: "flamesofwar", document: tableDoc([house]) } });
    expect(otherId.saveTable.issues).toContainEqual(expect.objectContaining({ path: "id", code: "table/id_mismatch" }));
    expect((await data(t, GET, { id: "t-field" })).table).toBeNull();
    expect(await t.db.prisma.tableDocVersion.count()).toBe(0);
  });

  it("saves version 1, then 2 from base 1 (a stale base is a typed conflict), reads either version back, publishes 1", async () => {
    const v1 = await data(t, SAVE, { i: { id: "t-field", name: "Field", rulesetId: "flamesofwar", document: tableDoc([house]) } });
    expect(v1.saveTable).toEqual({ __typename: "TableSaved", table: { id: "t-field", version: 1, latestVersion: 1, unit: "inch", publishedVersion: null } });
    const v2 = await data(t, SAVE, { i: { id: "t-field", name: "Field, wooded", rulesetId: "flamesofwar", document: tableDoc([house, wood, copse]), baseVersion: 1 } });
    expect(v2.saveTable.table).toMatchObject({ version: 2, latestVersion: 2 });
    const stale = await data(t, SAVE, { i: { id: "t-field", name: "Field", rulesetId: "flamesofwar", document: tableDoc([]), baseVersion: 1 } });
    expect(stale.saveTable).toEqual({ __typename: "TableVersionConflict", currentVersion: 2 });

    const first = (await data(t, GET, { id: "t-field", v: 1 })).table;
    expect([first.version, first.latestVersion, first.name, first.document.pieces.map((p: { id: string }) => p.id)]).toEqual([1, 2, "Field", ["house"]]);
    const latest = (await data(t, GET, { id: "t-field" })).table;
    expect([latest.version, latest.name, latest.document.pieces.map((p: { id: string }) => p.id)]).toEqual([2, "Field, wooded", ["house", "wood", "copse"]]);
    expect((await data(t, GET, { id: "t-field", v: 3 })).table).toBeNull();

    const pub = await data(t, `mutation { publishTable(id: "t-field", version: 1) { __typename ... on TableSaved { table { version publishedVersion } } } }`);
    expect(pub.publishTable).toEqual({ __typename: "TableSaved", table: { version: 1, publishedVersion: 1 } });
    const listed = await data(t, `{ tables { id version publishedVersion unit } }`);
    expect(listed.tables).toEqual([{ id: "t-field", version: 2, publishedVersion: 1, unit: "inch" }]);
  });

  it("line of sight between two points through the house (x 20..24, y 10..14): one line, blocked by it; range 24\"", async () => {
    const r = (await data(t, LOS, sight(at(10, 12), at(34, 12)))).lineOfSight;
    expect([r.clear, r.range, r.unit, r.tiePolicy, r.reconstructed]).toEqual([false, 24, "inch", "sampled", true]);
    expect(r.table).toMatchObject({ range: 24, rangeSubmm: 24 * IN, unit: "inch", closeRange: false, clearLines: 0, totalLines: 1 });
    expect(r.table.lines[0].from.slice(0, 2)).toEqual([10, 12]);
    expect(r.table.lines[0].to.slice(0, 2)).toEqual([34, 12]);
    expect(r.table.lines[0].blockedBy).toEqual([expect.objectContaining({ code: "los/solid", by: "house" })]);
    expect(r.blockedBy).toEqual([expect.objectContaining({ feature: "house" })]);
    expect(r.rules.some((x: string) => x.includes("Hills and Buildings"))).toBe(true);
  });

  it("2\" bases either side of the house: all 9 x 9 sampled lines lie within y 11..13, so the house blocks all 81; range 22\"", async () => {
    const base = { rectangle: { width: 2, height: 2 } };
    const r = (await data(t, LOS, sight(at(10, 12, base), at(34, 12, base)))).lineOfSight;
    expect(r.clear).toBe(false);
    expect(r.table).toMatchObject({ range: 22, clearLines: 0, totalLines: 81 });
    expect(r.table.blockedCounts).toEqual([{ code: "los/solid", lines: 81 }]);
  });

  it("Tall woods: 3\" of wood along y = 25 blocks (over 2\"), 1.5\" of copse along y = 40 does not, and y = 35 misses both", async () => {
    const deep = (await data(t, LOS, sight(at(30, 25), at(50, 25)))).lineOfSight;
    expect(deep.clear).toBe(false);
    expect(deep.table.lines[0].tallLength).toBeCloseTo(3, 6);
    expect(deep.table.lines[0].blockedBy).toEqual([expect.objectContaining({ code: "los/tall_depth", by: "wood" })]);
    const thin = (await data(t, LOS, sight(at(30, 40), at(50, 40)))).lineOfSight;
    expect(thin.clear).toBe(true);
    expect(thin.table.lines[0].tallLength).toBeCloseTo(1.5, 6);
    expect(thin.table.lines[0].through).toEqual([{ piece: "copse" }]);
    const open = (await data(t, LOS, sight(at(30, 35), at(50, 35)))).lineOfSight;
    expect([open.clear, open.table.range, open.table.lines[0].tallLength, open.table.lines[0].through]).toEqual([true, 20, 0, []]);
    // Version 1 of the table has no wood: the same line is clear there.
    const v1 = (await data(t, LOS, sight(at(30, 25), at(50, 25), { tableVersion: 1 }))).lineOfSight;
    expect(v1.clear).toBe(true);
  });

  it("range: a 3-4-5 triangle is 5\"; round bases 1\" and 0.5\" in radius 5.5\" apart centre to centre are 4\" apart; 4.3\" snaps to the 0.1 mm grid and rounds up", async () => {
    expect((await data(t, RANGE, sight(at(10, 2), at(13, 6)))).range).toEqual({ hexes: 5, distance: 5, unit: "inch" });
    const bases = await data(t, RANGE, sight(at(10, 40, { circle: { radius: 1 } }), at(10, 45.5, { circle: { radius: 0.5 } })));
    expect(bases.range).toEqual({ hexes: 4, distance: 4, unit: "inch" });
    const further = (await data(t, RANGE, sight(at(10, 40), at(10, 44.3)))).range;
    // 40" = 10160 and 44.3" = 11252.2 -> 11252 tenths of a mm (the table's integer grid): 1092 apart, 1092/254 inches.
    expect(further.hexes).toBe(5);
    expect(further.distance).toBe(1092 / 254);
  });

  it("visibility: A (10,12) and B (34,12) have the house between them; C (10,35) sees and is seen by both", async () => {
    const v = (await data(t, VIS, { i: { rulesetId: "flamesofwar", tableId: "t-field", units: [at(10, 12), at(34, 12), at(10, 35)] } })).visibility;
    expect(v).toEqual({ rows: ["001", "001", "110"], visiblePairs: 4 });
  });

  it("a hex position on a table, or a table position on a hex map, is position/wrong_geometry; a wrong ruleset or a missing table is refused", async () => {
    const hexOnTable = await gql(t, LOS, sight({ position: { hex: { hexId: "1A1" } }, posture: "infantry" }, at(34, 12)));
    expect(hexOnTable.errors?.[0]?.extensions?.code).toBe("position/wrong_geometry");
    const hexIdOnTable = await gql(t, RANGE, sight({ hexId: "1A1", posture: "infantry" }, at(34, 12)));
    expect(hexIdOnTable.errors?.[0]?.extensions?.code).toBe("position/wrong_geometry");
    const tableOnMap = await gql(t, LOS, { i: { rulesetId: "firepower", map: createFirepowerSampleMap(), observer: { ...at(1, 1), posture: "stand" }, target: { ...at(2, 2), posture: "stand" } } });
    expect(tableOnMap.errors?.[0]?.extensions?.code).toBe("position/wrong_geometry");
    expect((await gql(t, LOS, sight(at(1, 1), at(2, 2), { rulesetId: "firepower" }))).errors?.[0]?.extensions?.code).toBe("request/invalid");
    expect((await gql(t, LOS, sight(at(1, 1), at(2, 2), { tableId: "nowhere" }))).errors?.[0]?.extensions?.code).toBe("request/not_found");
    expect((await gql(t, LOS, sight({ ...at(1, 1), posture: "prone" }, at(2, 2)))).errors?.[0]?.extensions?.code).toBe("los/bad_posture");
  });

  it("a table in centimetres answers in cm: (10, 10) to (40, 50) is 50 cm (30-40-50)", async () => {
    const doc = { schemaVersion: 1, id: "t-cm", provenance: "user", unit: "cm", size: { preset: "180x120cm", width: 180 * 100, height: 120 * 100 }, pieces: [] };
    expect((await data(t, SAVE, { i: { id: "t-cm", name: "Metric", rulesetId: "flamesofwar", document: doc } })).saveTable.table.unit).toBe("cm");
    const r = (await data(t, RANGE, { i: { rulesetId: "flamesofwar", tableId: "t-cm", observer: at(10, 10), target: at(40, 50) } })).range;
    expect(r).toEqual({ hexes: 50, distance: 50, unit: "cm" });
    const los = (await data(t, LOS, { i: { rulesetId: "flamesofwar", tableId: "t-cm", observer: at(10, 10), target: at(40, 50) } })).lineOfSight;
    expect([los.clear, los.unit, los.table.range, los.table.rangeSubmm]).toEqual([true, "cm", 50, 5000]);
  });

  it("a restart on the same database keeps every version and the published one", async () => {
    await t.close();
    t = await createTestApi({ databaseUrl: db.url });
    const again = (await data(t, GET, { id: "t-field", v: 1 })).table;
    expect([again.version, again.latestVersion, again.publishedVersion, again.document.pieces.length]).toEqual([1, 2, 1, 1]);
    const los = (await data(t, LOS, sight(at(30, 25), at(50, 25)))).lineOfSight;
    expect(los.clear).toBe(false);
  });
});
