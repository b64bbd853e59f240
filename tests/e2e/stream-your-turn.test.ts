import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scoutDuelScenario } from "@tactica/api/testing";
import { SUBMIT, startMatchApi } from "./matches-fixture";
import type { MatchApi } from "./matches-fixture";
import { createBotClient } from "./stream-client";

// yourTurn(matchId): one stream per seat. A message at once, then one after every change, each with the seat's view
// (the same as Query.match's), canAct (the seat is in view.actors) and the legal actions (the same as
// Query.legalActions'), and the steps since the previous message as Query.matchEvents shows them to the seat. Fog of
// war: red's codeword, secret plot note and whisper never reach blue's stream (red's own stream is the control).
const SECRETS = ["RED-SECRET-CODEWORD", "RED-PLOT-NOTE", "RED-WHISPER"];
const YOUR_TURN = `subscription($m: ID!, $a: Int) { yourTurn(matchId: $m, after: $a) {
  eventNumber status seat canAct legalActions match { viewer lastEventNumber view } events { eventNumber events command } } }`;

type Push = { yourTurn: { eventNumber: number; status: string; seat: string; canAct: boolean; legalActions: unknown[]; match: { viewer: string; lastEventNumber: number; view: { actors: string[] } }; events: Array<{ eventNumber: number; events: Array<{ type: string }>; command: unknown }> } };

let api: MatchApi;
let url = "";
beforeAll(async () => {
  api = await startMatchApi({ redis: true });
  url = await api.t.app.listen({ host: "127.0.0.1", port: 0 });
});
afterAll(async () => {
  await api?.t.close();
});

const leaks = (x: unknown) => SECRETS.filter((s) => JSON.stringify(x).includes(s));
const submit = (matchId: string, seat: string, type: string, payload: unknown) => api.gql(SUBMIT, { i: { matchId, type, payload } }, { key: api.playKey, seat });
const queried = async (matchId: string, seat: string) => {
  const r = await api.gql("query($m: ID!) { match(id: $m) { view } legalActions(matchId: $m) }", { m: matchId }, { key: api.playKey, seat });
  return r.body.data as { match: { view: unknown }; legalActions: unknown[] };
};

describe("yourTurn: the seat's view, canAct and legal actions after every change", () => {
  it("pushes at once and after each change what the queries answer for that seat, never another seat's secrets, and completes at the end", async () => {
    const { matchId, red, blue } = await api.createDuel();
    const blueBot = createBotClient(url, { key: api.readKey, seat: blue });
    const redBot = createBotClient(url, { key: api.readKey, seat: red });
    const blueStream = await blueBot.subscribe<Push>(YOUR_TURN, { m: matchId });
    const redStream = await redBot.subscribe<Push>(YOUR_TURN, { m: matchId });
    await blueStream.next(1);
    const [now] = blueStream.messages;
    const atStart = await queried(matchId, blue);
    expect(now?.yourTurn).toMatchObject({ eventNumber: 0, status: "active", seat: "blue", canAct: true, events: [], match: { viewer: "blue", lastEventNumber: 0 } });
    expect(now?.yourTurn.match.view).toEqual(atStart.match.view);
    expect(now?.yourTurn.legalActions).toEqual(atStart.legalActions);
    expect(now?.yourTurn.legalActions.length).toBeGreaterThan(0);

    // Red plots with a secret note and whispers; blue hears that the match moved, never what red hid.
    expect((await submit(matchId, red, "turn/submit_plot", { plot: { move: 1, fire: false, note: "RED-PLOT-NOTE" } })).body.data?.submitCommand).toMatchObject({ eventNumber: 1 });
    expect((await submit(matchId, red, "whisper", { text: "RED-WHISPER" })).body.data?.submitCommand).toMatchObject({ eventNumber: 2 });
    await redStream.next(3);
    const pushed = await blueStream.next(3);
    await new Promise((r) => setTimeout(r, 300));
    const seen = blueStream.messages.flatMap((m) => m.yourTurn.events.map((e) => e.eventNumber));
    expect(seen).toEqual([1, 2]);
    expect(pushed.at(-1)?.yourTurn.eventNumber).toBe(2);
    expect(leaks(blueStream.messages)).toEqual([]);
    expect(leaks(redStream.messages).sort()).toEqual([...SECRETS].sort());
    const later = await queried(matchId, blue);
    expect(pushed.at(-1)?.yourTurn.match.view).toEqual(later.match.view);
    expect(pushed.at(-1)?.yourTurn.legalActions).toEqual(later.legalActions);

    // The end: a last message with nothing to do, then the stream completes.
    await api.gql("mutation($m: ID!) { resign(matchId: $m) { status } }", { m: matchId }, { key: api.playKey, seat: red });
    await blueStream.next(blueStream.messages.length + 1);
    for (let i = 0; i < 100 && !blueStream.completed; i++) await new Promise((r) => setTimeout(r, 20));
    expect(blueStream.messages.at(-1)?.yourTurn).toMatchObject({ status: "ended", canAct: false, legalActions: [] });
    expect(blueStream.completed).toBe(true);
    expect(blueStream.errors).toEqual([]);
    await blueBot.close();
    await redBot.close();
  });

  it("with after, the first message carries the steps the seat missed (as it may see them); a spectator has no stream", async () => {
    const { matchId, red, blue } = await api.createDuel();
    await submit(matchId, red, "whisper", { text: "RED-WHISPER" });
    await submit(matchId, blue, "note", { text: "blue note" });
    await submit(matchId, red, "note", { text: "red note" });
    const blueBot = createBotClient(url, { key: api.readKey, seat: blue });
    const resumed = await blueBot.subscribe<Push>(YOUR_TURN, { m: matchId, a: 1 });
    await resumed.next(1);
    expect(resumed.messages[0]?.yourTurn.eventNumber).toBe(3);
    expect(resumed.messages[0]?.yourTurn.events.map((e) => [e.eventNumber, e.events.map((x) => x.type), e.command === null])).toEqual([[2, ["scout/noted"], false], [3, ["scout/noted"], true]]);
    const fromStart = await blueBot.subscribe<Push>(YOUR_TURN, { m: matchId, a: 0 });
    await fromStart.next(1);
    expect(fromStart.messages[0]?.yourTurn.events.map((e) => e.events.length)).toEqual([0, 1, 1]);
    expect(leaks(fromStart.messages)).toEqual([]);

    const spectator = createBotClient(url, { key: api.readKey });
    const refused = await spectator.subscribe<Push>(YOUR_TURN, { m: matchId });
    await refused.next(1, 1_500);
    expect(refused.messages).toEqual([]);
    expect(JSON.stringify(refused.errors)).toContain("auth/seat_token_invalid");
    const otherMatch = await api.createDuel();
    const wrongToken = createBotClient(url, { key: api.readKey, seat: otherMatch.red });
    const refusedToo = await wrongToken.subscribe<Push>(YOUR_TURN, { m: matchId });
    await refusedToo.next(1, 1_500);
    expect(JSON.stringify(refusedToo.errors)).toContain("auth/seat_token_invalid");
    for (const c of [blueBot, spectator, wrongToken]) await c.close();
  });
  it("a seat that subscribes while the match waits for players hears when the last seat is claimed", async () => {
    const made = await api.gql("mutation($s: JSON) { createMatch(input: { rulesetId: \"scout-duel\", scenario: $s }) { id } }", { s: scoutDuelScenario }, { key: api.playKey });
    const matchId = (made.body.data?.createMatch as { id: string }).id;
    const join = async (seat: string) => ((await api.gql("mutation($m: ID!, $s: String!) { joinMatch(matchId: $m, seat: $s) { seatToken } }", { m: matchId, s: seat }, { key: api.playKey })).body.data?.joinMatch as { seatToken: string }).seatToken;
    const red = await join("red");
    const redBot = createBotClient(url, { key: api.readKey, seat: red });
    const stream = await redBot.subscribe<Push>(YOUR_TURN, { m: matchId });
    await stream.next(1);
    expect(stream.messages[0]?.yourTurn).toMatchObject({ status: "open", canAct: false, legalActions: [] });
    await join("blue");
    await stream.next(2, 5_000);
    expect(stream.errors).toEqual([]);
    expect(stream.messages[1]?.yourTurn).toMatchObject({ status: "active", canAct: true, eventNumber: 0 });
    expect(stream.messages[1]?.yourTurn.legalActions).toEqual((await queried(matchId, red)).legalActions);
    await redBot.close();
  });
});
