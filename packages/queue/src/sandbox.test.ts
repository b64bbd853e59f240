import { describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { fileURLToPath } from "node:url";
import { createBullQueue, createBullWorker, createRedis } from "./index";

const REDIS_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
const fixture = fileURLToPath(new URL("./testing/sandbox-fixture.ts", import.meta.url));

describe("sandboxed processors (BullMQ child processes)", () => {
  it("a CPU-bound job does not stall a quick one, and runs outside this process", async () => {
    const queueName = `test-${randomUUID()}`;
    const worker = createBullWorker({ kind: "sandbox", file: fixture }, { url: REDIS_URL, queueName, concurrency: 2 });
    const queue = createBullQueue({ url: REDIS_URL, queueName });
    try {
      // Warm both child processes first, so the timing below does not include starting one.
      const warm = await Promise.all([queue.enqueue("ping", { message: "warm-1" }), queue.enqueue("ping", { message: "warm-2" })]);
      for (const w of warm) expect((await queue.waitFor(w.id, 20_000))?.state).toBe("completed");
      const busy = await queue.enqueue("ping", { message: "busy" });
      await new Promise((r) => setTimeout(r, 300));
      const quick = await queue.enqueue("ping", { message: "quick" });
      const quickInfo = await queue.waitFor(quick.id, 20_000);
      // The quick job finished while the busy one was still blocking its own child process.
      expect(quickInfo?.state).toBe("completed");
      expect((await queue.getJob(busy.id))?.state).toBe("active");
      const busyInfo = await queue.waitFor(busy.id, 20_000);
      expect(busyInfo?.state).toBe("completed");
      const by = (busyInfo?.result as { processedBy: string }).processedBy;
      expect(by).toMatch(/^pid:\d+$/);
      expect(by).not.toBe(`pid:${process.pid}`);
      expect(busyInfo?.progress).toBe(10);
    } finally {
      await worker.close();
      await queue.close();
      const r = createRedis(REDIS_URL);
      const keys = await r.keys(`bull:${queueName}:*`);
      if (keys.length) await r.del(...keys);
      r.disconnect();
    }
  }, 30_000);
});
