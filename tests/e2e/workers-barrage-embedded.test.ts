import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiClient, createTestApi } from "@tactica/api/testing";
import type { TestApi } from "@tactica/api/testing";
import type { Ruleset } from "@tactica/engine";
import { findMatch } from "@tactica/matches";
import { patrolRuleset } from "@tactica/rules-patrol";
import { barrageClient } from "./workers-barrage.fixture";

// Embedded mode (no Redis): the same barrage processor runs in-process behind the same queue interface.
let t: TestApi;
let api: ReturnType<typeof barrageClient>;

beforeAll(async () => {
  t = await createTestApi({ queue: "in-process" });
  api = barrageClient(t, (await createApiClient(t.db, { name: "barrage-embedded", scopes: ["play"], rateLimitPerMinute: 100_000 })).key);
}, 60_000);

afterAll(async () => {
  await t?.close();
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
});
