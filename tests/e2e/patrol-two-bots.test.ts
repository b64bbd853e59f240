import { createRngState, createSeededDice } from "@tactica/dice";
import type { DiceSource } from "@tactica/dice";
import { recordedDiceFactory, replayMatch, toMatchRecord, verifiableDiceFactory } from "@tactica/engine";
import type { MatchView } from "@tactica/engine";
import { botCommandFromView, patrolRuleset, toVictoryPoints } from "@tactica/rules-patrol";
import type { PatrolGameView } from "@tactica/rules-patrol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIVE, SUBMIT, startMatchApi, subscribeWs } from "./matches-fixture";
import type { LiveSub, MatchApi } from "./matches-fixture";

// Issue #6 conformance: a full Patrol! situation played by two bots through the GraphQL API runs to victory points,
// and the exported record replays to the same hashes. Each bot plots from its own seat's view (match { view }),
// never from the match state; updates arrive over graphql-ws.
// No `entry`: the book's variable entry [26.2, 26.52] is the default, so each bot draws its chits and pre-plots first.
const scenario = { ob: "27.11", situation: "patrol", turns: 15, board: { cols: 12, rows: 12 } };

type Client = { seat: "alpha" | "bravo"; token: string; sub: LiveSub; dice: DiceSource; commands: number; types: string[] };

let api: MatchApi;
let url = "";
beforeAll(async () => {
  api = await startMatchApi({ redis: true });
  url = await api.t.app.listen({ host: "127.0.0.1", port: 0 });
});
afterAll(async () => {
  await api?.t.close();
});

/** Waits until a subscription has delivered the update for `eventNumber`. */
async function seen(sub: LiveSub, eventNumber: number): Promise<void> {
  const has = () => sub.messages.some((m) => ((m as { data?: { matchEvents?: { eventNumber?: number } } }).data?.matchEvents?.eventNumber ?? 0) >= eventNumber);
  for (let i = 0; i < 250 && !has() && sub.errors.length === 0; i++) await new Promise((r) => setTimeout(r, 20));
  expect(sub.errors).toEqual([]);
  expect(has()).toBe(true);
}

describe("Patrol! two bots through the GraphQL API (issue #6 conformance)", () => {
  it("patrol 26.54: Ypres Patrol played by two bots from their own views runs to victory points; the record replays to the same hashes", async () => {
    const made = await api.gql("mutation($s: JSON) { createMatch(input: { rulesetId: \"patrol\", scenario: $s }) { id } }", { s: scenario }, { key: api.playKey });
    const matchId = (made.body.data?.createMatch as { id: string } | undefined)?.id;
    expect(matchId, made.raw).toBeTruthy();
    const m = matchId!;
    const clients: Client[] = [];
    for (const seat of ["alpha", "bravo"] as const) {
      const j = await api.gql("mutation($m: ID!, $s: String!, $p: String) { joinMatch(matchId: $m, seat: $s, playerSeed: $p) { seatToken } }", { m, s: seat, p: `player-${seat}` }, { key: api.playKey });
      const token = (j.body.data?.joinMatch as { seatToken: string }).seatToken;
      const sub = await subscribeWs(url, LIVE, { m }, { key: api.readKey, seat: token });
      clients.push({ seat, token, sub, dice: createSeededDice(createRngState(`bot-${seat}`, "sfc32")).dice, commands: 0, types: [] });
    }
    const viewOf = async (c: Client): Promise<MatchView> => {
      const r = await api.gql("query($m: ID!) { match(id: $m) { view } }", { m }, { key: api.readKey, seat: c.token });
      return (r.body.data?.match as { view: MatchView }).view;
    };

    let last = 0;
    for (let rounds = 0; rounds < 400; rounds++) {
      let acted = false;
      for (const c of clients) {
        const view = await viewOf(c);
        expect(view.viewer).toBe(c.seat);
        const cmd = botCommandFromView(view, c.dice);
        if (!cmd) continue;
        const r = await api.gql(SUBMIT, { i: { matchId: m, type: cmd.type, payload: cmd.payload } }, { key: api.playKey, seat: c.token });
        const out = r.body.data?.submitCommand as { __typename: string; eventNumber?: number; code?: string };
        expect(out, r.raw).toMatchObject({ __typename: "CommandAccepted" });
        last = out.eventNumber!;
        c.commands += 1;
        c.types.push(cmd.type);
        acted = true;
        for (const other of clients) await seen(other.sub, last);
      }
      if (!acted) break;
    }

    const status = await api.gql("query($m: ID!) { match(id: $m) { status endReason lastEventNumber serverSeed } }", { m }, { key: api.readKey });
    expect(status.body.data?.match).toMatchObject({ status: "ended", endReason: "over", lastEventNumber: last });
    const serverSeed = (status.body.data?.match as { serverSeed: string }).serverSeed;
    expect(serverSeed).toMatch(/^[0-9a-f]{64}$/);
    for (const c of clients) {
      expect(c.commands).toBeGreaterThanOrEqual(4); // at least two plots, each submitted and locked
      // 26.2 Steps 1-2 before the first plot: the chits, then the Preliminary Movement Plot.
      expect(c.types.slice(0, 3)).toEqual(["draw_entry", "preplot", "turn/submit_plot"]);
      const final = await viewOf(c);
      expect(final.over).toBe(true);
      const game = final.game as PatrolGameView;
      expect(game.result, JSON.stringify(game.result)).not.toBeNull();
      const result = game.result!;
      expect(result.reason).toMatch(/turn limit|no fit or wounded man|both sides gone/);
      // The victory points the server announced are the 26.54 schedule applied to the final position.
      const full = final.game as Parameters<typeof toVictoryPoints>[0];
      expect(result.vp).toEqual({ alpha: toVictoryPoints(full, "alpha"), bravo: toVictoryPoints(full, "bravo") });
      expect(result.winner).toBe(result.vp.alpha === result.vp.bravo ? "draw" : result.vp.alpha > result.vp.bravo ? "alpha" : "bravo");
      const turn = final.turn as { history: { round: number; plots: Record<string, unknown> }[] };
      expect(turn.history.length).toBeGreaterThanOrEqual(2);
      expect(Object.keys(turn.history[0]!.plots).sort()).toEqual(["alpha", "bravo"]); // both plots revealed at the end [5.1]
      c.sub.close();
    }

    const verified = await api.gql("query($m: ID!) { verifyMatch(id: $m) { ok replayOk diceOk steps rollsChecked mismatch { kind detail } } }", { m }, { key: api.readKey });
    expect(verified.body.data?.verifyMatch).toMatchObject({ ok: true, replayOk: true, diceOk: true, steps: last, mismatch: null });
    expect((verified.body.data?.verifyMatch as { rollsChecked: number }).rollsChecked).toBeGreaterThan(0);

    // An independent replay of the exported record by the engine: the logged rolls and the revealed seed both
    // reproduce every state hash, ending at the last stored one.
    const exported = await api.gql("query($m: ID!) { exportMatch(id: $m) }", { m }, { key: api.readKey });
    const parsed = toMatchRecord(exported.body.data?.exportMatch);
    if (!parsed.ok) throw new Error(parsed.error.message);
    const record = parsed.record;
    expect(record.steps.length).toBe(last);
    expect(record.dice.serverSeed).toBe(serverSeed);
    const fromLog = replayMatch(record, patrolRuleset, recordedDiceFactory);
    expect(fromLog.mismatch).toBeUndefined();
    expect(fromLog.hashes).toEqual([record.initialHash, ...record.steps.map((s) => s.stateHash)]);
    const fromSeed = replayMatch(record, patrolRuleset, verifiableDiceFactory(serverSeed));
    expect(fromSeed.ok).toBe(true);
    expect(fromSeed.hashes[fromSeed.hashes.length - 1]).toBe(record.steps[record.steps.length - 1]!.stateHash);
  });
});
