import type { FastifyRequest } from "fastify";
import type { MQEmitter } from "mqemitter";
import type { Context } from "../context";
import type { AppServices } from "../context";
import type { AppDeps } from "../deps";
import type { KeyLookup } from "./authenticate";
import { INVALID_KEY_MESSAGE, keyFromHeader } from "./authenticate";
import { ANONYMOUS } from "./caller";
import type { Caller } from "./caller";
import { seatTokenOf } from "./install-auth";

type ConnectionInit = { payload?: unknown };

const stringField = (payload: unknown, name: string): string | undefined => {
  const v = payload && typeof payload === "object" ? (payload as Record<string, unknown>)[name] : undefined;
  return typeof v === "string" ? v : undefined;
};

/** The 4401 Unauthorized close (graphql-ws PROTOCOL.md) of a connection whose connection_init carries a bad key. */
export const CLOSE_INVALID_KEY = 4401;

/** What mercurius binds `this` to when it calls onConnect: the connection, whose socket can close with a code. */
type ConnectionThis = { readonly socket?: { close(code: number, reason: string): void } } | undefined;

/**
 * mercurius subscription options (graphql-ws): the connection_init payload carries
 * `{ authorization: "Bearer <key>", seatToken }`. An unknown, revoked or malformed key closes the connection with
 * 4401 Unauthorized and a readable reason (graphql-ws clients do not retry it), instead of mercurius's own
 * `connection_error` frame, which is not part of the graphql-transport-ws protocol. No key is anonymous: the
 * connection is acknowledged and a keyed subscription answers `auth/unauthenticated` (reason `missing_key`), as over
 * HTTP. Scopes are per operation (every key holds read), so they are errors of a subscription, never a close.
 */
export function subscriptionOptions(o: { services: AppDeps & AppServices; authenticate: (key: string | null) => Promise<KeyLookup>; emitter?: MQEmitter }) {
  const lookup = async (payload: unknown): Promise<KeyLookup> => {
    const raw = payload && typeof payload === "object" ? (payload as Record<string, unknown>).authorization : undefined;
    if (raw === undefined || raw === null || raw === "") return { kind: "none" };
    if (typeof raw !== "string") return { kind: "invalid" };
    const key = keyFromHeader(raw);
    return key ? o.authenticate(key) : { kind: "invalid" };
  };
  return {
    ...(o.emitter ? { emitter: o.emitter } : {}),
    fullWsTransport: true,
    // Once per connection: wsConnection counts the connection's open subscriptions (shared by their contexts).
    context: (_socket: unknown, request: FastifyRequest): Omit<Context, "pubsub"> => ({ ...o.services, requestId: String(request.id), log: request.log, caller: ANONYMOUS, wsConnection: { open: 0 } }),
    onConnect: async function (this: ConnectionThis, data: ConnectionInit): Promise<false | { caller: Caller }> {
      const found = await lookup(data.payload);
      if (found.kind === "invalid") {
        // mercurius then tries its connection_error frame on the closing socket, which sends nothing.
        this?.socket?.close(CLOSE_INVALID_KEY, INVALID_KEY_MESSAGE);
        return false;
      }
      return { caller: { client: found.kind === "client" ? found.client : null, seatToken: seatTokenOf(stringField(data.payload, "seatToken")) } };
    },
  };
}
