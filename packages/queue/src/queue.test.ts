import { afterAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import type { JobQueue, JobWorker, Processors } from "./index";
import { createBullQueue, createBullWorker, createInProcessQueue, createRedis, watchJob } from "./index";

const REDIS_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";

const unused: Processors = {
  ping: () => Promise.reject(new Error("not in this test")),
  webhook: () => Promise.reject(new Error("not in this test")),
  sighting: () => Promise.reject(new Error("not in this test")),
  barrage: () => Promise.reject(new Error("not in this test")),
  "ai-turn": () => Promise.reject(new Error("not in this test")),
};

function countingProcessors() {
  const calls: string[] = [];
  const processors: Processors = {
    ...unused,
    ping: async (payload, ctx) => {
      calls.push(ctx.jobId);
      await ctx.progress(50);
      if (payload.message === "flaky" && ctx.attempt < 2) throw new Error("transient");
      if (payload.message === "slow") await new Promise((r) => setTimeout(r, 2_000));
      return { echo: payload.message, processedBy: "test" };
    },
  };
  return { calls, processors };
}

// The same behaviour is required of both adapters: this suite runs against each.
function suite(label: string, make: (p: Processors) => { queue: JobQueue; stop: () => Promise<void> }) {
  describe(label, () => {
    const { calls, processors } = countingProcessors();
    const { queue, stop } = make(processors);
    afterAll(stop);

    it("runs a job and reports its result", async () => {
      const { id } = await queue.enqueue("ping", { message: "hello" });
      const info = await queue.waitFor(id, 10_000);
      expect(info?.state).toBe("completed");
      expect(info?.result).toEqual({ echo: "hello", processedBy: "test" });
    });

    it("does not run a job twice for a repeated deterministic id", async () => {
      const jobId = `same-${randomUUID()}`;
      await queue.enqueue("ping", { message: "once" }, { jobId });
      await queue.enqueue("ping", { message: "once" }, { jobId });
      await queue.waitFor(jobId, 10_000);
      expect(calls.filter((c) => c === jobId)).toHaveLength(1);
    });

    it("retries a transient failure", async () => {
      const { id } = await queue.enqueue("ping", { message: "flaky" }, { attempts: 3 });
      const info = await queue.waitFor(id, 10_000);
      expect(info?.state).toBe("completed");
      expect(calls.filter((c) => c === id)).toHaveLength(2);
    });

    it("rejects an invalid payload before it is queued", async () => {
      await expect(queue.enqueue("ping", { message: "" })).rejects.toThrow(/message/);
    });

    it("fails a job past its time limit without retrying it", async () => {
      const { id } = await queue.enqueue("ping", { message: "slow" }, { attempts: 3, timeLimitMs: 300 });
      const info = await queue.waitFor(id, 10_000);
      expect(info?.state).toBe("failed");
      expect(info?.error).toMatch(/time limit of 300 ms/);
      expect(calls.filter((c) => c === id)).toHaveLength(1);
    });

    it("reports progress and the end through watchJob", async () => {
      const { id } = await queue.enqueue("ping", { message: "watched" });
      const seen: string[] = [];
      for await (const info of watchJob(queue, id, { intervalMs: 20 })) seen.push(info.state);
      expect(seen.at(-1)).toBe("completed");
    });

    it("answers ping and reports unknown jobs as null", async () => {
      await queue.ping();
      expect(await queue.getJob("no-such-job")).toBeNull();
    });
  });
}

suite("in-process queue", (p) => {
  const queue = createInProcessQueue(p, { backoffMs: 10 });
  return { queue, stop: () => queue.close() };
});

suite("BullMQ queue on the real Redis", (p) => {
  const queueName = `test-${randomUUID()}`;
  const queue = createBullQueue({ url: REDIS_URL, queueName });
  const worker: JobWorker = createBullWorker(p, { url: REDIS_URL, queueName, concurrency: 2 });
  return {
    queue,
    stop: async () => {
      await worker.close();
      await queue.close();
      const r = createRedis(REDIS_URL);
      const keys = await r.keys(`bull:${queueName}:*`);
      if (keys.length) await r.del(...keys);
      r.disconnect();
    },
  };
});

describe("BullMQ worker and invalid input", () => {
  it("fails a job with a bad payload without retrying it", async () => {
    const queueName = `test-${randomUUID()}`;
    const { processors, calls } = countingProcessors();
    const worker = createBullWorker(processors, { url: REDIS_URL, queueName });
    const { Queue } = await import("bullmq");
    const raw = new Queue(queueName, { connection: createRedis(REDIS_URL) });
    const job = await raw.add("ping", { payload: { message: 42 }, meta: {} }, { attempts: 5, backoff: { type: "fixed", delay: 10 } });
    const queue = createBullQueue({ url: REDIS_URL, queueName });
    const info = await queue.waitFor(job.id ?? "", 10_000);
    expect(info?.state).toBe("failed");
    expect(info?.attempts).toBe(1);
    expect(info?.error).toMatch(/message/);
    expect(calls).toHaveLength(0);
    await worker.close();
    await queue.close();
    await raw.obliterate({ force: true });
    await raw.close();
  });
});

describe("in-process queue memory", () => {
  it("keeps at most `keep` finished jobs, forgetting the oldest", async () => {
    const { processors } = countingProcessors();
    const queue = createInProcessQueue(processors, { keep: 3 });
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const { id } = await queue.enqueue("ping", { message: `m${i}` });
      await queue.waitFor(id, 5_000);
      ids.push(id);
    }
    expect(await queue.getJob(ids[0]!)).toBeNull();
    expect(await queue.getJob(ids[1]!)).toBeNull();
    expect((await queue.getJob(ids[4]!))?.state).toBe("completed");
    await queue.close();
  });
});
