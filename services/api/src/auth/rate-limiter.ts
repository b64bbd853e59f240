import type { Redis } from "ioredis";

/** The outcome of counting one request against a bucket's per-minute budget. */
export type RateDecision = { readonly allowed: boolean; readonly limit: number; readonly remaining: number; readonly resetInMs: number };

/** Counts requests per bucket (an API client, or an anonymous IP) in fixed one-minute windows. */
export type RateLimiter = {
  /** Counts `weight` (default 1: one request; an operation's cost for the cost budget) against `limit` per minute. */
  hit(bucket: string, limit: number, weight?: number): Promise<RateDecision>;
  close(): Promise<void>;
};

const WINDOW_MS = 60_000;

const decide = (count: number, limit: number, now: number): RateDecision => ({
  allowed: count <= limit,
  limit,
  remaining: Math.max(0, limit - count),
  resetInMs: WINDOW_MS - (now % WINDOW_MS),
});

/** Embedded mode: counts in this process's memory (one API process, so that is exact). */
export function createMemoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { window: number; count: number }>();
  return {
    async hit(bucket, limit, weight = 1) {
      const t = now();
      const window = Math.floor(t / WINDOW_MS);
      const entry = windows.get(bucket);
      const count = entry && entry.window === window ? entry.count + weight : weight;
      if (windows.size > 50_000) windows.clear();
      windows.set(bucket, { window, count });
      return decide(count, limit, t);
    },
    async close() {
      windows.clear();
    },
  };
}

/**
 * Shared by every API process: one Redis counter per bucket and minute, expiring with the window.
 * While Redis is unreachable it fails open to this process's own counters (`fallback`): each process then enforces
 * the limit alone, so a client spread over N processes may get up to N times its budget for the outage, where
 * refusing every request would turn a Redis outage into an API outage. Give it a connection without an offline
 * queue (`enableOfflineQueue: false`) so that a down Redis is noticed at once rather than after retries.
 */
export function createRedisRateLimiter(redis: Redis, now: () => number = Date.now, fallback: RateLimiter = createMemoryRateLimiter(now)): RateLimiter {
  return {
    async hit(bucket, limit, weight = 1) {
      const t = now();
      const key = `tactica:rate:${bucket}:${Math.floor(t / WINDOW_MS)}`;
      try {
        const [[, count]] = (await redis.multi().incrby(key, weight).pexpire(key, WINDOW_MS * 2).exec()) as [[unknown, number], [unknown, unknown]];
        return decide(count, limit, t);
      } catch {
        return fallback.hit(bucket, limit, weight);
      }
    },
    async close() {
      // The connection belongs to the caller.
      await fallback.close();
    },
  };
}
