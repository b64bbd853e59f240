import { spawn } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiClient, createTestApi } from "@tactica/api/testing";
import type { TestApi } from "@tactica/api/testing";

// The walking skeleton end to end: HTTP -> API -> PostgreSQL, and API -> BullMQ on the real Redis -> a real
// worker process -> result read back through GraphQL, with the request id on the worker's log line.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const REDIS_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";

let t: TestApi;
let base = "";
let worker: ChildProcess;
let workerLog = "";
let key = "";
let clientId = "";

beforeAll(async () => {
  t = await createTestApi({ queue: "bullmq" });
  ({ key, id: clientId } = await createApiClient(t.db, { name: "foundation", scopes: ["read"] }));
  base = await t.app.listen({ host: "127.0.0.1", port: 0 });
  worker = spawn(path.join(root, "node_modules", ".bin", "tsx"), ["services/worker/src/main.ts"], {
    cwd: root,
    env: { ...process.env, REDIS_URL, QUEUE_NAME: t.queueName, DATABASE_URL: t.databaseUrl, LOG_LEVEL: "info" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  worker.stdout?.on("data", (d: Buffer) => { workerLog += d.toString(); });
  worker.stderr?.on("data", (d: Buffer) => { workerLog += d.toString(); });
  const deadline = Date.now() + 30_000;
  while (!workerLog.includes("worker ready")) {
    if (Date.now() > deadline || worker.exitCode !== null) throw new Error(`worker did not start:\n${workerLog}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}, 60_000);

afterAll(async () => {
  if (worker && worker.exitCode === null) worker.kill("SIGKILL");
  await t?.close();
});

async function gql(query: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}/graphql`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify({ query }) });
  return (await res.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
}

describe("foundation end to end (real PostgreSQL, real Redis, real worker process)", () => {
  it("is ready: database and queue reachable", async () => {
    const res = await fetch(`${base}/readyz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ database: "ok", queue: "ok", queueMode: "bullmq" });
  });

  it("enqueues a job over HTTP and reads the worker's result", async () => {
    // enqueuePing needs a key; the id chosen lives in the key's namespace (issue 17).
    const queued = await gql('mutation { enqueuePing(message: "over the wire", jobId: "e2e-ping-1") { id } }', { "x-request-id": "e2e-request-1", authorization: `Bearer ${key}` });
    expect(queued.errors).toBeUndefined();
    const jobId = `client-${clientId}-e2e-ping-1`;
    expect(queued.data?.enqueuePing).toEqual({ id: jobId });
    let job: { state: string; result: { echo: string; processedBy: string } | null } | undefined;
    const deadline = Date.now() + 20_000;
    do {
      await new Promise((r) => setTimeout(r, 100));
      job = (await gql(`{ job(id: "${jobId}") { state result } }`)).data?.job as typeof job;
    } while (job?.state !== "completed" && Date.now() < deadline);
    expect(job?.state).toBe("completed");
    expect(job?.result?.echo).toBe("over the wire");
    // Processed by the worker process (host:pid of its node process), not by the API.
    expect(job?.result?.processedBy).toMatch(new RegExp(`^${(await import("node:os")).hostname()}:\\d+$`));
    // The worker's log line for this job carries the request id that started it.
    await new Promise((r) => setTimeout(r, 200));
    const line = workerLog.split("\n").find((l) => l.includes(jobId) && l.includes("job completed"));
    expect(line).toBeDefined();
    expect(JSON.parse(line ?? "{}")).toMatchObject({ reqId: "e2e-request-1", jobId });
  });

  it("the worker shuts down gracefully on SIGTERM", async () => {
    const exited = new Promise<number | null>((r) => worker.on("exit", (code) => r(code)));
    worker.kill("SIGTERM");
    expect(await exited).toBe(0);
    expect(workerLog).toMatch(/worker closed/);
  }, 20_000);
});
