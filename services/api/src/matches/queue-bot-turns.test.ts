import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { JobName, JobPayload } from "@tactica/contracts";
import { createFindRuleset, findMatch } from "@tactica/matches";
import type { EnqueueOptions, JobInfo, JobQueue } from "@tactica/queue";
import { defaultModules } from "@tactica/rulesets";
import { toBotTurnJob } from "@tactica/worker";
import { createApiClient, createTestApi } from "../testing";
import type { TestApi } from "../testing";
import { sweepBotTurns } from "./queue-bot-turns";

// The requeue sweep's bot-seat entry (issue 19) on a real PostgreSQL database, over a queue that keeps jobs by id
// as BullMQ does and can be "down". The match is made as a join that activated it would leave it while the queue
// was away: active, with a bot seat that may act, and no turn queued.
let t: TestApi;
let key = "";
const rulesets = createFindRuleset(defaultModules().map((m) => m.ruleset));
beforeAll(async () => {
  t = await createTestApi();
  key = (await createApiClient(t.db, { name: "bot-sweep", scopes: ["play"], rateLimitPerMinute: 100_000 })).key;
});
afterAll(async () => {
  await t?.close();
});

function keyedQueue() {
  const jobs = new Map<string, { name: string; payload: unknown }>();
  const q = {
    down: false,
    jobs,
    queue: {
      mode: "bullmq",
      async enqueue<N extends JobName>(name: N, payload: JobPayload<N>, opts: EnqueueOptions = {}) {
        if (q.down) throw Object.assign(new Error("The job queue is unavailable"), { code: "queue/unavailable" });
        const id = opts.jobId ?? `job-${jobs.size}`;
        if (!jobs.has(id)) jobs.set(id, { name, payload });
        return { id };
      },
      async getJob(id: string): Promise<JobInfo | null> {
        const j = jobs.get(id);
        return j ? { id, name: j.name, state: "waiting", progress: 0, result: null, error: null, attempts: 0 } : null;
      },
      waitFor: async () => null,
      ping: async () => undefined,
      close: async () => undefined,
    } satisfies JobQueue,
  };
  return q;
}

/** A Patrol! match with `bots` left to the bot, still open (so nothing was queued), then made active `agoMs` ago behind the API's back. */
async function activeUnqueued(bots: readonly string[], agoMs: number): Promise<string> {
  const r = (await t.app.inject({ method: "POST", url: "/graphql", headers: { authorization: `Bearer ${key}` }, payload: {
    query: "mutation($s: JSON, $b: [String!]) { createMatch(input: { rulesetId: \"patrol\", scenario: $s, bots: $b }) { id status } }",
    variables: { s: { ob: "27.11", situation: "patrol", turns: 15, board: { cols: 12, rows: 12 } }, b: bots },
  } })).json() as { data?: { createMatch?: { id: string; status: string } } };
  const made = r.data?.createMatch;
  expect(made?.status).toBe("open");
  await t.db.sql(`UPDATE "Match" SET "status" = 'active', "updatedAt" = now() - make_interval(secs => $2::float8 / 1000) WHERE "id" = $1`, [made!.id, agoMs]);
  return made!.id;
}

describe("sweepBotTurns", () => {
  it("queues the turn of a bot seat that may act at requestAiTurn's keyed id, once over many sweeps; not while the match is young, nor for seats of players", async () => {
    const matchId = await activeUnqueued(["bravo"], 10_000);
    const young = await activeUnqueued(["bravo"], 0);
    const match = await findMatch(t.db.prisma, matchId);
    // Patrol!'s plot step: both seats may act; only bravo is the bot's.
    const expected = toBotTurnJob(match, "bravo", match.lastSeq);
    const q = keyedQueue();
    q.down = true;
    await expect(sweepBotTurns(t.db, q.queue, { rulesets, graceMs: 2_000, batch: 100, after: "", onSkip: () => undefined })).rejects.toMatchObject({ code: "queue/unavailable" });
    q.down = false;
    for (let i = 0; i < 3; i++) await sweepBotTurns(t.db, q.queue, { rulesets, graceMs: 2_000, batch: 100, after: "", onSkip: () => undefined });
    const ours = [...q.jobs.entries()].filter(([, j]) => (j.payload as { matchId: string }).matchId === matchId);
    expect(ours).toEqual([[expected.jobId, { name: "ai-turn", payload: { matchId, seat: "bravo", budgetMs: expected.payload.budgetMs, expectedEventNumber: 0 } }]]);
    expect([...q.jobs.values()].some((j) => (j.payload as { matchId: string }).matchId === young)).toBe(false);
    // The id is the one requestAiTurn gives for that seat at that point (same payload, same key): one job either way.
    expect(expected.jobId).toMatch(/^ai-turn-[0-9a-f]{40}$/);
    const asked = (await t.app.inject({ method: "POST", url: "/graphql", headers: { authorization: `Bearer ${key}` }, payload: {
      query: "mutation($m: ID!, $b: Int!) { requestAiTurn(matchId: $m, budgetMs: $b, seat: \"bravo\") { id } }", variables: { m: matchId, b: expected.payload.budgetMs },
    } })).json() as { data?: { requestAiTurn?: { id: string } } };
    expect(asked.data?.requestAiTurn?.id).toBe(expected.jobId);
    expect(toBotTurnJob({ id: matchId, serverSeed: "not the seed" }, "bravo", 0).jobId).not.toBe(expected.jobId);
  });

  it("pages go round by id with a small batch, so every such match is reached", async () => {
    const ids = [await activeUnqueued(["alpha"], 10_000), await activeUnqueued(["alpha"], 10_000)];
    const q = keyedQueue();
    let page = await sweepBotTurns(t.db, q.queue, { rulesets, graceMs: 2_000, batch: 1, after: "", onSkip: () => undefined });
    for (let i = 0; i < 50 && page.next !== ""; i++) page = await sweepBotTurns(t.db, q.queue, { rulesets, graceMs: 2_000, batch: 1, after: page.next, onSkip: () => undefined });
    expect(page.next).toBe("");
    const queuedFor = new Set([...q.jobs.values()].map((j) => (j.payload as { matchId: string }).matchId));
    for (const id of ids) expect(queuedFor.has(id)).toBe(true);
  });
});
