import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SUBMIT, startMatchApi, subscribeWs } from "./matches-fixture";
import type { LiveSub, MatchApi } from "./matches-fixture";

// matchEvents(matchId, after:) as a client uses it (graphql-ws over a real WebSocket, real PostgreSQL and Redis):
// a seat that lost its connection resubscribes with the last event number it saw and gets exactly what it missed, in
// order, then the live stream, with no gap and no duplicate - and the replay is filtered per seat like the live
// stream (red's whisper, an event addressed to red only, never reaches blue). Two API processes share the Redis
// emitter: the replay and the live part work whichever process stored the commands.
const RESUME = "subscription($m: ID!, $a: Int) { matchEvents(matchId: $m, after: $a) { eventNumber status events } }";
const WHISPER = "RED-WHISPER-RESUME";

type Update = { data?: { matchEvents?: { eventNumber: number; status: string; events: Array<{ type: string; data?: { text?: string } }> } }; errors?: Array<{ message: string; extensions?: { code?: string } }> };

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

const numbers = (sub: LiveSub) => (sub.messages as Update[]).map((m) => m.data?.matchEvents?.eventNumber);
const note = (api: MatchApi, matchId: string, seat: string, text: string) => api.gql(SUBMIT, { i: { matchId, type: "note", payload: { text } } }, { key: api.playKey, seat });
const whisper = (api: MatchApi, matchId: string, seat: string) => api.gql(SUBMIT, { i: { matchId, type: "whisper", payload: { text: WHISPER } } }, { key: api.playKey, seat });
const accepted = async (r: ReturnType<typeof note>) => {
  const body = (await r).body.data?.submitCommand as { __typename?: string; eventNumber?: number } | undefined;
  expect(body?.__typename).toBe("CommandAccepted");
  return body?.eventNumber;
};

describe("matchEvents(after:): resume without gap or duplicate", () => {
  it("a seat that disconnects and resubscribes with after gets exactly the 3 steps it missed, in order, then live ones; its hidden step stays hidden", async () => {
    const { matchId, red, blue } = await a.createDuel();
    const first = await subscribeWs(urlA, RESUME, { m: matchId }, { key: a.readKey, seat: blue });
    expect(await accepted(note(a, matchId, red, "one"))).toBe(1);
    await first.waitFor(1);
    expect(numbers(first)).toEqual([1]);
    const lastSeen = (first.messages[0] as Update).data?.matchEvents?.eventNumber ?? -1;
    first.close();

    // Missed while disconnected: a public note, red's whisper (addressed to red), a public note.
    expect(await accepted(note(a, matchId, red, "two"))).toBe(2);
    expect(await accepted(whisper(a, matchId, red))).toBe(3);
    expect(await accepted(note(a, matchId, blue, "four"))).toBe(4);

    const again = await subscribeWs(urlA, RESUME, { m: matchId, a: lastSeen }, { key: a.readKey, seat: blue });
    await again.waitFor(3);
    expect(again.errors).toEqual([]);
    expect(numbers(again)).toEqual([2, 3, 4]);
    const replayed = (again.messages as Update[]).map((m) => m.data?.matchEvents);
    expect(replayed.map((u) => u?.events.map((e) => e.type))).toEqual([["scout/noted"], [], ["scout/noted"]]);
    expect(replayed.map((u) => u?.events[0]?.data?.text)).toEqual(["two", undefined, "four"]);
    expect(JSON.stringify(again.messages)).not.toContain(WHISPER);

    // Then live, once each.
    expect(await accepted(note(a, matchId, red, "five"))).toBe(5);
    await again.waitFor(4);
    await new Promise((r) => setTimeout(r, 300));
    expect(numbers(again)).toEqual([2, 3, 4, 5]);
    again.close();

    // Positive control: red resuming from the same point sees its whisper in the replay.
    const redSub = await subscribeWs(urlA, RESUME, { m: matchId, a: lastSeen }, { key: a.readKey, seat: red });
    await redSub.waitFor(4);
    expect(numbers(redSub)).toEqual([2, 3, 4, 5]);
    expect((redSub.messages[1] as Update).data?.matchEvents?.events).toEqual([expect.objectContaining({ type: "scout/whispered", data: { text: WHISPER } })]);
    redSub.close();
  });

  it("resubscribing while commands keep arriving on another API process yields every event number once, in order", async () => {
    const { matchId, red, blue } = await a.createDuel();
    for (let i = 1; i <= 5; i++) expect(await accepted(note(a, matchId, i % 2 ? red : blue, `n${i}`))).toBe(i);
    // Commands stored on process A while the seat subscribes on process B from event 2: some land before the
    // replay's read, some between it and the live part, some after.
    const sending = (async () => {
      for (let i = 6; i <= 25; i++) await accepted(note(a, matchId, i % 2 ? red : blue, `n${i}`));
    })();
    const sub = await subscribeWs(urlB, RESUME, { m: matchId, a: 2 }, { key: a.readKey, seat: blue });
    await sending;
    await sub.waitFor(23);
    await new Promise((r) => setTimeout(r, 300));
    expect(sub.errors).toEqual([]);
    expect(numbers(sub)).toEqual(Array.from({ length: 23 }, (_, i) => i + 3));
    sub.close();
  });

  it("without after a subscription starts now (nothing replayed); after 0 replays from the first event", async () => {
    const { matchId, red } = await a.createDuel();
    await accepted(note(a, matchId, red, "old"));
    const now = await subscribeWs(urlB, RESUME, { m: matchId }, { key: a.readKey });
    const all = await subscribeWs(urlB, RESUME, { m: matchId, a: 0 }, { key: a.readKey });
    // Without a cursor nothing tells the client when the server's stream begins: store new steps until one reaches it.
    let last = 1;
    while (now.messages.length === 0 && last < 40) {
      last = (await accepted(note(a, matchId, red, `new${last}`))) ?? last;
      await now.waitFor(1, 100);
    }
    await all.waitFor(last);
    await new Promise((r) => setTimeout(r, 200));
    const first = numbers(now)[0] ?? 0;
    // Nothing replayed (event 1 was stored before it subscribed), then every step from where it began, in order.
    expect(first).toBeGreaterThan(1);
    expect(numbers(now)).toEqual(Array.from({ length: last - first + 1 }, (_, i) => first + i));
    expect(numbers(all)).toEqual(Array.from({ length: last }, (_, i) => i + 1));
    now.close();
    all.close();
  });

  it("refuses a cursor past the log or further behind than the replay limit, with what to do instead", async () => {
    const { matchId, red } = await a.createDuel();
    await accepted(note(a, matchId, red, "x"));
    const ahead = await subscribeWs(urlA, RESUME, { m: matchId, a: 7 }, { key: a.readKey });
    const negative = await subscribeWs(urlA, RESUME, { m: matchId, a: -1 }, { key: a.readKey });
    // A long match, as far as the cursor check goes: its last event number set in the database.
    const long = await a.createDuel();
    await a.t.db.prisma.match.update({ where: { id: long.matchId }, data: { lastSeq: 1_500 } });
    const behind = await subscribeWs(urlA, RESUME, { m: long.matchId, a: 499 }, { key: a.readKey });
    const within = await subscribeWs(urlA, RESUME, { m: long.matchId, a: 500 }, { key: a.readKey });
    for (const s of [ahead, negative, behind, within]) await s.waitFor(1, 1_000);
    const errorOf = (s: LiveSub) => (s.errors[0] as Array<{ message: string; extensions?: { code?: string } }> | undefined)?.[0];
    expect(errorOf(ahead)).toMatchObject({ extensions: { code: "request/invalid" }, message: expect.stringContaining("last event is 1") });
    expect(errorOf(negative)).toMatchObject({ extensions: { code: "request/invalid" } });
    expect(errorOf(behind)).toMatchObject({ extensions: { code: "request/invalid" }, message: expect.stringContaining("matchEvents query") });
    expect(within.errors).toEqual([]);
    for (const s of [ahead, negative, behind, within]) s.close();
  });
});
