// A client of the API as a bot author writes one (tests/e2e/stream-*.test.ts): GraphQL over real HTTP (fetch) and
// graphql-ws over a real WebSocket, counting what it sends: HTTP requests, WebSocket connections and operations.
import { createClient } from "graphql-ws";
import type { Client } from "graphql-ws";
import WebSocket from "ws";

/** What a client sent so far. */
export type Sent = { http: number; wsConnections: number; wsOperations: number };

/** A graphql-ws subscription's messages, errors and completion. */
export type Stream<T> = { messages: T[]; errors: unknown[]; completed: boolean; next(n: number, timeoutMs?: number): Promise<T[]>; close(): void };

export type BotClient = {
  sent: Sent;
  gql<T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>): Promise<{ data?: T; errors?: Array<{ message: string; extensions?: { code?: string } }> }>;
  subscribe<T>(query: string, variables: Record<string, unknown>, onMessage?: (m: T) => void | Promise<void>): Promise<Stream<T>>;
  close(): Promise<void>;
};

/** A client of one API process with an API key and, optionally, a seat token. */
export function createBotClient(baseUrl: string, as: { key: string; seat?: string }): BotClient {
  const sent: Sent = { http: 0, wsConnections: 0, wsOperations: 0 };
  let ws: Client | undefined;
  let connected: Promise<void> | undefined;
  const socket = () => {
    if (!ws) {
      ws = createClient({
        url: `${baseUrl.replace(/^http/, "ws")}/graphql`,
        webSocketImpl: WebSocket,
        connectionParams: { authorization: `Bearer ${as.key}`, ...(as.seat ? { seatToken: as.seat } : {}) },
        retryAttempts: 0,
        lazy: false,
        on: { connecting: () => { sent.wsConnections += 1; } },
      });
      connected = new Promise<void>((resolve) => ws?.on("connected", () => resolve()));
    }
    return { client: ws, connected: connected as Promise<void> };
  };
  return {
    sent,
    async gql(query, variables = {}) {
      sent.http += 1;
      const res = await fetch(`${baseUrl}/graphql`, {
        method: "POST",
        body: JSON.stringify({ query, variables }),
        headers: { "content-type": "application/json", authorization: `Bearer ${as.key}`, ...(as.seat ? { "x-seat-token": as.seat } : {}) },
      });
      return (await res.json()) as never;
    },
    async subscribe<T>(query: string, variables: Record<string, unknown>, onMessage?: (m: T) => void | Promise<void>) {
      const { client, connected: up } = socket();
      const stream: Stream<T> = {
        messages: [], errors: [], completed: false,
        async next(n, timeoutMs = 8_000) {
          const deadline = Date.now() + timeoutMs;
          while (stream.messages.length < n && stream.errors.length === 0 && !stream.completed && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
          return stream.messages;
        },
        close: () => stop(),
      };
      // Messages are handled one at a time, in order, as a bot would (its next move waits for its last one).
      let chain = Promise.resolve();
      sent.wsOperations += 1;
      const stop = client.subscribe<T>({ query, variables }, {
        next: (m) => { chain = chain.then(async () => { stream.messages.push(m.data as T); if (m.errors) stream.errors.push(m.errors); await onMessage?.(m.data as T); }); },
        error: (e) => { stream.errors.push(e); },
        complete: () => { chain = chain.then(() => { stream.completed = true; }); },
      });
      await up;
      return stream;
    },
    async close() {
      await ws?.dispose();
    },
  };
}
