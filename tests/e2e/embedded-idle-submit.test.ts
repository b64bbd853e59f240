import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiClient, createTestApi, scoutDuel, scoutDuelScenario, toRulesetEntry } from "@tactica/api/testing";
import type { TestApi } from "@tactica/api/testing";
import { migrateDeploy, startEmbeddedPostgres } from "@tactica/db";
import type { EmbeddedPostgres } from "@tactica/db";
import { SUBMIT } from "./matches-fixture";

// The default run (no DATABASE_URL): the real API on the embedded PGlite database. After the pool's idle timeout it
// reconnects; submitCommand's named statements (tactica-store-command, tactica-check-match) must work on the new
// connection. Before the embedded server reset the session per connection this answered HTTP 500
// ("prepared statement ... already exists") after 10 s idle. The idle timeout is 300 ms here.
const IDLE_MS = 300;
const pastIdle = () => new Promise((resolve) => setTimeout(resolve, IDLE_MS * 3));

let dataDir = "";
let embedded: EmbeddedPostgres | undefined;
let t: TestApi | undefined;
let playKey = "";

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "tactica-embedded-idle-"));
  embedded = await startEmbeddedPostgres({ dataDir: path.join(dataDir, "pg") });
  await migrateDeploy({ url: embedded.url });
  t = await createTestApi({ databaseUrl: embedded.url, dbIdleTimeoutMillis: IDLE_MS, rulesets: [toRulesetEntry("Scout duel (test)", scoutDuel)] });
  playKey = (await createApiClient(t.db, { name: "player", scopes: ["play"], rateLimitPerMinute: 100_000 })).key;
}, 120_000);
afterAll(async () => {
  await t?.close();
  await embedded?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

async function gql(query: string, variables: Record<string, unknown>, seat?: string) {
  const headers = { "content-type": "application/json", authorization: `Bearer ${playKey}`, ...(seat ? { "x-seat-token": seat } : {}) };
  const res = await t!.app.inject({ method: "POST", url: "/graphql", headers, payload: JSON.stringify({ query, variables }) });
  return { status: res.statusCode, body: res.json() as { data?: Record<string, unknown> | null; errors?: unknown[] } };
}

describe("submitCommand on the embedded database after the pool's idle timeout", () => {
  it("accepts commands before and after the idle reconnect, twice", { timeout: 60_000 }, async () => {
    const made = await gql("mutation($s: JSON) { createMatch(input: { rulesetId: \"scout-duel\", scenario: $s }) { id } }", { s: scoutDuelScenario });
    const matchId = (made.body.data?.createMatch as { id: string }).id;
    const join = async (seat: string) =>
      ((await gql("mutation($m: ID!, $s: String!) { joinMatch(matchId: $m, seat: $s, playerSeed: \"p\") { seatToken } }", { m: matchId, s: seat })).body.data?.joinMatch as { seatToken: string }).seatToken;
    const red = await join("red");
    await join("blue");
    const note = (n: number) => gql(SUBMIT, { i: { matchId, type: "note", payload: { text: `note ${n}` }, idempotencyKey: `k${n}` } }, red);
    for (const n of [1, 2, 3]) {
      if (n > 1) await pastIdle();
      const sent = await note(n);
      expect(sent.status, JSON.stringify(sent.body)).toBe(200);
      expect(sent.body.data?.submitCommand).toMatchObject({ __typename: "CommandAccepted", eventNumber: n });
    }
  });
});
