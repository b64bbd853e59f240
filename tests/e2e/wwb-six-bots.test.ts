import { createRngState, createSeededDice } from "@tactica/dice";
import type { DiceSource } from "@tactica/dice";
import { recordedDiceFactory, replayMatch, toMatchRecord, verifiableDiceFactory } from "@tactica/engine";
import type { MatchView } from "@tactica/engine";
import { WWB_SHIPPED_SCENARIOS, wwbBotFromView, wwbPoints, wwbRuleset } from "@tactica/rules-wwb";
import type { WwbGame, WwbGameView } from "@tactica/rules-wwb";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIVE, SUBMIT, startMatchApi, subscribeWs } from "./matches-fixture";
import type { LiveSub, MatchApi } from "./matches-fixture";

// Issue 22: the shipped We Were Brothers Crossroads (3 v 3) played by six bots through the GraphQL API to a result:
// each bot has its own seat token and subscription and decides from its own seat's view (match { view }); the
// exported record verifies and replays to the same state hashes. A short turn limit keeps it quick.
const scenario = { ...WWB_SHIPPED_SCENARIOS.find((s) => s.id === "wwb-crossroads-3v3")!.document, turns: 2 };
const SEATS = ["us-1", "us-2", "us-3", "de-1", "de-2", "de-3"] as const;

type Client = { seat: string; token: string; sub: LiveSub; dice: DiceSource; types: string[] };

let api: MatchApi;
let url = "";
beforeAll(async () => {
  api = await startMatchApi({ redis: true });
  url = await api.t.app.listen({ host: "127.0.0.1", port: 0 });
});
afterAll(async () => {
  await api?.t.close();
});

async function seen(sub: LiveSub, eventNumber: number): Promise<void> {
  const has = () => sub.messages.some((m) => ((m as { data?: { matchEvents?: { eventNumber?: number } } }).data?.matchEvents?.eventNumber ?? 0) >= eventNumber);
  for (let i = 0; i < 500 && !has() && sub.errors.length === 0; i++) await new Promise((r) => setTimeout(r, 20));
  expect(sub.errors).toEqual([]);
  expect(has()).toBe(true);
}

describe("We Were Brothers: six bots through the GraphQL API (issue 22)", () => {
  it("WWB 1.0, 4.0, 5.0: Crossroads 3 v 3, six seats each with its token and subscription, played from their own views to a result; the record verifies and replays", { timeout: 60_000 }, async () => {
    const made = await api.gql("mutation($s: JSON) { createMatch(input: { rulesetId: \"wwb\", scenario: $s }) { id seats { seat side } } }", { s: scenario }, { key: api.playKey });
    const match = made.body.data?.createMatch as { id: string; seats: { seat: string; side: string }[] } | undefined;
    expect(match, made.raw).toBeTruthy();
    const m = match!.id;
    // Two sides of three seats (WWB 1.0: one fireteam per player, up to six players).
    expect(match!.seats.map((s) => `${s.seat}:${s.side}`).sort()).toEqual(["de-1:axis", "de-2:axis", "de-3:axis", "us-1:allies", "us-2:allies", "us-3:allies"]);
    const clients: Client[] = [];
    for (const seat of SEATS) {
      const j = await api.gql("mutation($m: ID!, $s: String!, $p: String) { joinMatch(matchId: $m, seat: $s, playerSeed: $p) { seatToken } }", { m, s: seat, p: `player-${seat}` }, { key: api.playKey });
      const token = (j.body.data?.joinMatch as { seatToken: string }).seatToken;
      const sub = await subscribeWs(url, LIVE, { m }, { key: api.readKey, seat: token });
      clients.push({ seat, token, sub, dice: createSeededDice(createRngState(`wwb-bot-${seat}`, "sfc32")).dice, types: [] });
    }
    const viewOf = async (c: Client): Promise<MatchView> => {
      const r = await api.gql("query($m: ID!) { match(id: $m) { view } }", { m }, { key: api.readKey, seat: c.token });
      return (r.body.data?.match as { view: MatchView }).view;
    };

    let last = 0;
    for (let rounds = 0; rounds < 2000; rounds++) {
      let acted = false;
      for (const c of clients) {
        const view = await viewOf(c);
        expect(view.viewer).toBe(c.seat);
        const cmd = wwbBotFromView(view, c.dice);
        if (!cmd) continue;
        const r = await api.gql(SUBMIT, { i: { matchId: m, type: cmd.type, payload: cmd.payload } }, { key: api.playKey, seat: c.token });
        const out = r.body.data?.submitCommand as { __typename: string; eventNumber?: number };
        expect(out, `${c.seat} ${cmd.type} ${JSON.stringify(cmd.payload)}: ${r.raw}`).toMatchObject({ __typename: "CommandAccepted" });
        last = out.eventNumber!;
        c.types.push(cmd.type);
        acted = true;
        for (const other of clients) await seen(other.sub, last);
      }
      if (!acted) break;
    }

    const status = await api.gql("query($m: ID!) { match(id: $m) { status endReason lastEventNumber serverSeed } }", { m }, { key: api.readKey });
    expect(status.body.data?.match).toMatchObject({ status: "ended", endReason: "over", lastEventNumber: last });
    const serverSeed = (status.body.data?.match as { serverSeed: string }).serverSeed;
    for (const c of clients) {
      // Every seat played its own team's activations (WWB 5.0: each player commands his fireteam; the Leader's player
      // may be the one who activates a team inside his ZOC).
      expect(c.types, c.seat).toContain("turn/end_activation");
      const final = await viewOf(c);
      expect(final.over).toBe(true);
      const game = final.game as WwbGameView;
      const result = game.result!;
      expect(result, JSON.stringify(game.result)).not.toBeNull();
      // The announced points are the mission's schedule applied to the final position (revealed at the end).
      const full = game as unknown as WwbGame;
      expect(result.points).toEqual({ allies: wwbPoints(full, "allies"), axis: wwbPoints(full, "axis") });
      expect(result.winner).toBe(result.points.allies === result.points.axis ? "draw" : result.points.allies > result.points.axis ? "allies" : "axis");
      c.sub.close();
    }
    for (const type of ["turn/roll_initiative", "turn/activate_team", "fire", "move"]) expect(clients.flatMap((c) => c.types)).toContain(type);

    const verified = await api.gql("query($m: ID!) { verifyMatch(id: $m) { ok replayOk diceOk steps rollsChecked mismatch { kind detail } } }", { m }, { key: api.readKey });
    expect(verified.body.data?.verifyMatch).toMatchObject({ ok: true, replayOk: true, diceOk: true, steps: last, mismatch: null });
    expect((verified.body.data?.verifyMatch as { rollsChecked: number }).rollsChecked).toBeGreaterThan(0);

    const exported = await api.gql("query($m: ID!) { exportMatch(id: $m) }", { m }, { key: api.readKey });
    const parsed = toMatchRecord(exported.body.data?.exportMatch);
    if (!parsed.ok) throw new Error(parsed.error.message);
    const record = parsed.record;
    expect(record.steps.length).toBe(last);
    const fromLog = replayMatch(record, wwbRuleset, recordedDiceFactory);
    expect(fromLog.mismatch).toBeUndefined();
    expect(fromLog.hashes).toEqual([record.initialHash, ...record.steps.map((s) => s.stateHash)]);
    const fromSeed = replayMatch(record, wwbRuleset, verifiableDiceFactory(serverSeed));
    expect(fromSeed.ok).toBe(true);
    expect(fromSeed.hashes[fromSeed.hashes.length - 1]).toBe(record.steps[record.steps.length - 1]!.stateHash);
    console.log(JSON.stringify({ result: ((await viewOf(clients[0]!)).game as WwbGameView).result, steps: last }));
  });
});
