import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SUBMIT, startMatchApi } from "./matches-fixture";
import type { MatchApi } from "./matches-fixture";

// At least 1,000 generated malformed or hostile requests against the match API: bad ids, wrong or foreign seat
// tokens, wrong types, oversized inputs, deep and wide queries, replayed idempotency keys, broken bodies and
// headers. Nothing may crash or answer 5xx (none is documented for these), every error carries a documented
// code, and every match still verifies afterwards.
let api: MatchApi;
const errorLog: string[] = [];
beforeAll(async () => {
  api = await startMatchApi({ errorLog });
});
afterAll(async () => {
  await api?.t.close();
});

/** Deterministic generator (mulberry32) so a failure replays. */
function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (n: number) => Math.floor(next() * n), pick: <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)] as T };
}

type Req = { headers: Record<string, string>; payload: string };

describe("hostile input", () => {
  it("1,200 generated hostile requests: no crash, no 5xx, documented codes, every match still verifies", async () => {
    const duels = [await api.createDuel(), await api.createDuel(), await api.createDuel({ seeds: false })];
    const r = rng(20261130);
    const weirdIds = ["", " ", "x".repeat(5_000), "../../etc/passwd", "' OR 1=1 --", "\u0000", "💥", "null", "cl000000000000000000000", duels[1]?.matchId ?? ""];
    const badTokens = ["", "st_forged", "x".repeat(300), duels[1]?.red ?? "", duels[2]?.blue ?? "", "Bearer tk_x"];
    const keys = [api.playKey, api.readKey, api.adminKey, "", "tk_bogus", "x".repeat(500)];
    const deep = `{ match(id: "x") { seats { seat } } ${"__schema { types { fields { type { ofType { ofType { ofType { ofType { ofType { ofType { ofType { ofType { name } } } } } } } } } } } }"} }`;
    const wide = `{ ${Array.from({ length: 1_200 }, (_, i) => `a${i}: rulesets { id }`).join(" ")} }`;
    const gen = (): Req => {
      const duel = r.pick(duels);
      const key = r.pick(keys);
      const headers: Record<string, string> = { "content-type": "application/json" };
      if (key) headers.authorization = r.next() < 0.9 ? `Bearer ${key}` : key;
      const seat = r.next() < 0.5 ? r.pick([duel?.red ?? "", duel?.blue ?? ""]) : r.pick(badTokens);
      if (seat) headers["x-seat-token"] = seat;
      const matchId = r.next() < 0.6 ? duel?.matchId : r.pick(weirdIds);
      const body = (query: string, variables?: unknown) => JSON.stringify({ query, variables });
      switch (r.int(12)) {
        case 0: return { headers, payload: body(SUBMIT, { i: { matchId, type: r.pick(["note", "whisper", "turn/submit_plot", "turn/lock_plot", "Nope", "x".repeat(100), ""]), payload: r.pick([{}, { text: "t" }, { plot: { move: 1, fire: true, note: "" } }, { text: 5 }, null, [1, 2], "str", { plot: { move: 7 } }]) } }) };
        case 1: return { headers, payload: body(SUBMIT, { i: { matchId, type: "note", payload: { text: "replay" }, idempotencyKey: r.pick(["k1", "k2", "k3", "bad key!", "x".repeat(200)]) } }) };
        case 2: return { headers, payload: body(SUBMIT, { i: { matchId, type: "note", payload: { text: "y".repeat(r.pick([10, 20_000])) }, expectedEventNumber: r.pick([-1, 0, 3, 2 ** 31 - 1]) } }) };
        case 3: return { headers, payload: body("query($m: ID!) { match(id: $m) { id status view } }", { m: r.pick([matchId, 123, null, { a: 1 }, [matchId]]) }) };
        case 4: return { headers, payload: body("query($m: ID!, $f: Int, $a: String) { matchEvents(matchId: $m, first: $f, after: $a) { edges { cursor } } }", { m: matchId, f: r.pick([-5, 0, 10, 101, 10_000, 1.5]), a: r.pick([null, "bogus", "ZXZlbnQ6OTk5OTk5OTk5OQ", "ZXZlbnQ6MQ"]) }) };
        case 5: return { headers, payload: body("query($m: ID!) { legalActions(matchId: $m) verifyMatch(id: $m) { ok } exportMatch(id: $m) }", { m: matchId }) };
        case 6: return { headers, payload: body(r.pick([deep, wide, "{ match(id: 1) }", "query { __typename ".repeat(3), "mutation { resign }", "subscription { matchEvents(matchId: \"x\") { eventNumber } }"])) };
        case 7: return { headers, payload: r.pick(["{", "null", "[]", "\"q\"", "{\"query\": 5}", "{\"query\": \"{ me { id } }\", \"variables\": \"x\"}", "\u0000\u0001"]) };
        case 8: return { headers: { ...headers, "content-type": r.pick(["text/plain", "application/x-www-form-urlencoded", "application/json; charset=utf-7"]) }, payload: body("{ me { id } }") };
        case 9: return { headers, payload: body("mutation($m: ID!, $s: String!, $p: String) { joinMatch(matchId: $m, seat: $s, playerSeed: $p) { seat } }", { m: matchId, s: r.pick(["red", "blue", "green", "spectator", ""]), p: r.pick([null, "ok-seed", "bad seed!", "s".repeat(500)]) }) };
        case 10: return { headers, payload: body("mutation($m: ID!, $s: String!) { commitSeed(matchId: $m, seed: $s) { id } }", { m: matchId, s: r.pick(["seed", "", "x".repeat(200)]) }) };
        default: return { headers, payload: body("mutation($i: CreateMatchInput!) { createMatch(input: $i) { id } }", { i: r.pick([{ rulesetId: "scout-duel", scenario: { turns: 1e9 } }, { rulesetId: "scout-duel" }, { rulesetId: "x".repeat(3_000), scenario: {} }, { rulesetId: "scout-duel", scenario: {}, rulingsPack: { evil: true } }, { rulesetId: "scout-duel", scenarioId: "nope" }]) }) };
      }
    };
    const requests: Req[] = Array.from({ length: 1_190 }, gen);
    // Oversized bodies (413) and a body just under the limit.
    for (let i = 0; i < 10; i++) requests.push({ headers: { "content-type": "application/json", authorization: `Bearer ${api.playKey}` }, payload: JSON.stringify({ query: "{ me { id } }", variables: { pad: "p".repeat(i % 2 ? 1_100_000 : 900_000) } }) });

    const statuses = new Map<number, number>();
    const codes = new Set<string>();
    const bad: string[] = [];
    for (let i = 0; i < requests.length; i += 10) {
      const slice = requests.slice(i, i + 10);
      const batch = await Promise.all(slice.map((q) => api.t.app.inject({ method: "POST", url: "/graphql", headers: q.headers, payload: q.payload })));
      for (const [j, res] of batch.entries()) {
        const sent = slice[j]?.payload.slice(0, 200) ?? "";
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        if (res.statusCode >= 500) bad.push(`${res.statusCode} ${res.body.slice(0, 200)} <- ${sent}`);
        let parsed: { errors?: Array<{ extensions?: { code?: string } }> } = {};
        try {
          parsed = res.json();
        } catch {
          bad.push(`not JSON: ${res.statusCode} ${res.body.slice(0, 100)}`);
        }
        for (const e of parsed.errors ?? []) {
          const code = e.extensions?.code ?? "none";
          codes.add(code);
          if (code === "none" || code === "internal/error") bad.push(`${res.statusCode} ${JSON.stringify(e).slice(0, 300)}`);
        }
      }
    }
    expect({ bad, logged: errorLog.slice(0, 2).map((l) => l.slice(0, 4000)) }).toEqual({ bad: [], logged: [] });
    expect([...statuses.keys()].every((s) => [200, 400, 401, 413, 415].includes(s))).toBe(true);
    expect(codes).toContain("auth/seat_token_invalid");
    expect(codes).toContain("request/too_complex");
    expect(codes).toContain("idempotency/key_reused");
    expect((await api.t.app.inject({ method: "GET", url: "/healthz" })).statusCode).toBe(200);
    for (const d of duels) {
      const v = await api.gql("query($m: ID!) { verifyMatch(id: $m) { ok replayOk steps } }", { m: d.matchId }, { key: api.readKey });
      expect(v.body.data?.verifyMatch).toMatchObject({ ok: true, replayOk: true });
    }
  });
});
