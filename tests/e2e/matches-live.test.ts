import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIVE, SUBMIT, startMatchApi, subscribeWs } from "./matches-fixture";
import type { MatchApi } from "./matches-fixture";

// Two API processes (two apps, each with its own Redis emitter connections and no shared memory) on one
// PostgreSQL database and one Redis: a subscriber on one sees the events of a mutation on the other, and
// commands arriving at both at once still make one gap-free log.
let a: MatchApi;
let b: MatchApi;
let urlA = "";
let urlB = "";
beforeAll(async () => {
  a = await startMatchApi({ redis: true });
  b = await startMatchApi({ redis: true, databaseUrl: a.t.databaseUrl });
  urlA = await a.t.app.listen({ host: "127.0.0.1", port: 0 });
  urlB = await b.t.app.listen({ host: "127.0.0.1", port: 0 });
});
afterAll(async () => {
  await b?.t.close();
  await a?.t.close();
});

type Update = { data?: { matchEvents?: { eventNumber: number; status: string; events: Array<{ type: string }> } } };

describe("live updates across API processes", () => {
  it("a subscriber on process B sees a command submitted on process A, as its own seat", async () => {
    const { matchId, red, blue } = await a.createDuel();
    const blueSub = await subscribeWs(urlB, LIVE, { m: matchId }, { key: a.readKey, seat: blue });
    const watcher = await subscribeWs(urlB, LIVE, { m: matchId }, { key: a.readKey });
    const sent = await a.gql(SUBMIT, { i: { matchId, type: "note", payload: { text: "over redis" } } }, { key: a.playKey, seat: red });
    expect(sent.body.data?.submitCommand).toMatchObject({ eventNumber: 1 });
    const [first] = (await blueSub.waitFor(1)) as Update[];
    expect(first?.data?.matchEvents).toMatchObject({ eventNumber: 1, status: "active", events: [{ type: "scout/noted" }] });
    expect(((await watcher.waitFor(1)) as Update[])[0]?.data?.matchEvents?.eventNumber).toBe(1);
    await a.gql("mutation($m: ID!) { resign(matchId: $m) { status } }", { m: matchId }, { key: a.playKey, seat: red });
    const updates = (await blueSub.waitFor(2)) as Update[];
    expect(updates[1]?.data?.matchEvents).toMatchObject({ eventNumber: 1, status: "ended", events: [] });
    blueSub.close();
    watcher.close();
  });

  it("refuses a subscription connection with an unknown key", async () => {
    const sub = await Promise.race([
      subscribeWs(urlA, LIVE, { m: "x" }, { key: "tk_unknown" }).then(() => "connected"),
      new Promise((r) => setTimeout(() => r("refused"), 1_500)),
    ]);
    expect(sub).toBe("refused");
  });

  it("50 concurrent submitCommand calls, split over both processes, make one log with no gaps or duplicates", async () => {
    const { matchId, red, blue } = await a.createDuel();
    const sends = Array.from({ length: 50 }, (_, i) => (i % 2 ? a : b).gql(SUBMIT, { i: { matchId, type: "note", payload: { text: `c${i}` }, idempotencyKey: `c-${i}` } }, { key: a.playKey, seat: i % 3 ? red : blue }));
    const results = await Promise.all(sends);
    const numbers = results.map((r) => (r.body.data?.submitCommand as { eventNumber?: number } | undefined)?.eventNumber);
    expect(results.filter((r) => r.body.errors)).toEqual([]);
    expect([...numbers].sort((x, y) => (x ?? 0) - (y ?? 0))).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    const rows = await a.t.db.prisma.matchEvent.findMany({ where: { matchId }, select: { seq: true, command: true }, orderBy: { seq: "asc" } });
    expect(rows.map((r) => r.seq)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    const texts = new Set(rows.map((r) => (r.command as { payload: { text: string } }).payload.text));
    expect(texts.size).toBe(50);
    const verified = await b.gql("query($m: ID!) { verifyMatch(id: $m) { ok steps } }", { m: matchId }, { key: a.readKey });
    expect(verified.body.data?.verifyMatch).toEqual({ ok: true, steps: 50 });
    const replayed = await a.gql(SUBMIT, { i: { matchId, type: "note", payload: { text: "c7" }, idempotencyKey: "c-7" } }, { key: a.playKey, seat: 7 % 3 ? red : blue });
    expect(replayed.body.data?.submitCommand).toEqual(results[7]?.body.data?.submitCommand);
  });
});
