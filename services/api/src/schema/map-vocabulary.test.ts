import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFirepowerSampleMap, createPatrolSampleMap } from "@tactica/map";
import type { MapDocument } from "@tactica/map";
import { firepowerModule } from "@tactica/rules-firepower/module";
import { createApiClient, createTestApi } from "../testing";
import type { TestApi } from "../testing";

// Issue 19: marker, hexside-feature and level-side types are open ids in the map format, checked against the
// ruleset's catalogue wherever a map meets a ruleset: saveMap, publishMap, validateScenario/saveScenario and
// createMatch with an inline scenario. Through the API as a client, on the real PostgreSQL.

let t: TestApi;
let key = "";
beforeAll(async () => {
  t = await createTestApi();
  key = (await createApiClient(t.db, { name: "author", scopes: ["author", "play", "read"], rateLimitPerMinute: 100_000 })).key;
});
afterAll(async () => {
  await t?.close();
});

type Err = { message: string; extensions?: Record<string, unknown> };
type Gql = { data?: Record<string, Record<string, unknown> | unknown[]> | null; errors?: Err[] };
const gql = async (query: string, variables?: Record<string, unknown>): Promise<Gql> => {
  const res = await t.app.inject({ method: "POST", url: "/graphql", headers: { authorization: `Bearer ${key}` }, payload: { query, variables } });
  return res.json() as Gql;
};

const SAVE_MAP = `mutation($input: SaveMapInput!) { saveMap(input: $input) {
  __typename ... on MapSaved { map { id version } } ... on MapInvalid { issues { path message code allowed } } } }`;
const PUBLISH_MAP = `mutation($id: ID!, $version: Int!) { publishMap(id: $id, version: $version) {
  __typename ... on MapSaved { map { publishedAt } } ... on MapInvalid { issues { path code allowed } } } }`;
const VALIDATE = `query($r: String!, $d: JSON!) { validateScenario(rulesetId: $r, document: $d) { path message code allowed } }`;
const SAVE_SCENARIO = `mutation($i: SaveScenarioInput!) { saveScenario(input: $i) {
  __typename ... on ScenarioSaved { scenario { id } } ... on ScenarioInvalid { issues { path message code allowed } } } }`;
const CREATE = `mutation($s: JSON) { createMatch(input: { rulesetId: "firepower", scenario: $s }) { id } }`;

// The catalogues as their rules packages print them (packages/rules-*/src/module/catalogue.ts).
const FIREPOWER_MARKERS = ["crater", "fire", "smoke"];
const PATROL_FEATURES = ["slope"];

/** The Firepower sample with a "flare" marker added to map-level hex (0, 0): Firepower has no flare marker. */
function withFlare(doc: MapDocument): MapDocument {
  return { ...doc, hexes: [...(doc.hexes ?? []), { hex: { q: 0, r: 0 }, markers: [{ type: "flare" }] }] };
}
const flarePath = (doc: MapDocument) => `hexes[${doc.hexes?.length ?? 0}].markers[0].type`;

const authored = () => {
  const s = firepowerModule.scenarios.shipped.find((x) => x.id === "firepower-authored-sample");
  if (!s) throw new Error("the authored sample is shipped");
  return s.document as { mapDocument: MapDocument } & Record<string, unknown>;
};

describe("saveMap and publishMap check markers, hexside features and storey sides against the ruleset's catalogue", () => {
  it("the catalogue the API serves is the one the refusals name", async () => {
    const r = await gql(`{ rulesets { id catalogue { markers { id } hexsideFeatures { id } levelSides { id } } } }`);
    const byId = new Map((r.data?.rulesets as { id: string; catalogue: Record<string, { id: string }[]> }[]).map((x) => [x.id, x.catalogue]));
    expect(byId.get("firepower")?.markers?.map((m) => m.id).sort()).toEqual(FIREPOWER_MARKERS);
    expect(byId.get("patrol")?.hexsideFeatures?.map((m) => m.id)).toEqual(PATROL_FEATURES);
    expect(byId.get("patrol")?.levelSides).toEqual([]);
  });

  it("refuses a map with a marker its ruleset does not know, naming the path and the allowed ids, and stores nothing", async () => {
    const base = { ...createFirepowerSampleMap(), id: "vocab-flare" };
    const doc = withFlare(base);
    const r = await gql(SAVE_MAP, { input: { id: "vocab-flare", name: "Flare", rulesetId: "firepower", document: doc } });
    expect(r.errors).toBeUndefined();
    expect(r.data?.saveMap).toEqual({ __typename: "MapInvalid", issues: [{
      path: flarePath(base), code: "map/unknown_marker", allowed: FIREPOWER_MARKERS,
      message: 'unknown marker type "flare" at hex 0,0 (allowed: crater, fire, smoke)',
    }] });
    expect(await t.db.prisma.mapDoc.findUnique({ where: { id: "vocab-flare" } })).toBeNull();
    // The same map without the flare is stored.
    const ok = await gql(SAVE_MAP, { input: { id: "vocab-flare", name: "Flare", rulesetId: "firepower", document: base } });
    expect(ok.data?.saveMap).toEqual({ __typename: "MapSaved", map: { id: "vocab-flare", version: 1 } });
  });

  it("checks against the ruleset the map is saved for: a Patrol! map with a wall and a building storey is refused", async () => {
    const base = { ...createPatrolSampleMap(), id: "vocab-patrol" };
    const doc: MapDocument = {
      ...base,
      hexsides: [{ hex: { q: 1, r: 1 }, dir: 0, features: [{ type: "wall" }] }],
      buildings: [{ id: "H", hexes: [{ q: 2, r: 2 }], levels: [{ storey: 0, floor: 0, ceiling: 2, sides: [{ hex: { q: 2, r: 2 }, dir: 1, type: "door" }] }] }],
    };
    const before = await t.db.prisma.mapDoc.count();
    const r = await gql(SAVE_MAP, { input: { id: "vocab-patrol", name: "Walled", rulesetId: "patrol", document: doc } });
    expect(r.data?.saveMap).toMatchObject({ __typename: "MapInvalid", issues: [
      { path: "hexsides[0].features[0].type", code: "map/unknown_hexside_feature", allowed: PATROL_FEATURES },
      { path: "buildings[0].levels[0].sides[0].type", code: "map/unknown_level_side", allowed: [] },
    ] });
    expect(await t.db.prisma.mapDoc.count()).toBe(before);
    // Its slope hexsides and smoke are Patrol!'s: without the wall and the storey the map is stored.
    const ok = await gql(SAVE_MAP, { input: { id: "vocab-patrol", name: "Plain", rulesetId: "patrol", document: base } });
    expect(ok.data?.saveMap).toMatchObject({ __typename: "MapSaved" });
  });

  it("publishMap refuses a stored version its ruleset's catalogue does not fit (a map stored before the check) and publishes nothing", async () => {
    const doc = withFlare({ ...createFirepowerSampleMap(), id: "vocab-old" });
    await t.db.prisma.mapDoc.create({ data: { id: "vocab-old", name: "Old", rulesetId: "firepower", schemaVersion: 2, document: doc, version: 1 } });
    const r = await gql(PUBLISH_MAP, { id: "vocab-old", version: 1 });
    expect(r.data?.publishMap).toEqual({ __typename: "MapInvalid", issues: [{ path: flarePath(createFirepowerSampleMap()), code: "map/unknown_marker", allowed: FIREPOWER_MARKERS }] });
    expect((await t.db.prisma.mapDoc.findUniqueOrThrow({ where: { id: "vocab-old" } })).publishedAt).toBeNull();
    const good = await gql(PUBLISH_MAP, { id: "vocab-flare", version: 1 });
    expect(good.data?.publishMap).toMatchObject({ __typename: "MapSaved" });
    expect((good.data?.publishMap as { map: { publishedAt: string | null } }).map.publishedAt).not.toBeNull();
  });
});

describe("scenarios and createMatch check the map they play", () => {
  it("validateScenario and saveScenario name an unknown marker of the scenario's own map; nothing is stored", async () => {
    const doc = authored();
    const map = doc.mapDocument;
    const bad = { ...doc, mapDocument: withFlare(map) };
    const issues = (await gql(VALIDATE, { r: "firepower", d: bad })).data?.validateScenario;
    expect(issues).toEqual([{
      path: `mapDocument.${flarePath(map)}`, code: "map/unknown_marker", allowed: FIREPOWER_MARKERS,
      message: 'unknown marker type "flare" at hex 0,0 (allowed: crater, fire, smoke)',
    }]);
    const saved = await gql(SAVE_SCENARIO, { i: { id: "vocab-scenario", name: "Flare", rulesetId: "firepower", document: bad } });
    expect(saved.data?.saveScenario).toMatchObject({ __typename: "ScenarioInvalid", issues: [{ code: "map/unknown_marker", allowed: FIREPOWER_MARKERS }] });
    expect(await t.db.prisma.scenario.findUnique({ where: { id: "vocab-scenario" } })).toBeNull();
    expect((await gql(VALIDATE, { r: "firepower", d: doc })).data?.validateScenario).toEqual([]);
  });

  it("a scenario naming a stored map is checked on that map (inlined as it is stored)", async () => {
    const doc = authored();
    const stored = withFlare({ ...doc.mapDocument, id: "vocab-stored" });
    await t.db.prisma.mapDoc.create({ data: { id: "vocab-stored", name: "Stored", rulesetId: "firepower", schemaVersion: 2, document: stored, version: 1 } });
    const { mapDocument: _inline, ...named } = { ...doc, map: "vocab-stored" };
    const issues = (await gql(VALIDATE, { r: "firepower", d: named })).data?.validateScenario as { path: string; code: string }[];
    expect(issues).toEqual([expect.objectContaining({ path: `mapDocument.${flarePath(doc.mapDocument)}`, code: "map/unknown_marker" })]);
  });

  it("createMatch refuses an inline scenario whose map has a marker its ruleset does not know, with the path and allowed ids, and stores nothing", async () => {
    const doc = authored();
    const before = await t.db.prisma.match.count();
    const r = await gql(CREATE, { s: { ...doc, mapDocument: withFlare(doc.mapDocument) } });
    expect(r.data?.createMatch ?? null).toBeNull();
    expect(r.errors?.[0]?.extensions).toMatchObject({
      code: "match/invalid_setup", reason: "map/unknown_marker", path: `mapDocument.${flarePath(doc.mapDocument)}`, allowed: FIREPOWER_MARKERS,
    });
    expect(r.errors?.[0]?.message).toBe(`mapDocument.${flarePath(doc.mapDocument)}: unknown marker type "flare" at hex 0,0 (allowed: crater, fire, smoke)`);
    expect(await t.db.prisma.match.count()).toBe(before);
    const ok = await gql(CREATE, { s: doc });
    expect(ok.errors).toBeUndefined();
    expect(await t.db.prisma.match.count()).toBe(before + 1);
  });
});
