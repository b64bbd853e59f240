// Shared by the matches*/hostile* tests: the real API on its own PostgreSQL database serving the scoutDuel
// test ruleset, API keys, and a helper that creates a match with both seats claimed.
import { createApiClient, createTestApi, scoutDuel, scoutDuelScenario, toRulesetEntry } from "@tactica/api/testing";
import type { TestApi } from "@tactica/api/testing";

/** A GraphQL answer. */
export type Gql = { status: number; body: { data?: Record<string, unknown> | null; errors?: Array<{ message: string; extensions?: { code?: string } }> }; raw: string };

/** Who sends a request: an API key and, optionally, a seat token. */
export type As = { key?: string; seat?: string; headers?: Record<string, string> };

/** The running API with its keys. */
export type MatchApi = {
  t: TestApi;
  playKey: string;
  readKey: string;
  adminKey: string;
  gql(query: string, variables?: Record<string, unknown>, as?: As): Promise<Gql>;
  createDuel(opts?: { seeds?: boolean; key?: string }): Promise<{ matchId: string; red: string; blue: string }>;
};

/** Starts the API (in-process queue unless `redis`), creates read/play/admin keys with generous limits. */
export async function startMatchApi(opts: { redis?: boolean; databaseUrl?: string; errorLog?: string[]; subscriptions?: { perConnection?: number; perKey?: number } } = {}): Promise<MatchApi> {
  const { errorLog, subscriptions, ...rest } = opts;
  const logger = errorLog ? { level: "error", stream: { write: (line: string) => { errorLog.push(line); } } } : false;
  const t = await createTestApi({ rulesets: [toRulesetEntry("Scout duel (test)", scoutDuel)], app: { logger, ...(subscriptions ? { subscriptions } : {}) }, ...rest });
  const playKey = opts.databaseUrl ? "" : (await createApiClient(t.db, { name: "player", scopes: ["play"], rateLimitPerMinute: 100_000 })).key;
  const readKey = opts.databaseUrl ? "" : (await createApiClient(t.db, { name: "reader", scopes: ["read"], rateLimitPerMinute: 100_000 })).key;
  const adminKey = opts.databaseUrl ? "" : (await createApiClient(t.db, { name: "admin", scopes: ["admin"], rateLimitPerMinute: 100_000 })).key;
  const gql = async (query: string, variables?: Record<string, unknown>, as: As = {}): Promise<Gql> => {
    const headers: Record<string, string> = { "content-type": "application/json", ...(as.key ? { authorization: `Bearer ${as.key}` } : {}), ...(as.seat ? { "x-seat-token": as.seat } : {}), ...as.headers };
    const res = await t.app.inject({ method: "POST", url: "/graphql", headers, payload: JSON.stringify({ query, variables }) });
    return { status: res.statusCode, body: res.json() as Gql["body"], raw: res.body };
  };
  const api: MatchApi = {
    t, playKey, readKey, adminKey, gql,
    async createDuel(o = {}) {
      const key = o.key ?? playKey;
      const made = await gql("mutation($s: JSON) { createMatch(input: { rulesetId: \"scout-duel\", scenario: $s }) { id } }", { s: scoutDuelScenario }, { key });
      const matchId = (made.body.data?.createMatch as { id: string } | undefined)?.id;
      if (!matchId) throw new Error(`createMatch failed: ${made.raw}`);
      const join = async (seat: string) => {
        const r = await gql("mutation($m: ID!, $s: String!, $p: String) { joinMatch(matchId: $m, seat: $s, playerSeed: $p) { seatToken } }", { m: matchId, s: seat, p: o.seeds === false ? null : `seed-${seat}` }, { key });
        const token = (r.body.data?.joinMatch as { seatToken: string } | undefined)?.seatToken;
        if (!token) throw new Error(`joinMatch failed: ${r.raw}`);
        return token;
      };
      return { matchId, red: await join("red"), blue: await join("blue") };
    },
  };
  return api;
}

/** submitCommand with every field of both result types. */
export const SUBMIT = `mutation($i: SubmitCommandInput!) { submitCommand(input: $i) {
  __typename ... on CommandAccepted { eventNumber events status } ... on CommandRejected { code message rule } } }`;

/** A graphql-ws subscription: the messages received so far, a wait for the n-th, and close. */
export type LiveSub = { messages: unknown[]; errors: unknown[]; waitFor(n: number, timeoutMs?: number): Promise<unknown[]>; close(): void };

/** Subscribes over graphql-ws (the protocol mercurius serves at /graphql) with a key and optional seat token. */
export async function subscribeWs(baseUrl: string, query: string, variables: Record<string, unknown>, as: { key: string; seat?: string }): Promise<LiveSub> {
  const { createClient } = await import("graphql-ws");
  const { default: WebSocket } = await import("ws");
  // Live from the moment this resolves, without waiting for the server: a subscription that takes an `after` cursor
  // and was given none starts after the match's event number read here, so a command stored before the server has
  // subscribed is replayed, not missed. (One with a cursor given is live from it already.)
  const cursor = /\$after\b/.test(query) && variables.after === undefined ? await lastEventNumber(baseUrl, String(variables.m ?? ""), as) : undefined;
  const client = createClient({
    url: `${baseUrl.replace(/^http/, "ws")}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${as.key}`, ...(as.seat ? { seatToken: as.seat } : {}) },
    retryAttempts: 0,
  });
  const messages: unknown[] = [];
  const errors: unknown[] = [];
  let ready: () => void = () => undefined;
  const connected = new Promise<void>((r) => { ready = r; });
  client.on("connected", () => ready());
  const vars = cursor === undefined ? variables : { ...variables, after: cursor };
  const stop = client.subscribe({ query, variables: vars }, { next: (m) => { messages.push(m); }, error: (e) => { errors.push(e); }, complete: () => undefined });
  await connected;
  return {
    messages,
    errors,
    async waitFor(n, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      while (messages.length < n && errors.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      return messages;
    },
    close() {
      stop();
      void client.dispose();
    },
  };
}

/** The update fields every subscription test selects; subscribeWs fills `after` with the match's event number when none is given. */
export const LIVE = "subscription($m: ID!, $after: Int) { matchEvents(matchId: $m, after: $after) { eventNumber status events } }";

/**
 * The match's last event number as the caller may read it (over HTTP, like a client before it subscribes), or
 * undefined when the read is refused (an unknown key: the subscription's connection is refused then too).
 */
async function lastEventNumber(baseUrl: string, matchId: string, as: { key: string; seat?: string }): Promise<number | undefined> {
  const res = await fetch(`${baseUrl}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${as.key}`, ...(as.seat ? { "x-seat-token": as.seat } : {}) },
    body: JSON.stringify({ query: "query($m: ID!) { match(id: $m) { lastEventNumber } }", variables: { m: matchId } }),
  });
  const body = (await res.json().catch(() => ({}))) as { data?: { match?: { lastEventNumber?: number } | null } };
  return body.data?.match?.lastEventNumber ?? undefined;
}
