import mqEmitterRedis from "mqemitter-redis";
import type { AfterAccept } from "@tactica/matches";

/**
 * Wakes the API's subscribers when a job stores a command: the same message the API publishes after a
 * submitCommand (`{ matchId, seq, kind: "event" }` on topic `match.<id>`, ids only, never game data), sent on the
 * Redis emitter every API process listens to; each subscriber then reads its own seat's view.
 */
export function createMatchSignals(redisUrl: string): { readonly afterAccept: AfterAccept; close(): Promise<void> } {
  const emitter = mqEmitterRedis({ connectionString: redisUrl });
  return {
    afterAccept: (match, seq) =>
      new Promise<void>((resolve) => {
        // A lost signal never undoes a stored command: subscribers catch up with the next one.
        emitter.emit({ topic: `match.${match.id}`, payload: { matchId: match.id, seq, kind: "event" } }, () => resolve());
      }),
    close: () => new Promise<void>((resolve) => { emitter.close(() => resolve()); }),
  };
}
