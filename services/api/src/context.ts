import type { FastifyReply, FastifyRequest } from "fastify";
import type { AppDeps } from "./deps";
import type { SightingCache } from "./geometry/sighting-cache";

/** Per-process services built by buildApp from the deps (caches shared by all requests). */
export type AppServices = { readonly sightings: SightingCache };

/** What every resolver receives: the process's dependencies plus this request's logger and id. */
export type Context = AppDeps & AppServices & {
  readonly requestId: string;
  readonly log: FastifyRequest["log"];
};

/** Builds the per-request context (one per HTTP request, DataLoaders will live here). */
export function createContext(deps: AppDeps & AppServices, request: FastifyRequest, _reply: FastifyReply): Context {
  return { ...deps, requestId: String(request.id), log: request.log };
}
