import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { createMemoryRateLimiter, createRedisRateLimiter } from "./rate-limiter";

const redis = new Redis(process.env.REDIS_URL ?? "redis://127.0.0.1:6379", { lazyConnect: true, maxRetriesPerRequest: 1 });
afterAll(async () => {
  await redis.quit();
});

describe("rate limiters", () => {
  it("memory: allows `limit` requests per minute, then refuses until the next window", async () => {
    let t = 120_000;
    const limiter = createMemoryRateLimiter(() => t);
    for (let i = 0; i < 3; i++) expect((await limiter.hit("a", 3)).allowed).toBe(true);
    const refused = await limiter.hit("a", 3);
    expect(refused).toEqual({ allowed: false, limit: 3, remaining: 0, resetInMs: 60_000 });
    expect((await limiter.hit("b", 3)).allowed).toBe(true);
    t += 60_000;
    expect((await limiter.hit("a", 3)).remaining).toBe(2);
    // A weighted hit (an operation's cost against the cost budget) counts its weight.
    expect(await limiter.hit("cost", 30, 30)).toMatchObject({ allowed: true, remaining: 0 });
    expect((await limiter.hit("cost", 30, 5)).allowed).toBe(false);
  });

  it("redis: the same budget shared by two limiters (two API processes)", async () => {
    const t = 1_000_000 * 60_000 + 5;
    const bucket = `test-${Math.random().toString(36).slice(2)}`;
    const one = createRedisRateLimiter(redis, () => t);
    const two = createRedisRateLimiter(redis, () => t);
    expect((await one.hit(bucket, 2)).allowed).toBe(true);
    expect((await two.hit(bucket, 2)).allowed).toBe(true);
    expect((await one.hit(bucket, 2)).allowed).toBe(false);
    expect(await two.hit(`${bucket}-cost`, 30, 25)).toMatchObject({ allowed: true, remaining: 5 });
    expect((await one.hit(`${bucket}-cost`, 30, 6)).allowed).toBe(false);
  });
});
