import { createServer } from "node:net";
import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { createRedisRateLimiter } from "./rate-limiter";

// Issue 17 finding 2: with Redis unreachable, the shared limiter fails open to this process's own counters: requests
// are still counted and refused past the limit, without waiting for Redis and without an error.
const closedPort = await new Promise<number>((resolve) => {
  const server = createServer().listen(0, "127.0.0.1", () => {
    const port = (server.address() as { port: number }).port;
    server.close(() => resolve(port));
  });
});
// As app.ts builds it: no offline queue, so a down Redis is an immediate refusal.
const redis = new Redis(`redis://127.0.0.1:${closedPort}`, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
redis.on("error", () => undefined);
afterAll(() => redis.disconnect());

describe("the Redis rate limiter while Redis is unreachable", () => {
  it("counts in this process: the limit still holds, per bucket and window", async () => {
    const t = 1_700_000_000_000;
    const limiter = createRedisRateLimiter(redis, () => t);
    const decisions = [];
    for (let i = 0; i < 3; i++) decisions.push(await limiter.hit("client:a", 2));
    expect(decisions.map((d) => [d.allowed, d.remaining])).toEqual([[true, 1], [true, 0], [false, 0]]);
    expect((await limiter.hit("client:b", 2)).allowed).toBe(true);
    await limiter.close();
  });
});
