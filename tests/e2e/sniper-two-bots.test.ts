import { createRngState, createSeededDice } from "@tactica/dice";
import type { DiceSource } from "@tactica/dice";
import { recordedDiceFactory, replayMatch, toMatchRecord, verifiableDiceFactory } from "@tactica/engine";
import type { MatchView } from "@tactica/engine";
import { SNIPER_SHIPPED_SCENARIOS, sniperBotFromView, sniperRuleset, victoryPoints } from "@tactica/rules-sniper";
import type { SniperGame, SniperGameView } from "@tactica/rules-sniper";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIVE, SUBMIT, startMatchApi, subscribeWs } from "./matches-fixture";
import type { LiveSub, MatchApi } from "./matches-fixture";

// Issue 21: the shipped Sniper! Patrol (Naples 1943) played by two bots through the GraphQL API to a result: each
// bot decides from its own seat's view (match { view }), updates arrive over graphql-ws, and the exported record
// verifies and replays to the same state hashes.
// The shipped scenarios' documents (the test API does not seed shipped data).
const scenarioOf = (id: string) => SNIPER_SHIPPED_SCENARIOS.find((s) => s.id === id)!.document;

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

async function seen(sub: LiveSub, eventNumber: number): Promise<void> {
  const has = () => sub.messages.some((m) => ((m as { data?: { matchEvents?: { eventNumber?: number } } }).data?.matchEvents?.eventNumber ?? 0) >= eventNumber);
  for (let i = 0; i < 250 && !has() && sub.errors.length === 0; i++) await new Promise((r) => setTimeout(r, 20));
  expect(sub.errors).toEqual([]);
  expect(has()).toBe(true);
}

/** Two bots play a shipped scenario through the API to its end; the record verifies and replays. Returns every command type played. */
async function playThroughApi(scenario: unknown): Promise<{ types: string[] }> {
  const made = await api.gql("mutation($s: JSON) { createMatch(input: { rulesetId: \"sniper\", scenario: $s }) { id } }", { s: scenario }, { key: api.playKey });
  const matchId = (made.body.data?.createMatch as { id: string } | undefined)?.id;
  expect(matchId, made.raw).toBeTruthy();
  const m = matchId!;
  const clients: Client[] = [];
  for (const seat of ["alpha", "bravo"] as const) {
    const j = await api.gql("mutation($m: ID!, $s: String!, $p: String) { joinMatch(matchId: $m, seat: $s, playerSeed: $p) { seatToken } }", { m, s: seat, p: `player-${seat}` }, { key: api.playKey });
    const token = (j.body.data?.joinMatch as { seatToken: string }).seatToken;
    const sub = await subscribeWs(url, LIVE, { m }, { key: api.readKey, seat: token });
    clients.push({ seat, token, sub, dice: createSeededDice(createRngState(`sniper-bot-${seat}`, "sfc32")).dice, commands: 0, types: [] });
  }
  const viewOf = async (c: Client): Promise<MatchView> => {
    const r = await api.gql("query($m: ID!) { match(id: $m) { view } }", { m }, { key: api.readKey, seat: c.token });
    return (r.body.data?.match as { view: MatchView }).view;
  };

  let last = 0;
  for (let rounds = 0; rounds < 3000; rounds++) {
    let acted = false;
    for (const c of clients) {
      const view = await viewOf(c);
      expect(view.viewer).toBe(c.seat);
      const cmd = sniperBotFromView(view, c.dice);
      if (!cmd) continue;
      const r = await api.gql(SUBMIT, { i: { matchId: m, type: cmd.type, payload: cmd.payload } }, { key: api.playKey, seat: c.token });
      const out = r.body.data?.submitCommand as { __typename: string; eventNumber?: number; code?: string };
      expect(out, `${c.seat} ${cmd.type} ${JSON.stringify(cmd.payload)}: ${r.raw}`).toMatchObject({ __typename: "CommandAccepted" });
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
  for (const c of clients) {
    // Every kind of step of the turn was played: the observation roll and placements [4.0 C], draws [5.2], tasks.
    for (const type of ["turn/end_placement", "turn/draw_activation", "move", "fire"]) expect(c.types, c.seat).toContain(type);
    const final = await viewOf(c);
    expect(final.over).toBe(true);
    const game = final.game as SniperGameView;
    const result = game.result!;
    expect(result, JSON.stringify(game.result)).not.toBeNull();
    // The announced victory points are the 37.4 schedule applied to the final position (revealed at the end).
    const full = game as unknown as SniperGame;
    expect(result.vp).toEqual({ alpha: victoryPoints(full, "alpha"), bravo: victoryPoints(full, "bravo") });
    expect(result.winner).toBe(result.vp.alpha === result.vp.bravo ? "draw" : result.vp.alpha > result.vp.bravo ? "alpha" : "bravo");
    c.sub.close();
  }

  const verified = await api.gql("query($m: ID!) { verifyMatch(id: $m) { ok replayOk diceOk steps rollsChecked mismatch { kind detail } } }", { m }, { key: api.readKey });
  expect(verified.body.data?.verifyMatch).toMatchObject({ ok: true, replayOk: true, diceOk: true, steps: last, mismatch: null });
  expect((verified.body.data?.verifyMatch as { rollsChecked: number }).rollsChecked).toBeGreaterThan(0);

  const exported = await api.gql("query($m: ID!) { exportMatch(id: $m) }", { m }, { key: api.readKey });
  const parsed = toMatchRecord(exported.body.data?.exportMatch);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const record = parsed.record;
  expect(record.steps.length).toBe(last);
  const fromLog = replayMatch(record, sniperRuleset, recordedDiceFactory);
  expect(fromLog.mismatch).toBeUndefined();
  expect(fromLog.hashes).toEqual([record.initialHash, ...record.steps.map((s) => s.stateHash)]);
  const fromSeed = replayMatch(record, sniperRuleset, verifiableDiceFactory(serverSeed));
  expect(fromSeed.ok).toBe(true);
  expect(fromSeed.hashes[fromSeed.hashes.length - 1]).toBe(record.steps[record.steps.length - 1]!.stateHash);
  console.log(JSON.stringify({ result: ((await viewOf(clients[0]!)).game as SniperGameView).result, steps: last }));
  return { types: clients.flatMap((c) => c.types) };
}

describe("Sniper! two bots through the GraphQL API (issue 21)", () => {
  it("sniper 37.3, 37.4: Naples 1943 played by two bots from their own views runs to victory points; the record verifies and replays", async () => {
    await playThroughApi(scenarioOf("sniper-patrol-naples-1943"));
  });

  it("sniper 10.1, 37.3, 37.4: Naples 1943 on the urban placeholder board: the bots climb staircases, play to victory points; the record verifies and replays", async () => {
    const { types } = await playThroughApi(scenarioOf("sniper-patrol-naples-1943-urban"));
    expect(types).toContain("climb");
  });
});
