import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiClient, createTestApi } from "@tactica/api/testing";
import type { TestApi } from "@tactica/api/testing";
import { BASIC_GAME_SCENARIO } from "@tactica/rules-firepower";
import { defaultModules } from "@tactica/rulesets";
import { createInjectClient } from "./support/inject-client";

// Issue 24 "Done when": a four-round Swiss event of eight bots on Firepower with an organiser pack and uploaded charts,
// to final standings, all through the API. Every game is the Basic Game cut to one Turn, both seats left to the
// server's bot, so each result is the engine's own end of the match [7]; the organiser overrides one with a reason.

let t: TestApi;
let client: ReturnType<typeof createInjectClient>;
let organiser = "";
let other = "";
let player = "";
const PANIC = "firepower/panic_numbers";
const BOTS = ["Ann", "Bea", "Cal", "Dot", "Eve", "Fay", "Gus", "Hal"];
const scenario = { ...BASIC_GAME_SCENARIO, id: "event-basic-1", turns: 1 };

beforeAll(async () => {
  t = await createTestApi({ modules: defaultModules() });
  client = createInjectClient(t);
  organiser = (await createApiClient(t.db, { name: "td", scopes: ["organise"], rateLimitPerMinute: 100_000 })).key;
  other = (await createApiClient(t.db, { name: "other td", scopes: ["organise"], rateLimitPerMinute: 100_000 })).key;
  player = (await createApiClient(t.db, { name: "player", scopes: ["play"], rateLimitPerMinute: 100_000 })).key;
}, 60_000);
afterAll(async () => { await t?.close(); });

type Pairing = { id: string; round: number; table: number; entrantA: string; entrantB: string | null; matchId: string | null; matchStatus: string | null; resultSource: string; winner: string | null; vpA: number | null; vpB: number | null; overrideReason: string | null };
type Standing = { rank: number; entrant: string; points: number; opponentsPoints: number; vpDifference: number };
const EVENT = `query($e: ID!) { event(id: $e) { status currentRound packHash entrants
  pairings { id round table entrantA entrantB matchId matchStatus resultSource winner vpA vpB overrideReason }
  standings { rank entrant points opponentsPoints vpDifference } log { action detail } } }`;
type EventAnswer = { status: string; currentRound: number; packHash: string; entrants: string[]; pairings: Pairing[]; standings: Standing[]; log: { action: string; detail: Record<string, unknown> }[] };
const readEvent = async (e: string) => {
  const r = await client.gql(EVENT, { e }, { key: player });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data?.event as EventAnswer;
};

async function untilRoundDone(e: string, round: number): Promise<EventAnswer> {
  const deadline = Date.now() + 40_000;
  for (;;) {
    const ev = await readEvent(e);
    if (ev.pairings.filter((p) => p.round === round).every((p) => p.resultSource !== "pending") || Date.now() > deadline) return ev;
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The standings worked out here from the pairings: win 3, draw 1, bye 3; then opponents' points, then VP difference. */
function expectedStandings(pairings: readonly Pairing[]): Array<[string, number, number, number]> {
  const pts = new Map(BOTS.map((b) => [b, 0]));
  const vp = new Map(BOTS.map((b) => [b, 0]));
  const opp = new Map(BOTS.map((b) => [b, [] as string[]]));
  for (const p of pairings) {
    if (!p.entrantB) { pts.set(p.entrantA, pts.get(p.entrantA)! + 3); continue; }
    const [a, b] = [p.entrantA, p.entrantB];
    opp.get(a)!.push(b); opp.get(b)!.push(a);
    vp.set(a, vp.get(a)! + p.vpA! - p.vpB!); vp.set(b, vp.get(b)! + p.vpB! - p.vpA!);
    if (p.winner === "draw") { pts.set(a, pts.get(a)! + 1); pts.set(b, pts.get(b)! + 1); }
    else pts.set(p.winner === "A" ? a : b, pts.get(p.winner === "A" ? a : b)! + 3);
  }
  const rows = BOTS.map((b) => [b, pts.get(b)!, opp.get(b)!.reduce((s, o) => s + pts.get(o)!, 0), vp.get(b)!] as [string, number, number, number]);
  return rows.sort((x, y) => y[1] - x[1] || y[2] - x[2] || y[3] - x[3] || (x[0] < y[0] ? -1 : 1));
}

describe("a four-round Swiss event of eight bots (issue 24 done-when)", () => {
  it("runs from a published pack with uploaded charts to final standings, results from the engine", async () => {
    const started = Date.now();
    const saved = await client.gql(`mutation($i: SaveRulingsPackInput!) { saveRulingsPackDraft(input: $i) { __typename ... on PackSaved { pack { version } } } }`, { i: {
      packId: "club-swiss", rulesetId: "firepower", title: "Club Swiss rulings",
      rulings: [{ optionId: "firepower/grenade_long_hit", value: "card", citation: "Firepower 6.3.2.1.1", note: "Printed card." }],
      tables: { [PANIC]: { tableId: PANIC, version: "print-1", source: "club's printed Panic Chart", cells: [{ inputs: { reduction: 1, chits: 3 }, value: 7 }] } },
    } }, { key: organiser });
    expect(saved.data?.saveRulingsPackDraft).toEqual({ __typename: "PackSaved", pack: { version: 1 } });
    const pub = await client.gql("mutation { publishRulingsPack(packId: \"club-swiss\", version: 1) { hash } }", {}, { key: organiser });
    const hash = (pub.data?.publishRulingsPack as { hash: string }).hash;

    const made = await client.gql(`mutation($i: CreateEventInput!) { createEvent(input: $i) { id status packHash } }`, { i: {
      name: "Club Swiss", rulesetId: "firepower", scenario, packId: "club-swiss", packVersion: 1, format: "swiss", rounds: 4, roundMinutes: 90,
    } }, { key: organiser });
    const ev = made.data?.createEvent as { id: string; status: string; packHash: string };
    expect(ev).toMatchObject({ status: "registration", packHash: hash });
    for (const name of BOTS) {
      const r = await client.gql("mutation($e: ID!, $n: String!) { registerEntrant(eventId: $e, name: $n, bot: true) { id } }", { e: ev.id, n: name }, { key: organiser });
      expect(r.errors).toBeUndefined();
    }
    // Only the event's organiser changes it: a player registers no bot and pairs nothing, another organiser neither.
    const PAIR = "mutation($e: ID!) { pairNextRound(eventId: $e) { currentRound } }";
    expect((await client.gql("mutation($e: ID!) { registerEntrant(eventId: $e, name: \"Zed\", bot: true) { id } }", { e: ev.id }, { key: player })).errors?.[0]?.extensions?.code).toBe("auth/forbidden");
    expect((await client.gql(PAIR, { e: ev.id }, { key: player })).errors?.[0]?.extensions?.code).toBe("auth/forbidden");
    expect((await client.gql(PAIR, { e: ev.id }, { key: other })).errors?.[0]?.extensions?.code).toBe("auth/forbidden");

    const met = new Set<string>();
    let state: EventAnswer | undefined;
    for (let round = 1; round <= 4; round++) {
      const paired = await client.gql(PAIR, { e: ev.id }, { key: organiser });
      expect(paired.data?.pairNextRound, JSON.stringify(paired.errors)).toEqual({ currentRound: round });
      // Pairing again while this round's games run is refused.
      if (round === 1) expect((await client.gql(PAIR, { e: ev.id }, { key: organiser })).errors?.[0]?.message).toMatch(/still has 4 game/);
      state = await untilRoundDone(ev.id, round);
      const games = state.pairings.filter((p) => p.round === round);
      expect(games).toHaveLength(4);
      expect(new Set(games.flatMap((g) => [g.entrantA, g.entrantB])).size).toBe(8);
      for (const g of games) {
        const k = [g.entrantA, g.entrantB].sort().join("|");
        expect(met.has(k), `rematch ${k} in round ${round}`).toBe(false);
        met.add(k);
        expect(g).toMatchObject({ resultSource: "engine", matchStatus: "ended" });
        // The engine's own result of the match, read through the match query, is what the event recorded.
        const m = await client.gql("query($m: ID!) { match(id: $m) { status publishedPack { packId version hash } seats { seat side bot } view } }", { m: g.matchId }, { key: player });
        const match = m.data?.match as { publishedPack: unknown; seats: { seat: string; side: string; bot: boolean }[]; view: { game: { result: { winner: string; vp: Record<string, number> } } } };
        expect(match.publishedPack).toEqual({ packId: "club-swiss", version: 1, hash });
        expect(match.seats.every((s) => s.bot)).toBe(true);
        const result = match.view.game.result;
        const [sa, sb] = [match.seats[0]!.side, match.seats[1]!.side];
        expect([g.winner, g.vpA, g.vpB]).toEqual([result.winner === sa ? "A" : result.winner === sb ? "B" : "draw", result.vp[sa], result.vp[sb]]);
      }
      if (round === 2) {
        // Swiss: round 2 pairs within score groups where it can, so the leader after round 1 meets another round-1 winner.
        const winners = new Set(state.pairings.filter((p) => p.round === 1 && p.winner !== "draw").map((p) => (p.winner === "A" ? p.entrantA : p.entrantB)));
        if (winners.size === 4) for (const g of games) expect(winners.has(g.entrantA)).toBe(winners.has(g.entrantB!));
      }
    }
    // The organiser overrides one game of round 4, with a reason; only he may.
    const target = state!.pairings.find((p) => p.round === 4)!;
    const OVERRIDE = "mutation($e: ID!, $p: ID!, $r: String!) { overrideEventResult(eventId: $e, pairingId: $p, winner: \"B\", vpA: 0, vpB: 9, reason: $r) { id } }";
    expect((await client.gql(OVERRIDE, { e: ev.id, p: target.id, r: "A's player conceded" }, { key: other })).errors?.[0]?.extensions?.code).toBe("auth/forbidden");
    expect((await client.gql(OVERRIDE, { e: ev.id, p: target.id, r: "" }, { key: organiser })).errors?.[0]?.message).toMatch(/reason/);
    expect((await client.gql(OVERRIDE, { e: ev.id, p: target.id, r: "Table 1 misplaced a soldier; replayed by hand" }, { key: organiser })).errors).toBeUndefined();
    const final = await readEvent(ev.id);
    expect(final.pairings.find((p) => p.id === target.id)).toMatchObject({ resultSource: "override", winner: "B", vpA: 0, vpB: 9, overrideReason: "Table 1 misplaced a soldier; replayed by hand" });
    expect(final.log.at(-1)).toMatchObject({ action: "override_result", detail: { reason: "Table 1 misplaced a soldier; replayed by hand", round: 4 } });
    expect(final.log.map((l) => l.action)).toEqual(["create", ...BOTS.map(() => "register"), "pair_round", "pair_round", "pair_round", "pair_round", "override_result"]);
    expect(final.status).toBe("finished");
    expect(final.standings.map((s) => [s.entrant, s.points, s.opponentsPoints, s.vpDifference])).toEqual(expectedStandings(final.pairings));
    expect(final.standings.map((s) => s.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect((await client.gql(PAIR, { e: ev.id }, { key: organiser })).errors?.[0]?.message).toBe("All 4 rounds are paired.");

    // Exports: standings and pairings as CSV and JSON.
    const csv = await t.app.inject({ method: "GET", url: `/events/${ev.id}/standings.csv` });
    const lines = csv.body.trim().split("\n");
    expect(lines[0]).toBe("rank,entrant,points,wins,draws,losses,byes,opponentsPoints,vpFor,vpAgainst,vpDifference");
    expect(lines.slice(1).map((l) => l.split(",").slice(0, 3))).toEqual(final.standings.map((s) => [String(s.rank), s.entrant, String(s.points)]));
    const pj = (await t.app.inject({ method: "GET", url: `/events/${ev.id}/pairings.json` })).json() as { pairings: { round: number; result: string }[] };
    expect(pj.pairings).toHaveLength(16);
    expect(pj.pairings.filter((p) => p.result === "engine")).toHaveLength(15);
    const pc = await t.app.inject({ method: "GET", url: `/events/${ev.id}/pairings.csv` });
    expect(pc.body.split("\n")[0]).toBe("round,table,entrantA,entrantB,matchId,result,winner,vpA,vpB");
    console.info(`four Swiss rounds of eight bots: ${Date.now() - started} ms`);
  }, 120_000);
});
