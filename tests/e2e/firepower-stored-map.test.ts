import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { replayMatch, toMatchRecord, verifiableDiceFactory } from "@tactica/engine";
import { createApiClient, createTestApi } from "@tactica/api/testing";
import type { TestApi } from "@tactica/api/testing";
import { createFirepowerAuthoredSampleMap, firepowerRuleset, toAuthoredSampleScenario } from "@tactica/rules-firepower";
import type { FirepowerGame } from "@tactica/rules-firepower";

// Issue #5 / brief fp-maps: Firepower plays stored, authored maps. A map saved through the API, a Firepower
// scenario saved on it (by name: the API inlines the stored document, so the match plays that fixed version),
// a match created from the stored scenario, moves submitted by both seats, then the export verifies and replays.
let t: TestApi;
let author = "";
let play = "";
let read = "";
beforeAll(async () => {
  t = await createTestApi();
  author = (await createApiClient(t.db, { name: "map author", scopes: ["author"], rateLimitPerMinute: 100_000 })).key;
  play = (await createApiClient(t.db, { name: "player", scopes: ["play"], rateLimitPerMinute: 100_000 })).key;
  read = (await createApiClient(t.db, { name: "reader", scopes: ["read"], rateLimitPerMinute: 100_000 })).key;
});
afterAll(async () => {
  await t?.close();
});

type Body = { data?: Record<string, unknown> | null; errors?: Array<{ message: string; extensions?: { code?: string } }> };
async function gql(query: string, variables: Record<string, unknown>, key: string, seat?: string): Promise<Record<string, unknown>> {
  const headers = { authorization: `Bearer ${key}`, ...(seat ? { "x-seat-token": seat } : {}) };
  const res = await t.app.inject({ method: "POST", url: "/graphql", headers, payload: { query, variables } });
  const body = res.json() as Body;
  if (body.errors?.length) throw new Error(`${body.errors[0]?.extensions?.code}: ${body.errors[0]?.message}`);
  return body.data ?? {};
}

const SAVE_MAP = `mutation($i: SaveMapInput!) { saveMap(input: $i) { __typename ... on MapSaved { map { id version } } ... on MapInvalid { issues { path message } } } }`;
const SAVE_SCENARIO = `mutation($i: SaveScenarioInput!) { saveScenario(input: $i) { __typename
  ... on ScenarioSaved { scenario { id version mapId document } } ... on ScenarioInvalid { issues { path message hex side } } } }`;
const SUBMIT = `mutation($i: SubmitCommandInput!) { submitCommand(input: $i) { __typename ... on CommandAccepted { eventNumber } ... on CommandRejected { code message } } }`;

describe("Firepower on a stored map through the API", () => {
  it("firepower 2.1, 8.2: save a map, save a scenario naming it, create a match, submit moves; the export verifies and replays", async () => {
    const map = createFirepowerAuthoredSampleMap();
    const saved = await gql(SAVE_MAP, { i: { id: "fp-stored-hill", name: "Hill and house", rulesetId: "firepower", document: { ...map, id: "fp-stored-hill" } } }, author);
    expect(saved.saveMap).toMatchObject({ __typename: "MapSaved", map: { id: "fp-stored-hill", version: 1 } });

    // The scenario names the stored map and carries no document: the API inlines version 1.
    const { mapDocument: _inline, ...byName } = toAuthoredSampleScenario();
    const scenario = { ...byName, id: "fp-on-stored", map: "fp-stored-hill" };
    const bad = await gql(SAVE_SCENARIO, { i: { id: "fp-on-stored", name: "On the stored map", rulesetId: "firepower", document: { ...scenario, sides: { ...scenario.sides, A: { ...scenario.sides.A, soldiers: [{ ...scenario.sides.A.soldiers[0]!, hex: "1A1" }] } } } } }, author);
    expect(bad.saveScenario).toMatchObject({ __typename: "ScenarioInvalid" });
    expect((bad.saveScenario as { issues: { hex: string | null }[] }).issues.some((i) => i.hex === "1A1")).toBe(true);
    const stored = await gql(SAVE_SCENARIO, { i: { id: "fp-on-stored", name: "On the stored map", rulesetId: "firepower", document: scenario } }, author);
    expect(stored.saveScenario).toMatchObject({ __typename: "ScenarioSaved", scenario: { mapId: "fp-stored-hill", version: 1 } });
    const storedDoc = (stored.saveScenario as { scenario: { document: { mapDocument?: { id: string; hexes: unknown[] } } } }).scenario.document;
    expect(storedDoc.mapDocument?.id).toBe("fp-stored-hill");

    // A later save of the map does not change what the stored scenario plays (its document was fixed at save).
    const v2 = { ...map, id: "fp-stored-hill", hexes: [...(map.hexes ?? []).filter((h) => h.id !== "4D3")] };
    expect((await gql(SAVE_MAP, { i: { id: "fp-stored-hill", name: "Hill flattened", rulesetId: "firepower", document: v2, baseVersion: 1 } }, author)).saveMap).toMatchObject({ map: { version: 2 } });

    const made = await gql(`mutation { createMatch(input: { rulesetId: "firepower", scenarioId: "fp-on-stored" }) { id } }`, {}, play);
    const matchId = (made.createMatch as { id: string }).id;
    const seats: Record<string, string> = {};
    for (const seat of ["A", "B"]) {
      const j = await gql("mutation($m: ID!, $s: String!, $p: String) { joinMatch(matchId: $m, seat: $s, playerSeed: $p) { seatToken } }", { m: matchId, s: seat, p: `seed-${seat}` }, play);
      seats[seat] = (j.joinMatch as { seatToken: string }).seatToken;
    }
    const view = await gql("query($m: ID!) { match(id: $m) { view } }", { m: matchId }, read, seats.A);
    const game = (view.match as { view: { game: FirepowerGame } }).view.game;
    expect(game.map).toBe("fp-stored-hill");
    expect(game.mapDocument?.hexes?.some((h) => h.id === "4D3" && h.height === 6)).toBe(true);

    // Both seats act from their legal actions, moving whenever a move is offered, until four moves are in.
    let moves = 0;
    for (let i = 0; i < 60 && moves < 4; i += 1) {
      for (const seat of ["A", "B"]) {
        const q = await gql("query($m: ID!) { match(id: $m) { lastEventNumber } legalActions(matchId: $m) }", { m: matchId }, read, seats[seat]);
        const legal = q.legalActions as { type: string; payload: unknown }[];
        const pick = legal.find((c) => c.type === "move") ?? legal.find((c) => c.type === "turn/start_impulse") ?? legal.find((c) => c.type.startsWith("turn/"));
        if (!pick) continue;
        const last = (q.match as { lastEventNumber: number }).lastEventNumber;
        const r = await gql(SUBMIT, { i: { matchId, type: pick.type, payload: pick.payload, expectedEventNumber: last } }, play, seats[seat]);
        expect(r.submitCommand).toMatchObject({ __typename: "CommandAccepted" });
        if (pick.type === "move") moves += 1;
        break;
      }
    }
    expect(moves).toBe(4);

    await gql("mutation($m: ID!) { endMatch(id: $m) { id } }", { m: matchId }, play);
    const verified = await gql("query($m: ID!) { verifyMatch(id: $m) { ok replayOk diceOk mismatch { kind detail } } }", { m: matchId }, read);
    expect(verified.verifyMatch).toMatchObject({ ok: true, replayOk: true, diceOk: true, mismatch: null });
    const exported = await gql("query($m: ID!) { exportMatch(id: $m) }", { m: matchId }, read);
    const parsed = toMatchRecord(exported.exportMatch);
    if (!parsed.ok) throw new Error(parsed.error.message);
    const replay = replayMatch(parsed.record, firepowerRuleset, verifiableDiceFactory(parsed.record.dice.serverSeed ?? ""));
    expect(replay.mismatch).toBeUndefined();
    expect(replay.hashes).toEqual([parsed.record.initialHash, ...parsed.record.steps.map((s) => s.stateHash)]);
    expect(parsed.record.steps.filter((s) => s.command.type === "move")).toHaveLength(4);
  }, 120_000);
  it("firepower 2.1: a scenario carrying its own map document needs no stored map; a bad document is refused with the field at fault", async () => {
    const inline = { ...toAuthoredSampleScenario(), id: "fp-inline-map" };
    const saved = await gql(SAVE_SCENARIO, { i: { id: "fp-inline-map", name: "Inline map", rulesetId: "firepower", document: inline } }, author);
    expect(saved.saveScenario).toMatchObject({ __typename: "ScenarioSaved", scenario: { mapId: null, version: 1 } });
    const map = createFirepowerAuthoredSampleMap();
    const lava = { ...inline, mapDocument: { ...map, hexes: [...(map.hexes ?? []), { hex: { q: 0, r: 0 }, id: "4A1", terrain: "lava" }] } };
    const bad = await gql(SAVE_SCENARIO, { i: { id: "fp-inline-lava", name: "Lava", rulesetId: "firepower", document: lava } }, author);
    const issues = (bad.saveScenario as { issues: { path: string; message: string }[] }).issues;
    expect(bad.saveScenario).toMatchObject({ __typename: "ScenarioInvalid" });
    expect(issues.some((i) => i.path.startsWith("mapDocument") && i.path.includes("terrain") && i.message.includes("lava"))).toBe(true);
    const made = await gql(`mutation { createMatch(input: { rulesetId: "firepower", scenarioId: "fp-inline-map" }) { id } }`, {}, play);
    expect((made.createMatch as { id: string }).id).toBeTruthy();
  });
});
