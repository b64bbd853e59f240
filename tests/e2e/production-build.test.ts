import { execFile, spawn } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "@tactica/db";
import type { TestDatabase } from "@tactica/db";
import { createBullQueue } from "@tactica/queue";
import type { JobQueue } from "@tactica/queue";
import { findFreePort } from "./support/editor-process";

// Issue 25: the production build. `npm run build` compiles the API and the worker (services/*/build.mjs, esbuild)
// and production runs `node dist/...` with no tsx: the compiled API migrates a fresh database, answers /healthz,
// /readyz, a GraphQL query and /metrics; the compiled worker (its sandboxed children on dist/sandbox.js) runs a job the
// API's queue holds. Built here once (a few seconds) so the test never runs a stale build.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const run = promisify(execFile);
const redisUrl = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
const queueName = `test-prod-${randomUUID()}`;

type Proc = { proc: ChildProcess; log: string };
const procs: Proc[] = [];
let database: TestDatabase;
let queue: JobQueue;
let base = "";

/** Starts `node <file>` with no loader (NODE_OPTIONS cleared, so nothing can bring tsx in). */
function startNode(file: string, env: Record<string, string>): Proc {
  const proc = spawn(process.execPath, [file], {
    cwd: root,
    env: { ...process.env, NODE_OPTIONS: "", DATABASE_URL: database.url, REDIS_URL: redisUrl, QUEUE_NAME: queueName, LOG_LEVEL: "info", NODE_ENV: "production", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const p: Proc = { proc, log: "" };
  proc.stdout?.on("data", (d: Buffer) => { p.log += d.toString(); });
  proc.stderr?.on("data", (d: Buffer) => { p.log += d.toString(); });
  procs.push(p);
  return p;
}

const waitFor = async (what: string, p: Proc, check: () => Promise<boolean>, ms = 90_000) => {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (p.proc.exitCode !== null) throw new Error(`${what} exited (${p.proc.exitCode}):\n${p.log}`);
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${what} did not get ready:\n${p.log}`);
};

let api: Proc;
let worker: Proc;
beforeAll(async () => {
  await Promise.all([
    run(process.execPath, ["services/api/build.mjs"], { cwd: root }),
    run(process.execPath, ["services/worker/build.mjs"], { cwd: root }),
  ]);
  database = await createTestDatabase();
  const port = await findFreePort();
  base = `http://127.0.0.1:${port}`;
  api = startNode("services/api/dist/server.js", { API_HOST: "127.0.0.1", API_PORT: String(port) });
  worker = startNode("services/worker/dist/main.js", { WORKER_CONCURRENCY: "1" });
  queue = createBullQueue({ url: redisUrl, queueName });
  await Promise.all([
    waitFor("the compiled API", api, async () => (await fetch(`${base}/healthz`)).ok),
    waitFor("the compiled worker", worker, async () => worker.log.includes('"worker ready"')),
  ]);
}, 120_000);
afterAll(async () => {
  for (const p of procs) {
    if (p.proc.exitCode !== null || p.proc.signalCode !== null) continue;
    const gone = new Promise((r) => p.proc.once("exit", r));
    p.proc.kill("SIGTERM");
    await Promise.race([gone, new Promise((r) => setTimeout(r, 10_000))]);
    if (p.proc.exitCode === null && p.proc.signalCode === null) p.proc.kill("SIGKILL");
  }
  await queue?.close();
  await database?.drop();
}, 30_000);

describe("the production build (node dist/..., no tsx)", () => {
  it("emits JavaScript for the API and the worker (its sandboxed processor too)", () => {
    for (const f of ["services/api/dist/server.js", "services/worker/dist/main.js", "services/worker/dist/sandbox.js"]) expect(existsSync(path.join(root, f))).toBe(true);
  });

  it("the compiled API runs without tsx: health, readiness, a GraphQL query, /metrics", async () => {
    const pids = (await run("ps", ["-o", "args=", "-p", String(api.proc.pid)])).stdout;
    expect(pids).toContain("services/api/dist/server.js");
    expect(pids).not.toContain("tsx");
    expect(await (await fetch(`${base}/healthz`)).json()).toEqual({ status: "ok" });
    expect(await (await fetch(`${base}/readyz`)).json()).toMatchObject({ status: "ready", database: "ok", queue: "ok", queueMode: "bullmq" });
    const res = await fetch(`${base}/graphql`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ query: "query Systems { rulesets { id } }" }) });
    expect(res.status).toBe(200);
    const ids = ((await res.json()) as { data: { rulesets: { id: string }[] } }).data.rulesets.map((r) => r.id);
    expect(ids.length).toBeGreaterThan(0);
    const metrics = await (await fetch(`${base}/metrics`)).text();
    expect(metrics).toMatch(/^tactica_graphql_requests_total\{operation="Systems",type="query",status="200"\} 1$/m);
    // The GraphiQL page and its bundle are found from the build as from the sources.
    expect((await fetch(`${base}/graphiql`)).status).toBe(200);
  });

  it("the compiled worker runs a job in its sandboxed children (dist/sandbox.js on plain node)", async () => {
    const { id } = await queue.enqueue("ping", { message: "compiled" });
    const job = await queue.waitFor(id, 30_000);
    expect(job).toMatchObject({ state: "completed", result: { echo: "compiled" } });
    const children = (await run("ps", ["-o", "args=", "--ppid", String(worker.proc.pid)])).stdout;
    expect(children).not.toContain("tsx");
    expect(children).toContain("node");
  });
});
