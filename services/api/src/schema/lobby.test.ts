// Issue 18 "No lobby": matches(filter, first, after), used as clients would, through the real API on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedShippedData } from "@tactica/db";
import { SHIPPED_SCENARIOS, shippedData } from "../shipped-data";
import { createApiClient, createTestApi, scoutDuel, scoutDuelScenario, toRulesetEntry } from "../testing";
import type { TestApi } from "../testing";

type Gql<T> = { data?: T | null; errors?: Array<{ message: string; extensions?: { code?: string } }> };
type Seat = { seat: string; side: string; claimed: boolean; bot: boolean };
type Entry = { id: string; rulesetId: string; rulesetVersion: string; scenarioId: string | null; scenarioTitle: string | null; status: string; seats: Seat[]; createdAt: string };
type Page = { edges: { cursor: string; node: Entry }[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } };

const LOBBY = `query($f: MatchFilter, $n: Int, $a: String) { matches(filter: $f, first: $n, after: $a) {
  edges { cursor node { id rulesetId rulesetVersion scenarioId scenarioTitle status seats { seat side claimed bot } createdAt } }
  pageInfo { hasNextPage endCursor } } }`;

let t: TestApi;
const key: Record<"ann" | "bob" | "cy" | "reader", string> = { ann: "", bob: "", cy: "", reader: "" };

async function raw(query: string, variables: Record<string, unknown>, as: { key?: string; seat?: string } = {}): Promise<string> {
  const headers: Record<string, string> = {};
  if (as.key) headers.authorization = `Bearer ${as.key}`;
  if (as.seat) headers["x-seat-token"] = as.seat;
  return (await t.app.inject({ method: "POST", url: "/graphql", headers, payload: { query, variables } })).body;
}
const gql = async <T>(query: string, variables: Record<string, unknown>, as: { key?: string; seat?: string } = {}) => JSON.parse(await raw(query, variables, as)) as Gql<T>;

async function lobby(as: string, vars: { f?: Record<string, unknown>; n?: number; a?: string } = {}): Promise<Page> {
  const r = await gql<{ matches: Page }>(LOBBY, vars, { key: as });
  if (!r.data) throw new Error(JSON.stringify(r.errors));
  return r.data.matches;
}
const ids = (p: Page) => p.edges.map((e) => e.node.id);
const codeOf = (r: Gql<unknown>) => r.errors?.[0]?.extensions?.code;

// Each match is created a few milliseconds after the one before, so the newest-first order is the reverse of creation.
const tick = () => new Promise((r) => setTimeout(r, 5));
async function createDuel(as: string): Promise<string> {
  await tick();
  const r = await gql<{ createMatch: { id: string } }>(`mutation($s: JSON) { createMatch(input: { rulesetId: "scout-duel", scenario: $s }) { id } }`, { s: scoutDuelScenario }, { key: as });
  if (!r.data) throw new Error(JSON.stringify(r.errors));
  return r.data.createMatch.id;
}
async function join(as: string, m: string, seat: string): Promise<string> {
  const r = await gql<{ joinMatch: { seatToken: string } }>(`mutation($m: ID!, $s: String!) { joinMatch(matchId: $m, seat: $s) { seatToken } }`, { m, s: seat }, { key: as });
  if (!r.data) throw new Error(JSON.stringify(r.errors));
  return r.data.joinMatch.seatToken;
}

const shipped = SHIPPED_SCENARIOS.find((s) => s.id === "patrol-normandy-raid")!;
// The matches every test below reads (newest first: withBot, duelActive, duelHalf, duelOpen).
const m = { duelOpen: "", duelHalf: "", duelActive: "", withBot: "" };

beforeAll(async () => {
  t = await createTestApi({ rulesets: [toRulesetEntry("Scout duel (test)", scoutDuel)] });
  await seedShippedData(t.db, shippedData());
  for (const name of ["ann", "bob", "cy"] as const) key[name] = (await createApiClient(t.db, { name, scopes: ["read", "play"], rateLimitPerMinute: 100_000 })).key;
  key.reader = (await createApiClient(t.db, { name: "reader", scopes: ["read"], rateLimitPerMinute: 100_000 })).key;
  m.duelOpen = await createDuel(key.ann); // nobody joined
  m.duelHalf = await createDuel(key.ann);
  await join(key.bob, m.duelHalf, "red"); // bob claimed red; blue still open
  m.duelActive = await createDuel(key.cy);
  await join(key.ann, m.duelActive, "red");
  await join(key.bob, m.duelActive, "blue"); // every seat claimed: active
  await tick();
  const made = await gql<{ createMatch: { id: string } }>(`mutation($s: ID!) { createMatch(input: { rulesetId: "${shipped.rulesetId}", scenarioId: $s, bots: ["bravo"] }) { id } }`, { s: shipped.id }, { key: key.cy });
  m.withBot = made.data!.createMatch.id;
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe("matches (the lobby)", () => {
  it("lists each match's public facts only: ruleset, scenario title, status, seats with side and claimed/bot flags, createdAt - never state, seeds, codewords or tokens", async () => {
    const body = await raw(LOBBY, {}, { key: key.reader });
    const page = (JSON.parse(body) as Gql<{ matches: Page }>).data!.matches;
    expect(ids(page)).toEqual([m.withBot, m.duelActive, m.duelHalf, m.duelOpen]);
    const half = page.edges[2]!.node;
    expect(half).toEqual({
      id: m.duelHalf, rulesetId: "scout-duel", rulesetVersion: "1.0.0", scenarioId: null, scenarioTitle: null, status: "open",
      seats: [{ seat: "blue", side: "blue", claimed: false, bot: false }, { seat: "red", side: "red", claimed: true, bot: false }],
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    const bot = page.edges[0]!.node;
    expect(bot).toMatchObject({ rulesetId: shipped.rulesetId, scenarioId: shipped.id, scenarioTitle: shipped.title, status: "open" });
    expect(bot.seats).toEqual([{ seat: "alpha", side: "alpha", claimed: false, bot: false }, { seat: "bravo", side: "bravo", claimed: false, bot: true }]);
    // The scout-duel scenario hides a codeword per seat in its state; seats hold token hashes; matches a secret seed.
    const stored = await t.db.prisma.match.findMany({ include: { seats: true } });
    const secrets = stored.flatMap((row) => [row.serverSeed, ...row.seats.flatMap((s) => (s.tokenHash ? [s.tokenHash] : []))]);
    expect(secrets.length).toBeGreaterThan(4);
    for (const secret of [...secrets, "RED-SECRET-CODEWORD", "BLUE-SECRET-CODEWORD"]) expect(body).not.toContain(secret);
    // Nothing else can be asked of a lobby entry: the type holds exactly the public fields.
    const types = await gql<{ m: { fields: { name: string }[] }; s: { fields: { name: string }[] } }>(`{ m: __type(name: "LobbyMatch") { fields { name } } s: __type(name: "LobbySeat") { fields { name } } }`, {}, { key: key.reader });
    expect(types.data!.m.fields.map((f) => f.name).sort()).toEqual(["createdAt", "id", "rulesetId", "rulesetVersion", "scenarioId", "scenarioTitle", "seats", "status"]);
    expect(types.data!.s.fields.map((f) => f.name).sort()).toEqual(["bot", "claimed", "seat", "side"]);
  });

  it("filters by status, rulesetId and openSeats (open with a seat neither claimed nor the bot's), all given conditions holding", async () => {
    expect(ids(await lobby(key.reader, { f: { status: "active" } }))).toEqual([m.duelActive]);
    expect(ids(await lobby(key.reader, { f: { status: "open" } }))).toEqual([m.withBot, m.duelHalf, m.duelOpen]);
    expect(ids(await lobby(key.reader, { f: { status: "ended" } }))).toEqual([]);
    expect(ids(await lobby(key.reader, { f: { rulesetId: "scout-duel" } }))).toEqual([m.duelActive, m.duelHalf, m.duelOpen]);
    expect(ids(await lobby(key.reader, { f: { rulesetId: shipped.rulesetId } }))).toEqual([m.withBot]);
    expect(ids(await lobby(key.reader, { f: { rulesetId: "no-such-ruleset" } }))).toEqual([]);
    expect(ids(await lobby(key.reader, { f: { openSeats: true } }))).toEqual([m.withBot, m.duelHalf, m.duelOpen]);
    expect(ids(await lobby(key.reader, { f: { openSeats: true, rulesetId: "scout-duel" } }))).toEqual([m.duelHalf, m.duelOpen]);
    expect(ids(await lobby(key.reader, { f: { openSeats: true, status: "active" } }))).toEqual([]);
    expect(ids(await lobby(key.reader, { f: { openSeats: false, mine: false } }))).toHaveLength(4);
    // Once its last player's seat is claimed, the match with a bot seat is active and no longer has an open seat.
    const extra = await createDuel(key.cy);
    await join(key.cy, extra, "red");
    expect(ids(await lobby(key.reader, { f: { openSeats: true, rulesetId: "scout-duel" } }))).toEqual([extra, m.duelHalf, m.duelOpen]);
    await join(key.cy, extra, "blue");
    expect(ids(await lobby(key.reader, { f: { openSeats: true, rulesetId: "scout-duel" } }))).toEqual([m.duelHalf, m.duelOpen]);
    // A match whose players' seats are all claimed is active though its bot seat is never claimed: no open seat.
    const botActive = (await gql<{ createMatch: { id: string } }>(`mutation($s: ID!) { createMatch(input: { rulesetId: "${shipped.rulesetId}", scenarioId: $s, bots: ["bravo"] }) { id } }`, { s: shipped.id }, { key: key.cy })).data!.createMatch.id;
    await join(key.cy, botActive, "alpha");
    expect(ids(await lobby(key.reader, { f: { status: "active", rulesetId: shipped.rulesetId } }))).toEqual([botActive]);
    expect(ids(await lobby(key.reader, { f: { openSeats: true } }))).toEqual([m.withBot, m.duelHalf, m.duelOpen]);
    await t.db.prisma.match.deleteMany({ where: { id: { in: [extra, botActive] } } });
  });

  it("mine: the matches the caller's client created or claimed a seat of, different for each client", async () => {
    expect(ids(await lobby(key.ann, { f: { mine: true } }))).toEqual([m.duelActive, m.duelHalf, m.duelOpen]); // created 2, joined 1
    expect(ids(await lobby(key.bob, { f: { mine: true } }))).toEqual([m.duelActive, m.duelHalf]); // created none, joined 2
    expect(ids(await lobby(key.cy, { f: { mine: true } }))).toEqual([m.withBot, m.duelActive]); // created 2, joined none
    expect(ids(await lobby(key.reader, { f: { mine: true } }))).toEqual([]);
    expect(ids(await lobby(key.bob, { f: { mine: true, openSeats: true } }))).toEqual([m.duelHalf]);
    // The seat row records the client that claimed it.
    const seats = await t.db.prisma.seat.findMany({ where: { matchId: m.duelActive }, orderBy: { seat: "asc" }, include: { claimedBy: { select: { name: true } } } });
    expect(seats.map((s) => [s.seat, s.claimedBy?.name])).toEqual([["blue", "bob"], ["red", "ann"]]);
  });

  it("pages newest first without gaps or duplicates while a match is created between pages, ties on createdAt broken by id", async () => {
    const p1 = await lobby(key.reader, { n: 2 });
    expect(ids(p1)).toEqual([m.withBot, m.duelActive]);
    expect(p1.pageInfo).toEqual({ hasNextPage: true, endCursor: p1.edges[1]!.cursor });
    const late = await createDuel(key.bob); // newer than every listed match: it sorts before page 1, not into page 2
    const p2 = await lobby(key.reader, { n: 2, a: p1.pageInfo.endCursor! });
    expect(ids(p2)).toEqual([m.duelHalf, m.duelOpen]);
    expect(p2.pageInfo.hasNextPage).toBe(false);
    const p3 = await lobby(key.reader, { n: 2, a: p2.pageInfo.endCursor! });
    expect(p3).toEqual({ edges: [], pageInfo: { hasNextPage: false, endCursor: null } });
    expect(ids(await lobby(key.reader, { n: 1 }))).toEqual([late]);
    // Paging from an edge's cursor, not only endCursor.
    expect(ids(await lobby(key.reader, { n: 1, a: p1.edges[0]!.cursor }))).toEqual([m.duelActive]);

    // Five matches created in the same millisecond: the cursor still walks them one by one, by id, each once.
    const all = [late, m.withBot, m.duelActive, m.duelHalf, m.duelOpen];
    await t.db.prisma.match.updateMany({ where: { id: { in: all } }, data: { createdAt: new Date("2026-01-01T00:00:00.000Z") } });
    const seen: string[] = [];
    let after: string | undefined;
    for (let i = 0; i < 10; i++) {
      const page = await lobby(key.reader, { n: 1, ...(after ? { a: after } : {}) });
      seen.push(...ids(page));
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor!;
    }
    expect(seen).toEqual([...all].sort().reverse());
    await t.db.prisma.match.delete({ where: { id: late } });
  });

  it("refuses bad input with request/invalid and a reason: first above 100 or negative, a cursor it did not give, an overlong rulesetId; anonymous callers need a key", async () => {
    const before = await t.db.prisma.match.count();
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ n: 101 }, /first is 0 to 100/],
      [{ n: -1 }, /first is 0 to 100/],
      [{ a: "not-a-cursor" }, /not a cursor of the matches connection/],
      [{ a: Buffer.from("event:3").toString("base64url") }, /not a cursor of the matches connection/], // a matchEvents cursor
      [{ a: Buffer.from("lobby:12:bad id!").toString("base64url") }, /not a cursor/],
      [{ f: { rulesetId: "x".repeat(129) } }, /rulesetId is at most 128/],
    ];
    for (const [vars, message] of cases) {
      const r = await gql<{ matches: Page }>(LOBBY, vars, { key: key.reader });
      expect(codeOf(r), JSON.stringify(vars)).toBe("request/invalid");
      expect(r.errors?.[0]?.message).toMatch(message);
      expect(r.data?.matches ?? null).toBeNull();
    }
    expect((await lobby(key.reader, { n: 100 })).edges).toHaveLength(4);
    expect((await lobby(key.reader, { n: 0 })).edges).toEqual([]);
    const badStatus = await gql(LOBBY, { f: { status: "paused" } }, { key: key.reader });
    expect(badStatus.errors?.[0]?.message).toMatch(/MatchStatus/);
    const anonymous = await gql(LOBBY, {});
    expect(codeOf(anonymous)).toBe("auth/unauthenticated");
    expect(await t.db.prisma.match.count()).toBe(before);
  });

  it("costs 3 per use: 101 aliased lobby reads in one operation are refused before they run", async () => {
    const many = `{ ${Array.from({ length: 101 }, (_, i) => `a${i}: matches(first: 1) { pageInfo { hasNextPage } }`).join(" ")} }`;
    const r = await gql(many, {}, { key: key.reader });
    expect(codeOf(r)).toBe("request/too_costly");
    const fits = `{ ${Array.from({ length: 100 }, (_, i) => `a${i}: matches(first: 1) { pageInfo { hasNextPage } }`).join(" ")} }`;
    expect((await gql(fits, {}, { key: key.reader })).errors).toBeUndefined();
  });
});
