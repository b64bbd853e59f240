import { createHmac } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SUBMIT, startMatchApi } from "./matches-fixture";
import type { MatchApi } from "./matches-fixture";

// Matches over GraphQL on the real PostgreSQL: keys and scopes, seats and tokens, commands with typed
// rejections, idempotency, the event log as a Relay connection, verification, export after the end.
let api: MatchApi;
beforeAll(async () => {
  api = await startMatchApi();
});
afterAll(async () => {
  await api?.t.close();
});

const plot = (move: number, fire: boolean, note = "") => ({ type: "turn/submit_plot", payload: { plot: { move, fire, note } } });

describe("matches over GraphQL", () => {
  it("needs a key with the play scope to write, and says which", async () => {
    const anon = await api.gql('mutation { createMatch(input: { rulesetId: "scout-duel", scenario: {} }) { id } }');
    expect(anon.body.errors?.[0]?.extensions?.code).toBe("auth/unauthenticated");
    const reader = await api.gql('mutation { createMatch(input: { rulesetId: "scout-duel", scenario: {} }) { id } }', {}, { key: api.readKey });
    expect(reader.body.errors?.[0]?.extensions?.code).toBe("auth/forbidden");
    const bogus = await api.gql("{ rulesets { id } }", {}, { key: "tk_not_a_key" });
    expect(bogus.status).toBe(401);
    expect(bogus.body.errors?.[0]?.extensions?.code).toBe("auth/unauthenticated");
    const anonRead = await api.gql("{ rulesets { id } }");
    expect(anonRead.body.data?.rulesets).toContainEqual({ id: "scout-duel" });
    const me = await api.gql("{ me { name scopes } }", {}, { key: api.playKey });
    expect(me.body.data?.me).toEqual({ name: "player", scopes: ["play"] });
  });

  it("creates a match with a dice commitment, seats claimed once, and rejects a bad scenario", async () => {
    const bad = await api.gql('mutation { createMatch(input: { rulesetId: "scout-duel", scenario: { turns: 0 } }) { id } }', {}, { key: api.playKey });
    expect(bad.body.errors?.[0]?.extensions?.code).toBe("match/invalid_setup");
    const unknown = await api.gql('mutation { createMatch(input: { rulesetId: "chess", scenario: {} }) { id } }', {}, { key: api.playKey });
    expect(unknown.body.errors?.[0]?.extensions?.code).toBe("match/unknown_ruleset");
    const { matchId, red } = await api.createDuel();
    const again = await api.gql('mutation($m: ID!) { joinMatch(matchId: $m, seat: "red") { seatToken } }', { m: matchId }, { key: api.playKey });
    expect(again.body.errors?.[0]?.extensions?.code).toBe("match/seat_taken");
    const seen = await api.gql("query($m: ID!) { match(id: $m) { status viewer serverSeedHash serverSeed lastEventNumber seats { seat claimed playerSeed } } }", { m: matchId }, { key: api.readKey, seat: red });
    expect(seen.body.data?.match).toMatchObject({ status: "active", viewer: "red", serverSeed: null, lastEventNumber: 0 });
    expect((seen.body.data?.match as { serverSeedHash: string }).serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    const seed = await api.gql('mutation($m: ID!) { commitSeed(matchId: $m, seed: "late") { id } }', { m: matchId }, { key: api.playKey, seat: red });
    expect(seed.body.errors?.[0]?.extensions?.code).toBe("match/seeds_locked");
  });

  it("accepts commands as the token's seat, rejects with code and rule, and a rejected command changes nothing", async () => {
    const { matchId, red, blue } = await api.createDuel();
    const ok = await api.gql(SUBMIT, { i: { matchId, ...plot(1, true, "red plan"), idempotencyKey: "r1" } }, { key: api.playKey, seat: red });
    expect(ok.body.data?.submitCommand).toMatchObject({ __typename: "CommandAccepted", eventNumber: 1, status: "active" });
    const bad = await api.gql(SUBMIT, { i: { matchId, type: "turn/submit_plot", payload: { plot: { move: 5 } } } }, { key: api.playKey, seat: blue });
    expect(bad.body.data?.submitCommand).toMatchObject({ __typename: "CommandRejected", code: "command/invalid_payload" });
    const noSeat = await api.gql(SUBMIT, { i: { matchId, ...plot(0, false) } }, { key: api.playKey });
    expect(noSeat.body.errors?.[0]?.extensions?.code).toBe("auth/seat_token_invalid");
    const stale = await api.gql(SUBMIT, { i: { matchId, ...plot(0, false), expectedEventNumber: 0 } }, { key: api.playKey, seat: blue });
    expect(stale.body.data?.submitCommand).toMatchObject({ code: "match/stale_event_number" });
    const m = await api.gql("query($m: ID!) { match(id: $m) { lastEventNumber } }", { m: matchId }, { key: api.readKey });
    expect(m.body.data?.match).toEqual({ lastEventNumber: 1 });
  });

  it("idempotency: the same key and payload return the first answer; a different payload is an error", async () => {
    const { matchId, red } = await api.createDuel();
    const first = await api.gql(SUBMIT, { i: { matchId, type: "note", payload: { text: "x" }, idempotencyKey: "k-1" } }, { key: api.playKey, seat: red });
    const second = await api.gql(SUBMIT, { i: { matchId, type: "note", payload: { text: "x" }, idempotencyKey: "k-1" } }, { key: api.playKey, seat: red });
    expect(second.body.data?.submitCommand).toEqual(first.body.data?.submitCommand);
    const other = await api.gql(SUBMIT, { i: { matchId, type: "note", payload: { text: "y" }, idempotencyKey: "k-1" } }, { key: api.playKey, seat: red });
    expect(other.body.errors?.[0]?.extensions?.code).toBe("idempotency/key_reused");
    const m = await api.gql("query($m: ID!) { match(id: $m) { lastEventNumber } }", { m: matchId }, { key: api.readKey });
    expect(m.body.data?.match).toEqual({ lastEventNumber: 1 });
  });

  it("plays to the end: events as a Relay connection, legal actions, verify, export only after the end", async () => {
    const { matchId, red, blue } = await api.createDuel();
    const legal = await api.gql("query($m: ID!) { legalActions(matchId: $m) }", { m: matchId }, { key: api.playKey, seat: red });
    expect((legal.body.data?.legalActions as Array<{ type: string }>).map((c) => c.type)).toContain("note");
    for (let i = 0; i < 3; i++) {
      await api.gql(SUBMIT, { i: { matchId, type: "note", payload: { text: `n${i}` } } }, { key: api.playKey, seat: i % 2 ? red : blue });
    }
    const early = await api.gql("query($m: ID!) { exportMatch(id: $m) }", { m: matchId }, { key: api.readKey });
    expect(early.body.errors?.[0]?.extensions?.code).toBe("match/not_over");
    const page1 = await api.gql("query($m: ID!) { matchEvents(matchId: $m, first: 2) { totalCount edges { cursor node { eventNumber events } } pageInfo { hasNextPage endCursor } } }", { m: matchId }, { key: api.readKey });
    const conn = page1.body.data?.matchEvents as { totalCount: number; edges: Array<{ node: { eventNumber: number } }>; pageInfo: { hasNextPage: boolean; endCursor: string } };
    expect(conn.totalCount).toBe(3);
    expect(conn.edges.map((e) => e.node.eventNumber)).toEqual([1, 2]);
    expect(conn.pageInfo.hasNextPage).toBe(true);
    const page2 = await api.gql("query($m: ID!, $a: String) { matchEvents(matchId: $m, first: 2, after: $a) { edges { node { eventNumber } } pageInfo { hasNextPage } } }", { m: matchId, a: conn.pageInfo.endCursor }, { key: api.readKey });
    expect(page2.body.data?.matchEvents).toEqual({ edges: [{ node: { eventNumber: 3 } }], pageInfo: { hasNextPage: false } });
    const running = await api.gql("query($m: ID!) { verifyMatch(id: $m) { ok replayOk diceOk steps } }", { m: matchId }, { key: api.readKey });
    expect(running.body.data?.verifyMatch).toEqual({ ok: true, replayOk: true, diceOk: null, steps: 3 });
    const resigned = await api.gql("mutation($m: ID!) { resign(matchId: $m) { status endReason serverSeed } }", { m: matchId }, { key: api.playKey, seat: blue });
    expect(resigned.body.data?.resign).toMatchObject({ status: "ended", endReason: "resigned:blue" });
    expect((resigned.body.data?.resign as { serverSeed: string }).serverSeed).toMatch(/^[0-9a-f]{64}$/);
    const verified = await api.gql("query($m: ID!) { verifyMatch(id: $m) { ok replayOk diceOk rollsChecked mismatch { kind } } }", { m: matchId }, { key: api.readKey });
    expect(verified.body.data?.verifyMatch).toEqual({ ok: true, replayOk: true, diceOk: true, rollsChecked: 3, mismatch: null });
    const record = await api.gql("query($m: ID!) { exportMatch(id: $m) }", { m: matchId }, { key: api.readKey });
    expect(record.body.data?.exportMatch).toMatchObject({ ruleset: { id: "scout-duel" }, dice: { playerSeeds: ["seed-blue", "seed-red"] } });
    const after = await api.gql(SUBMIT, { i: { matchId, type: "note", payload: { text: "late" } } }, { key: api.playKey, seat: red });
    expect(after.body.errors?.[0]?.extensions?.code).toBe("match/not_active");
  });

  it("answers 429 with Retry-After past a key's per-minute limit", async () => {
    const created = await api.gql('mutation { createApiKey(name: "tiny", scopes: ["read"], rateLimitPerMinute: 3) { key } }', {}, { key: api.adminKey });
    const key = (created.body.data?.createApiKey as { key: string }).key;
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await api.gql("{ me { name } }", {}, { key })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const res = await api.t.app.inject({ method: "POST", url: "/graphql", headers: { authorization: `Bearer ${key}`, "content-type": "application/json" }, payload: { query: "{ me { name } }" } });
    expect(res.headers["retry-after"]).toMatch(/^\d+$/);
    expect(res.json()).toMatchObject({ errors: [{ extensions: { code: "rate/limited" } }] });
  });

  it("webhooks: a registered loopback receiver gets a signed, public-only turn notification per command", async () => {
    const got: Array<{ body: string; signature: string }> = [];
    const server = createServer((req, res) => {
      let body = "";
      req.on("data", (c: Buffer) => { body += c.toString(); });
      req.on("end", () => { got.push({ body, signature: String(req.headers["x-tactica-signature"]) }); res.statusCode = got.length === 1 ? 500 : 200; res.end(); });
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    try {
      const { matchId, red } = await api.createDuel();
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
      const hook = await api.gql("mutation($u: String!, $m: ID) { registerWebhook(url: $u, matchId: $m) { id secret } }", { u: url, m: matchId }, { key: api.playKey });
      const { secret } = hook.body.data?.registerWebhook as { secret: string };
      const bad = await api.gql('mutation { registerWebhook(url: "ftp://x") { id } }', {}, { key: api.playKey });
      expect(bad.body.errors?.[0]?.extensions?.code).toBe("webhook/invalid_url");
      await api.gql(SUBMIT, { i: { matchId, type: "whisper", payload: { text: "RED-WHISPER" } } }, { key: api.playKey, seat: red });
      const deadline = Date.now() + 10_000;
      while (got.length < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      expect(got).toHaveLength(2);
      const last = got[1];
      expect(JSON.parse(last?.body ?? "{}")).toMatchObject({ type: "match.event", matchId, seq: 1, status: "active" });
      expect(last?.body).not.toContain("RED-WHISPER");
      const t = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(last?.signature ?? "");
      expect(t?.[2]).toBe(createHmac("sha256", secret).update(`${t?.[1]}.${last?.body}`).digest("hex"));
    } finally {
      await new Promise((r) => server.close(r));
    }
  });
});
