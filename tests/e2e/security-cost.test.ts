import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiClient } from "@tactica/api/testing";
import { startMatchApi } from "./matches-fixture";
import type { MatchApi } from "./matches-fixture";

// Issue 17 finding 6: 300 aliases of verifyMatch in one read-scope request took 9.3 s of the API's CPU (and slowed
// /healthz to 865 ms). Heavy root fields carry a cost; an operation over the limit is refused before it runs, and
// each key (or anonymous IP) has a cost budget per minute.
let api: MatchApi;
let matchId = "";
let red = "";
beforeAll(async () => {
  api = await startMatchApi();
  ({ matchId, red } = await api.createDuel());
});
afterAll(async () => {
  await api?.t.close();
});

const aliases = (n: number, field: string) => `query($m: ID!) { ${Array.from({ length: n }, (_, i) => `v${i}: ${field}`).join(" ")} }`;

describe("operation cost", () => {
  it("300 aliases of verifyMatch are refused before anything runs, with request/too_costly", async () => {
    const started = Date.now();
    const r = await api.gql(aliases(300, "verifyMatch(id: $m) { ok }"), { m: matchId }, { key: api.readKey });
    const took = Date.now() - started;
    expect(r.status).toBeLessThan(500);
    expect(r.body.errors?.[0]?.extensions?.code, r.raw.slice(0, 300)).toBe("request/too_costly");
    expect(r.body.data ?? null).toBeNull();
    // Not a benchmark: it only has to be nowhere near the 9.3 s the 300 replays took.
    expect(took).toBeLessThan(3_000);
    // Fragments and inline fragments count where they are used.
    const spread = await api.gql(`query($m: ID!) { ...A ...A } fragment A on Query { ${Array.from({ length: 50 }, (_, i) => `x${i}: exportMatch(id: $m)`).join(" ")} }`, { m: matchId }, { key: api.readKey });
    expect(spread.body.errors?.[0]?.extensions?.code).toBe("request/too_costly");
    const anonymous = await api.gql(`{ ${Array.from({ length: 200 }, (_, i) => `r${i}: rulesets { id }`).join(" ")} ${Array.from({ length: 100 }, (_, i) => `l${i}: visibility(input: { rulesetId: "firepower", mapId: "m", units: [] }) { rows }`).join(" ")} }`);
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe("request/too_costly");
  });

  it("a fragment bomb (each fragment spreading the next twice, 40 deep) is refused at once, not expanded 2^40 times", async () => {
    const frags = Array.from({ length: 40 }, (_, i) => `fragment F${i} on Query { ...F${i + 1} ...F${i + 1} }`).join(" ");
    for (const last of ["fragment F40 on Query { verifyMatch(id: $m) { ok } }", "fragment F40 on Query { ...F0 }"]) {
      const r = await api.gql(`query($m: ID!) { ...F0 } ${frags} ${last}`, { m: matchId }, { key: api.readKey });
      expect(r.status).toBeLessThan(500);
      expect(r.body.data ?? null).toBeNull();
      expect(r.body.errors?.[0]?.extensions?.code, r.raw.slice(0, 200)).toMatch(/^request\//);
    }
  }, 20_000);

  it("a normal request still passes", async () => {
    const r = await api.gql("query($m: ID!) { verifyMatch(id: $m) { ok } legalActions(matchId: $m) match(id: $m) { id } }", { m: matchId }, { key: api.readKey, seat: red });
    expect(r.body.errors, r.raw.slice(0, 300)).toBeUndefined();
    expect(r.body.data?.verifyMatch).toEqual({ ok: true });
    const few = await api.gql(aliases(5, "verifyMatch(id: $m) { ok }"), { m: matchId }, { key: api.readKey });
    expect(few.body.errors).toBeUndefined();
  });

  it("each key has a cost budget per minute: past it, rate/limited", async () => {
    // 3 requests a minute: a budget of 3 x 10 = 30 cost units, one verifyMatch.
    const { key } = await createApiClient(api.t.db, { name: "small", scopes: ["read"], rateLimitPerMinute: 3 });
    const first = await api.gql("query($m: ID!) { verifyMatch(id: $m) { ok } }", { m: matchId }, { key });
    expect(first.body.data?.verifyMatch, first.raw).toEqual({ ok: true });
    const second = await api.gql("query($m: ID!) { verifyMatch(id: $m) { ok } }", { m: matchId }, { key });
    expect(second.body.errors?.[0]?.extensions?.code, second.raw).toBe("rate/limited");
    expect(second.body.data?.verifyMatch ?? null).toBeNull();
  });
});
