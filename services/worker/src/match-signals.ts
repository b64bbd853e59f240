import mqEmitterRedis from "mqemitter-redis";
import type { AfterAccept } from "@tactica/matches";
import { createRedis } from "@tactica/queue";

type Warn = (obj: object, msg: string) => void;

/**
 * Wakes the API's subscribers when a job stores a command: the same message the API publishes after a
 * submitCommand (`{ matchId, seq, kind: "event" }` on topic `match.<id>`, ids only, never game data), sent on the
 * Redis emitter every API process listens to; each subscriber then reads its own seat's view.
 *
 * Redis may be away: the emitter's connection errors are logged (unheard, mqemitter-redis's `error` event kills
 * the process), and the publishing connection keeps no offline queue, so while Redis is down a signal fails at once
 * and the job goes on; ioredis reconnects by itself.
 */
export function createMatchSignals(redisUrl: string, warn: Warn = defaultWarn): { readonly afterAccept: AfterAccept; close(): Promise<void> } {
  const pubConn = createRedis(redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
  // mqemitter-redis always opens a subscriber connection too; the worker never subscribes.
  const subConn = createRedis(redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
  const emitter = mqEmitterRedis({ pubConn, subConn });
  let lastWarn = 0;
  // `state` (where mqemitter-redis re-emits connection errors) is missing from its type declarations.
  (emitter as unknown as { state: NodeJS.EventEmitter }).state.on("error", (err: Error) => {
    if (Date.now() - lastWarn < 10_000) return;
    lastWarn = Date.now();
    warn({ error: err.message }, "match signals: Redis unreachable; subscribers catch up with the next signal");
  });
  return {
    afterAccept: (match, seq) =>
      new Promise<void>((resolve) => {
        // A lost signal never undoes a stored command: subscribers catch up with the next one.
        emitter.emit({ topic: `match.${match.id}`, payload: { matchId: match.id, seq, kind: "event" } }, () => resolve());
      }),
    close: async () => {
      await Promise.race([new Promise<void>((resolve) => { emitter.close(() => resolve()); }), new Promise<void>((resolve) => setTimeout(resolve, 1_000).unref())]);
      pubConn.disconnect();
      subConn.disconnect();
    },
  };
}

// The sandboxed child has no logger of its own: one JSON line on stderr, which the worker process passes through.
const defaultWarn: Warn = (obj, msg) => process.stderr.write(`${JSON.stringify({ level: 40, name: "worker-child", msg, ...obj })}\n`);
