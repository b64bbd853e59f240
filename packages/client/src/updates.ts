import { createClient } from "graphql-ws";
import { YourTurnDocument } from "./generated/graphql";
import type { YourTurnSubscription } from "./generated/graphql";
import { TacticaError, toTacticaError } from "./errors";
import type { GraphQLErrorBody } from "./errors";
import type { Transport } from "./transport";

/** One message of the `yourTurn` subscription. */
export type YourTurnMessage = YourTurnSubscription["yourTurn"];

/** A seat's `yourTurn` stream, read one message at a time; messages that queued up meanwhile collapse to the newest. */
export interface YourTurnStream {
  /** The newest message not read yet (waiting for one), or undefined once the server completed the stream. */
  next(): Promise<YourTurnMessage | undefined>;
  close(): Promise<void>;
}

/** The WebSocket class to use: the one given, the global one (browsers, Node 22+), else the `ws` package. */
async function webSocketImpl(given: unknown): Promise<unknown> {
  if (given) return given;
  const global = (globalThis as { WebSocket?: unknown }).WebSocket;
  return typeof global === "function" ? global : (await import("ws")).default;
}

/** Subscribes to `yourTurn` as a seat (its token in `connection_init`). */
export async function openYourTurn(transport: Transport, matchId: string, seatToken: string, after?: number): Promise<YourTurnStream> {
  const ws = createClient({
    url: transport.endpoint.replace(/^http/, "ws"),
    webSocketImpl: await webSocketImpl(transport.options.webSocketImpl),
    connectionParams: { authorization: `Bearer ${transport.options.apiKey}`, seatToken },
    retryAttempts: 5,
  });
  let latest: YourTurnMessage | undefined;
  let failure: TacticaError | undefined;
  let done = false;
  let wake: (() => void) | undefined;
  const stop = ws.subscribe<YourTurnSubscription>(
    { query: YourTurnDocument.toString(), variables: { matchId, ...(after === undefined ? {} : { after }) } },
    {
      next: (msg) => {
        if (msg.errors?.length) failure = toTacticaError(msg.errors as readonly GraphQLErrorBody[]);
        else if (msg.data) latest = msg.data.yourTurn;
        wake?.();
      },
      error: (e) => {
        const body = Array.isArray(e) ? (e as GraphQLErrorBody[]) : undefined;
        failure = body ? toTacticaError(body) : new TacticaError(`the yourTurn stream failed: ${String((e as { reason?: string })?.reason ?? e)}`, "client/closed");
        wake?.();
      },
      complete: () => { done = true; wake?.(); },
    },
  );
  return {
    async next() {
      while (!latest && !failure && !done) await new Promise<void>((resolve) => { wake = resolve; });
      wake = undefined;
      if (failure) throw failure;
      const message = latest;
      latest = undefined;
      return message;
    },
    async close() { stop(); await ws.dispose(); },
  };
}
