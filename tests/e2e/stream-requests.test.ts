import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shippedData } from "@tactica/api";
import { createApiClient, createTestApi } from "@tactica/api/testing";
import type { TestApi } from "@tactica/api/testing";
import { seedShippedData } from "@tactica/db";
import { defaultModules } from "@tactica/rulesets";
import { createBotClient } from "./stream-client";
import type { BotClient } from "./stream-client";
import { HEX_DUEL_ID, hexDuelModule } from "./support/hex-duel.module";

// Requests per command for a bot, measured (issue 18): two scripted bots play a whole Hex Duel match (alternating
// activations: each moves one hex, then passes; 3 rounds, 12 commands) twice through the real API over HTTP and
// graphql-ws: once polling (match { view } until the seat is in view.actors, then legalActions, then submitCommand),
// once on the yourTurn stream (its pushes carry the view, canAct and the legal actions; the bot sends only
// submitCommand). The bots count what they send, and the API's own rate-limit counters in Redis (every request of a
// key, summed over the minute windows) say the same: the stream needs exactly one request per command.
const modules = [...defaultModules(), hexDuelModule];
const SEATS = ["north", "south"] as const;
const POLL_MS = 200;
const SUBMIT = `mutation($i: SubmitCommandInput!) { submitCommand(input: $i) { __typename ... on CommandAccepted { eventNumber } ... on CommandRejected { code message } } }`;
const YOUR_TURN = "subscription($m: ID!) { yourTurn(matchId: $m) { eventNumber status canAct legalActions match { view } } }";

type Action = { type: string; payload: unknown };
type View = { seq: number; actors: string[]; turn: { at: number } };
type Push = { yourTurn: { eventNumber: number; status: string; canAct: boolean; legalActions: Action[]; match: { view: View } } };

let t: TestApi;
let url = "";
let organiser = "";
let redis: Redis;
beforeAll(async () => {
  t = await createTestApi({ modules, redis: true });
  await seedShippedData(t.db, shippedData(modules));
  organiser = (await createApiClient(t.db, { name: "organiser", scopes: ["play"], rateLimitPerMinute: 100_000 })).key;
  url = await t.app.listen({ host: "127.0.0.1", port: 0 });
  redis = new Redis(process.env.REDIS_URL ?? "redis://127.0.0.1:6379");
});
afterAll(async () => {
  redis?.disconnect();
  await t?.close();
});

/** A Hex Duel match of 3 rounds with both seats claimed: its id and a seat token per seat. */
async function newMatch(): Promise<{ matchId: string; tokens: Record<string, string> }> {
  const c = createBotClient(url, { key: organiser });
  const made = await c.gql<{ createMatch: { id: string } }>(`mutation { createMatch(input: { rulesetId: "${HEX_DUEL_ID}", scenario: { turns: 3 } }) { id } }`);
  const matchId = made.data?.createMatch.id ?? "";
  expect(matchId, JSON.stringify(made)).not.toBe("");
  const tokens: Record<string, string> = {};
  for (const seat of SEATS) {
    const j = await c.gql<{ joinMatch: { seatToken: string } }>("mutation($m: ID!, $s: String!) { joinMatch(matchId: $m, seat: $s, playerSeed: $s) { seatToken } }", { m: matchId, s: seat });
    tokens[seat] = j.data?.joinMatch.seatToken ?? "";
  }
  return { matchId, tokens };
}

/** The bots' policy: in each activation, the first legal move, then pass. */
function choose(legal: readonly Action[], view: View, bot: { movedAt: number }): Action {
  const move = legal.find((a) => a.type === "move");
  if (move && bot.movedAt !== view.turn.at) {
    bot.movedAt = view.turn.at;
    return move;
  }
  const pass = legal.find((a) => a.type === "turn/pass");
  if (!pass) throw new Error(`no pass among ${JSON.stringify(legal)}`);
  return pass;
}

async function submit(c: BotClient, matchId: string, action: Action, expectedEventNumber: number): Promise<void> {
  const r = await c.gql<{ submitCommand: { __typename: string; code?: string } }>(SUBMIT, { i: { matchId, ...action, expectedEventNumber } });
  expect(r.data?.submitCommand.__typename, JSON.stringify(r)).toBe("CommandAccepted");
}

/** A polling bot: reads the view until its seat may act, then asks the legal actions and submits one. */
async function pollingBot(c: BotClient, seat: string, matchId: string): Promise<number> {
  const bot = { movedAt: -1 };
  let commands = 0;
  for (let i = 0; i < 2_000; i++) {
    const seen = await c.gql<{ match: { status: string; view: View } }>("query($m: ID!) { match(id: $m) { status view } }", { m: matchId });
    const m = seen.data?.match;
    if (!m || m.status !== "active") return commands;
    if (!m.view.actors.includes(seat)) {
      await new Promise((r) => setTimeout(r, POLL_MS));
      continue;
    }
    const legal = await c.gql<{ legalActions: Action[] }>("query($m: ID!) { legalActions(matchId: $m) }", { m: matchId });
    await submit(c, matchId, choose(legal.data?.legalActions ?? [], m.view, bot), m.view.seq);
    commands += 1;
  }
  throw new Error("the polling bot never saw the end");
}

/** A streaming bot: one yourTurn subscription; on each push where it may act, one submitCommand. */
async function streamingBot(c: BotClient, matchId: string): Promise<number> {
  const bot = { movedAt: -1 };
  let commands = 0;
  const stream = await c.subscribe<Push>(YOUR_TURN, { m: matchId }, async ({ yourTurn: p }) => {
    if (!p.canAct) return;
    await submit(c, matchId, choose(p.legalActions, p.match.view, bot), p.eventNumber);
    commands += 1;
  });
  for (let i = 0; i < 1_500 && !stream.completed && stream.errors.length === 0; i++) await new Promise((r) => setTimeout(r, 20));
  expect(stream.errors).toEqual([]);
  expect(stream.completed).toBe(true);
  expect(stream.messages.at(-1)?.yourTurn.status).toBe("ended");
  return commands;
}

/** What the API counted against a key in a bucket (`client:<id>` requests, `cost:client:<id>` cost units), all minute windows. */
async function countedByApi(bucket: string): Promise<number> {
  const keys = await redis.keys(`tactica:rate:${bucket}:*`);
  const counts = keys.length ? await redis.mget(...keys) : [];
  return counts.reduce((sum, v) => sum + Number(v ?? 0), 0);
}

async function play(mode: "poll" | "stream") {
  const client = await createApiClient(t.db, { name: `bot-${mode}`, scopes: ["play"], rateLimitPerMinute: 100_000 });
  const { matchId, tokens } = await newMatch();
  const bots = SEATS.map((seat) => createBotClient(url, { key: client.key, seat: tokens[seat] ?? "" }));
  const commands = await Promise.all(bots.map((c, i) => (mode === "poll" ? pollingBot(c, SEATS[i] ?? "", matchId) : streamingBot(c, matchId))));
  const status = await createBotClient(url, { key: organiser }).gql<{ match: { status: string; lastEventNumber: number } }>("query($m: ID!) { match(id: $m) { status lastEventNumber } }", { m: matchId });
  for (const c of bots) await c.close();
  const sent = bots.reduce((s, c) => ({ http: s.http + c.sent.http, wsConnections: s.wsConnections + c.sent.wsConnections, wsOperations: s.wsOperations + c.sent.wsOperations }), { http: 0, wsConnections: 0, wsOperations: 0 });
  return { commands: commands[0]! + commands[1]!, perBot: commands, sent, counted: await countedByApi(`client:${client.id}`), cost: await countedByApi(`cost:client:${client.id}`), match: status.data?.match };
}

describe("requests per command: polling bot vs yourTurn stream", () => {
  it("a bot on the yourTurn stream sends exactly one request per command (submitCommand); polling sends three or more", async () => {
    const before = await play("poll");
    const after = await play("stream");
    // Same match, same policy: 3 rounds x 2 activations x (move + pass), to the end.
    for (const run of [before, after]) {
      expect(run.match).toEqual({ status: "ended", lastEventNumber: 12 });
      expect(run.commands).toBe(12);
      expect(run.perBot).toEqual([6, 6]);
    }
    expect(after.sent).toEqual({ http: 12, wsConnections: 2, wsOperations: 2 });
    expect(after.counted).toBe(12);
    expect(before.sent.wsOperations).toBe(0);
    expect(before.sent.http).toBeGreaterThanOrEqual(3 * 12);
    expect(before.counted).toBe(before.sent.http);
    // Cost units (FIELD_COSTS): submitCommand 3 each; polling adds legalActions (10) per command.
    expect(after.cost).toBe(3 * 12);
    expect(before.cost).toBe(13 * 12);
    console.log(`requests per command: polling ${(before.sent.http / before.commands).toFixed(2)} (view + legalActions + submit, plus polls every ${POLL_MS} ms while the other seat acts), `
      + `stream ${(after.sent.http / after.commands).toFixed(2)} (submitCommand only; 1 WebSocket + 1 subscription per seat and match); `
      + `cost units per command: polling ${before.cost / before.commands}, stream ${after.cost / after.commands}`);
  });
});
