import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiClient } from "@tactica/api/testing";
import type { Client } from "graphql-ws";
import { SUBMIT, startMatchApi } from "./matches-fixture";
import type { MatchApi } from "./matches-fixture";

// Issue 18 hardening: subscriptions are bounded. One WebSocket connection may hold SUBSCRIPTIONS_PER_CONNECTION
// streams at once, one API key SUBSCRIPTIONS_PER_KEY over all its connections and every API process (counted in
// Redis). Past either, the subscription is refused with a typed graphql-ws error (request/too_many_subscriptions,
// extensions.reason and limit) and reads nothing; a stream that ends gives its slot back. Two real API processes
// sharing PostgreSQL and Redis, graphql-ws over real WebSockets.
const LIMITS = { perConnection: 2, perKey: 3 };
const STREAM = "subscription($m: ID!, $a: Int) { matchEvents(matchId: $m, after: $a) { eventNumber } }";

type Err = { message: string; extensions?: { code?: string; reason?: string; limit?: number } };
type Stream = { messages: unknown[]; errors: Err[]; stop(): void };

let a: MatchApi;
let b: MatchApi;
let urlA = "";
let urlB = "";
const clients: Client[] = [];
beforeAll(async () => {
  a = await startMatchApi({ redis: true, subscriptions: LIMITS });
  b = await startMatchApi({ redis: true, databaseUrl: a.t.databaseUrl, subscriptions: LIMITS });
  urlA = await a.t.app.listen({ host: "127.0.0.1", port: 0 });
  urlB = await b.t.app.listen({ host: "127.0.0.1", port: 0 });
});
afterAll(async () => {
  for (const c of clients) await c.dispose();
  await b?.t.close();
  await a?.t.close();
});

/** One WebSocket connection (graphql-ws multiplexes every subscription of a client over it). */
async function connect(baseUrl: string, key: string): Promise<Client> {
  const { createClient } = await import("graphql-ws");
  const { default: WebSocket } = await import("ws");
  const client = createClient({ url: `${baseUrl.replace(/^http/, "ws")}/graphql`, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${key}` }, retryAttempts: 0, lazy: false });
  await new Promise<void>((r) => client.on("connected", () => r()));
  clients.push(client);
  return client;
}

/** Subscribes from event 0 and waits until the stream answered: the replayed first event (live) or an error. */
async function open(client: Client, matchId: string): Promise<Stream> {
  const s: Stream = { messages: [], errors: [], stop: () => undefined };
  s.stop = client.subscribe({ query: STREAM, variables: { m: matchId, a: 0 } }, { next: (m) => { s.messages.push(m); }, error: (e) => { s.errors.push(...(Array.isArray(e) ? e as Err[] : [e as Err])); }, complete: () => undefined });
  const deadline = Date.now() + 5_000;
  while (s.messages.length === 0 && s.errors.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  return s;
}

async function matchWithOneEvent(): Promise<string> {
  const { matchId, red } = await a.createDuel();
  const r = await a.gql(SUBMIT, { i: { matchId, type: "note", payload: { text: "first" } } }, { key: a.playKey, seat: red });
  expect((r.body.data?.submitCommand as { eventNumber?: number }).eventNumber).toBe(1);
  return matchId;
}

const freshKey = async (name: string) => (await createApiClient(a.t.db, { name, scopes: ["read"], rateLimitPerMinute: 100_000 })).key;
const live = (s: Stream) => s.errors.length === 0 && s.messages.length === 1;
const refusal = (s: Stream) => ({ messages: s.messages.length, errors: s.errors.map((e) => e.extensions) });

describe("subscription limits", () => {
  it("one connection holds at most perConnection streams; a stopped one gives its slot back", async () => {
    const matchId = await matchWithOneEvent();
    const key = await freshKey("per-connection");
    const conn = await connect(urlA, key);
    const first = await open(conn, matchId);
    const second = await open(conn, matchId);
    expect([live(first), live(second)]).toEqual([true, true]);
    const third = await open(conn, matchId);
    expect(refusal(third)).toEqual({ messages: 0, errors: [{ code: "request/too_many_subscriptions", reason: "connection_limit", limit: 2 }] });
    expect(third.errors[0]?.message).toContain("This connection already has 2 subscriptions open");
    // The same key on another connection is not refused (3 per key): the limit was the connection's.
    expect(live(await open(await connect(urlA, key), matchId))).toBe(true);
    first.stop();
    const again = await pollOpen(conn, matchId);
    expect(live(again)).toBe(true);
  });

  it("one key holds at most perKey streams over all its connections and both API processes; closing a connection frees its slots", async () => {
    const matchId = await matchWithOneEvent();
    const key = await freshKey("per-key");
    const onA = await connect(urlA, key);
    const held = [await open(onA, matchId), await open(onA, matchId), await open(await connect(urlB, key), matchId)];
    expect(held.map(live)).toEqual([true, true, true]);
    const late = await connect(urlB, key);
    const refused = await open(late, matchId);
    expect(refusal(refused)).toEqual({ messages: 0, errors: [{ code: "request/too_many_subscriptions", reason: "key_limit", limit: 3 }] });
    // Another key is not affected.
    expect(live(await open(await connect(urlB, await freshKey("per-key-other")), matchId))).toBe(true);
    // The connection on process A goes away: its two slots are given back, and process B lets the key subscribe again.
    await onA.dispose();
    expect(live(await pollOpen(late, matchId))).toBe(true);
  });
});

/** Opens until accepted (a slot is given back once the server has seen the stream end), 5 s at most. */
async function pollOpen(client: Client, matchId: string): Promise<Stream> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const s = await open(client, matchId);
    if (s.errors.length === 0 || Date.now() > deadline) return s;
    await new Promise((r) => setTimeout(r, 50));
  }
}
