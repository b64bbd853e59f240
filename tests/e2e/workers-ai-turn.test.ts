import { Queue } from "bullmq";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiClient, createTestApi } from "@tactica/api/testing";
import type { TestApi } from "@tactica/api/testing";
import { createRngState, createSeededDice } from "@tactica/dice";
import { askBot, createMatch } from "@tactica/engine";
import { createRedis } from "@tactica/queue";
import { patrolRuleset } from "@tactica/rules-patrol";
import { LIVE, subscribeWs } from "./matches-fixture";
import { REDIS_URL, killWorkerGroup, startWorkerProcess, stopWorkers } from "./support/worker-process";
import type { WorkerProc } from "./support/worker-process";

// AI turns on BullMQ workers (real Redis, real PostgreSQL, worker processes as in production): a turn past its
// budget submits the best legal turn found so far; a worker killed mid-turn loses nothing and applies nothing
// twice; a repeated request is the same job; bad input fails at once.
// Ypres Patrol [26.54]: 14 men a side, so a full plot search takes far longer than a 10 ms budget.
// Fixed home-edge set-up (not the book's 26.2): these tests are about one plot turn of the job (submit, lock).
const YPRES = { ob: "27.11", situation: "patrol", entry: "home_edge", turns: 15, board: { cols: 12, rows: 12 } };

type Gql = { data?: Record<string, unknown> | null; errors?: Array<{ message: string; extensions?: { code?: string } }> };
type AiResult = { commands: { seq: number; type: string }[]; ended: string; stoppedOnBudget: boolean; thinkingMs: number; lastEventNumber: number };

let t: TestApi;
let playKey = "";
let readKey = "";
let base = "";
const workers: WorkerProc[] = [];

const startWorker = async (name: string): Promise<WorkerProc> => {
  const w = await startWorkerProcess(name, t, { WORKER_CONCURRENCY: "2", WORKER_LOCK_MS: "2000", WORKER_STALLED_INTERVAL_MS: "1000" });
  workers.push(w);
  return w;
};


/** Log lines of every worker with this message and job id. */
const lines = (msg: string, jobId: string) =>
  workers.flatMap((w) => w.log.split("\n").filter((l) => l.includes(`"msg":"${msg}"`) && l.includes(`"jobId":"${jobId}"`)).map(() => w.name));

async function gql(query: string, variables: Record<string, unknown>, as: { key?: string; seat?: string } = {}): Promise<Gql> {
  const headers: Record<string, string> = { "content-type": "application/json", ...(as.key ? { authorization: `Bearer ${as.key}` } : {}), ...(as.seat ? { "x-seat-token": as.seat } : {}) };
  const res = await t.app.inject({ method: "POST", url: "/graphql", headers, payload: JSON.stringify({ query, variables }) });
  return res.json() as Gql;
}

/** A Ypres Patrol match with both seats claimed: its id and the seat tokens. */
async function createYpres(): Promise<{ matchId: string; alpha: string; bravo: string }> {
  const made = await gql("mutation($s: JSON) { createMatch(input: { rulesetId: \"patrol\", scenario: $s }) { id } }", { s: YPRES }, { key: playKey });
  const matchId = (made.data?.createMatch as { id: string } | undefined)?.id;
  if (!matchId) throw new Error(JSON.stringify(made));
  const join = async (seat: string) => {
    const r = await gql("mutation($m: ID!, $s: String!, $p: String) { joinMatch(matchId: $m, seat: $s, playerSeed: $p) { seatToken } }", { m: matchId, s: seat, p: `seed-${seat}` }, { key: playKey });
    return (r.data?.joinMatch as { seatToken: string }).seatToken;
  };
  return { matchId, alpha: await join("alpha"), bravo: await join("bravo") };
}

const REQUEST = "mutation($m: ID!, $b: Int!, $e: Int, $n: Int) { requestAiTurn(matchId: $m, budgetMs: $b, expectedEventNumber: $e, maxEvaluations: $n) { id state } }";

async function requestTurn(matchId: string, seat: string, vars: { b: number; e?: number; n?: number }): Promise<string> {
  const r = await gql(REQUEST, { m: matchId, ...vars }, { key: playKey, seat });
  const id = (r.data?.requestAiTurn as { id: string } | undefined)?.id;
  if (!id) throw new Error(JSON.stringify(r));
  return id;
}

const commandsOf = async (matchId: string) =>
  (await t.db.prisma.matchEvent.findMany({ where: { matchId }, orderBy: { seq: "asc" }, select: { seq: true, command: true } }))
    .map((e) => ({ seq: e.seq, ...(e.command as { type: string; seat: string; payload: unknown }) }));

/** Holds a match's row lock (as a command in progress does) until released: commands on it wait meanwhile. */
function holdRowLock(matchId: string): { release(): Promise<void> } {
  let open: () => void = () => undefined;
  const released = new Promise<void>((r) => { open = r; });
  const holding = t.db.prisma.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT 1 FROM "Match" WHERE "id" = ${matchId} FOR UPDATE`;
    await released;
  }, { timeout: 60_000, maxWait: 10_000 });
  return { release: async () => { open(); await holding; } };
}

/** True while some session of the test database waits for a lock (a command stuck behind holdRowLock). */
async function someoneWaits(): Promise<boolean> {
  const rows = await t.db.prisma.$queryRaw<{ n: bigint }[]>`SELECT count(*) AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database()`;
  return Number(rows[0]?.n ?? 0) > 0;
}

const verify = async (matchId: string) => (await gql("query($m: ID!) { verifyMatch(id: $m) { ok replayOk steps } }", { m: matchId }, { key: readKey })).data?.verifyMatch;

beforeAll(async () => {
  // Subscriptions fan out through Redis, as with several API processes: the worker's signals reach them too.
  t = await createTestApi({ queue: "bullmq", redis: true });
  base = await t.app.listen({ host: "127.0.0.1", port: 0 });
  playKey = (await createApiClient(t.db, { name: "ai-player", scopes: ["play"], rateLimitPerMinute: 100_000 })).key;
  readKey = (await createApiClient(t.db, { name: "ai-reader", scopes: ["read"], rateLimitPerMinute: 100_000 })).key;
  await Promise.all([startWorker("a"), startWorker("b")]);
}, 180_000);

afterAll(async () => {
  await stopWorkers(workers, t.queueName);
  await t?.close();
});

describe("ai-turn jobs on worker processes (real Redis, real PostgreSQL)", () => {
  it("a turn past its budget stops and submits the best legal turn found so far, then locks it", async () => {
    const { matchId, alpha } = await createYpres();
    // A budget of 10 ms against a search allowed ten million evaluations.
    const id = await requestTurn(matchId, alpha, { b: 10, n: 10_000_000 });
    const info = await t.queue.waitFor(id, 60_000);
    expect(info?.error ?? null).toBeNull();
    expect(info?.state).toBe("completed");
    expect(info?.progress).toBe(100);
    const result = info?.result as AiResult;
    expect(result).toMatchObject({ ended: "waiting", stoppedOnBudget: true, lastEventNumber: 2 });
    expect(result.commands).toEqual([{ seq: 1, type: "turn/submit_plot" }, { seq: 2, type: "turn/lock_plot" }]);
    // Stored as alpha's commands (so they passed apply's rules), and the plot is a partial one: the full search
    // from the same position plans more men.
    const stored = await commandsOf(matchId);
    expect(stored.map((c) => [c.seq, c.type, c.seat])).toEqual([[1, "turn/submit_plot", "alpha"], [2, "turn/lock_plot", "alpha"]]);
    const planned = Object.keys((stored[0]!.payload as { plot: { orders: object } }).plot.orders).length;
    const start = createMatch(patrolRuleset, { scenario: YPRES });
    if (!start.ok) throw new Error(start.error.code);
    const full = ["s1", "s2", "s3"].map((seed) => askBot(patrolRuleset, start.state, "alpha", createSeededDice(createRngState(seed, "sfc32")).dice, { budget: 10_000_000 }));
    const fullPlanned = Math.min(...full.map((c) => Object.keys((c!.payload as { plot: { orders: object } }).plot.orders).length));
    expect(planned).toBeLessThan(fullPlanned);
    expect(await verify(matchId)).toMatchObject({ ok: true, replayOk: true, steps: 2 });
  }, 90_000);

  it("a worker killed in the middle of an AI turn: the job is retried and its commands are applied exactly once", async () => {
    const { matchId, alpha } = await createYpres();
    // Hold the match's row lock so the turn stops inside the command path, between deciding and storing.
    const lock = holdRowLock(matchId);
    const id = await requestTurn(matchId, alpha, { b: 200 });
    const deadline = Date.now() + 30_000;
    while (!(await someoneWaits()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(await someoneWaits()).toBe(true);
    const holder = lines("job active", id)[0];
    const victim = workers.find((w) => w.name === holder);
    expect(victim).toBeDefined();
    killWorkerGroup(victim!, "SIGKILL");
    await new Promise((r) => setTimeout(r, 300));
    await lock.release();
    const info = await t.queue.waitFor(id, 60_000);
    expect(info?.state).toBe("completed");
    await new Promise((r) => setTimeout(r, 300));
    // Run twice (the killed worker, then the survivor), completed once.
    const survivor = workers.find((w) => w !== victim && w.proc.exitCode === null && w.proc.signalCode === null)?.name;
    expect(lines("job active", id).sort()).toEqual([victim!.name, survivor].sort());
    expect(lines("job completed", id)).toEqual([survivor]);
    const result = info?.result as AiResult;
    expect(result.commands.map((c) => c.type)).toEqual(["turn/submit_plot", "turn/lock_plot"]);
    // The event log holds one plot and one lock for alpha, nothing more, and replays to its hashes.
    const stored = await commandsOf(matchId);
    expect(stored.map((c) => [c.seq, c.type, c.seat])).toEqual([[1, "turn/submit_plot", "alpha"], [2, "turn/lock_plot", "alpha"]]);
    expect(await verify(matchId)).toMatchObject({ ok: true, replayOk: true, steps: 2 });
    await startWorker("c");
  }, 120_000);

  it("the same request at the same point is the same job and runs once; a later position is a new turn", async () => {
    const { matchId, bravo } = await createYpres();
    // The turn cannot store anything while the request is repeated.
    const lock = holdRowLock(matchId);
    const first = await requestTurn(matchId, bravo, { b: 50 });
    const again = await requestTurn(matchId, bravo, { b: 50, e: 0 });
    expect(again).toBe(first);
    await lock.release();
    const info = await t.queue.waitFor(first, 60_000);
    expect(info?.state).toBe("completed");
    expect((await commandsOf(matchId)).map((c) => c.type)).toEqual(["turn/submit_plot", "turn/lock_plot"]);
    expect(lines("job active", first)).toHaveLength(1);
    // Asking for the position the client last saw, now past: refused, nothing queued.
    const stale = await gql(REQUEST, { m: matchId, b: 50, e: 0 }, { key: playKey, seat: bravo });
    expect(stale.errors?.[0]?.extensions?.code).toBe("match/stale_event_number");
    // At the new position bravo's plot is locked: a new job, whose bot has nothing to do.
    const later = await requestTurn(matchId, bravo, { b: 50, e: 2 });
    expect(later).not.toBe(first);
    const laterInfo = await t.queue.waitFor(later, 60_000);
    expect(laterInfo?.result).toMatchObject({ commands: [], ended: "waiting", lastEventNumber: 2 });
  }, 90_000);

  it("a subscriber watching the match is woken by each command the worker stores", async () => {
    const { matchId, alpha, bravo } = await createYpres();
    const sub = await subscribeWs(base, LIVE, { m: matchId }, { key: readKey, seat: bravo });
    try {
      const id = await requestTurn(matchId, alpha, { b: 100 });
      expect((await t.queue.waitFor(id, 60_000))?.state).toBe("completed");
      const updates = (await sub.waitFor(2, 10_000)) as { data?: { matchEvents?: { eventNumber: number } } }[];
      expect(sub.errors).toEqual([]);
      expect(updates.map((u) => u.data?.matchEvents?.eventNumber)).toEqual([1, 2]);
    } finally {
      sub.close();
    }
  }, 90_000);

  it("an invalid payload fails at once, without retry; so does a turn for a match that does not exist", async () => {
    const connection = createRedis(REDIS_URL);
    const raw = new Queue(t.queueName, { connection });
    const bad = await raw.add("ai-turn", { payload: { matchId: "m1", seat: "alpha", budgetMs: 1 }, meta: {} }, { attempts: 5, backoff: { type: "fixed", delay: 10 } });
    const missing = await raw.add("ai-turn", { payload: { matchId: "no-such-match", seat: "alpha", budgetMs: 100 }, meta: {} }, { attempts: 5, backoff: { type: "fixed", delay: 10 } });
    const [badInfo, missingInfo] = [await t.queue.waitFor(bad.id ?? "", 30_000), await t.queue.waitFor(missing.id ?? "", 30_000)];
    await raw.close();
    connection.disconnect();
    expect(badInfo).toMatchObject({ state: "failed", attempts: 1 });
    expect(badInfo?.error).toMatch(/ai-turn: budgetMs/);
    expect(missingInfo).toMatchObject({ state: "failed", attempts: 1 });
    expect(missingInfo?.error).toMatch(/match\/not_found/);
  }, 60_000);
});
