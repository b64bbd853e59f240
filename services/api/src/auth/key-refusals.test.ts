import { createClient } from "graphql-ws";
import type { Client } from "graphql-ws";
import WebSocket from "ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiClient, createTestApi } from "../testing";
import type { TestApi } from "../testing";

// Issue 18: a missing key and a bad (unknown, revoked, malformed) key are told apart the same way on every path.
// Over HTTP both are a 401 with `auth/unauthenticated`, `extensions.reason` `missing_key` or `invalid_key`; over
// WebSocket a bad key in connection_init closes the connection with 4401 Unauthorized (graphql-ws PROTOCOL.md) and a
// readable reason, which a graphql-ws createClient sees, while no key is acknowledged and a keyed subscription answers
// the same `missing_key` error as HTTP.
let t: TestApi;
let base = "";
let readKey = "";
let revokedKey = "";

beforeAll(async () => {
  t = await createTestApi();
  base = await t.app.listen({ host: "127.0.0.1", port: 0 });
  readKey = (await createApiClient(t.db, { name: "reader", scopes: ["read"] })).key;
  const revoked = await createApiClient(t.db, { name: "revoked", scopes: ["read"] });
  await t.db.prisma.apiClient.update({ where: { id: revoked.id }, data: { revokedAt: new Date() } });
  revokedKey = revoked.key;
});
afterAll(async () => {
  await t?.close();
});

type Answer = { status: number; body: { data?: unknown; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> } };

async function post(query: string, authorization?: string): Promise<Answer> {
  const res = await fetch(`${base}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(authorization === undefined ? {} : { authorization }) },
    body: JSON.stringify({ query, variables: { m: "no-such-match" } }),
  });
  return { status: res.status, body: await res.json() as Answer["body"] };
}

// One keyed operation of each kind (a subscription POSTed over HTTP too).
const KEYED = {
  query: "query($m: ID!) { legalActions(matchId: $m) }",
  mutation: "mutation($m: ID!) { resign(matchId: $m) { status } }",
  subscription: "subscription($m: ID!) { matchEvents(matchId: $m) { eventNumber } }",
} as const;
const BAD_KEYS = { unknown: () => "Bearer tk_not_a_key", revoked: () => `Bearer ${revokedKey}`, malformed: () => "Basic dXNlcjpwYXNz" } as const;

const refusal = (a: Answer) => ({ status: a.status, code: a.body.errors?.[0]?.extensions?.code, reason: a.body.errors?.[0]?.extensions?.reason });

describe("missing and bad keys over HTTP", () => {
  it.each(Object.keys(KEYED) as Array<keyof typeof KEYED>)("a %s without a key: 401 auth/unauthenticated, reason missing_key, saying it needs a key", async (kind) => {
    const a = await post(KEYED[kind]);
    expect(refusal(a), JSON.stringify(a.body)).toEqual({ status: 401, code: "auth/unauthenticated", reason: "missing_key" });
    expect(a.body.errors?.[0]?.message).toMatch(/needs an API key/);
  });

  it.each(Object.keys(KEYED) as Array<keyof typeof KEYED>)("a %s with an unknown, revoked or malformed key: 401 auth/unauthenticated, reason invalid_key", async (kind) => {
    for (const [name, key] of Object.entries(BAD_KEYS)) {
      const a = await post(KEYED[kind], key());
      expect(refusal(a), `${name}: ${JSON.stringify(a.body)}`).toEqual({ status: 401, code: "auth/unauthenticated", reason: "invalid_key" });
      expect(a.body.errors?.[0]?.message, name).toMatch(/unknown or revoked/);
    }
  });

  it("a live key lacking the scope: 200 with auth/forbidden naming the scope, not a 401", async () => {
    const a = await post(KEYED.mutation, `Bearer ${readKey}`);
    expect({ status: a.status, code: a.body.errors?.[0]?.extensions?.code, scope: a.body.errors?.[0]?.extensions?.scope }).toEqual({ status: 200, code: "auth/forbidden", scope: "play" });
  });

  it("an anonymous operation without a key and a keyed one with a live key are not refused", async () => {
    expect((await post("{ me { name } }")).status).toBe(200);
    const keyed = await post(KEYED.query, `Bearer ${readKey}`);
    expect(keyed.body.errors?.[0]?.extensions?.code).not.toBe("auth/unauthenticated");
  });
});

type Closed = { code: number; reason: string };
type Outcome = { closed?: Closed; connected: boolean; errors?: unknown; data?: unknown };

/** A graphql-ws createClient (ws as its WebSocket, as on Node 20) subscribing once: how it ended. */
function subscribeOnce(connectionParams: Record<string, unknown>, query: string): Promise<Outcome> {
  let client: Client | undefined;
  const outcome: Outcome = { connected: false };
  return new Promise<Outcome>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer: ${JSON.stringify(outcome)}`)), 5_000);
    const done = () => { clearTimeout(timer); resolve(outcome); };
    client = createClient({
      url: `${base.replace(/^http/, "ws")}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams,
      on: {
        connected: () => { outcome.connected = true; },
        closed: (e) => { const c = e as { code: number; reason: string }; outcome.closed ??= { code: c.code, reason: String(c.reason) }; },
      },
    });
    client.subscribe({ query, variables: { m: "no-such-match" } }, {
      next: (value) => { outcome.data = value; done(); },
      error: (err) => {
        const e = err as { code?: unknown; reason?: unknown };
        if (typeof e.code === "number") outcome.closed ??= { code: e.code, reason: String(e.reason) };
        else outcome.errors = err;
        done();
      },
      complete: done,
    });
  }).finally(() => client?.dispose());
}

const codesOf = (errors: unknown) => (Array.isArray(errors) ? errors : []).map((e: { extensions?: { code?: unknown; reason?: unknown } }) => `${String(e.extensions?.code)} ${String(e.extensions?.reason)}`);

describe("missing and bad keys over WebSocket (graphql-ws createClient)", () => {
  it.each(Object.keys(BAD_KEYS) as Array<keyof typeof BAD_KEYS>)("a %s key in connection_init closes the connection with 4401 Unauthorized and a readable reason", async (name) => {
    const out = await subscribeOnce({ authorization: BAD_KEYS[name]() }, KEYED.subscription);
    expect(out.connected).toBe(false);
    expect(out.closed?.code, JSON.stringify(out)).toBe(4401);
    expect(out.closed?.reason).toMatch(/API key is unknown or revoked/);
  });

  it("an authorization that is not a string is a bad key too (4401), not anonymous", async () => {
    const out = await subscribeOnce({ authorization: 42 }, KEYED.subscription);
    expect(out.closed?.code, JSON.stringify(out)).toBe(4401);
  });

  it("no key: the connection is acknowledged and a keyed subscription answers auth/unauthenticated, reason missing_key, as over HTTP", async () => {
    const out = await subscribeOnce({}, KEYED.subscription);
    expect(out.connected).toBe(true);
    expect(codesOf(out.errors), JSON.stringify(out)).toEqual(["auth/unauthenticated missing_key"]);
  });

  it("a live key connects: the subscription gets past authentication", async () => {
    const out = await subscribeOnce({ authorization: `Bearer ${readKey}` }, KEYED.subscription);
    expect(out.connected).toBe(true);
    expect(out.closed).toBeUndefined();
    expect(codesOf(out.errors).join()).not.toContain("auth/");
  });
});
