import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { createMemorySubscriptionSlots, createRedisSubscriptionSlots } from "./subscription-slots";

// The per-key subscription count shared by API processes (real Redis): a slot is held until released, released
// slots are free again in every process, and the slots of a process that died lapse after their lease.
const url = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
const redis = new Redis(url);
afterAll(() => redis.disconnect());

describe("subscription slots", () => {
  it("memory: at most limit per bucket, release frees one (once), buckets are apart", async () => {
    const slots = createMemorySubscriptionSlots();
    const [s1, s2] = [await slots.take("k", 2), await slots.take("k", 2)];
    expect(await slots.take("k", 2)).toBeNull();
    expect(await slots.take("other", 2)).not.toBeNull();
    s1?.release();
    s1?.release();
    expect(await slots.take("k", 2)).not.toBeNull();
    expect(await slots.take("k", 2)).toBeNull();
    expect(s2).not.toBeNull();
  });

  it("redis: two processes share the count; a release in one frees a slot for the other", async () => {
    const bucket = `test-${randomUUID()}`;
    const [p1, p2] = [createRedisSubscriptionSlots(redis), createRedisSubscriptionSlots(redis)];
    const held = [await p1.take(bucket, 3), await p1.take(bucket, 3), await p2.take(bucket, 3)];
    expect(held.every((s) => s !== null)).toBe(true);
    expect(await p2.take(bucket, 3)).toBeNull();
    expect(await p1.take(bucket, 3)).toBeNull();
    held[0]?.release();
    await new Promise((r) => setTimeout(r, 50)); // the release is sent without waiting
    expect(await p2.take(bucket, 3)).not.toBeNull();
    expect(await redis.zcard(`tactica:subs:${bucket}`)).toBe(3);
    await p1.close();
    expect(await redis.zcard(`tactica:subs:${bucket}`)).toBe(2); // close gives back what the process held
    await p2.close();
  });

  it("redis: the slots of a process that died (never released) lapse after the lease", async () => {
    const bucket = `test-${randomUUID()}`;
    let t = 1_000_000;
    const dead = createRedisSubscriptionSlots(redis, { now: () => t, leaseMs: 30_000 });
    expect(await dead.take(bucket, 1)).not.toBeNull();
    const alive = createRedisSubscriptionSlots(redis, { now: () => t, leaseMs: 30_000 });
    expect(await alive.take(bucket, 1)).toBeNull();
    t += 30_001;
    expect(await alive.take(bucket, 1)).not.toBeNull();
    await alive.close();
  });

  it("redis unreachable: counts in this process instead of refusing every stream", async () => {
    const down = new Redis("redis://127.0.0.1:1", { maxRetriesPerRequest: 0, enableOfflineQueue: false, lazyConnect: true, retryStrategy: () => null });
    down.on("error", () => undefined);
    const slots = createRedisSubscriptionSlots(down);
    expect(await slots.take("k", 1)).not.toBeNull();
    expect(await slots.take("k", 1)).toBeNull();
    await slots.close();
    down.disconnect();
  });
});
