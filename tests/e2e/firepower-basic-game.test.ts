import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { replayMatch, toMatchRecord, verifiableDiceFactory } from "@tactica/engine";
import { BASIC_GAME_SETUP_SCENARIO, chooseFirepowerCommandFromView, FIREPOWER_BOT_BUDGET, firepowerRuleset } from "@tactica/rules-firepower";
import type { FirepowerAction, FirepowerGame, FirepowerResult } from "@tactica/rules-firepower";
import { LIVE, SUBMIT, startMatchApi, subscribeWs } from "./matches-fixture";
import type { LiveSub, MatchApi } from "./matches-fixture";

// Conformance (issue #5): a full Firepower Basic Game played by two bots through the GraphQL API. Each bot is a
// separate client with its own seat token: it listens on graphql-ws, and on every update reads only its own
// view (match { view }) and legalActions, picks a command with the Firepower bot and submits it over HTTP.
// The shipped Basic scenario with its set-up phase [2.4] runs through set-up and 4 Turns to its victory result [7];
// its exported record verifies and replays to the same hashes.
let api: MatchApi;
let url = "";
beforeAll(async () => {
  api = await startMatchApi({ redis: true });
  url = await api.t.app.listen({ host: "127.0.0.1", port: 0 });
});
afterAll(async () => {
  await api?.t.close();
});

type Body = { data?: Record<string, unknown> | null; errors?: Array<{ message: string; extensions?: { code?: string } }> };

/** One GraphQL request over real HTTP, as a remote client sends it. */
async function http(query: string, variables: Record<string, unknown>, as: { key: string; seat?: string }): Promise<Body> {
  const res = await fetch(`${url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${as.key}`, ...(as.seat ? { "x-seat-token": as.seat } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as Body;
  if (body.errors?.length) throw new Error(`${body.errors[0]?.extensions?.code}: ${body.errors[0]?.message}`);
  return body;
}

type SeatView = { step: string; round: number; options: Record<string, string>; game: FirepowerGame; turn: Record<string, unknown> };
type Tally = { accepted: number; stale: number; updates: number; byType: Record<string, number>; sawCup: boolean };

/** A bot client for one seat: acts on each subscription update from its own view until the match ends. */
async function playSeat(matchId: string, seat: "A" | "B", token: string, sub: LiveSub, deadline: number): Promise<Tally> {
  const tally: Tally = { accepted: 0, stale: 0, updates: 0, byType: {}, sawCup: false };
  const as = { key: api.playKey, seat: token };
  let seen = 0;
  for (;;) {
    const read = await http("query($m: ID!) { match(id: $m) { status lastEventNumber view } legalActions(matchId: $m) }", { m: matchId }, as);
    const match = read.data?.match as { status: string; lastEventNumber: number; view: SeatView };
    if (match.status === "ended") {
      // The read can see the end before this seat's subscription has delivered the last updates: wait for them
      // (the assertions below then check that every event reached both seats).
      while (sub.messages.length < match.lastEventNumber && Date.now() <= deadline) await new Promise((r) => setTimeout(r, 5));
      tally.updates += sub.messages.length - seen;
      return tally;
    }
    if ("cup" in match.view.turn) tally.sawCup = true;
    const legal = read.data?.legalActions as FirepowerAction[];
    const cmd = chooseFirepowerCommandFromView({ game: match.view.game, step: match.view.step, options: match.view.options }, seat, legal, { budget: FIREPOWER_BOT_BUDGET });
    if (cmd) {
      const sent = await http(SUBMIT, { i: { matchId, type: cmd.type, payload: cmd.payload, expectedEventNumber: match.lastEventNumber } }, as);
      const answer = sent.data?.submitCommand as { __typename: string; code?: string; message?: string };
      if (answer.__typename === "CommandAccepted") {
        tally.accepted += 1;
        tally.byType[cmd.type] = (tally.byType[cmd.type] ?? 0) + 1;
      } else if (answer.code === "match/stale_event_number") {
        // The other seat moved first (both may draw the next chit); the next update brings the new view.
        tally.stale += 1;
      } else {
        throw new Error(`seat ${seat}: ${cmd.type} refused with ${answer.code}: ${answer.message}`);
      }
    }
    // Wait for the next update on this seat's subscription (its own accepted command comes back too).
    while (sub.messages.length <= seen) {
      if (sub.errors.length) throw new Error(`seat ${seat}: subscription failed: ${JSON.stringify(sub.errors[0])}`);
      if (Date.now() > deadline) throw new Error(`seat ${seat}: no update after event ${match.lastEventNumber}`);
      await new Promise((r) => setTimeout(r, 5));
    }
    tally.updates += sub.messages.length - seen;
    seen = sub.messages.length;
  }
}

describe("Firepower Basic Game through the GraphQL API", () => {
  it("firepower 2.4, 7: two bot clients play the shipped Basic scenario from its set-up to its victory result; the record verifies and replays to the same hashes", async () => {
    const made = await http("mutation($s: JSON) { createMatch(input: { rulesetId: \"firepower\", scenario: $s }) { id status } }", { s: BASIC_GAME_SETUP_SCENARIO }, { key: api.playKey });
    const matchId = (made.data?.createMatch as { id: string }).id;
    const token: Record<"A" | "B", string> = { A: "", B: "" };
    for (const seat of ["A", "B"] as const) {
      const joined = await http("mutation($m: ID!, $s: String!, $p: String) { joinMatch(matchId: $m, seat: $s, playerSeed: $p) { seatToken } }", { m: matchId, s: seat, p: `bot-${seat}` }, { key: api.playKey });
      token[seat] = (joined.data?.joinMatch as { seatToken: string }).seatToken;
    }
    const subs = { A: await subscribeWs(url, LIVE, { m: matchId }, { key: api.readKey, seat: token.A }), B: await subscribeWs(url, LIVE, { m: matchId }, { key: api.readKey, seat: token.B }) };
    const deadline = Date.now() + 240_000;
    const [a, b] = await Promise.all([playSeat(matchId, "A", token.A, subs.A, deadline), playSeat(matchId, "B", token.B, subs.B, deadline)]);
    subs.A.close();
    subs.B.close();

    // The end by the rules [7]: after the 4th Turn, scored 1 VP per enemy eliminated and 3 per survivor across.
    const end = await http("query($m: ID!) { match(id: $m) { status endReason lastEventNumber serverSeed view } }", { m: matchId }, { key: api.readKey });
    const final = end.data?.match as { status: string; endReason: string; lastEventNumber: number; serverSeed: string | null; view: SeatView & { over: boolean } };
    expect(final).toMatchObject({ status: "ended", endReason: "over" });
    expect(final.view).toMatchObject({ over: true, round: 4 });
    const result = final.view.game.result as FirepowerResult;
    expect(result).not.toBeNull();
    expect(result.vp).toEqual({ A: result.eliminated.B + 3 * result.across.A, B: result.eliminated.A + 3 * result.across.B });
    expect(result.winner).toBe(result.vp.A === result.vp.B ? "draw" : result.vp.A > result.vp.B ? "A" : "B");
    expect(final.serverSeed).toMatch(/^[0-9a-f]{64}$/);

    // Every accepted command came from one of the two clients; the bots fought; neither saw the chit cup [6.1].
    expect(a.accepted + b.accepted).toBe(final.lastEventNumber);
    expect((a.byType.fire ?? 0) + (b.byType.fire ?? 0) + (a.byType.throw_grenade ?? 0) + (b.byType.throw_grenade ?? 0)).toBeGreaterThan(0);
    expect(a.accepted).toBeGreaterThan(0);
    expect(b.accepted).toBeGreaterThan(0);
    expect(a.sawCup || b.sawCup).toBe(false);
    expect(a.updates).toBeGreaterThanOrEqual(final.lastEventNumber);
    expect(b.updates).toBeGreaterThanOrEqual(final.lastEventNumber);

    // The server's own check: every state hash and, with the seed revealed, every roll.
    const verified = await http("query($m: ID!) { verifyMatch(id: $m) { ok replayOk diceOk rollsChecked steps mismatch { kind detail } } }", { m: matchId }, { key: api.readKey });
    const report = verified.data?.verifyMatch as { ok: boolean; replayOk: boolean; diceOk: boolean; rollsChecked: number; steps: number; mismatch: unknown };
    expect(report).toMatchObject({ ok: true, replayOk: true, diceOk: true, steps: final.lastEventNumber, mismatch: null });
    expect(report.rollsChecked).toBeGreaterThan(0);

    // An independent replay of the exported record (engine replayMatch, dice re-derived from the revealed seed).
    const exported = await http("query($m: ID!) { exportMatch(id: $m) }", { m: matchId }, { key: api.readKey });
    const parsed = toMatchRecord(exported.data?.exportMatch);
    if (!parsed.ok) throw new Error(`export is not a match record: ${parsed.error.message}`);
    const record = parsed.record;
    expect(record.dice.serverSeed).toBe(final.serverSeed);
    expect(record.steps.length).toBe(final.lastEventNumber);
    const replay = replayMatch(record, firepowerRuleset, verifiableDiceFactory(final.serverSeed ?? ""));
    expect(replay.mismatch).toBeUndefined();
    expect(replay.hashes).toEqual([record.initialHash, ...record.steps.map((s) => s.stateHash)]);
    const stored = await api.t.db.prisma.match.findUnique({ where: { id: matchId }, select: { stateHash: true } });
    expect(replay.hashes[replay.hashes.length - 1]).toBe(stored?.stateHash);
    expect(replay.state?.game.result).toEqual(result);
    expect(record.steps.map((s) => s.rolls.length).reduce((x, y) => x + y, 0)).toBe(report.rollsChecked);

    // Set-up [2.4]: one roll (both clients raced to it), then each side ended its set-up, the low roll first.
    expect(record.steps.slice(0, 3).map((s) => s.command.type)).toEqual(["setup_roll", "end_setup", "end_setup"]);
    expect(new Set(record.steps.slice(1, 3).map((s) => s.command.seat))).toEqual(new Set(["A", "B"]));
    expect(record.steps[3]?.command.type).toBe("turn/draw_chit");

    const rounds = record.steps.filter((s) => s.command.type === "turn/draw_chit").length;
    console.info(JSON.stringify({
      firepowerBasicGameOverApi: {
        commands: record.steps.length, chitDraws: rounds, turns: final.view.round, rolls: report.rollsChecked,
        byType: Object.fromEntries(Object.keys({ ...a.byType, ...b.byType }).sort().map((k) => [k, (a.byType[k] ?? 0) + (b.byType[k] ?? 0)])),
        seatA: a.accepted, seatB: b.accepted, staleRaces: a.stale + b.stale, result,
      },
    }));
  }, 300_000);
});
