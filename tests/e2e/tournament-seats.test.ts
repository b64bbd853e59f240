import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shippedData } from "@tactica/api";
import { createApiClient, createTestApi } from "@tactica/api/testing";
import type { TestApi } from "@tactica/api/testing";
import { seedShippedData } from "@tactica/db";
import { BASIC_GAME_SCENARIO } from "@tactica/rules-firepower";
import { createInjectClient } from "./support/inject-client";

// Events, two guards: a round on a deleted stored scenario is refused before the round is claimed (restored, it is
// paired), and in the event's match a human entrant's seat is joined only by the key that registered that entrant.

let t: TestApi;
let client: ReturnType<typeof createInjectClient>;
let organiser = "";
let ann = "";
let bea = "";
let stranger = "";

beforeAll(async () => {
  t = await createTestApi();
  client = createInjectClient(t);
  await seedShippedData(t.db, shippedData());
  const key = async (name: string, scopes: string[]) => (await createApiClient(t.db, { name, scopes, rateLimitPerMinute: 100_000 })).key;
  organiser = await key("td", ["organise", "author"]);
  [ann, bea, stranger] = [await key("ann", ["play"]), await key("bea", ["play"]), await key("stranger", ["play"])];
  await client.gql("mutation($i: SaveRulingsPackInput!) { saveRulingsPackDraft(input: $i) { __typename } }", { i: { packId: "seats-pack", rulesetId: "firepower", title: "seats", rulings: [] } }, { key: organiser });
  await client.gql("mutation { publishRulingsPack(packId: \"seats-pack\", version: 1) { hash } }", {}, { key: organiser });
  const saved = await client.gql("mutation($i: SaveScenarioInput!) { saveScenario(input: $i) { __typename ... on ScenarioInvalid { issues { path message } } } }", { i: { id: "event-seats", name: "Event seats", rulesetId: "firepower", document: { ...BASIC_GAME_SCENARIO, turns: 1 } } }, { key: organiser });
  expect(saved.data?.saveScenario).toEqual({ __typename: "ScenarioSaved" });
}, 60_000);
afterAll(async () => { await t?.close(); });

const JOIN = "mutation($m: ID!, $s: String!) { joinMatch(matchId: $m, seat: $s) { seat } }";

describe("events: deleted scenarios and entrants' seats", () => {
  it("refuses a round on a deleted scenario, changing nothing; only an entrant's own key joins its seat", async () => {
    const made = await client.gql("mutation($i: CreateEventInput!) { createEvent(input: $i) { id } }",
      { i: { name: "Seats", rulesetId: "firepower", scenarioId: "event-seats", packId: "seats-pack", packVersion: 1, format: "round_robin", rounds: 1 } }, { key: organiser });
    const eventId = (made.data?.createEvent as { id: string }).id;
    const REG = "mutation($e: ID!, $n: String!) { registerEntrant(eventId: $e, name: $n) { entrants } }";
    await client.gql(REG, { e: eventId, n: "Ann" }, { key: ann });
    expect((await client.gql(REG, { e: eventId, n: "Bea" }, { key: bea })).data?.registerEntrant).toEqual({ entrants: ["Ann", "Bea"] });

    const PAIR = "mutation($e: ID!) { pairNextRound(eventId: $e) { currentRound } }";
    await client.gql("mutation { deleteScenario(id: \"event-seats\") { id } }", {}, { key: organiser });
    const matchesBefore = await t.db.prisma.match.count();
    const refused = await client.gql(PAIR, { e: eventId }, { key: organiser });
    expect(refused.errors?.[0]?.extensions?.code).toBe("request/not_found");
    expect(refused.errors?.[0]?.message).toMatch(/was deleted; restoreScenario/);
    expect(await t.db.prisma.tournamentEvent.findUnique({ where: { id: eventId }, select: { currentRound: true, status: true } })).toEqual({ currentRound: 0, status: "registration" });
    expect(await t.db.prisma.eventPairing.count({ where: { eventId } })).toBe(0);
    expect(await t.db.prisma.match.count()).toBe(matchesBefore);
    await client.gql("mutation { restoreScenario(id: \"event-seats\") { id } }", {}, { key: organiser });
    expect((await client.gql(PAIR, { e: eventId }, { key: organiser })).data?.pairNextRound).toEqual({ currentRound: 1 });

    const q = await client.gql("query($e: ID!) { event(id: $e) { pairings { entrantA entrantB matchId seatA seatB } } }", { e: eventId }, { key: ann });
    const game = (q.data?.event as { pairings: { entrantA: string; entrantB: string; matchId: string; seatA: string; seatB: string }[] }).pairings[0]!;
    const seatOf = { Ann: game.entrantA === "Ann" ? game.seatA : game.seatB, Bea: game.entrantA === "Bea" ? game.seatA : game.seatB };
    const unclaimed = async () => (await t.db.prisma.seat.findMany({ where: { matchId: game.matchId, tokenHash: null }, select: { seat: true } })).map((s) => s.seat).sort();
    // Another entrant's key and a key with no entrant are both refused Ann's seat; no seat is claimed.
    for (const key of [bea, stranger]) {
      const r = await client.gql(JOIN, { m: game.matchId, s: seatOf.Ann }, { key });
      expect(r.errors?.[0]?.extensions?.code).toBe("auth/forbidden");
      expect(r.errors?.[0]?.message).toMatch(/entrant Ann's: only the key that registered Ann/);
    }
    expect(await unclaimed()).toEqual([game.seatA, game.seatB].sort());
    // Each entrant's own key joins its own seat; the match starts.
    expect((await client.gql(JOIN, { m: game.matchId, s: seatOf.Ann }, { key: ann })).data?.joinMatch).toEqual({ seat: seatOf.Ann });
    expect((await client.gql(JOIN, { m: game.matchId, s: seatOf.Bea }, { key: bea })).data?.joinMatch).toEqual({ seat: seatOf.Bea });
    expect(await unclaimed()).toEqual([]);
    expect((await t.db.prisma.match.findUnique({ where: { id: game.matchId }, select: { status: true } }))?.status).toBe("active");
  }, 60_000);
});
