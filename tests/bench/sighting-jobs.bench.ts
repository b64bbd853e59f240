// sighting-jobs: batch sighting as BullMQ jobs on the real Redis. A 200-unit match on a seeded 40x40 urban map
// (Firepower, buildings up to 3 storeys), its map stored (read once per worker, then cached per version).
// Ours: jobs/s through the queue (enqueue -> worker -> result, 2 concurrent, in-process processors); baseline:
// the same processor called directly. Second line: queue overhead per job (one job at a time, round trip minus
// the direct call), medians.
import { randomUUID } from "node:crypto";
import { createSeededUrbanMap, createPrng } from "@tactica/map";
import type { JobPayload } from "@tactica/contracts";
import { createBullQueue, createBullWorker, createRedis, toJobId } from "@tactica/queue";
import type { JobContext } from "@tactica/queue";
import { createProcessors, findSightingSystem } from "@tactica/worker";
import { cellToHex, toLosGrid } from "@tactica/sighting";
import { validateMapDocument } from "@tactica/map";
import type { BenchResult } from "./bench-util";
import { cliGuard, median, round3 } from "./bench-util";

const REDIS_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
const UNITS = 200;
const JOBS = 40;
const RUNS = 5;
const POSTURES = ["stand", "crouch", "prone"] as const;

function matchPayloads(): { payloads: JobPayload<"sighting">[]; document: unknown } {
  const document = createSeededUrbanMap({ width: 40, height: 40, seed: 11, levels: 3 });
  const checked = validateMapDocument(document);
  if (!checked.ok) throw new Error("seeded map is not valid");
  const grid = toLosGrid(findSightingSystem("firepower")!.compile(checked.map));
  const rand = createPrng(200);
  // One payload per "turn" of the match: the same 200 units, moved about (distinct payloads, distinct job ids).
  const payloads = Array.from({ length: RUNS * JOBS + JOBS }, () => ({
    rulesetId: "firepower", mapId: "bench-map", mapVersion: 1,
    units: Array.from({ length: UNITS }, () => {
      const h = cellToHex(grid, grid.cells[Math.floor(rand() * grid.size)]!);
      return { q: h.q, r: h.r, posture: POSTURES[Math.floor(rand() * 3)]! };
    }),
  }));
  return { payloads, document };
}

const ctx: JobContext = { jobId: "bench", meta: {}, attempt: 1, progress: async () => undefined };

/** Runs the benchmark (medians of RUNS batches of JOBS jobs). */
export async function run(): Promise<BenchResult[]> {
  const { payloads, document } = matchPayloads();
  const processors = createProcessors({ workerName: "bench", loadMap: async () => ({ version: 1, document }) });
  const queueName = `bench-${randomUUID()}`;
  const queue = createBullQueue({ url: REDIS_URL, queueName });
  const worker = createBullWorker(processors, { url: REDIS_URL, queueName, concurrency: 2 });
  let next = 0;
  const take = () => payloads[next++ % payloads.length]!;
  try {
    // Warm up: the map compiled and prepared once in this process (as a worker would after its first job).
    await processors.sighting(take(), ctx);
    const direct: number[] = [], queued: number[] = [], directMs: number[] = [], roundTripMs: number[] = [];
    for (let r = 0; r < RUNS; r++) {
      const batch = Array.from({ length: JOBS }, take);
      let t0 = performance.now();
      for (const p of batch) await processors.sighting(p, ctx);
      direct.push((JOBS * 1000) / (performance.now() - t0));
      t0 = performance.now();
      const ids = await Promise.all(batch.map((p) => queue.enqueue("sighting", p, { jobId: `${toJobId("sighting", p)}-${r}` }).then((j) => j.id)));
      for (const id of ids) {
        const info = await queue.waitFor(id, 60_000);
        if (info?.state !== "completed") throw new Error(`job ${id}: ${info?.state} ${info?.error}`);
      }
      queued.push((JOBS * 1000) / (performance.now() - t0));
      // One at a time: the queue's own cost per job.
      for (let k = 0; k < 5; k++) {
        const p = take();
        let s = performance.now();
        await processors.sighting(p, ctx);
        directMs.push(performance.now() - s);
        s = performance.now();
        const { id } = await queue.enqueue("sighting", p, { jobId: `${toJobId("sighting", p)}-single-${r}-${k}` });
        await queue.waitFor(id, 60_000);
        roundTripMs.push(performance.now() - s);
      }
    }
    const ours = median(queued), base = median(direct);
    const rt = median(roundTripMs), dm = median(directMs);
    return [
      { name: "sighting-jobs", ours: round3(ours), baseline: round3(base), unit: "jobs/s", ratio: round3(ours / base), target: "queue keeps most of the direct throughput", units: UNITS, jobsPerRun: JOBS, runs: RUNS, concurrency: 2 },
      { name: "sighting-job-overhead", ours: round3(rt - dm), baseline: round3(dm), unit: "ms/job", ratio: round3(rt / dm), roundTripMs: round3(rt), directMs: round3(dm), samples: roundTripMs.length },
    ];
  } finally {
    await worker.close();
    await queue.close();
    const redis = createRedis(REDIS_URL);
    const keys = await redis.keys(`bull:${queueName}:*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  }
}

cliGuard(import.meta.url, run);
