// Real processes for the fault tests: the test's own Redis, a fresh PostgreSQL database, API processes and worker
// processes as production runs them, with HTTP/WebSocket helpers and Patrol! matches driven by the client-side bot.
import { createApiClient } from "@tactica/api/testing";
import { createDb, createTestDatabase } from "@tactica/db";
import type { Db, TestDatabase } from "@tactica/db";
import { createRngState, createSeededDice } from "@tactica/dice";
import type { MatchView } from "@tactica/engine";
import { botCommandFromView } from "@tactica/rules-patrol";
import { startApiProcess, stopApi } from "./api-process";
import type { ApiProc } from "./api-process";
import { createRedisProcess } from "./redis-process";
import type { RedisProc } from "./redis-process";
import { killWorkerGroup, startWorkerProcess } from "./worker-process";
import type { WorkerProc } from "./worker-process";

/** A GraphQL answer over HTTP; status 0 when the process did not answer at all. */
export type HttpGql = { status: number; body: { data?: Record<string, unknown> | null; errors?: Array<{ message: string; extensions?: { code?: string } }> } };

export type Stack = {
  redis: RedisProc;
  database: TestDatabase;
  db: Db;
  queueName: string;
  playKey: string;
  readKey: string;
  apis: ApiProc[];
  workers: WorkerProc[];
  startApi(name: string, port?: number): Promise<ApiProc>;
  startWorker(name: string): Promise<WorkerProc>;
  close(): Promise<void>;
};

/**
 * Starts Redis, a database, `apis` API processes and `workers` worker processes (all killed by close()). `env` goes to
 * every process (set it here, never on this process's own environment: test files share one process).
 */
export async function startStack(opts: { apis: number; workers: number; workerEnv?: Record<string, string>; env?: Record<string, string> }): Promise<Stack> {
  const redis = await createRedisProcess();
  await redis.start();
  const database = await createTestDatabase();
  const db = createDb({ url: database.url });
  const queueName = `faults-${process.pid}-${Date.now()}`;
  const s: Stack = {
    redis, database, db, queueName, playKey: "", readKey: "", apis: [], workers: [],
    async startApi(name, port) {
      const a = await startApiProcess(name, { databaseUrl: database.url, redisUrl: redis.url, queueName }, port, opts.env);
      s.apis.push(a);
      return a;
    },
    async startWorker(name) {
      const w = await startWorkerProcess(name, { queueName, databaseUrl: database.url }, { REDIS_URL: redis.url, WORKER_CONCURRENCY: "1", WORKER_LOCK_MS: "2000", WORKER_STALLED_INTERVAL_MS: "1000", ...opts.env, ...opts.workerEnv });
      s.workers.push(w);
      return w;
    },
    async close() {
      for (const w of s.workers) {
        try { killWorkerGroup(w, "SIGKILL"); } catch { /* gone */ }
      }
      await Promise.all(s.apis.map((a) => stopApi(a)));
      await redis.stop();
      await db.close();
      await database.drop();
    },
  };
  try {
    s.playKey = (await createApiClient(db, { name: "fault-player", scopes: ["play"], rateLimitPerMinute: 1_000_000 })).key;
    s.readKey = (await createApiClient(db, { name: "fault-reader", scopes: ["read"], rateLimitPerMinute: 1_000_000 })).key;
    // The first API process migrates and seeds alone; the others start beside it.
    await s.startApi("api-0");
    await Promise.all([
      ...Array.from({ length: opts.apis - 1 }, (_, i) => s.startApi(`api-${i + 1}`)),
      ...Array.from({ length: opts.workers }, (_, i) => s.startWorker(`worker-${i}`)),
    ]);
  } catch (e) {
    await s.close();
    throw e;
  }
  return s;
}

/** One GraphQL request over HTTP to an API process (10 s at most); status 0 if it did not answer. */
export async function httpGql(base: string, query: string, variables: Record<string, unknown> = {}, as: { key?: string; seat?: string } = {}): Promise<HttpGql> {
  const headers: Record<string, string> = { "content-type": "application/json", ...(as.key ? { authorization: `Bearer ${as.key}` } : {}), ...(as.seat ? { "x-seat-token": as.seat } : {}) };
  try {
    const res = await fetch(`${base}/graphql`, { method: "POST", headers, body: JSON.stringify({ query, variables }), signal: AbortSignal.timeout(10_000) });
    const text = await res.text();
    let body: HttpGql["body"] = {};
    try { body = JSON.parse(text) as HttpGql["body"]; } catch { body = { errors: [{ message: text }] }; }
    return { status: res.status, body };
  } catch (e) {
    return { status: 0, body: { errors: [{ message: String(e) }] } };
  }
}

/** GET /readyz: status code and body (status 0 when the process did not answer). */
export async function readyz(base: string): Promise<{ status: number; body: { status?: string; database?: string; queue?: string } }> {
  try {
    const res = await fetch(`${base}/readyz`, { signal: AbortSignal.timeout(10_000) });
    return { status: res.status, body: (await res.json()) as { status?: string; database?: string; queue?: string } };
  } catch {
    return { status: 0, body: {} };
  }
}

/** Polls `check` every 100 ms until it is true or `timeoutMs` passes; returns the last answer. */
export async function until(check: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Ypres Patrol with a fixed home-edge set-up: each seat plots and locks; the bot plays it from its own view. */
export const YPRES = { ob: "27.11", situation: "patrol", entry: "home_edge", turns: 15, board: { cols: 12, rows: 12 } };

export type PatrolMatch = { matchId: string; seats: Record<"alpha" | "bravo", string> };

/** Creates a Patrol! match through `base` and claims both seats (player seeds given). */
export async function createPatrolMatch(base: string, playKey: string, scenario: unknown = YPRES): Promise<PatrolMatch> {
  const made = await httpGql(base, "mutation($s: JSON) { createMatch(input: { rulesetId: \"patrol\", scenario: $s }) { id } }", { s: scenario }, { key: playKey });
  const matchId = (made.body.data?.createMatch as { id: string } | undefined)?.id;
  if (!matchId) throw new Error(`createMatch: ${JSON.stringify(made)}`);
  const join = async (seat: string) => {
    const r = await httpGql(base, "mutation($m: ID!, $s: String!, $p: String) { joinMatch(matchId: $m, seat: $s, playerSeed: $p) { seatToken } }", { m: matchId, s: seat, p: `player-${seat}-${matchId}` }, { key: playKey });
    const token = (r.body.data?.joinMatch as { seatToken: string } | undefined)?.seatToken;
    if (!token) throw new Error(`joinMatch: ${JSON.stringify(r)}`);
    return token;
  };
  return { matchId, seats: { alpha: await join("alpha"), bravo: await join("bravo") } };
}

/** The next command the client-side bot would send for `seat`, from that seat's own view (null: nothing to do). */
export async function nextBotCommand(base: string, readKey: string, m: PatrolMatch, seat: "alpha" | "bravo"): Promise<{ type: string; payload: unknown; eventNumber: number } | null> {
  const r = await httpGql(base, "query($m: ID!) { match(id: $m) { view lastEventNumber } }", { m: m.matchId }, { key: readKey, seat: m.seats[seat] });
  const match = r.body.data?.match as { view: MatchView; lastEventNumber: number } | undefined;
  if (!match) throw new Error(`match view: ${JSON.stringify(r)}`);
  // Seeded by match, seat and position: the same question always gets the same answer (a resend is identical).
  const { dice } = createSeededDice(createRngState(`${m.matchId}:${seat}:${match.lastEventNumber}`, "sfc32"));
  const cmd = botCommandFromView(match.view, dice);
  return cmd ? { type: cmd.type, payload: cmd.payload, eventNumber: match.lastEventNumber } : null;
}

/** submitCommand with the result's type, event number and refusal code. */
export const SUBMIT_HTTP = `mutation($i: SubmitCommandInput!) { submitCommand(input: $i) { __typename ... on CommandAccepted { eventNumber } ... on CommandRejected { code message } } }`;
