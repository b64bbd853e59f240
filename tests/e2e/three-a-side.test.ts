import { createServer } from "node:http";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiClient, createTestApi } from "@tactica/api/testing";
import type { TestApi } from "@tactica/api/testing";
import { defaultModules } from "@tactica/rulesets";
import { LIVE, subscribeWs } from "./matches-fixture";
import type { LiveSub } from "./matches-fixture";
import { createInjectClient } from "./support/inject-client";
import { threeASideModule } from "./support/three-a-side.ruleset";

// Sides above seats, through the API on real PostgreSQL: a 3-v-3 match of the test ruleset (two sides of three
// seats), played by six clients, each with its own API key and seat token; then a match with two seats left to a bot, which the server plays by itself whenever they may act (no requestAiTurn).

const US = ["us-1", "us-2", "us-3"] as const;
const AXIS = ["ax-1", "ax-2", "ax-3"] as const;
const SEATS = [...US, ...AXIS];

type Seen = { data?: { matchEvents?: { eventNumber: number; events: Array<{ type: string }> } } };
type Edge = { node: { eventNumber: number; events: Array<{ type: string; data?: { words?: string } }> } };

let t: TestApi;
let url = "";
let client: ReturnType<typeof createInjectClient>;
const keys: Record<string, string> = {};
let spectatorKey = "";
let hooks: Server;
let hookUrl = "";
const hookBodies: string[] = [];

beforeAll(async () => {
  // Registered as the services take every system: one module more in the registry the API and its worker serve.
  t = await createTestApi({ modules: [...defaultModules(), threeASideModule] });
  client = createInjectClient(t);
  for (const seat of SEATS) keys[seat] = (await createApiClient(t.db, { name: `client-${seat}`, scopes: ["play", "read"], rateLimitPerMinute: 100_000 })).key;
  spectatorKey = (await createApiClient(t.db, { name: "spectator", scopes: ["read"], rateLimitPerMinute: 100_000 })).key;
  url = await t.app.listen({ host: "127.0.0.1", port: 0 });
  hooks = createServer((req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => { body += c.toString("utf8"); });
    req.on("end", () => { hookBodies.push(body); res.end("ok"); });
  });
  await new Promise<void>((r) => hooks.listen(0, "127.0.0.1", () => r()));
  hookUrl = `http://127.0.0.1:${(hooks.address() as AddressInfo).port}/hook`;
}, 120_000);

afterAll(async () => {
  await t?.close();
  await new Promise((r) => hooks?.close(r));
});

const gql = (query: string, variables: Record<string, unknown>, as: { key?: string; seat?: string } = {}) => client.gql(query, variables, as);
const MATCH = "query($m: ID!) { match(id: $m) { status endReason serverSeed viewer viewerSide view sides { id seats } seats { seat side claimed bot resigned } } }";
type MatchSeen = { status: string; endReason: string | null; serverSeed: string | null; viewer: string; viewerSide: string | null; view: { side: string | null; actors: string[] }; sides: unknown; seats: Array<{ seat: string; side: string; claimed: boolean; bot: boolean; resigned: boolean }> };

async function createMatch(creator: string, bots?: readonly string[]): Promise<string> {
  const r = await gql("mutation($s: JSON, $b: [String!]) { createMatch(input: { rulesetId: \"three-a-side\", scenario: $s, bots: $b }) { id status } }", { s: {}, b: bots ?? null }, { key: keys[creator] });
  const id = (r.data?.createMatch as { id: string } | undefined)?.id;
  if (!id) throw new Error(JSON.stringify(r));
  return id;
}

async function join(matchId: string, seat: string) {
  const r = await gql("mutation($m: ID!, $s: String!) { joinMatch(matchId: $m, seat: $s, playerSeed: $s) { seatToken match { status } } }", { m: matchId, s: seat }, { key: keys[seat] });
  return { r, token: (r.data?.joinMatch as { seatToken: string } | undefined)?.seatToken ?? "", status: (r.data?.joinMatch as { match: { status: string } } | undefined)?.match.status };
}

const SUBMIT = `mutation($i: SubmitCommandInput!) { submitCommand(input: $i) {
  __typename ... on CommandAccepted { eventNumber events } ... on CommandRejected { code message rule } } }`;

async function send(matchId: string, seat: string, token: string, type: string, payload: unknown = {}) {
  const r = await gql(SUBMIT, { i: { matchId, type, payload } }, { key: keys[seat], seat: token });
  return (r.data?.submitCommand ?? { errors: r.errors }) as { __typename?: string; code?: string; message?: string; rule?: string; eventNumber?: number; errors?: unknown };
}

const matchAs = async (matchId: string, as: { key?: string; seat?: string }) => (await gql(MATCH, { m: matchId }, as)).data?.match as MatchSeen;

async function radioSeenBy(matchId: string, as: { key?: string; seat?: string }): Promise<string[]> {
  const r = await gql("query($m: ID!) { matchEvents(matchId: $m, first: 100) { edges { node { eventNumber events } } } }", { m: matchId }, as);
  const edges = (r.data?.matchEvents as { edges: Edge[] } | undefined)?.edges;
  if (!edges) throw new Error(JSON.stringify(r));
  return edges.flatMap((e) => e.node.events).filter((e) => e.type === "3v3/radio").map((e) => e.data?.words ?? "");
}

const ASK_AI = "mutation($m: ID!, $s: String) { requestAiTurn(matchId: $m, budgetMs: 1000, seat: $s) { id } }";

/** Polls the match's stored commands (no client call plays a bot seat) until there are `n`, 20 s at most. */
async function commandsWhen(matchId: string, n: number) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const commands = await client.commandsOf(matchId);
    if (commands.length >= n || Date.now() > deadline) return commands.map((c) => [c.seq, c.type, c.seat]);
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe("a 3-v-3 match through the API (six clients, real PostgreSQL)", () => {
  it("sides on the seats, an opponent's reaction, a side-only radio call, and resignations one seat at a time", async () => {
    const matchId = await createMatch("us-1");
    const created = await matchAs(matchId, { key: spectatorKey });
    expect(created.sides).toEqual([{ id: "us", seats: [...US] }, { id: "axis", seats: [...AXIS] }]);
    expect(created.seats.map((s) => [s.seat, s.side, s.claimed, s.bot])).toEqual(
      [...AXIS.map((s) => [s, "axis", false, false]), ...US.map((s) => [s, "us", false, false])],
    );
    const tokens: Record<string, string> = {};
    for (const seat of SEATS) {
      const joined = await join(matchId, seat);
      tokens[seat] = joined.token;
      expect(joined.status).toBe(seat === "ax-3" ? "active" : "open");
    }
    const as = (seat: string) => ({ key: keys[seat], seat: tokens[seat] });
    const axisView = await matchAs(matchId, as("ax-2"));
    expect([axisView.viewer, axisView.viewerSide, axisView.view.side, axisView.view.actors]).toEqual(["ax-2", "axis", "axis", ["us-1"]]);
    expect((await matchAs(matchId, { key: spectatorKey })).viewerSide).toBeNull();

    const hook = await gql("mutation($u: String!, $m: ID) { registerWebhook(url: $u, matchId: $m) { id } }", { u: hookUrl, m: matchId }, { key: keys["us-1"] });
    expect(hook.errors).toBeUndefined();
    const subs: Record<string, LiveSub> = {
      "ax-1": await subscribeWs(url, LIVE, { m: matchId }, { key: keys["ax-1"]!, seat: tokens["ax-1"] }),
      "us-2": await subscribeWs(url, LIVE, { m: matchId }, { key: keys["us-2"]!, seat: tokens["us-2"] }),
      spectator: await subscribeWs(url, LIVE, { m: matchId }, { key: spectatorKey }),
    };

    // us-1 acts: the opposing side may snap-shoot at it (three-a-side 3), its teammates may not, nor may it.
    expect(await send(matchId, "ax-2", tokens["ax-2"]!, "snap_shot")).toMatchObject({ __typename: "CommandAccepted", eventNumber: 1 });
    expect(await send(matchId, "us-2", tokens["us-2"]!, "snap_shot")).toEqual({
      __typename: "CommandRejected", code: "turn/not_opponent", rule: "three-a-side 3",
      message: "snap_shot is for the opposing side only: us-2 is on side us with the acting seat us-1",
    });
    expect(await send(matchId, "us-1", tokens["us-1"]!, "snap_shot")).toMatchObject({ code: "turn/not_reactive", rule: "three-a-side 3" });

    // A radio call of the axis side (event 2) reaches its three seats only.
    expect(await send(matchId, "ax-3", tokens["ax-3"]!, "radio", { words: "flank left at dawn" })).toMatchObject({ eventNumber: 2 });
    for (const seat of AXIS) expect(await radioSeenBy(matchId, as(seat)), seat).toEqual(["flank left at dawn"]);
    for (const seat of US) expect(await radioSeenBy(matchId, as(seat)), seat).toEqual([]);
    expect(await radioSeenBy(matchId, { key: spectatorKey })).toEqual([]);
    const live = async (who: string) => ((await subs[who]!.waitFor(2)) as Seen[]).map((m) => [m.data?.matchEvents?.eventNumber, m.data?.matchEvents?.events.map((e) => e.type)]);
    expect(await live("ax-1")).toEqual([[1, ["3v3/snap_shot"]], [2, ["3v3/radio"]]]);
    expect(await live("us-2")).toEqual([[1, ["3v3/snap_shot"]], [2, []]]);
    expect(await live("spectator")).toEqual([[1, ["3v3/snap_shot"]], [2, []]]);
    for (const sub of Object.values(subs)) sub.close();

    // us-1 resigns while acting: the match plays on, its token acts no more, the bot takes the seat over.
    const resigned = await gql("mutation($m: ID!) { resign(matchId: $m) { status endReason serverSeed } }", { m: matchId }, as("us-1"));
    expect(resigned.data?.resign).toEqual({ status: "active", endReason: null, serverSeed: null });
    expect((await matchAs(matchId, { key: spectatorKey })).seats.find((s) => s.seat === "us-1")).toMatchObject({ claimed: true, bot: true, resigned: true });
    const refused = await gql(SUBMIT, { i: { matchId, type: "turn/pass", payload: {} } }, as("us-1"));
    expect(refused.errors?.[0]?.extensions?.code).toBe("match/seat_resigned");
    expect((await matchAs(matchId, as("us-1"))).viewer).toBe("spectator");
    // The seat, now the bot's and acting, is played by the server with no client call (issue 19).
    expect(await commandsWhen(matchId, 3)).toEqual([[1, "snap_shot", "ax-2"], [2, "radio", "ax-3"], [3, "turn/pass", "us-1"]]);
    expect((await matchAs(matchId, { key: spectatorKey })).view.actors).toEqual(["ax-1"]);

    // us-2 resigns: us-3 still plays for side us. us-3 resigns: the side's last player is gone, it loses.
    expect((await gql("mutation($m: ID!) { resign(matchId: $m) { status } }", { m: matchId }, as("us-2"))).data?.resign).toEqual({ status: "active" });
    const last = await gql("mutation($m: ID!) { resign(matchId: $m) { status endReason serverSeed } }", { m: matchId }, as("us-3"));
    expect(last.data?.resign).toMatchObject({ status: "ended", endReason: "resigned:us-3" });
    expect((last.data?.resign as { serverSeed: string | null }).serverSeed).toMatch(/^[0-9a-f]{64}$/);
    expect(await client.verify(matchId, spectatorKey)).toMatchObject({ ok: true, replayOk: true, steps: 3 });

    // Webhook bodies carry the public turn notification only: never the side's radio call. One per command,
    // the bot's too (stored by the in-process worker of embedded mode, issue 18).
    const deliveries = await t.db.prisma.webhookDelivery.findMany({ where: { webhook: { matchId } }, select: { payload: true } });
    expect(deliveries.map((d) => (d.payload as { seq: number }).seq).sort()).toEqual([1, 2, 3]);
    for (const body of [...deliveries.map((d) => JSON.stringify(d.payload)), ...hookBodies]) expect(body).not.toContain("flank");
  }, 120_000);

  it("two seats left to a bot at creation: never claimed, the match starts with four players, and the server plays them when they may act", async () => {
    const matchId = await createMatch("ax-1", ["us-3", "ax-3"]);
    const botJoin = await join(matchId, "us-3");
    expect(botJoin.r.errors?.[0]?.extensions?.code).toBe("match/bot_seat");
    const tokens: Record<string, string> = {};
    for (const seat of ["us-1", "ax-1", "us-2", "ax-2"]) {
      const joined = await join(matchId, seat);
      tokens[seat] = joined.token;
      expect(joined.status, seat).toBe(seat === "ax-2" ? "active" : "open");
    }
    const seats = (await matchAs(matchId, { key: spectatorKey })).seats;
    expect(seats.filter((s) => s.bot).map((s) => [s.seat, s.side, s.claimed])).toEqual([["ax-3", "axis", false], ["us-3", "us", false]]);
    for (const seat of ["us-1", "ax-1", "us-2", "ax-2"]) expect(await send(matchId, seat, tokens[seat]!, "turn/pass")).toMatchObject({ __typename: "CommandAccepted" });
    // us-3 and ax-3 act next: the server plays both, one after the other, and stops at the next player's seat.
    expect((await commandsWhen(matchId, 6)).slice(4)).toEqual([[5, "turn/pass", "us-3"], [6, "turn/pass", "ax-3"]]);
    await new Promise((r) => setTimeout(r, 300));
    expect((await client.commandsOf(matchId)).length).toBe(6);
    expect((await matchAs(matchId, { key: spectatorKey })).view.actors).toEqual(["us-1"]);

    // requestAiTurn keeps its access rules: a bot seat's turn is asked for by a player of the match; a player's seat
    // only by its own token, outsiders not at all.
    expect((await gql(ASK_AI, { m: matchId, s: "us-2" }, { key: keys["us-1"], seat: tokens["us-1"] })).errors?.[0]?.extensions?.code).toBe("auth/forbidden");
    expect((await gql(ASK_AI, { m: matchId, s: "us-3" }, { key: keys["us-3"] })).errors?.[0]?.extensions?.code).toBe("auth/seat_token_invalid");
    expect((await gql(ASK_AI, { m: matchId, s: "us-9" }, { key: keys["us-1"], seat: tokens["us-1"] })).errors?.[0]?.extensions?.code).toBe("match/unknown_seat");
    expect(await client.verify(matchId, spectatorKey)).toMatchObject({ ok: true, replayOk: true, steps: 6 });
  }, 120_000);
});
