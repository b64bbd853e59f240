import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "@tactica/db";
import type { KeyLookup } from "./authenticate";
import { INVALID_KEY_MESSAGE, createAuthenticator, keyFromHeader } from "./authenticate";
import type { RateLimiter } from "./rate-limiter";
import { setCaller } from "./request-caller";

/** Options of the auth hook. */
export type AuthOptions = {
  readonly db: Db;
  readonly limiter: RateLimiter;
  /** Requests per minute per IP for requests without a key. */
  readonly anonymousPerMinute: number;
};

const MAX_SEAT_TOKEN = 200;
const GRAPHQL_ROUTE = "/graphql";

/** A WebSocket handshake that @fastify/websocket took over (the server's 'upgrade' event), not just an Upgrade header. */
const isWebSocketUpgrade = (request: FastifyRequest): boolean => request.method === "GET" && (request as FastifyRequest & { ws?: unknown }).ws === true;

const refuse = (reply: FastifyReply, status: number, code: string, message: string, extra: Record<string, unknown> = {}) =>
  reply.code(status).type("application/json").send({ errors: [{ message, extensions: { code, ...extra } }] });

/** The seat token of a request (`X-Seat-Token` header), if well formed. */
export function seatTokenOf(header: string | string[] | undefined): string | null {
  const value = Array.isArray(header) ? header[0] : header;
  return value && value.length <= MAX_SEAT_TOKEN ? value : null;
}

/**
 * Before GraphQL runs: resolves the API key (401 `auth/unauthenticated`, reason `invalid_key`, for an unknown or revoked key),
 * counts the request against the key's (or the anonymous IP's) per-minute budget (429 `rate/limited` with
 * Retry-After), and records the caller for createContext. Real WebSocket upgrades authenticate in onConnect.
 */
export function installAuth(app: FastifyInstance, opts: AuthOptions): (key: string | null) => Promise<KeyLookup> {
  const authenticate = createAuthenticator(opts.db);
  app.addHook("preHandler", async (request, reply) => {
    // Decided on the routed path (a percent-encoded /%67raphql routes here too), and only a real WebSocket upgrade of
    // the subscription route is left to connection_init (@fastify/websocket sets request.ws for those alone): an
    // Upgrade header on an ordinary request changes nothing (issue 17).
    if (request.routeOptions.url !== GRAPHQL_ROUTE || isWebSocketUpgrade(request)) return;
    const auth = request.headers.authorization;
    const key = keyFromHeader(auth);
    const found = auth && !key ? ({ kind: "invalid" } as const) : await authenticate(key);
    if (found.kind === "invalid") return refuse(reply, 401, "auth/unauthenticated", INVALID_KEY_MESSAGE, { reason: "invalid_key" });
    const client = found.kind === "client" ? found.client : null;
    const bucket = client ? `client:${client.id}` : `ip:${request.ip}`;
    const decision = await opts.limiter.hit(bucket, client?.rateLimitPerMinute ?? opts.anonymousPerMinute);
    reply.header("x-ratelimit-limit", decision.limit);
    reply.header("x-ratelimit-remaining", decision.remaining);
    reply.header("x-ratelimit-reset", Math.ceil(decision.resetInMs / 1000));
    if (!decision.allowed) {
      reply.header("retry-after", Math.ceil(decision.resetInMs / 1000));
      return refuse(reply, 429, "rate/limited", `Rate limit of ${decision.limit} requests per minute reached; retry in ${Math.ceil(decision.resetInMs / 1000)} s.`);
    }
    setCaller(request, { client, seatToken: seatTokenOf(request.headers["x-seat-token"]) });
    return undefined;
  });
  return authenticate;
}
