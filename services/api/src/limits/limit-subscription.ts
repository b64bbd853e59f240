import type { Context } from "../context";
import { apiError } from "../errors";
import type { SubscriptionSlot, SubscriptionSlots } from "./subscription-slots";

/** The subscription limits of an API process (BuildAppOptions.subscriptions; config SUBSCRIPTIONS_PER_*). */
export type SubscriptionLimits = {
  readonly slots: SubscriptionSlots;
  /** Most subscriptions one WebSocket connection may have open at once. */
  readonly perConnection: number;
  /** Most subscriptions one API key may have open at once, over every connection and API process. */
  readonly perKey: number;
};

/** The state of one WebSocket connection shared by its subscriptions' contexts (mercurius copies the context shallowly). */
export type WsConnection = { open: number };

/** Defaults: a client rarely needs more than a few streams per socket; a key serves many sockets (a bot farm, a lobby). */
export const SUBSCRIPTIONS_PER_CONNECTION = 20;
export const SUBSCRIPTIONS_PER_KEY = 200;

type LimitContext = Pick<Context, "subscriptionLimits" | "wsConnection" | "caller">;

/**
 * Opens a subscription's stream (`open`) within the limits: refused with request/too_many_subscriptions (reason
 * `connection_limit` or `key_limit`, and the limit) before anything is read when the connection or the key has
 * as many open as allowed. The slots are given back when the stream ends, whichever way (completed, stopped by the
 * client, connection closed, or failed to open).
 */
export async function limitSubscription<T>(ctx: LimitContext, open: () => Promise<AsyncIterable<T>>): Promise<AsyncIterable<T>> {
  const limits = ctx.subscriptionLimits;
  const conn = ctx.wsConnection;
  if (!limits || !conn) return open();
  if (conn.open >= limits.perConnection) {
    throw apiError("request/too_many_subscriptions", `This connection already has ${conn.open} subscriptions open, the most one WebSocket connection may have: stop one (complete) before starting another, or open another connection.`, { reason: "connection_limit", limit: limits.perConnection });
  }
  conn.open += 1;
  const client = ctx.caller.client?.id;
  let slot: SubscriptionSlot | null = null;
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    conn.open -= 1;
    slot?.release();
  };
  try {
    if (client) {
      slot = await limits.slots.take(`key:${client}`, limits.perKey);
      if (!slot) {
        throw apiError("request/too_many_subscriptions", `This API key already has ${limits.perKey} subscriptions open (over all its connections), the most one key may have: stop some before starting another.`, { reason: "key_limit", limit: limits.perKey });
      }
    }
    return withRelease(await open(), release);
  } catch (e) {
    release();
    throw e;
  }
}

/**
 * The stream, calling `release` once when it ends: done, thrown, or returned by its consumer. return() releases at
 * once (a generator waiting for its next signal would otherwise only notice on that signal) and passes it on.
 */
function withRelease<T>(source: AsyncIterable<T>, release: () => void): AsyncIterableIterator<T> {
  const it = source[Symbol.asyncIterator]();
  return {
    [Symbol.asyncIterator]() { return this; },
    async next() {
      try {
        const r = await it.next();
        if (r.done) release();
        return r;
      } catch (e) {
        release();
        throw e;
      }
    },
    async return(value?: unknown) {
      release();
      void it.return?.(value)?.catch(() => undefined);
      return { done: true, value: undefined };
    },
    async throw(e?: unknown) {
      release();
      if (it.throw) return it.throw(e);
      throw e;
    },
  };
}
