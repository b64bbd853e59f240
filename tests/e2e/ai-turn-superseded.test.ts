import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiClient, createTestApi } from "@tactica/api/testing";
import type { TestApi } from "@tactica/api/testing";
import type { JobContext } from "@tactica/queue";
import { enqueueSystemJob } from "@tactica/queue";
import { createProcessors } from "@tactica/worker";
import { createInjectClient } from "./support/inject-client";

// Issue 19: an AI turn asked for a position the match has already left (two bot seats that may act at once: one
// plays, the other's job finds the match moved on) is superseded, not failed - it completes, stores nothing, and
// says so in its result. Before, it failed at once with match/stale_event_number and the worker logged "job failed".
const SMALL = { ob: "27.12", situation: "patrol", entry: "home_edge", forces: { alpha: "3BR", bravo: "3BR" }, board: { cols: 10, rows: 12 } };

let t: TestApi;
let key = "";
let client: ReturnType<typeof createInjectClient>;

beforeAll(async () => {
  t = await createTestApi();
  client = createInjectClient(t);
  key = (await createApiClient(t.db, { name: "superseded", scopes: ["play", "read"], rateLimitPerMinute: 100_000 })).key;
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const ctx = (jobId: string): JobContext => ({ jobId, meta: {}, attempt: 1, progress: async () => undefined });

describe("an AI turn whose position has moved on", () => {
  it("completes as superseded with no commands, and the match is left as it was", async () => {
    const { matchId } = await client.createMatch(key, "patrol", SMALL, ["alpha", "bravo"]);
    const aiTurn = createProcessors({ workerName: "test", db: t.db })["ai-turn"];
    // Both seats may plot at event 0; alpha's turn runs first and moves the match to event 2.
    const first = await aiTurn({ matchId, seat: "alpha", budgetMs: 500, expectedEventNumber: 0 }, ctx("ai-turn-alpha-0"));
    expect(first).toMatchObject({ ended: "waiting", lastEventNumber: 2 });
    const before = await client.commandsOf(matchId);
    expect(before.map((c) => [c.seq, c.seat])).toEqual([[1, "alpha"], [2, "alpha"]]);
    const late = await aiTurn({ matchId, seat: "bravo", budgetMs: 500, expectedEventNumber: 0 }, ctx("ai-turn-bravo-0"));
    expect(late).toMatchObject({ matchId, seat: "bravo", commands: [], ended: "superseded", lastEventNumber: 2, stoppedOnBudget: false });
    expect(await client.commandsOf(matchId)).toEqual(before);
  }, 60_000);

  it("through the queue the job is completed (not failed) with that result, and job(id) shows it", async () => {
    const { matchId } = await client.createMatch(key, "patrol", SMALL, ["alpha", "bravo"]);
    const aiTurn = createProcessors({ workerName: "test", db: t.db })["ai-turn"];
    await aiTurn({ matchId, seat: "alpha", budgetMs: 500, expectedEventNumber: 0 }, ctx("ai-turn-alpha-q"));
    const job = await enqueueSystemJob(t.queue, "ai-turn", { matchId, seat: "bravo", budgetMs: 500, expectedEventNumber: 0 }, { jobId: `ai-turn-superseded-${matchId}` });
    const info = await t.queue.waitFor(job.id, 30_000);
    expect(info).toMatchObject({ state: "completed", progress: 100, result: { commands: [], ended: "superseded", lastEventNumber: 2 } });
    expect(info?.error ?? null).toBeNull();
    const seen = await client.gql("query($id: ID!) { job(id: $id) { state result } }", { id: job.id });
    expect(seen.data?.job).toMatchObject({ state: "completed", result: { ended: "superseded" } });
    expect((await client.commandsOf(matchId)).map((c) => c.seat)).toEqual(["alpha", "alpha"]);
  }, 60_000);
});
