import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiClient, createTestApi } from "@tactica/api/testing";
import type { TestApi } from "@tactica/api/testing";
import type { Ruleset } from "@tactica/engine";
import { findMatch } from "@tactica/matches";
import { patrolRuleset } from "@tactica/rules-patrol";
import { barrageClient } from "./workers-barrage.fixture";

// Embedded mode (no Redis): the same barrage processor runs in-process behind the same queue interface.
// `t` waits for requestBarrage (to compare with the synchronous resolution); `auto` queues due barrages by itself.
let t: TestApi;
let api: ReturnType<typeof barrageClient>;
let auto: TestApi;
let autoApi: ReturnType<typeof barrageClient>;

beforeAll(async () => {
  t = await createTestApi({ queue: "in-process", autoBarrage: false });
  api = barrageClient(t, (await createApiClient(t.db, { name: "barrage-embedded", scopes: ["play"], rateLimitPerMinute: 100_000 })).key);
  auto = await createTestApi({ queue: "in-process" });
  autoApi = barrageClient(auto, (await createApiClient(auto.db, { name: "barrage-auto", scopes: ["play"], rateLimitPerMinute: 100_000 })).key);
}, 60_000);

afterAll(async () => {
  await t?.close();
  await auto?.close();
});

describe("barrage jobs in embedded mode (in-process queue, real PostgreSQL)", () => {
  it("patrol 17.0: requestBarrage resolves the due rounds in-process with exactly the synchronous events", async () => {
    const { matchId, tokens } = await api.patrolWaitingForArtillery();
    const sync = await api.resolveSynchronously(patrolRuleset as unknown as Ruleset, matchId, { type: "resolve_barrage", seat: "alpha", payload: { rounds: ["alpha-1", "alpha-2"] } });
    const r = await api.gql("mutation($m: ID!) { requestBarrage(matchId: $m) { id } }", { m: matchId }, tokens.bravo);
    const id = (r.data?.requestBarrage as { id: string } | undefined)?.id;
    if (!id) throw new Error(JSON.stringify(r));
    const info = await t.queue.waitFor(id, 30_000);
    expect(info?.state).toBe("completed");
    expect(info?.result).toMatchObject({ applied: true, seq: sync.lastSeq + 1, command: "resolve_barrage" });
    const stored = await api.storedAt(matchId, sync.lastSeq + 1);
    expect(stored?.events).toEqual(sync.events);
    expect(stored?.stateHash).toBe(sync.stateHash);
    expect((await findMatch(t.db.prisma, matchId)).lastSeq).toBe(sync.lastSeq + 1);
  }, 60_000);

  it("patrol 4.1 F2: the command that makes rounds due queues their barrage by itself; the match moves on and verifies", async () => {
    const { matchId, tokens } = await autoApi.patrolWaitingForArtillery();
    const locked = (await findMatch(auto.db.prisma, matchId)).lastSeq;
    let lastSeq = locked;
    for (let i = 0; i < 300 && lastSeq === locked; i++) {
      await new Promise((r) => setTimeout(r, 100));
      lastSeq = (await findMatch(auto.db.prisma, matchId)).lastSeq;
    }
    expect(lastSeq).toBe(locked + 1);
    const stored = await autoApi.storedAt(matchId, locked + 1);
    expect(stored?.command).toMatchObject({ type: "resolve_barrage", payload: { rounds: ["alpha-1", "alpha-2"] } });
    const verified = await autoApi.gql("query($m: ID!) { verifyMatch(id: $m) { ok replayOk } }", { m: matchId }, tokens.alpha);
    expect(verified.data?.verifyMatch).toEqual({ ok: true, replayOk: true });
    // Nothing is left due: asking again queues no second barrage (here the blast also ended the match).
    const again = await autoApi.gql("mutation($m: ID!) { requestBarrage(matchId: $m) { id } }", { m: matchId }, tokens.bravo);
    expect(again.data?.requestBarrage ?? null).toBeNull();
    expect(["barrage/not_due", "match/not_active"]).toContain(again.errors?.[0]?.extensions?.code);
  }, 60_000);
});
