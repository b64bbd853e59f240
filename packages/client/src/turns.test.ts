import { createServer } from "node:http";
import type { Server } from "node:http";
import { buildSchema } from "graphql";
import { useServer } from "graphql-ws/use/ws";
import { afterEach, describe, expect, it } from "vitest";
import { WebSocketServer } from "ws";
import { connect } from "./client";

// Seat.turns() against a stand-in server speaking graphql-ws (the library the API uses) with just the yourTurn
// field, and answering submitCommand over HTTP: the test decides which messages arrive and when, so the stream's
// rules are visible - a seat that cannot act is not woken, a message sent before the seat's own accepted command
// landed is skipped, and the generator returns the final status when the server completes the stream.
const schema = buildSchema(`
  scalar JSON
  enum MatchStatus { aborted active ended open }
  type Match { endReason: String view: JSON! }
  type YourTurn { eventNumber: Int! status: MatchStatus! canAct: Boolean! legalActions: [JSON!]! match: Match! }
  type Query { ok: Boolean }
  type Subscription { yourTurn(matchId: ID!, after: Int): YourTurn! }
`);
type Msg = { eventNumber: number; status?: string; canAct: boolean };

/** Messages pushed by the test, delivered in order to the subscriber; `end()` completes the stream. */
function channel() {
  const queue: Msg[] = [];
  let wake: (() => void) | undefined;
  let ended = false;
  return {
    push(m: Msg) { queue.push(m); wake?.(); },
    end() { ended = true; wake?.(); },
    async *stream() {
      for (;;) {
        while (queue.length === 0 && !ended) await new Promise<void>((r) => { wake = r; });
        const m = queue.shift();
        if (!m) return;
        const legalActions = m.canAct ? [{ type: "step", payload: { at: m.eventNumber } }] : [];
        yield { yourTurn: { status: "active", ...m, legalActions, match: { endReason: null, view: { at: m.eventNumber } } } };
      }
    },
  };
}

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

describe("Seat.turns() on the yourTurn stream", () => {
  it("yields only when the seat may act, skips a message older than its own accepted command, returns the end status", async () => {
    const ch = channel();
    const wss = new WebSocketServer({ noServer: true });
    let connectionParams: unknown;
    useServer({ schema, roots: { subscription: { yourTurn: () => ch.stream() } }, onConnect: (ctx) => { connectionParams = ctx.connectionParams; } }, wss);
    server = createServer((req, res) => {
      req.resume().on("end", () => {
        res.writeHead(200, { "content-type": "application/json" });
        res.end(JSON.stringify({ data: { submitCommand: { __typename: "CommandAccepted", eventNumber: 4, events: [], status: "active" } } }));
        // Sent before the command landed (event 3 still offers what event 4 changed), then the one after it.
        setTimeout(() => ch.push({ eventNumber: 3, canAct: true }), 50);
        setTimeout(() => ch.push({ eventNumber: 4, canAct: true }), 150);
        setTimeout(() => { ch.push({ eventNumber: 5, status: "ended", canAct: false }); ch.end(); }, 250);
      });
    });
    server.on("upgrade", (req, socket, head) => wss.handleUpgrade(req, socket, head, (ws) => wss.emit("connection", ws, req)));
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as { port: number };

    const seat = connect({ url: `http://127.0.0.1:${port}`, apiKey: "tk_test" }).seat("m1", "A", "st_test");
    ch.push({ eventNumber: 1, canAct: false });
    ch.push({ eventNumber: 2, canAct: true });
    const seen: number[] = [];
    const turns = seat.turns();
    let next = await turns.next();
    while (!next.done) {
      seen.push(next.value.eventNumber);
      expect(next.value.view).toEqual({ at: next.value.eventNumber });
      if (next.value.eventNumber === 2) await seat.submit(next.value.actions[0]!);
      next = await turns.next();
    }
    expect(seen).toEqual([2, 4]);
    expect(next.value).toBe("ended");
    expect(connectionParams).toEqual({ authorization: "Bearer tk_test", seatToken: "st_test" });
    wss.close();
  });
});
