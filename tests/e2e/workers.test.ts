import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Queue } from "bullmq";
import { createApiClient, createTestApi } from "@tactica/api/testing";
import type { TestApi } from "@tactica/api/testing";
import { seedShippedData } from "@tactica/db";
import { createSeededUrbanMap, validateMapDocument } from "@tactica/map";
import { cellToHex, toLosGrid } from "@tactica/sighting";
import { createRedis, toJobId } from "@tactica/queue";
import { decodeRow, findSightingSystem } from "@tactica/worker";
import { shippedData } from "@tactica/api";
import { REDIS_URL, killWorkerGroup, startWorkerProcess, stopWorkers } from "./support/worker-process";
import type { WorkerProc } from "./support/worker-process";

// Workers on the real Redis: two worker processes share one queue; a worker killed mid-job loses nothing and
// runs nothing twice; invalid input fails at once; progress is visible through job(id).
const MAP_ID = "firepower-sample-2-panel";

let t: TestApi;
let base = "";
let key = "";
const workers: WorkerProc[] = [];

const startWorker = async (name: string): Promise<WorkerProc> => {
  const w = await startWorkerProcess(name, t, { WORKER_CONCURRENCY: "2", WORKER_LOCK_MS: "2000", WORKER_STALLED_INTERVAL_MS: "1000" });
  workers.push(w);
  return w;
};

/** Log lines of every worker with this message, as objects. */
const lines = (msg: string) =>
  workers.flatMap((w) => w.log.split("\n").filter((l) => l.includes(`"msg":"${msg}"`)).map((l) => ({ ...(JSON.parse(l) as { jobId: string }), worker: w.name })));

beforeAll(async () => {
  t = await createTestApi({ queue: "bullmq" });
  await seedShippedData(t.db, shippedData());
  // requestSighting needs a key with the read scope (issue 17).
  key = (await createApiClient(t.db, { name: "workers", scopes: ["read"], rateLimitPerMinute: 100_000 })).key;
  base = await t.app.listen({ host: "127.0.0.1", port: 0 });
  await Promise.all([startWorker("a"), startWorker("b")]);
}, 180_000);

afterAll(async () => {
  await stopWorkers(workers, t.queueName);
  await t?.close();
});

async function gql(query: string, variables?: Record<string, unknown>) {
  const res = await fetch(`${base}/graphql`, { method: "POST", headers: { "content-type": "application/json", authorization: `Bearer ${key}` }, body: JSON.stringify({ query, variables }) });
  return (await res.json()) as { data?: Record<string, unknown>; errors?: Array<{ message: string }> };
}

type JobView = { state: string; progress: number; attempts: number; error: string | null; result: { size: number; rows: string[] } | null };
const jobView = async (id: string) => (await gql("query($id: ID!) { job(id: $id) { state progress attempts error result } }", { id })).data?.job as JobView | null;

describe("sighting jobs on two worker processes (real Redis, real PostgreSQL)", () => {
  it("200 sighting jobs complete, each processed exactly once, shared by both workers", async () => {
    const stored = await t.db.prisma.mapDoc.findUnique({ where: { id: MAP_ID }, select: { version: true, document: true } });
    const mapVersion = stored?.version ?? 0;
    const checked = validateMapDocument(stored?.document);
    if (!checked.ok) throw new Error("the shipped map is not valid");
    const grid = toLosGrid(findSightingSystem("firepower")!.compile(checked.map));
    const hexes = Array.from(grid.cells, (c) => cellToHex(grid, c));
    const postures = ["stand", "crouch", "prone"] as const;
    const ids: string[] = [];
    for (let k = 0; k < 200; k++) {
      // Distinct requests (the first unit's hex and posture differ per k): 200 different deterministic ids.
      const units = Array.from({ length: 12 }, (_, i) => ({
        ...hexes[i === 0 ? k % hexes.length : (k * 13 + i * 7) % hexes.length]!,
        posture: postures[i === 0 ? Math.floor(k / hexes.length) : (k + i) % 3]!,
      }));
      const payload = { rulesetId: "firepower", mapId: MAP_ID, mapVersion, units };
      ids.push((await t.queue.enqueue("sighting", payload, { jobId: toJobId("sighting", payload) })).id);
    }
    expect(new Set(ids).size).toBe(200);
    const infos = [];
    for (const id of ids) infos.push(await t.queue.waitFor(id, 120_000));
    const failed = infos.filter((i) => i?.state !== "completed");
    expect(failed.map((i) => `${i?.id}: ${i?.state} ${i?.error}`)).toEqual([]);
    await new Promise((r) => setTimeout(r, 300));
    const mine = new Set(ids);
    const active = lines("job active").filter((l) => mine.has(l.jobId));
    const completed = lines("job completed").filter((l) => mine.has(l.jobId));
    // Every job ran once and completed once: no job processed twice, none lost.
    expect(active).toHaveLength(200);
    expect(new Set(active.map((l) => l.jobId)).size).toBe(200);
    expect(completed).toHaveLength(200);
    expect(new Set(completed.map((l) => l.worker))).toEqual(new Set(["a", "b"]));
  }, 180_000);

  it("a worker killed in the middle of a job: the job is taken back, retried and completes exactly once", async () => {
    const map = createSeededUrbanMap({ width: 60, height: 60, seed: 11, levels: 3 }) as unknown as Record<string, unknown>;
    const queued = await gql("mutation($input: RequestSightingInput!) { requestSighting(input: $input) { id } }", { input: { rulesetId: "firepower", map, viewshed: { posture: "stand" } } });
    expect(queued.errors).toBeUndefined();
    const id = (queued.data?.requestSighting as { id: string }).id;
    // Progress is visible through job(id) while it runs.
    let view: JobView | null = null;
    const deadline = Date.now() + 60_000;
    do {
      await new Promise((r) => setTimeout(r, 50));
      view = await jobView(id);
    } while (!(view?.state === "active" && view.progress > 0) && Date.now() < deadline);
    expect(view?.state).toBe("active");
    expect(view?.progress).toBeGreaterThan(0);
    expect(view?.progress).toBeLessThan(100);
    const holder = lines("job active").find((l) => l.jobId === id)?.worker;
    const victim = workers.find((w) => w.name === holder);
    expect(victim).toBeDefined();
    killWorkerGroup(victim!, "SIGKILL");
    const info = await t.queue.waitFor(id, 120_000);
    expect(info?.state).toBe("completed");
    await new Promise((r) => setTimeout(r, 300));
    const runs = lines("job active").filter((l) => l.jobId === id);
    // Run twice: once by the killed worker, once by the survivor (log order is per worker, not by time).
    const survivor = workers.find((w) => w !== victim && w.proc.exitCode === null && w.proc.signalCode === null)?.name;
    expect(runs.map((l) => l.worker).sort()).toEqual([victim!.name, survivor].sort());
    expect(lines("job completed").filter((l) => l.jobId === id)).toHaveLength(1);
    const result = info?.result as { size: number; rows: string[] };
    expect(result.size).toBe(3600);
    expect(decodeRow(result.rows[0]!, 3600)[0]).toBe("1");
    // The survivor is restarted for the tests that follow.
    await startWorker("c");
  }, 180_000);

  it("an invalid payload fails at once, without retry", async () => {
    const connection = createRedis(REDIS_URL);
    const raw = new Queue(t.queueName, { connection });
    const job = await raw.add("sighting", { payload: { rulesetId: "firepower", units: [] }, meta: {} }, { attempts: 5, backoff: { type: "fixed", delay: 10 } });
    const info = await t.queue.waitFor(job.id ?? "", 30_000);
    await raw.close();
    connection.disconnect();
    expect(info?.state).toBe("failed");
    expect(info?.attempts).toBe(1);
    expect(info?.error).toMatch(/sighting: /);
    // Valid in shape, bad in content (no such hex on this map): also not retried.
    const bad = await gql("mutation($input: RequestSightingInput!) { requestSighting(input: $input) { id } }", { input: { rulesetId: "firepower", mapId: MAP_ID, units: [{ hexId: "9ZZ9", posture: "stand" }] } });
    const badInfo = await t.queue.waitFor((bad.data?.requestSighting as { id: string }).id, 30_000);
    expect(badInfo?.state).toBe("failed");
    expect(badInfo?.attempts).toBe(1);
    expect(badInfo?.error).toMatch(/los\/unknown_hex/);
  }, 60_000);

  it("SIGTERM while a job runs: the worker finishes it, then exits 0 (graceful shutdown)", async () => {
    const map = createSeededUrbanMap({ width: 40, height: 40, seed: 12, levels: 3 }) as unknown as Record<string, unknown>;
    const { id } = await t.queue.enqueue("sighting", { rulesetId: "firepower", map, viewshed: { posture: "prone" } });
    const deadline = Date.now() + 60_000;
    let holder: string | undefined;
    while (!holder && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
      holder = lines("job active").find((l) => l.jobId === id)?.worker;
    }
    const w = workers.find((x) => x.name === holder);
    expect(w).toBeDefined();
    const exited = new Promise<number | null>((r) => w!.proc.on("exit", (code) => r(code)));
    w!.proc.kill("SIGTERM");
    expect(await exited).toBe(0);
    const info = await t.queue.getJob(id);
    expect(info?.state).toBe("completed");
    expect(lines("job completed").filter((l) => l.jobId === id).map((l) => l.worker)).toEqual([holder]);
    expect(w!.log).toMatch(/worker closed/);
  }, 120_000);
});
