import { createServer } from "node:http";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { connect } from "./client";
import { TacticaError } from "./errors";

// The client against a stand-in HTTP endpoint that answers as the API does on contention (match/busy) and rate
// limits (429, Retry-After): it records every request body, so the retries and their idempotency keys are visible.
type Reply = { status?: number; headers?: Record<string, string>; body: unknown };
let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

async function endpoint(replies: Reply[]): Promise<{ url: string; seen: { body: { variables: { input?: { idempotencyKey?: string } } }; headers: IncomingMessage["headers"] }[] }> {
  const seen: { body: { variables: { input?: { idempotencyKey?: string } } }; headers: IncomingMessage["headers"] }[] = [];
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let text = "";
    req.on("data", (d: Buffer) => (text += d.toString()));
    req.on("end", () => {
      seen.push({ body: JSON.parse(text), headers: req.headers });
      const reply = replies.shift() ?? { status: 500, body: { errors: [{ message: "no reply left", extensions: { code: "internal/error" } }] } };
      res.writeHead(reply.status ?? 200, { "content-type": "application/json", ...reply.headers });
      res.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  const { port } = server!.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, seen };
}

const busy: Reply = { body: { data: null, errors: [{ message: "The match stayed contended", extensions: { code: "match/busy" } }] } };
const accepted: Reply = { body: { data: { submitCommand: { __typename: "CommandAccepted", eventNumber: 7, events: [], status: "active" } } } };

describe("Seat.submit", () => {
  it("sends a match/busy command again with the same idempotency key, the key and the seat token on every request", async () => {
    const { url, seen } = await endpoint([busy, busy, accepted]);
    const seat = connect({ url, apiKey: "tk_test" }).seat("m1", "A", "st_test");
    const result = await seat.submit({ type: "turn/draw_chit", payload: {} });
    expect(result).toMatchObject({ __typename: "CommandAccepted", eventNumber: 7 });
    expect(seen).toHaveLength(3);
    const keys = seen.map((s) => s.body.variables.input?.idempotencyKey);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(keys).size).toBe(1);
    expect(seen.map((s) => [s.headers.authorization, s.headers["x-seat-token"]])).toEqual(Array(3).fill(["Bearer tk_test", "st_test"]));
  });

  it("gives up after its retries with the API's typed error, and does not retry other errors", async () => {
    const { url, seen } = await endpoint([busy, busy, { body: { data: null, errors: [{ message: "Not a seat of this match", extensions: { code: "auth/seat_token_invalid" } }] } }]);
    const seat = connect({ url, apiKey: "tk_test" }).seat("m1", "A", "st_test");
    await expect(seat.submit({ type: "x", payload: {} }, { busyRetries: 1, idempotencyKey: "k1" })).rejects.toMatchObject({ code: "match/busy" });
    const err = await seat.submit({ type: "x", payload: {} }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TacticaError);
    expect(err).toMatchObject({ code: "auth/seat_token_invalid", message: "Not a seat of this match" });
    expect(seen).toHaveLength(3);
  });

  it("waits out a 429 for its Retry-After, then sends the request again", async () => {
    const { url, seen } = await endpoint([{ status: 429, headers: { "retry-after": "1" }, body: { errors: [{ message: "slow down", extensions: { code: "rate/limited" } }] } }, accepted]);
    const client = connect({ url, apiKey: "tk_test" });
    const started = Date.now();
    await expect(client.seat("m1", "A", "st").submit({ type: "x", payload: {} })).resolves.toMatchObject({ eventNumber: 7 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(seen).toHaveLength(2);
    expect(client.requests).toBe(2);
  });
});
