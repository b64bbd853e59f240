import type { FastifyReply, FastifyRequest } from "fastify";
import type { AppDeps } from "./deps";

/** What every resolver receives: the process's dependencies plus this request's logger and id. */
export type Context = AppDeps & {
  readonly requestId: string;
  readonly log: FastifyRequest["log"];
};

/** Builds the per-request context (one per HTTP request, DataLoaders will live here). */
export function createContext(deps: AppDeps, request: FastifyRequest, _reply: FastifyReply): Context {
  return { ...deps, requestId: String(request.id), log: request.log };
}
