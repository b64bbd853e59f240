import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SUBMIT, startMatchApi } from "./matches-fixture";
import type { MatchApi } from "./matches-fixture";

// At least 1,000 generated malformed or hostile requests against the match API: bad ids, wrong or foreign seat
// tokens, wrong types, oversized inputs, deep and wide queries, replayed idempotency keys, broken bodies and
// headers; and since issue 17: JSON nested thousands of levels (createMatch scenario, submitCommand payload, as
// variables and as literals), U+0000 in ids of every kind, unicode (emoji, RTL, combining marks, lone surrogates),
// `__proto__`/`constructor` keys, alias and fragment bombs of heavy fields, application/graphql bodies, JSON text
// sent as the query (mercurius would take it for a parsed document), key-less
// mutations, percent-encoded paths and Upgrade headers. Nothing may crash or answer 5xx (none is documented for
// these), every error carries a documented code, and every match still verifies afterwards.
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

type Req = { headers: Record<string, string>; payload: string; url?: string; method?: "GET" | "POST" };

/** JSON text nested `n` levels (built as text: JSON.stringify itself overflows the stack on such values). */
const deepJson = (n: number, open = '{"a":', close = "}") => `${open.repeat(n)}1${close.repeat(n)}`;
/** A GraphQL object literal nested `n` levels. */
const deepLiteral = (n: number) => `${"{a:".repeat(n)}1${"}".repeat(n)}`;

describe("hostile input", () => {
  it("1,400 generated hostile requests: no crash, no 5xx, documented codes, every match still verifies", async () => {
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
      switch (r.int(21)) {
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
        case 12: {
          // Deep JSON as variables: createMatch's scenario and submitCommand's payload.
          const depth = r.pick([65, 1_000, 5_000, 20_000]);
          const json = r.next() < 0.5 ? deepJson(depth) : deepJson(depth, "[", "]");
          return r.next() < 0.5
            ? { headers, payload: `{"query":${JSON.stringify("mutation($s: JSON) { createMatch(input: { rulesetId: \"scout-duel\", scenario: $s }) { id } }")},"variables":{"s":${json}}}` }
            : { headers, payload: `{"query":${JSON.stringify(SUBMIT)},"variables":{"i":{"matchId":${JSON.stringify(matchId ?? "")},"type":"note","payload":${json}}}}` };
        }
        case 13: {
          // Deep JSON as literals inside the document.
          const depth = r.pick([65, 2_000, 6_000]);
          return r.next() < 0.5
            ? { headers, payload: body(`mutation { createMatch(input: { rulesetId: "scout-duel", scenario: ${deepLiteral(depth)} }) { id } }`) }
            : { headers, payload: body(`mutation { submitCommand(input: { matchId: ${JSON.stringify(matchId ?? "")}, type: "note", payload: ${deepLiteral(depth)} }) { __typename } }`) };
        }
        case 14: {
          // U+0000 and other odd strings in ids of every kind (stored maps, scenarios, jobs, webhooks, cursors).
          const id = r.pick(["\u0000", "a\u0000b", "map\u0000", "\ud800", "\u202eevil", "e\u0301\u0301\u0301", "🗺️".repeat(50), "%00", "\\u0000"]);
          const q = r.pick([
            "query($i: ID!) { map(id: $i) { id } }", "query($i: ID!) { scenario(id: $i) { id } }", "query($i: ID!) { job(id: $i) { id } }",
            "query($i: ID!) { webhook(id: $i) { id } }", "query($i: ID!) { verifyMatch(id: $i) { ok } }", "mutation($i: ID!) { publishMap(id: $i, version: 1) { __typename } }",
            "query($i: ID!) { lineOfSight(input: { rulesetId: \"firepower\", mapId: $i, observer: { hexId: \"1A1\", posture: \"stand\" }, target: { hexId: \"1A2\", posture: \"stand\" } }) { clear } }",
            "mutation($i: ID!) { requestSighting(input: { rulesetId: \"firepower\", mapId: $i, viewshed: { posture: \"stand\" } }) { id } }",
            "mutation($i: ID!) { createMatch(input: { rulesetId: \"scout-duel\", scenarioId: $i }) { id } }",
            "mutation($i: String) { enqueuePing(message: \"x\", jobId: $i) { id } }",
          ]);
          return { headers, payload: `{"query":${JSON.stringify(q)},"variables":{"i":"${id}"}}` };
        }
        case 15: {
          // __proto__ / constructor keys and unicode in payloads, scenarios and variables.
          const evil = r.pick([
            '{"__proto__":{"admin":true},"text":"x"}', '{"constructor":{"prototype":{"polluted":1}},"text":"y"}', '{"text":"\ud83d\udca5 \u202e ﷽ e\u0301"}',
            '{"text":"\udfff"}', '{"__proto__":null}', '{"text":"\u0000"}', '{"text":"' + "ж".repeat(4_000) + '"}',
          ]);
          return r.next() < 0.6
            ? { headers, payload: `{"query":${JSON.stringify(SUBMIT)},"variables":{"i":{"matchId":${JSON.stringify(matchId ?? "")},"type":"note","payload":${evil}}},"__proto__":{"x":1}}` }
            : { headers, payload: `{"query":${JSON.stringify("mutation($s: JSON) { createMatch(input: { rulesetId: \"scout-duel\", scenario: $s }) { id } }")},"variables":{"s":${evil}}}` };
        }
        case 16: {
          // Alias and fragment bombs of heavy fields.
          const n = r.pick([11, 50, 300, 900]);
          const heavy = r.pick(["verifyMatch(id: $m) { ok }", "exportMatch(id: $m)", "legalActions(matchId: $m)", "commandOdds(matchId: $m, command: { type: \"fire\", payload: {} }) { __typename }"]);
          const aliases = Array.from({ length: n }, (_, i) => `a${i}: ${heavy}`).join(" ");
          const shape = r.int(3);
          const q = shape === 0
            ? `query($m: ID!) { ${aliases} }`
            : shape === 1
              ? `query($m: ID!) { ...F0 } ${Array.from({ length: 8 }, (_, i) => `fragment F${i} on Query { x: verifyMatch(id: $m) { ok } ...F${i + 1} y: exportMatch(id: $m) }`).join(" ")} fragment F8 on Query { ${aliases} }`
              // Each fragment spreads the next twice (2^40 uses), ending in a heavy field or a cycle.
              : `query($m: ID!) { ...F0 } ${Array.from({ length: 40 }, (_, i) => `fragment F${i} on Query { ...F${i + 1} ...F${i + 1} }`).join(" ")} fragment F40 on Query { ${r.pick(["v: verifyMatch(id: $m) { ok }", "...F0"])} }`;
          return { headers, payload: JSON.stringify({ query: q, variables: { m: matchId } }) };
        }
        case 17:
          // GraphQL documents sent as application/graphql, with and without a key.
          return { headers: { ...headers, "content-type": r.pick(["application/graphql", "application/graphql; charset=utf-8"]) }, payload: r.pick(["{ rulesets { id } }", "{ me { id } }", "mutation { enqueuePing(message: \"x\") { id } }", "query { __typename ", "", "{ verifyMatch(id: \"x\") { ok } }", `{ ${Array.from({ length: 400 }, (_, i) => `v${i}: verifyMatch(id: "x") { ok }`).join(" ")} }`]) };
        case 18:
          // Key-less heavy mutations, percent-encoded paths and Upgrade headers (the auth hook must still run).
          return {
            headers: r.next() < 0.5 ? { "content-type": "application/json", upgrade: r.pick(["websocket", "h2c"]) } : { "content-type": "application/json", ...(key ? { authorization: `Bearer ${key}` } : {}) },
            url: r.pick(["/graphql", "/%67raphql", "/graph%71l?x=1"]),
            payload: body(r.pick(["mutation { enqueuePing(message: \"x\") { id } }", "mutation($i: RequestSightingInput!) { requestSighting(input: $i) { id } }", "{ me { id } }"]), { i: { rulesetId: "firepower", map: { huge: "x".repeat(1_000) }, units: Array.from({ length: 5_000 }, () => ({ q: 0, r: 0, posture: "stand" })) } }),
          };
        case 19:
          // Wrong seat: the other seat's token, a token of another match, then a replayed idempotency key with another body.
          return { headers: { ...headers, "x-seat-token": r.pick([duels[0]?.red ?? "", duels[1]?.blue ?? "", "st_" + "0".repeat(43)]) }, payload: body(SUBMIT, { i: { matchId, type: "note", payload: { text: r.pick(["a", "b"]) }, idempotencyKey: r.pick(["replay-1", "replay-2"]) } }) };
        case 20: {
          // Query text that is not GraphQL but parses as JSON: mercurius would take it for a parsed document (an AST) and
          // crash validating it. As a JSON query string, as an application/graphql body, and as a GET query.
          const ast = r.pick(['{"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","selectionSet":{"kind":"SelectionSet","selections":5}}]}',
            '{"definitions":"x"}', '{"definitions":[null]}', "[1,2]", "5", '"x"', "{}", '{"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":null}]}']);
          const how = r.int(3);
          if (how === 0) return { headers, payload: JSON.stringify({ query: ast }) };
          if (how === 1) return { headers: { ...headers, "content-type": "application/graphql" }, payload: ast };
          return { headers, payload: "", url: `/graphql?query=${encodeURIComponent(ast)}`, method: "GET" };
        }
        default: return { headers, payload: body("mutation($i: CreateMatchInput!) { createMatch(input: $i) { id } }", { i: r.pick([{ rulesetId: "scout-duel", scenario: { turns: 1e9 } }, { rulesetId: "scout-duel" }, { rulesetId: "x".repeat(3_000), scenario: {} }, { rulesetId: "scout-duel", scenario: {}, rulingsPack: { evil: true } }, { rulesetId: "scout-duel", scenarioId: "nope" }]) }) };
      }
    };
    const requests: Req[] = Array.from({ length: 1_390 }, gen);
    // Oversized bodies (413) and a body just under the limit.
    for (let i = 0; i < 10; i++) requests.push({ headers: { "content-type": "application/json", authorization: `Bearer ${api.playKey}` }, payload: JSON.stringify({ query: "{ me { id } }", variables: { pad: "p".repeat(i % 2 ? 1_100_000 : 900_000) } }) });

    const statuses = new Map<number, number>();
    const codes = new Set<string>();
    const bad: string[] = [];
    // A crash of the API would take this process with it; an unhandled rejection or exception is counted here.
    let crashes = 0;
    const onCrash = () => { crashes++; };
    process.on("uncaughtException", onCrash);
    process.on("unhandledRejection", onCrash);
    const started = Date.now();
    for (let i = 0; i < requests.length; i += 10) {
      const slice = requests.slice(i, i + 10);
      const batch = await Promise.all(slice.map((q) => api.t.app.inject(q.method === "GET" ? { method: "GET", url: q.url ?? "/graphql", headers: q.headers } : { method: "POST", url: q.url ?? "/graphql", headers: q.headers, payload: q.payload })));
      for (const [j, res] of batch.entries()) {
        const sent = slice[j]?.payload.slice(0, 200) ?? "";
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        if (res.statusCode >= 500) bad.push(`${res.statusCode} ${res.body.slice(0, 200)} <- ${sent}`);
        let parsed: { errors?: Array<{ message?: string; extensions?: { code?: string } }> } = {};
        try {
          parsed = res.json();
        } catch {
          bad.push(`not JSON: ${res.statusCode} ${res.body.slice(0, 100)}`);
        }
        for (const e of parsed.errors ?? []) {
          const code = e.extensions?.code ?? "none";
          codes.add(code);
          // A typed code with the engine's own words is still a leak of internals (the parser's stack overflow).
          if (code === "none" || code === "internal/error" || /call stack|RangeError|TypeError/.test(e.message ?? "")) bad.push(`${res.statusCode} ${JSON.stringify(e).slice(0, 300)}`);
        }
      }
    }
    const tookMs = Date.now() - started;
    process.off("uncaughtException", onCrash);
    process.off("unhandledRejection", onCrash);
    expect({ bad, logged: errorLog.slice(0, 2).map((l) => l.slice(0, 4000)), crashes }).toEqual({ bad: [], logged: [], crashes: 0 });
    expect([...statuses.keys()].every((s) => [200, 400, 401, 413, 415].includes(s))).toBe(true);
    expect(codes).toContain("auth/seat_token_invalid");
    expect(codes).toContain("request/too_complex");
    expect(codes).toContain("request/too_costly");
    expect(codes).toContain("request/too_large");
    expect(codes).toContain("auth/unauthenticated");
    expect(codes).toContain("idempotency/key_reused");
    // Bounded in time: the bombs are refused before they run (the 300 verifyMatch aliases alone took 9.3 s).
    expect(tookMs).toBeLessThan(120_000);
    expect((await api.t.app.inject({ method: "GET", url: "/healthz" })).statusCode).toBe(200);
    // Every match in the database, the three duels and any the requests created, still verifies to its hash.
    const matches = await api.t.db.prisma.match.findMany({ select: { id: true } });
    for (const m of matches) {
      const v = await api.gql("query($m: ID!) { verifyMatch(id: $m) { ok replayOk steps } }", { m: m.id }, { key: api.readKey });
      expect(v.body.data?.verifyMatch, m.id).toMatchObject({ ok: true, replayOk: true });
    }
    expect(matches.length).toBeGreaterThanOrEqual(duels.length);
    console.log(`hostile: ${requests.length} requests in ${tookMs} ms; statuses ${JSON.stringify(Object.fromEntries(statuses))}; 5xx 0; crashes ${crashes}; ${matches.length} matches verified; codes ${[...codes].sort().join(" ")}`);
  });
});
