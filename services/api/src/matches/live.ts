import { Redis } from "ioredis";
import mqEmitterRedis from "mqemitter-redis";

/** What travels through the emitter when a match moves: ids only, never game data (each subscriber reads its own view). */
export type MatchSignal = { readonly matchId: string; readonly seq: number; readonly kind: "event" | "status" };

/** Publishes match movements to every API process's subscribers (Redis-backed emitter when configured). */
export type Live = { publishMatch(signal: MatchSignal): Promise<void> };

/** The emitter topic of one match. */
export const matchTopic = (matchId: string): string => `match.${matchId}`;

type PubSubLike = { publish(event: { topic: string; payload: unknown }, cb?: (err?: Error) => void): void };
type Warn = (obj: object, msg: string) => void;

/**
 * A Live over mercurius's pubsub (looked up lazily: it exists only once mercurius is registered). A signal that
 * cannot be sent (Redis down) is logged and dropped, never an error: the change it announces is already stored,
 * and subscribers catch up with the next signal (each one reads the stored event and status).
 */
export function createLive(pubsub: () => PubSubLike, warn: Warn = () => undefined): Live {
  return {
    publishMatch: (signal) =>
      new Promise<void>((resolve) => {
        pubsub().publish({ topic: matchTopic(signal.matchId), payload: signal }, (err) => {
          if (err) warn({ matchId: signal.matchId, seq: signal.seq, error: err.message }, "live signal not sent (Redis unreachable); subscribers catch up with the next one");
          resolve();
        });
      }),
  };
}

/** Calls `warn` at most once per `everyMs` (a Redis outage raises an error per reconnect attempt and connection). */
export function throttled(warn: Warn, everyMs = 10_000): Warn {
  let last = 0;
  let dropped = 0;
  return (obj, msg) => {
    const now = Date.now();
    if (now - last < everyMs) { dropped += 1; return; }
    last = now;
    warn({ ...obj, ...(dropped > 0 ? { repeated: dropped } : {}) }, msg);
    dropped = 0;
  };
}

export type RedisEmitter = { readonly emitter: ReturnType<typeof mqEmitterRedis>; close(): Promise<void> };

/**
 * The Redis emitter that fans subscriptions out across API processes, built to outlive a Redis outage:
 * - its errors are logged (mqemitter-redis re-emits connection errors on `state`; unheard, they killed the process);
 * - the subscriber connection queues SUBSCRIBEs until Redis is back and re-subscribes every topic on reconnect
 *   (ioredis autoResubscribe), so a subscriber connected before the outage hears the commands after it;
 * - the publisher connection does not queue: while Redis is down a publish fails at once (createLive drops it)
 *   instead of holding the request that stored the command.
 */
export function createRedisEmitter(url: string, warn: Warn): RedisEmitter {
  const log = throttled(warn);
  const subConn = new Redis(url, { maxRetriesPerRequest: null, autoResubscribe: true });
  const pubConn = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
  const emitter = mqEmitterRedis({ subConn, pubConn });
  // `state` (where mqemitter-redis re-emits connection errors) is missing from its type declarations.
  (emitter as unknown as { state: NodeJS.EventEmitter }).state.on("error", (err: Error) => log({ error: err.message }, "redis emitter: connection error (subscriptions resume when Redis is back)"));
  return {
    emitter,
    async close() {
      // QUIT waits for a reply that never comes while Redis is down: give it a moment, then drop the sockets.
      await Promise.race([new Promise<void>((resolve) => emitter.close(() => resolve())), new Promise<void>((resolve) => setTimeout(resolve, 1_000).unref())]);
      subConn.disconnect();
      pubConn.disconnect();
    },
  };
}
