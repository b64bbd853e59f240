/** What travels through the emitter when a match moves: ids only, never game data (each subscriber reads its own view). */
export type MatchSignal = { readonly matchId: string; readonly seq: number; readonly kind: "event" | "status" };

/** Publishes match movements to every API process's subscribers (Redis-backed emitter when configured). */
export type Live = { publishMatch(signal: MatchSignal): Promise<void> };

/** The emitter topic of one match. */
export const matchTopic = (matchId: string): string => `match.${matchId}`;

type PubSubLike = { publish(event: { topic: string; payload: unknown }, cb?: (err?: Error) => void): void };

/** A Live over mercurius's pubsub (looked up lazily: it exists only once mercurius is registered). */
export function createLive(pubsub: () => PubSubLike): Live {
  return {
    publishMatch: (signal) =>
      new Promise<void>((resolve, reject) => {
        pubsub().publish({ topic: matchTopic(signal.matchId), payload: signal }, (err) => (err ? reject(err) : resolve()));
      }),
  };
}
