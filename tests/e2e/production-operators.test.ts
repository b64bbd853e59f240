import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "@tactica/api";
import { createApiClient, scoutDuel, scoutDuelScenario, toRulesetEntry } from "@tactica/api/testing";
import { createDb, createTestDatabase } from "@tactica/db";
import type { Db, TestDatabase } from "@tactica/db";
import { createBullQueue, createBullWorker } from "@tactica/queue";
import type { JobQueue, JobWorker } from "@tactica/queue";
import { createProcessors } from "@tactica/worker";
import type { FastifyInstance } from "fastify";
import { SUBMIT, subscribeWs } from "./matches-fixture";

// Issue 25, operators' tools on a real server (listening on a port) with the real Redis and a BullMQ worker:
// Prometheus metrics at /metrics move with the requests, commands, refusals, subscriptions and jobs they count, and
// the queue dashboard (bull-board) answers only to an admin key.
const redisUrl = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
const queueName = `test-operators-${randomUUID()}`;
let database: TestDatabase;
let db: Db;
let queue: JobQueue;
let worker: JobWorker;
let app: FastifyInstance;
let base = "";
const keys = { play: "", read: "", admin: "" };

beforeAll(async () => {
  database = await createTestDatabase();
  db = createDb({ url: database.url });
  queue = createBullQueue({ url: redisUrl, queueName });
  app = await buildApp({ db, queue, rulesets: [toRulesetEntry("Scout duel (test)", scoutDuel)], redisUrl }, { logger: false, queueName });
  base = await app.listen({ host: "127.0.0.1", port: 0 });
  worker = createBullWorker(createProcessors({ workerName: "operators-test", modules: [], db }), { url: redisUrl, queueName, concurrency: 1 });
  await worker.ready;
  for (const scope of ["play", "read", "admin"] as const) keys[scope] = (await createApiClient(db, { name: scope, scopes: [scope], rateLimitPerMinute: 100_000 })).key;
}, 60_000);
afterAll(async () => {
  await worker?.close();
  await app?.close();
  await queue?.close();
  await db?.close();
  await database?.drop();
});

const gql = async (query: string, variables: Record<string, unknown> = {}, as: { key?: string; seat?: string } = {}) => {
  const res = await fetch(`${base}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(as.key ? { authorization: `Bearer ${as.key}` } : {}), ...(as.seat ? { "x-seat-token": as.seat } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return { status: res.status, body: (await res.json()) as { data?: Record<string, unknown>; errors?: { extensions?: { code?: string } }[] } };
};

const scrape = async () => {
  const res = await fetch(`${base}/metrics`);
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toContain("text/plain");
  return res.text();
};

/** The value of the sample `name` whose labels include `labels` (0 when there is none yet). */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  for (const line of text.split("\n")) {
    const m = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const have = Object.fromEntries([...(m[2] ?? "").matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((l) => [l[1], l[2]]));
    if (Object.entries(labels).every(([k, v]) => have[k] === v)) return Number(m[3]);
  }
  return 0;
}

const until = async (check: () => Promise<boolean>, ms = 10_000) => {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
};

describe("/metrics", () => {
  it("counts GraphQL requests and their latency per operation, with the HTTP status", async () => {
    const before = await scrape();
    for (let i = 0; i < 3; i++) expect((await gql("query Catalogue { rulesets { id } }")).status).toBe(200);
    const after = await scrape();
    const op = { operation: "Catalogue", type: "query", status: "200" };
    expect(sample(after, "tactica_graphql_requests_total", op) - sample(before, "tactica_graphql_requests_total", op)).toBe(3);
    expect(sample(after, "tactica_graphql_request_duration_seconds_count", { operation: "Catalogue" }) - sample(before, "tactica_graphql_request_duration_seconds_count", { operation: "Catalogue" })).toBe(3);
    expect(sample(after, "tactica_http_requests_total", { route: "/graphql", method: "POST", status: "200" })).toBeGreaterThanOrEqual(3);
    // Process metrics (prom-client's defaults) are there too.
    expect(sample(after, "tactica_process_resident_memory_bytes")).toBeGreaterThan(0);
  });

  it("counts commands applied and rejections by code (a command's CommandRejected and a request's error)", async () => {
    const made = await gql("mutation($s: JSON) { createMatch(input: { rulesetId: \"scout-duel\", scenario: $s }) { id } }", { s: scoutDuelScenario }, { key: keys.play });
    const matchId = (made.body.data?.createMatch as { id: string }).id;
    const join = async (seat: string) => ((await gql("mutation($m: ID!, $s: String!, $p: String) { joinMatch(matchId: $m, seat: $s, playerSeed: $p) { seatToken } }", { m: matchId, s: seat, p: `seed-${seat}` }, { key: keys.play })).body.data?.joinMatch as { seatToken: string }).seatToken;
    const red = await join("red");
    await join("blue");
    const before = await scrape();
    for (let i = 0; i < 2; i++) {
      const ok = await gql(SUBMIT, { i: { matchId, type: "note", payload: { text: `n${i}` } } }, { key: keys.play, seat: red });
      expect(ok.body.data?.submitCommand).toMatchObject({ __typename: "CommandAccepted" });
    }
    const bad = await gql(SUBMIT, { i: { matchId, type: "turn/submit_plot", payload: { plot: { move: 5 } } } }, { key: keys.play, seat: red });
    expect(bad.body.data?.submitCommand).toMatchObject({ __typename: "CommandRejected", code: "command/invalid_payload" });
    const unknownKey = await gql("{ rulesets { id } }", {}, { key: "not-a-key" });
    expect(unknownKey.status).toBe(401);
    const after = await scrape();
    const delta = (name: string, labels: Record<string, string> = {}) => sample(after, name, labels) - sample(before, name, labels);
    expect(delta("tactica_commands_applied_total")).toBe(2);
    expect(delta("tactica_rejections_total", { kind: "command", code: "command/invalid_payload" })).toBe(1);
    expect(delta("tactica_rejections_total", { kind: "request", code: "auth/unauthenticated" })).toBe(1);
  });

  it("counts open subscriptions, up while one streams and down once it stops", async () => {
    const made = await gql("mutation($s: JSON) { createMatch(input: { rulesetId: \"scout-duel\", scenario: $s }) { id } }", { s: scoutDuelScenario }, { key: keys.play });
    const matchId = (made.body.data?.createMatch as { id: string }).id;
    const before = sample(await scrape(), "tactica_subscriptions_open");
    const sub = await subscribeWs(base, "subscription($m: ID!) { matchEvents(matchId: $m) { eventNumber } }", { m: matchId }, { key: keys.read });
    expect(await until(async () => sample(await scrape(), "tactica_subscriptions_open") === before + 1)).toBe(true);
    sub.close();
    expect(await until(async () => sample(await scrape(), "tactica_subscriptions_open") === before)).toBe(true);
  });

  it("reports the queue's depth and the jobs' durations from the worker's runs", async () => {
    const { id } = await queue.enqueue("ping", { message: "metrics" });
    expect((await queue.waitFor(id, 10_000))?.state).toBe("completed");
    const seen = await until(async () => sample(await scrape(), "tactica_job_duration_seconds_count", { job: "ping", outcome: "completed" }) >= 1);
    expect(seen).toBe(true);
    const text = await scrape();
    expect(sample(text, "tactica_queue_up")).toBe(1);
    expect(sample(text, "tactica_queue_jobs", { state: "completed" })).toBeGreaterThanOrEqual(1);
    expect(text).toMatch(/^tactica_queue_jobs\{state="waiting"\} 0$/m);
  });
});

describe("the queue dashboard (/admin/queues)", () => {
  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${base}${path}`, { headers });

  it("refuses without an admin key: 401 with none or an unknown one, 403 with a key lacking admin", async () => {
    const none = await get("/admin/queues");
    expect(none.status).toBe(401);
    expect(((await none.json()) as { errors: { extensions: { code: string } }[] }).errors[0]?.extensions.code).toBe("auth/unauthenticated");
    expect((await get("/admin/queues/api/queues", { authorization: "Bearer nope" })).status).toBe(401);
    const reader = await get("/admin/queues/api/queues", { authorization: `Bearer ${keys.read}` });
    expect(reader.status).toBe(403);
    expect(((await reader.json()) as { errors: { extensions: { code: string } }[] }).errors[0]?.extensions.code).toBe("auth/forbidden");
    expect((await get("/admin/queues", { authorization: `Bearer ${keys.play}` })).status).toBe(403);
    // A browser without the key gets the sign-in page, still a 401.
    const page = await get("/admin/queues", { accept: "text/html" });
    expect(page.status).toBe(401);
    expect(await page.text()).toContain("tactica_admin_key");
  });

  it("shows the queue to an admin key, by header or by the dashboard's cookie", async () => {
    const ui = await get("/admin/queues", { authorization: `Bearer ${keys.admin}` });
    expect(ui.status).toBe(200);
    expect(ui.headers.get("content-type")).toContain("text/html");
    const api = await get("/admin/queues/api/queues", { cookie: `tactica_admin_key=${encodeURIComponent(keys.admin)}` });
    expect(api.status).toBe(200);
    const body = (await api.json()) as { queues: { name: string }[] };
    expect(body.queues.map((q) => q.name)).toContain(queueName);
  });
});
