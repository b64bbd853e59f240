import type { FastifyRequest } from "fastify";
import type { MQEmitter } from "mqemitter";
import type { Context } from "../context";
import type { AppServices } from "../context";
import type { AppDeps } from "../deps";
import type { KeyLookup } from "./authenticate";
import { keyFromHeader } from "./authenticate";
import { ANONYMOUS } from "./caller";
import type { Caller } from "./caller";
import { seatTokenOf } from "./install-auth";

type ConnectionInit = { payload?: unknown };

const stringField = (payload: unknown, name: string): string | undefined => {
  const v = payload && typeof payload === "object" ? (payload as Record<string, unknown>)[name] : undefined;
  return typeof v === "string" ? v : undefined;
};

/**
 * mercurius subscription options (graphql-ws): the connection_init payload carries
 * `{ authorization: "Bearer <key>", seatToken }`; an unknown key refuses the connection.
 */
export function subscriptionOptions(o: { services: AppDeps & AppServices; authenticate: (key: string | null) => Promise<KeyLookup>; emitter?: MQEmitter }) {
  return {
    ...(o.emitter ? { emitter: o.emitter } : {}),
    fullWsTransport: true,
    context: (_socket: unknown, request: FastifyRequest): Omit<Context, "pubsub"> => ({ ...o.services, requestId: String(request.id), log: request.log, caller: ANONYMOUS }),
    onConnect: async (data: ConnectionInit): Promise<false | { caller: Caller }> => {
      const auth = stringField(data.payload, "authorization");
      const key = keyFromHeader(auth);
      if (auth && !key) return false;
      const found = await o.authenticate(key);
      if (found.kind === "invalid") return false;
      return { caller: { client: found.kind === "client" ? found.client : null, seatToken: seatTokenOf(stringField(data.payload, "seatToken")) } };
    },
  };
}
