import { randomUUID } from "node:crypto";
import type { Redis } from "ioredis";

/** One open subscription counted against a bucket; release it when the subscription ends (idempotent). */
export type SubscriptionSlot = { release(): void };

/** Counts the subscriptions open per bucket (an API client) against a limit, in this process or across all of them. */
export type SubscriptionSlots = {
  /** Takes one of `limit` slots of `bucket`, or null when all of them are held. */
  take(bucket: string, limit: number): Promise<SubscriptionSlot | null>;
  close(): Promise<void>;
};

/** Embedded mode (one API process): counts in memory. */
export function createMemorySubscriptionSlots(): SubscriptionSlots {
  const open = new Map<string, number>();
  return {
    async take(bucket, limit) {
      const n = open.get(bucket) ?? 0;
      if (n >= limit) return null;
      open.set(bucket, n + 1);
      let held = true;
      return {
        release() {
          if (!held) return;
          held = false;
          const left = (open.get(bucket) ?? 1) - 1;
          if (left <= 0) open.delete(bucket);
          else open.set(bucket, left);
        },
      };
    },
    async close() {
      open.clear();
    },
  };
}

/** How long a slot outlives its process: a process that died without releasing frees its slots after this. */
export const SLOT_LEASE_MS = 30_000;

/**
 * Shared by every API process: one Redis sorted set per bucket whose members are the open subscriptions, each
 * scored by the end of its lease; the process renews the leases of the slots it holds every third of a lease, so
 * the slots of a process that died lapse within SLOT_LEASE_MS instead of being held for ever. Taking a slot drops
 * lapsed members, adds one and counts in one MULTI. While Redis is unreachable it fails open to this process's own
 * count (`fallback`), as the rate limiter does: a Redis outage must not close every stream.
 */
export function createRedisSubscriptionSlots(redis: Redis, opts: { readonly now?: () => number; readonly leaseMs?: number; readonly fallback?: SubscriptionSlots } = {}): SubscriptionSlots {
  const now = opts.now ?? Date.now;
  const lease = opts.leaseMs ?? SLOT_LEASE_MS;
  const fallback = opts.fallback ?? createMemorySubscriptionSlots();
  const instance = randomUUID();
  const held = new Map<string, string>(); // member -> key
  let n = 0;
  const renew = setInterval(() => {
    if (held.size === 0) return;
    const until = now() + lease;
    const batch = redis.multi();
    for (const [member, key] of held) batch.zadd(key, "XX", until, member).pexpire(key, lease * 2);
    batch.exec().catch(() => undefined); // Redis away: the leases lapse; taking slots falls back meanwhile
  }, Math.max(1_000, Math.floor(lease / 3)));
  renew.unref();
  return {
    async take(bucket, limit) {
      const key = `tactica:subs:${bucket}`;
      const member = `${instance}:${++n}`;
      const t = now();
      let count: number;
      try {
        const out = (await redis.multi().zremrangebyscore(key, "-inf", t).zadd(key, t + lease, member).zcard(key).pexpire(key, lease * 2).exec()) as [unknown, unknown][];
        count = Number(out[2]?.[1]);
      } catch {
        return fallback.take(bucket, limit);
      }
      const drop = () => { redis.zrem(key, member).catch(() => undefined); };
      if (count > limit) {
        drop();
        return null;
      }
      held.set(member, key);
      return {
        release() {
          if (!held.delete(member)) return;
          drop();
        },
      };
    },
    async close() {
      clearInterval(renew);
      const members = [...held];
      held.clear();
      if (members.length > 0) await Promise.all(members.map(([member, key]) => redis.zrem(key, member))).catch(() => undefined);
      await fallback.close();
    },
  };
}
