import type { FastifyReply, FastifyRequest } from "fastify";
import type { Caller } from "./auth/caller";
import { callerOf } from "./auth/request-caller";
import type { AppDeps } from "./deps";
import type { SightingCache } from "./geometry/sighting-cache";
import type { Live } from "./matches/live";
import type { SubscriptionLimits, WsConnection } from "./limits/limit-subscription";

/** Per-process services built by buildApp from the deps (caches shared by all requests, the live bus). */
export type AppServices = {
  readonly sightings: SightingCache;
  readonly live: Live;
  /** Serializes commands per match inside this process (the database's lastSeq check covers the others). */
  readonly matchLock: <T>(key: string, task: () => Promise<T>) => Promise<T>;
  /** How many subscriptions a connection and a key may hold open (limits/limit-subscription.ts). */
  readonly subscriptionLimits?: SubscriptionLimits;
};

/** mercurius's per-subscription pubsub (present in subscription contexts). */
export type SubscriptionPubSub = { subscribe(topics: string | string[]): Promise<AsyncIterable<unknown>> };

/** What every resolver receives: the process's dependencies plus this request's logger, id and caller. */
export type Context = AppDeps & AppServices & {
  readonly requestId: string;
  readonly log: FastifyRequest["log"];
  /** Who is calling (API key's client, seat token); see src/auth. */
  readonly caller: Caller;
  readonly pubsub?: SubscriptionPubSub;
  /** A subscription's WebSocket connection (absent over HTTP). */
  readonly wsConnection?: WsConnection;
};

/** Builds the per-request context (one per HTTP request, DataLoaders will live here). */
export function createContext(deps: AppDeps & AppServices, request: FastifyRequest, _reply: FastifyReply): Context {
  return { ...deps, requestId: String(request.id), log: request.log, caller: callerOf(request) };
}
