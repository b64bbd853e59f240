import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiClient, createTestApi } from "@tactica/api/testing";
import type { TestApi } from "@tactica/api/testing";
import { BASIC_GAME_SCENARIO } from "@tactica/rules-firepower";
import { defaultModules } from "@tactica/rulesets";
import { createInjectClient } from "./support/inject-client";

// Issue 24 "Events", the other format and the refusals: a round robin of three (one bye a round, everyone meets
// everyone once), an event refused on a draft pack or another ruleset's pack, a player registering himself but no bot,
// registration closed once round 1 is paired. Games are the Basic Game cut to one Turn, played by the server's bots.

let t: TestApi;
let client: ReturnType<typeof createInjectClient>;
let organiser = "";
let player = "";
const scenario = { ...BASIC_GAME_SCENARIO, id: "event-rr-1", turns: 1 };

beforeAll(async () => {
  t = await createTestApi({ modules: defaultModules() });
  client = createInjectClient(t);
  organiser = (await createApiClient(t.db, { name: "td", scopes: ["organise"], rateLimitPerMinute: 100_000 })).key;
  player = (await createApiClient(t.db, { name: "player", scopes: ["play"], rateLimitPerMinute: 100_000 })).key;
  const save = "mutation($i: SaveRulingsPackInput!) { saveRulingsPackDraft(input: $i) { __typename } }";
  for (const packId of ["rr-pack", "rr-draft"]) await client.gql(save, { i: { packId, rulesetId: "firepower", title: packId, rulings: [] } }, { key: organiser });
  await client.gql(save, { i: { packId: "patrol-pack", rulesetId: "patrol", title: "other ruleset", rulings: [] } }, { key: organiser });
  for (const packId of ["rr-pack", "patrol-pack"]) await client.gql("mutation($p: String!) { publishRulingsPack(packId: $p, version: 1) { hash } }", { p: packId }, { key: organiser });
}, 60_000);
afterAll(async () => { await t?.close(); });

const CREATE = "mutation($i: CreateEventInput!) { createEvent(input: $i) { id } }";
const event = (over: Record<string, unknown>) => ({ name: "Club league", rulesetId: "firepower", scenario, packId: "rr-pack", packVersion: 1, format: "round_robin", rounds: 3, ...over });

describe("events: round robin and refusals (issue 24)", () => {
  it("refuses a draft pack, another ruleset's pack, an unknown format and anonymous or player keys, creating nothing", async () => {
    const before = await t.db.prisma.tournamentEvent.count();
    expect((await client.gql(CREATE, { i: event({ packId: "rr-draft" }) }, { key: organiser })).errors?.[0]?.message).toMatch(/draft; publish it first/);
    expect((await client.gql(CREATE, { i: event({ packId: "patrol-pack" }) }, { key: organiser })).errors?.[0]?.message).toMatch(/is for patrol, not firepower/);
    expect((await client.gql(CREATE, { i: event({ format: "knockout" }) }, { key: organiser })).errors?.[0]?.message).toBe("format is swiss or round_robin.");
    expect((await client.gql(CREATE, { i: event({}) }, { key: player })).errors?.[0]?.extensions?.code).toBe("auth/forbidden");
    expect((await client.gql(CREATE, { i: event({}) }, {})).errors?.[0]?.extensions?.code).toBe("auth/unauthenticated");
    expect(await t.db.prisma.tournamentEvent.count()).toBe(before);
  });

  it("three entrants meet each other once over three rounds, one bye each, and the standings count the byes", async () => {
    const ev = (await client.gql(CREATE, { i: event({}) }, { key: organiser })).data?.createEvent as { id: string };
    const REG = "mutation($e: ID!, $n: String!, $b: Boolean) { registerEntrant(eventId: $e, name: $n, bot: $b) { entrants } }";
    await client.gql(REG, { e: ev.id, n: "Ann", b: true }, { key: organiser });
    await client.gql(REG, { e: ev.id, n: "Bea", b: true }, { key: organiser });
    // A player registers himself (not as a bot); the same name twice is refused.
    expect((await client.gql(REG, { e: ev.id, n: "Cal", b: true }, { key: player })).errors?.[0]?.extensions?.code).toBe("auth/forbidden");
    expect((await client.gql(REG, { e: ev.id, n: "Ann" }, { key: player })).errors?.[0]?.message).toMatch(/registered already/);
    const self = await client.gql(REG, { e: ev.id, n: "Cal" }, { key: player });
    expect(self.data?.registerEntrant).toEqual({ entrants: ["Ann", "Bea", "Cal"] });
    // Cal registered as a player; so that his games finish without a client, the test hands his seats to the bot in the database.
    await t.db.prisma.eventEntrant.updateMany({ where: { eventId: ev.id, name: "Cal" }, data: { bot: true } });
    const PAIR = "mutation($e: ID!) { pairNextRound(eventId: $e) { currentRound } }";
    const Q = "query($e: ID!) { event(id: $e) { status pairings { round entrantA entrantB resultSource winner } standings { entrant points byes wins draws losses } } }";
    type Ev = { status: string; pairings: { round: number; entrantA: string; entrantB: string | null; resultSource: string; winner: string | null }[]; standings: { entrant: string; points: number; byes: number; wins: number; draws: number; losses: number }[] };
    let state: Ev | undefined;
    for (let round = 1; round <= 3; round++) {
      if (round === 2) {
        // Two pairNextRound at once: one pairs the round, the other is refused, and the round has one set of games.
        const matchesBefore = await t.db.prisma.match.count();
        const both = await Promise.all([client.gql(PAIR, { e: ev.id }, { key: organiser }), client.gql(PAIR, { e: ev.id }, { key: organiser })]);
        expect(both.filter((r) => r.data?.pairNextRound).map((r) => r.data?.pairNextRound)).toEqual([{ currentRound: 2 }]);
        expect(both.find((r) => r.errors)?.errors?.[0]?.message).toMatch(/being paired already|still has 1 game/);
        expect(await t.db.prisma.eventPairing.count({ where: { eventId: ev.id, round: 2 } })).toBe(2);
        expect(await t.db.prisma.match.count()).toBe(matchesBefore + 1);
      } else if (round === 3) {
        // The organiser assigns round 3 its own scenario: its game plays that one.
        const r3 = await client.gql("mutation($e: ID!, $s: JSON) { pairNextRound(eventId: $e, scenario: $s) { currentRound } }", { e: ev.id, s: { ...scenario, id: "event-rr-final" } }, { key: organiser });
        expect(r3.data?.pairNextRound).toEqual({ currentRound: 3 });
        const game = await t.db.prisma.eventPairing.findFirst({ where: { eventId: ev.id, round: 3, entrantB: { not: null } } });
        const setup = (await t.db.prisma.match.findUnique({ where: { id: game!.matchId! } }))?.setup as { scenario: { id: string } };
        expect(setup.scenario.id).toBe("event-rr-final");
      } else expect((await client.gql(PAIR, { e: ev.id }, { key: organiser })).data?.pairNextRound).toEqual({ currentRound: round });
      if (round === 1) expect((await client.gql(REG, { e: ev.id, n: "Dot", b: true }, { key: organiser })).errors?.[0]?.message).toMatch(/Registration is closed/);
      const deadline = Date.now() + 30_000;
      do {
        state = (await client.gql(Q, { e: ev.id }, { key: player })).data?.event as Ev;
        if (state.pairings.every((p) => p.resultSource !== "pending")) break;
        await new Promise((r) => setTimeout(r, 50));
      } while (Date.now() < deadline);
      const games = state.pairings.filter((p) => p.round === round);
      expect(games.map((g) => g.entrantB === null)).toEqual([false, true]);
      expect(games[1]!.resultSource).toBe("bye");
      expect(games[0]!.resultSource).toBe("engine");
    }
    // Read again: in one answer the status may have been resolved just before the last game's end.
    state = (await client.gql(Q, { e: ev.id }, { key: player })).data?.event as Ev;
    const played = state!.pairings.filter((p) => p.entrantB).map((p) => [p.entrantA, p.entrantB].sort().join("-")).sort();
    expect(played).toEqual(["Ann-Bea", "Ann-Cal", "Bea-Cal"]);
    expect(state!.pairings.filter((p) => !p.entrantB).map((p) => p.entrantA).sort()).toEqual(["Ann", "Bea", "Cal"]);
    expect(state!.status).toBe("finished");
    // Every match record of the event as one archive: the same signed export exportMatch gives, by round and table.
    const arch = await client.gql("query($e: ID!) { event(id: $e) { records pairings { matchId seatA seatB } } }", { e: ev.id }, { key: player });
    const got = arch.data?.event as { records: { eventId: string; records: { round: number; table: number; matchId: string; record: { signature: { algorithm: string } } }[] }; pairings: { matchId: string | null; seatA: string | null; seatB: string | null }[] };
    expect(got.records.records.map((r) => [r.round, r.table])).toEqual([[1, 1], [2, 1], [3, 1]]);
    for (const r of got.records.records) {
      const one = await client.gql("query($m: ID!) { exportMatch(id: $m) }", { m: r.matchId }, { key: player });
      expect(r.record).toEqual(one.data?.exportMatch);
      expect(r.record.signature.algorithm).toBe("Ed25519");
    }
    const seated = got.pairings.filter((p) => p.matchId);
    expect(seated.every((p) => p.seatA !== null && p.seatB !== null && p.seatA !== p.seatB)).toBe(true);
    for (const s of state!.standings) {
      expect(s.byes).toBe(1);
      expect(s.points).toBe(3 * (s.wins + s.byes) + s.draws);
      expect(s.wins + s.draws + s.losses).toBe(2);
    }
  }, 90_000);
});
