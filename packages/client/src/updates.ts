import { createClient } from "graphql-ws";
import type { Client } from "graphql-ws";
import { MatchUpdatesDocument } from "./generated/graphql";
import type { MatchUpdatesSubscription } from "./generated/graphql";
import type { Transport } from "./transport";

/** One seat's live `matchEvents` subscription, reduced to "the match moved past event n". */
export interface MatchSignal {
  /** The newest event number heard (-1: none yet). */
  readonly latest: number;
  /** Resolves once an update past `eventNumber` arrives, or after `timeoutMs` (a lost signal costs one poll). */
  waitPast(eventNumber: number, timeoutMs: number): Promise<void>;
  close(): Promise<void>;
}

/** The WebSocket class to use: the one given, the global one (browsers, Node 22+), else the `ws` package. */
async function webSocketImpl(given: unknown): Promise<unknown> {
  if (given) return given;
  if (typeof (globalThis as { WebSocket?: unknown }).WebSocket === "function") return (globalThis as { WebSocket?: unknown }).WebSocket;
  return (await import("ws")).default;
}

/** Subscribes to a match as a seat (its token in `connection_init`) and waits until the server has acknowledged it. */
export async function openMatchSignal(transport: Transport, matchId: string, seatToken: string): Promise<MatchSignal> {
  const ws: Client = createClient({
    url: transport.endpoint.replace(/^http/, "ws"),
    webSocketImpl: await webSocketImpl(transport.options.webSocketImpl),
    connectionParams: { authorization: `Bearer ${transport.options.apiKey}`, seatToken },
    retryAttempts: 5,
    lazy: false,
  });
  let latest = -1;
  let wake: (() => void) | undefined;
  const acked = new Promise<void>((resolve) => { ws.on("connected", () => resolve()); });
  const stop = ws.subscribe<MatchUpdatesSubscription>(
    { query: MatchUpdatesDocument.toString(), variables: { matchId } },
    {
      next: (msg) => {
        const n = msg.data?.matchEvents.eventNumber;
        if (typeof n === "number" && n > latest) latest = n;
        if (msg.data && msg.data.matchEvents.status !== "active") latest = Number.MAX_SAFE_INTEGER;
        wake?.();
      },
      error: () => wake?.(),
      complete: () => wake?.(),
    },
  );
  await Promise.race([acked, new Promise((r) => setTimeout(r, 5_000))]);
  return {
    get latest() { return latest; },
    waitPast(eventNumber, timeoutMs) {
      if (latest > eventNumber) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const timer = setTimeout(done, timeoutMs);
        function done() { clearTimeout(timer); wake = undefined; resolve(); }
        wake = () => { if (latest > eventNumber) done(); };
      });
    },
    async close() { stop(); await ws.dispose(); },
  };
}
