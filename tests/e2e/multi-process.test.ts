import type { ChildProcess } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiClient } from "@tactica/api/testing";
import { createDb, createTestDatabase } from "@tactica/db";
import type { Db, TestDatabase } from "@tactica/db";
import type { ApiProc } from "./support/api-process";
import { ensureBuilt, killGroup, startBuiltApi, startBuiltWorker, stopAll } from "./support/built-process";
import { SUBMIT_HTTP, YPRES, createPatrolMatch, httpGql, nextBotCommand, until } from "./support/process-stack";
import type { HttpGql, PatrolMatch } from "./support/process-stack";
import { stopWorkers } from "./support/worker-process";
import type { WorkerProc } from "./support/worker-process";
import { createBotClient } from "./stream-client";
import type { BotClient, Stream } from "./stream-client";

// Issue 25: one deployment of several processes, as Kubernetes runs it: 3 compiled API processes and 2 compiled workers
// (node dist/..., no tsx) on a fresh PostgreSQL database and the real Redis (a queue of this file's own), with every
// request sent round-robin to the next live API process as a load balancer would. Matches are played through all
// three; a subscriber on process 1 gets what was submitted on process 3 and the AI turns both workers ran; one rate
// limit and one key revocation hold across the processes; then one API process and one worker are SIGKILLed under
// load (the worker in the middle of an AI turn): every request that got no answer is sent again to the next process
// with the same idempotency key, and each match's stored log is exactly what the clients saw accepted, in order.
const REDIS_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
const queueName = `multi-${process.pid}-${Date.now()}`;
const SUBSCRIBE = "subscription($m: ID!) { matchEvents(matchId: $m) { eventNumber } }";
type Update = { matchEvents: { eventNumber: number } };

let database: TestDatabase;
let db: Db;
const apis: ApiProc[] = [];
const workers: WorkerProc[] = [];
const clientsToClose: BotClient[] = [];
let playKey = "";
let readKey = "";
let build = "";
const counts = { requests: 0, unanswered: 0, resent: 0, fiveXx: 0 };

beforeAll(async () => {
  build = await ensureBuilt();
  database = await createTestDatabase();
  db = createDb({ url: database.url });
  playKey = (await createApiClient(db, { name: "lb-player", scopes: ["play"], rateLimitPerMinute: 1_000_000 })).key;
  readKey = (await createApiClient(db, { name: "lb-reader", scopes: ["read"], rateLimitPerMinute: 1_000_000 })).key;
  const target = { databaseUrl: database.url, redisUrl: REDIS_URL, queueName };
  // The first API process migrates and seeds alone (as the migrations Job would); the others start beside each other.
  apis.push(await startBuiltApi("api-1", target));
  const [a2, a3, w1, w2] = await Promise.all([
    startBuiltApi("api-2", target), startBuiltApi("api-3", target),
    // A killed worker's job is picked up again once its 2 s lock lapses (checked every second).
    startBuiltWorker("worker-1", target, { WORKER_LOCK_MS: "2000", WORKER_STALLED_INTERVAL_MS: "1000" }),
    startBuiltWorker("worker-2", target, { WORKER_LOCK_MS: "2000", WORKER_STALLED_INTERVAL_MS: "1000" }),
  ]);
  apis.push(a2, a3);
  workers.push(w1, w2);
}, 180_000);

afterAll(async () => {
  console.log(`multi-process.test: build ${build}, ${JSON.stringify(counts)}`);
  await Promise.all(clientsToClose.map((c) => c.close().catch(() => undefined)));
  await stopAll([...apis, ...workers]);
  await stopWorkers([], queueName).catch(() => undefined);
  await db?.close();
  await database?.drop();
}, 60_000);

/** The load balancer: each request goes to the next live API process in turn. */
let turn = 0;
function nextApi(): ApiProc {
  for (let i = 0; i < apis.length; i++) {
    const a = apis[turn++ % apis.length]!;
    if (a.alive()) return a;
  }
  throw new Error("no API process alive");
}

/** One request through the balancer; no answer (a dead process) is retried on the next process, the same request. */
async function send(query: string, variables: Record<string, unknown>, as: { key?: string; seat?: string }): Promise<HttpGql & { api: string }> {
  for (let tries = 0; ; tries++) {
    const api = nextApi();
    counts.requests += 1;
    const r = await httpGql(api.base, query, variables, as);
    if (r.status >= 500) counts.fiveXx += 1;
    if (r.status !== 0 || tries >= 10) return { ...r, api: api.name };
    counts.unanswered += 1;
    counts.resent += 1;
    await new Promise((res) => setTimeout(res, 100));
  }
}

type Accepted = { seq: number; type: string; seat: string; payload: unknown; api: string };
type Client = { match: PatrolMatch; accepted: Accepted[]; done: boolean };

/** A Patrol! match created and joined through the balancer. */
async function newMatch(): Promise<PatrolMatch> {
  return createPatrolMatch(nextApi().base, playKey, YPRES);
}

/** The bot's next command for one seat (its view read through the balancer), submitted through the balancer. */
async function step(c: Client): Promise<void> {
  for (const seat of ["alpha", "bravo"] as const) {
    let cmd: Awaited<ReturnType<typeof nextBotCommand>> = null;
    for (let tries = 0; ; tries++) {
      counts.requests += 1;
      try { cmd = await nextBotCommand(nextApi().base, readKey, c.match, seat); break; } catch (e) { if (tries > 10) throw e; counts.unanswered += 1; }
    }
    if (!cmd) continue;
    const input = { matchId: c.match.matchId, type: cmd.type, payload: cmd.payload, expectedEventNumber: cmd.eventNumber, idempotencyKey: `${c.match.matchId}:${cmd.eventNumber}` };
    const r = await send(SUBMIT_HTTP, { i: input }, { key: playKey, seat: c.match.seats[seat] });
    const out = r.body.data?.submitCommand as { __typename: string; eventNumber?: number } | undefined;
    expect(out, JSON.stringify(r)).toMatchObject({ __typename: "CommandAccepted", eventNumber: cmd.eventNumber + 1 });
    c.accepted.push({ seq: out!.eventNumber!, type: cmd.type, seat, payload: cmd.payload, api: r.api });
    return;
  }
  c.done = true;
}

const round = (clients: Client[]) => Promise.all(clients.map((c) => (c.done ? undefined : step(c))));

/** The match's stored commands in order. */
const storedCommands = async (matchId: string) =>
  (await db.prisma.matchEvent.findMany({ where: { matchId }, orderBy: { seq: "asc" }, select: { seq: true, command: true } }))
    .map((e) => { const c = e.command as { type: string; seat: string; payload: unknown }; return { seq: e.seq, type: c.type, seat: c.seat, payload: c.payload }; });

/** A subscriber of `m` (as its alpha seat) on one given API process. */
async function subscribeOn(api: ApiProc, m: PatrolMatch): Promise<Stream<Update>> {
  const client = createBotClient(api.base, { key: readKey, seat: m.seats.alpha });
  clientsToClose.push(client);
  return client.subscribe<Update>(SUBSCRIBE, { m: m.matchId });
}
const seen = (s: Stream<Update>) => s.messages.map((u) => u.matchEvents.eventNumber);

const workerLines = (jobId: string, msg: string) =>
  workers.flatMap((w) => w.log.split("\n").filter((l) => l.includes(`"msg":"${msg}"`) && l.includes(`"jobId":"${jobId}"`)).map(() => w.name));

async function requestAiTurn(m: PatrolMatch, budgetMs: number): Promise<string> {
  const r = await send("mutation($m: ID!, $b: Int!) { requestAiTurn(matchId: $m, budgetMs: $b) { id } }", { m: m.matchId, b: budgetMs }, { key: playKey, seat: m.seats.alpha });
  const id = (r.body.data?.requestAiTurn as { id: string } | undefined)?.id;
  expect(id, JSON.stringify(r)).toBeTruthy();
  return id!;
}
/** How a process ended (code and signal), once it has. */
const exitOf = (proc: ChildProcess) =>
  new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    if (proc.exitCode !== null || proc.signalCode !== null) resolve({ code: proc.exitCode, signal: proc.signalCode });
    else proc.once("exit", (code, signal) => resolve({ code, signal }));
  });
/** `p`'s answer, or "timed out" after `ms`. */
const within = <T,>(p: Promise<T>, ms: number) => Promise.race([p, new Promise<"timed out">((r) => setTimeout(() => r("timed out"), ms))]);
const jobState = async (id: string) => ((await send("query($id: ID!) { job(id: $id) { state } }", { id }, { key: readKey })).body.data?.job as { state: string } | null)?.state;

describe("3 API processes and 2 workers behind a round-robin balancer (compiled builds, real PostgreSQL and Redis)", () => {
  it("runs the compiled builds: every process is node on dist/, none under tsx", () => {
    for (const p of [...apis, ...workers]) {
      expect(p.proc.spawnargs.slice(1)[0]).toMatch(/^services\/(api|worker)\/dist\/(server|main)\.js$/);
      expect(p.proc.spawnargs.join(" ")).not.toContain("tsx");
    }
  });

  it("plays matches with commands spread over all 3 processes; a subscriber on process 1 gets those submitted on process 3", async () => {
    const clients: Client[] = [];
    for (let k = 0; k < 2; k++) clients.push({ match: await newMatch(), accepted: [], done: false });
    const watch = await subscribeOn(apis[0]!, clients[0]!.match);
    for (let i = 0; i < 9; i++) await round(clients);
    const all = clients.flatMap((c) => c.accepted);
    expect(new Set(all.map((a) => a.api))).toEqual(new Set(["api-1", "api-2", "api-3"]));
    for (const c of clients) {
      expect(c.accepted.map((a) => a.seq)).toEqual(c.accepted.map((_, i) => i + 1));
      expect(await storedCommands(c.match.matchId)).toEqual(c.accepted.map(({ api: _api, ...rest }) => rest));
    }
    const first = clients[0]!.accepted;
    const onThird = first.filter((a) => a.api === "api-3").map((a) => a.seq);
    expect(onThird.length).toBeGreaterThan(0);
    await watch.next(first.length, 15_000);
    // Each event number once, in order: the ones process 3 accepted among them.
    expect(seen(watch)).toEqual(first.map((a) => a.seq));
    expect(seen(watch)).toEqual(expect.arrayContaining(onThird));
    expect(watch.errors).toEqual([]);
  }, 60_000);

  it("AI turns run on both workers; a subscriber on process 1 gets each turn's commands", async () => {
    const matches = await Promise.all(Array.from({ length: 4 }, () => newMatch()));
    const streams = await Promise.all(matches.map((m) => subscribeOn(apis[0]!, m)));
    const jobs = await Promise.all(matches.map((m) => requestAiTurn(m, 300)));
    expect(await until(async () => (await Promise.all(jobs.map(jobState))).every((s) => s === "completed"), 40_000)).toBe(true);
    for (const [k, m] of matches.entries()) {
      expect((await storedCommands(m.matchId)).map((c) => [c.seq, c.type, c.seat])).toEqual([[1, "turn/submit_plot", "alpha"], [2, "turn/lock_plot", "alpha"]]);
      await streams[k]!.next(2, 10_000);
      expect(seen(streams[k]!)).toEqual([1, 2]);
    }
    const ranOn = jobs.map((id) => workerLines(id, "job completed"));
    for (const r of ranOn) expect(r).toHaveLength(1);
    expect(new Set(ranOn.flat())).toEqual(new Set(["worker-1", "worker-2"]));
  }, 60_000);

  it("a key's rate limit is one budget across the processes, not one per process", async () => {
    // Fixed one-minute windows: start early in one so that the 12 requests below fall in the same window.
    if (Date.now() % 60_000 > 45_000) await new Promise((r) => setTimeout(r, 60_000 - (Date.now() % 60_000) + 100));
    const { key } = await createApiClient(db, { name: "lb-limited", scopes: ["read"], rateLimitPerMinute: 9 });
    const answers: Array<{ api: string; status: number; code?: string }> = [];
    for (let i = 0; i < 12; i++) {
      const r = await send("query Systems { rulesets { id } }", {}, { key });
      answers.push({ api: r.api, status: r.status, code: r.body.errors?.[0]?.extensions?.code });
    }
    // 4 requests per process: a limit counted per process (9 each) would let all 12 through.
    expect(answers.slice(0, 9).map((a) => a.status)).toEqual(Array(9).fill(200));
    expect(answers.slice(9).map((a) => [a.status, a.code])).toEqual(Array(3).fill([429, "rate/limited"]));
    // The three refusals came from the three processes (each had let only 3 of its own 4 through).
    expect(new Set(answers.slice(9).map((a) => a.api))).toEqual(new Set(["api-1", "api-2", "api-3"]));
  });

  it("a revoked key is refused by every process within the 5 s key cache", async () => {
    const { key } = await createApiClient(db, { name: "lb-revoked", scopes: ["read"], rateLimitPerMinute: 1_000 });
    const ask = (api: ApiProc) => httpGql(api.base, "query { rulesets { id } }", {}, { key });
    for (const a of apis) expect((await ask(a)).status).toBe(200);
    await db.prisma.apiClient.updateMany({ where: { name: "lb-revoked" }, data: { revokedAt: new Date() } });
    const revokedAt = Date.now();
    expect(await until(async () => (await Promise.all(apis.map(ask))).every((r) => r.status === 401), 10_000)).toBe(true);
    expect(Date.now() - revokedAt).toBeLessThan(8_000);
    for (const a of apis) {
      const r = await ask(a);
      expect([r.status, r.body.errors?.[0]?.extensions?.code]).toEqual([401, "auth/unauthenticated"]);
    }
  });

  it("one API process and one worker SIGKILLed under load (the worker mid AI turn): nothing lost, nothing applied twice", async () => {
    const clients: Client[] = [];
    for (let k = 0; k < 3; k++) clients.push({ match: await newMatch(), accepted: [], done: false });
    const aiMatches = await Promise.all(Array.from({ length: 2 }, () => newMatch()));
    for (let i = 0; i < 2; i++) await round(clients);
    // A long AI turn (2 s of thinking) so that it is certainly in hand when its worker dies.
    const jobs = await Promise.all(aiMatches.map((m) => requestAiTurn(m, 2_000)));
    expect(await until(async () => workerLines(jobs[0]!, "job active").length > 0, 20_000)).toBe(true);
    const victimWorker = workers.find((w) => workerLines(jobs[0]!, "job active").includes(w.name))!;
    const victimApi = apis[1]!;
    const loaded = round(clients);
    killGroup(victimWorker.proc.pid, "SIGKILL");
    killGroup(victimApi.proc.pid, "SIGKILL");
    await loaded;
    expect(await until(async () => !victimApi.alive() && victimWorker.proc.signalCode !== null, 5_000)).toBe(true);
    for (let i = 0; i < 4; i++) await round(clients);
    expect(await until(async () => (await Promise.all(jobs.map(jobState))).every((s) => s === "completed"), 40_000)).toBe(true);

    for (const c of clients) {
      expect(c.accepted.length).toBeGreaterThanOrEqual(7);
      expect(c.accepted.map((a) => a.seq)).toEqual(c.accepted.map((_, i) => i + 1));
      expect(await storedCommands(c.match.matchId)).toEqual(c.accepted.map(({ api: _api, ...rest }) => rest));
    }
    for (const m of aiMatches) {
      expect((await storedCommands(m.matchId)).map((c) => [c.seq, c.type, c.seat])).toEqual([[1, "turn/submit_plot", "alpha"], [2, "turn/lock_plot", "alpha"]]);
    }
    // The killed worker's job ran again on the other worker, which completed it; no job completed twice.
    const survivor = workers.find((w) => w !== victimWorker)!;
    expect(workerLines(jobs[0]!, "job active").sort()).toEqual([victimWorker.name, survivor.name].sort());
    expect(workerLines(jobs[0]!, "job completed")).toEqual([survivor.name]);
    for (const id of jobs) expect(workerLines(id, "job completed")).toHaveLength(1);
    for (const m of [...clients.map((c) => c.match), ...aiMatches]) {
      const v = await send("query($m: ID!) { verifyMatch(id: $m) { ok replayOk } }", { m: m.matchId }, { key: readKey });
      expect(v.body.data?.verifyMatch, JSON.stringify(v)).toEqual({ ok: true, replayOk: true });
    }
    expect(counts.fiveXx).toBe(0);
    expect(apis.filter((a) => a.alive()).map((a) => a.name)).toEqual(["api-1", "api-3"]);
  }, 90_000);

  it("SIGTERM, as Kubernetes stops a pod (to the process, not its group): the worker finishes the AI turn in hand and exits 0; an API process with a subscription open exits 0 within its grace period", async () => {
    const worker = workers.find((w) => w.proc.exitCode === null && w.proc.signalCode === null)!;
    const m = await newMatch();
    const job = await requestAiTurn(m, 2_000);
    expect(await until(async () => workerLines(job, "job active").includes(worker.name), 20_000)).toBe(true);
    const workerExit = exitOf(worker.proc);
    worker.proc.kill("SIGTERM");
    // infra/k8s/worker.yaml gives the worker 60 s; the turn in hand thinks for 2 s.
    expect(await within(workerExit, 30_000)).toEqual({ code: 0, signal: null });
    expect(workerLines(job, "job completed")).toEqual([worker.name]);
    expect(await jobState(job)).toBe("completed");
    expect((await storedCommands(m.matchId)).map((c) => [c.seq, c.type, c.seat])).toEqual([[1, "turn/submit_plot", "alpha"], [2, "turn/lock_plot", "alpha"]]);

    const api = apis.find((a) => a.alive() && a !== apis[0])!;
    const watch = await subscribeOn(api, m);
    const apiExit = exitOf(api.proc);
    api.proc.kill("SIGTERM");
    // infra/k8s/api.yaml gives the API 30 s.
    expect(await within(apiExit, 30_000)).toEqual({ code: 0, signal: null });
    expect(await until(async () => watch.completed || watch.errors.length > 0, 5_000)).toBe(true);
    // The other process still answers, so the balancer loses nothing.
    expect((await send("query { rulesets { id } }", {}, { key: readKey })).status).toBe(200);
  }, 90_000);
});
