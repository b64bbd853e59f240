// Issue 18: every map a match plays is readable through `map` as a valid map document, and lineOfSight/range judge
// on it by the match or by the id its map has, for every shipped scenario of every ruleset, as a client would ask.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resolveMap, validateMapDocument } from "@tactica/map";
import type { MapDocument } from "@tactica/map";
import { seedShippedData } from "@tactica/db";
import { defaultModules } from "@tactica/rulesets";
import { SHIPPED_SCENARIOS as ALL_SHIPPED, shippedData } from "../shipped-data";
import { createApiClient, createTestApi } from "../testing";
import type { TestApi } from "../testing";

// Hex maps only: a system on a continuous table plays a table document (tables-api and the table system's e2e tests).
const SHIPPED_SCENARIOS = ALL_SHIPPED.filter((s) => defaultModules().find((m) => m.id === s.rulesetId)?.ruleset.geometry === "hex");

let t: TestApi;
let key = "";
let authorKey = "";
beforeAll(async () => {
  t = await createTestApi();
  await seedShippedData(t.db, shippedData());
  key = (await createApiClient(t.db, { name: "bot", scopes: ["read", "play"], rateLimitPerMinute: 10_000 })).key;
  authorKey = (await createApiClient(t.db, { name: "author", scopes: ["author"] })).key;
}, 60_000);
afterAll(async () => {
  await t?.close();
});

type Gql<T> = { data?: T | null; errors?: Array<{ message: string; extensions?: { code?: string } }> };
async function gql<T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}, opts: { seat?: string; key?: string | null } = {}): Promise<Gql<T>> {
  const k = opts.key === undefined ? key : opts.key;
  const headers: Record<string, string> = k === null ? {} : { authorization: `Bearer ${k}` };
  if (opts.seat) headers["x-seat-token"] = opts.seat;
  return (await t.app.inject({ method: "POST", url: "/graphql", headers, payload: { query, variables } })).json() as Gql<T>;
}

type MapAnswer = { map: { id: string; rulesetId: string; version: number; document: MapDocument } | null };
const BY_MATCH = `query($m: ID!) { map(matchId: $m) { id rulesetId version document } }`;
const BY_ID = `query($id: ID!) { map(id: $id) { id rulesetId version document } }`;
const LOS = `query($i: SightInput!) { lineOfSight(input: $i) { clear range unit } range(input: $i) { hexes } }`;
// A standing man in each system's own words (ViewpointInput.posture); the test names them, the server never does.
const POSTURE: Record<string, string> = { firepower: "stand", patrol: "erect", sniper: "standing", wwb: "standing" };
// A line by map id takes the caller's sighting options (a Patrol! line needs a terrain mode, 9.1).
const OPTIONS: Record<string, unknown> = { patrol: { mode: "mixed" }, sniper: { terrainMode: "mixed" } };

/** Two printed hex IDs far apart on a document: its first and last named hexes. */
function twoHexes(doc: MapDocument): [string, string] {
  const ids = [...resolveMap(doc).hexes.values()].flatMap((h) => h.ids.slice(0, 1));
  return [ids[0]!, ids[ids.length - 1]!];
}

describe("the map a match plays", () => {
  it("resolves for every shipped scenario by match and by its id, validates, and answers lineOfSight and range on both", async () => {
    const rulesets = new Set<string>();
    for (const s of SHIPPED_SCENARIOS) {
      const made = await gql<{ createMatch: { id: string } }>(`mutation($i: CreateMatchInput!) { createMatch(input: $i) { id } }`, { i: { rulesetId: s.rulesetId, scenarioId: s.id } });
      expect(made.errors, s.id).toBeUndefined();
      const matchId = made.data!.createMatch.id;
      const byMatch = await gql<MapAnswer>(BY_MATCH, { m: matchId });
      expect(byMatch.errors, s.id).toBeUndefined();
      const played = byMatch.data!.map!;
      expect(played.rulesetId, s.id).toBe(s.rulesetId);
      expect(validateMapDocument(played.document).ok, s.id).toBe(true);
      const byId = await gql<MapAnswer>(BY_ID, { id: played.id });
      expect(byId.data?.map?.id, `${s.id}: map(id: "${played.id}")`).toBe(played.id);
      expect(validateMapDocument(byId.data!.map!.document).ok, s.id).toBe(true);

      const [a, b] = twoHexes(played.document);
      const posture = POSTURE[s.rulesetId] ?? "stand";
      const sight = (source: Record<string, unknown>) =>
        gql<{ lineOfSight: { clear: boolean; range: number; unit: string }; range: { hexes: number } }>(LOS, {
          i: { rulesetId: s.rulesetId, ...source, observer: { hexId: a, posture }, target: { hexId: b, posture } },
        });
      // By match the game's own sighting options apply (a Patrol! match's terrain mode): none need be given.
      const onMatch = await sight({ matchId });
      expect(onMatch.errors, `${s.id} ${a}-${b}`).toBeUndefined();
      expect(onMatch.data!.lineOfSight.range, s.id).toBeGreaterThan(0);
      expect(onMatch.data!.range.hexes, s.id).toBe(onMatch.data!.lineOfSight.range);
      const onId = await sight({ mapId: played.id, options: OPTIONS[s.rulesetId] ?? {} });
      expect(onId.errors, s.id).toBeUndefined();
      expect(onId.data!.lineOfSight.range, s.id).toBe(onMatch.data!.lineOfSight.range);
      const withOptions = await sight({ matchId, options: OPTIONS[s.rulesetId] ?? {} });
      // Same document (no ground cleared or building changed at set-up) and the same options: the same ruling.
      if (JSON.stringify(byId.data!.map!.document) === JSON.stringify(played.document)) expect(onId.data!.lineOfSight.clear, s.id).toBe(withOptions.data!.lineOfSight.clear);
      rulesets.add(s.rulesetId);
    }
    expect([...rulesets].sort()).toEqual(Object.keys(POSTURE).sort());
  }, 120_000);

  it("is the same document for every seat and a spectator: a map carries terrain, never a unit or a hidden thing", async () => {
    for (const s of SHIPPED_SCENARIOS) {
      const made = await gql<{ createMatch: { id: string; seats: { seat: string }[] } }>(`mutation($i: CreateMatchInput!) { createMatch(input: $i) { id seats { seat } } }`, { i: { rulesetId: s.rulesetId, scenarioId: s.id } });
      const { id: matchId, seats } = made.data!.createMatch;
      const tokens: string[] = [];
      for (const { seat } of seats) {
        const joined = await gql<{ joinMatch: { seatToken: string } }>(`mutation($m: ID!, $s: String!) { joinMatch(matchId: $m, seat: $s) { seatToken } }`, { m: matchId, s: seat });
        tokens.push(joined.data!.joinMatch.seatToken);
      }
      const spectator = JSON.stringify((await gql<MapAnswer>(BY_MATCH, { m: matchId })).data!.map!.document);
      const views = new Set<string>();
      for (const seat of tokens) {
        expect(JSON.stringify((await gql<MapAnswer>(BY_MATCH, { m: matchId }, { seat })).data!.map!.document), s.id).toBe(spectator);
        const view = await gql<{ match: { view: { game: unknown } } }>(`query($m: ID!) { match(id: $m) { view } }`, { m: matchId }, { seat });
        views.add(JSON.stringify(view.data!.match.view.game));
      }
      // The map is built from what every seat sees: no unit id of any seat's view is in it (units are not map data).
      const unitIds = [...views].flatMap((v) => [...v.matchAll(/"id":"([A-Za-z]{1,2}\d{1,3})"/g)].map((m) => m[1]!));
      expect(unitIds.length, s.id).toBeGreaterThan(0);
      for (const u of unitIds) expect(spectator.includes(`"id":"${u}"`), `${s.id}: ${u}`).toBe(false);
    }
  }, 120_000);

  it("answers typed refusals: both or neither argument, an unknown match, and a mismatched ruleset", async () => {
    expect((await gql(`{ map { id } }`)).errors?.[0]?.extensions?.code).toBe("request/invalid");
    expect((await gql(`{ map(id: "x", matchId: "y") { id } }`)).errors?.[0]?.extensions?.code).toBe("request/invalid");
    expect((await gql(BY_MATCH, { m: "no-such-match" })).errors?.[0]?.extensions?.code).toBe("match/not_found");
    expect((await gql(BY_MATCH, { m: "no-such-match" }, { key: null })).errors?.[0]?.extensions?.code).toBe("auth/unauthenticated");
    const s = SHIPPED_SCENARIOS[0]!;
    const other = SHIPPED_SCENARIOS.find((x) => x.rulesetId !== s.rulesetId)!;
    const made = await gql<{ createMatch: { id: string } }>(`mutation($i: CreateMatchInput!) { createMatch(input: $i) { id } }`, { i: { rulesetId: s.rulesetId, scenarioId: s.id } });
    const wrong = await gql(LOS, { i: { rulesetId: other.rulesetId, matchId: made.data!.createMatch.id, observer: { hexId: "x", posture: "p" }, target: { hexId: "y", posture: "p" } } });
    expect(wrong.errors?.[0]?.extensions?.code).toBe("request/invalid");
    expect(wrong.errors?.[0]?.message).toContain(`plays ${s.rulesetId}, not ${other.rulesetId}`);
  });

  it("refuses to store a map under the id of a generated board (map(id:) would never read it)", async () => {
    // A scenario on a generated board (the Patrol! ones are; a Sniper! scenario ships its map as a document).
    const generated = SHIPPED_SCENARIOS.filter((s) => s.rulesetId === "patrol").at(-1)!;
    const made = await gql<{ createMatch: { id: string } }>(`mutation($i: CreateMatchInput!) { createMatch(input: $i) { id } }`, { i: { rulesetId: generated.rulesetId, scenarioId: generated.id } });
    const played = (await gql<MapAnswer>(BY_MATCH, { m: made.data!.createMatch.id })).data!.map!;
    const saved = await gql(`mutation($i: SaveMapInput!) { saveMap(input: $i) { __typename } }`, { i: { id: played.id, name: "copy", rulesetId: played.rulesetId, document: played.document } }, { key: authorKey });
    expect(saved.errors?.[0]?.extensions?.code).toBe("request/invalid");
  });
});
