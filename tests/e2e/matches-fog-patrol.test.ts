import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIVE, SUBMIT, startMatchApi, subscribeWs } from "./matches-fixture";
import type { MatchApi } from "./matches-fixture";

// Fog of war on a real ruleset (Patrol!, secret simultaneous plots [5.1]): alpha's plotted order must not reach
// bravo or a spectator through any read path until the match ends; alpha itself sees it (positive control).
const SECRET = '"code":"PP"';
const scenario = { ob: "27.12", situation: "patrol", forces: { alpha: "1BR", bravo: "1BR" }, deploy: { a01: { hex: "0505" }, b01: { hex: "0509" } }, board: { cols: 10, rows: 10 } };

let api: MatchApi;
let url = "";
beforeAll(async () => {
  api = await startMatchApi({ redis: true });
  url = await api.t.app.listen({ host: "127.0.0.1", port: 0 });
});
afterAll(async () => {
  await api?.t.close();
});

describe("fog of war (Patrol!)", () => {
  it("alpha's locked plot stays secret from bravo and spectators on every read path", async () => {
    const made = await api.gql("mutation($s: JSON) { createMatch(input: { rulesetId: \"patrol\", scenario: $s }) { id } }", { s: scenario }, { key: api.playKey });
    const matchId = (made.body.data?.createMatch as { id: string }).id;
    const token: Record<string, string> = {};
    for (const seat of ["alpha", "bravo"]) {
      const j = await api.gql("mutation($m: ID!, $s: String!) { joinMatch(matchId: $m, seat: $s, playerSeed: $s) { seatToken } }", { m: matchId, s: seat }, { key: api.playKey });
      token[seat] = (j.body.data?.joinMatch as { seatToken: string }).seatToken;
    }
    const bravoSub = await subscribeWs(url, LIVE, { m: matchId }, { key: api.readKey, seat: token.bravo });
    const watcher = await subscribeWs(url, LIVE, { m: matchId }, { key: api.readKey });
    const plotted = await api.gql(SUBMIT, { i: { matchId, type: "turn/submit_plot", payload: { plot: { orders: { a01: [{ code: "PP" }] } } } } }, { key: api.playKey, seat: token.alpha });
    expect(plotted.body.data?.submitCommand).toMatchObject({ __typename: "CommandAccepted", eventNumber: 1 });
    const locked = await api.gql(SUBMIT, { i: { matchId, type: "turn/lock_plot", payload: {} } }, { key: api.playKey, seat: token.alpha });
    expect(locked.body.data?.submitCommand).toMatchObject({ __typename: "CommandAccepted", eventNumber: 2 });

    for (const viewer of [{ key: api.playKey, seat: token.bravo }, { key: api.readKey }]) {
      const reads = [
        await api.gql("query($m: ID!) { match(id: $m) { viewer view } }", { m: matchId }, viewer),
        await api.gql("query($m: ID!) { matchEvents(matchId: $m) { edges { node { events command } } } }", { m: matchId }, viewer),
        await api.gql("query($m: ID!) { legalActions(matchId: $m) }", { m: matchId }, viewer),
        await api.gql("query($m: ID!) { exportMatch(id: $m) verifyMatch(id: $m) { ok mismatch { detail } } }", { m: matchId }, viewer),
        await api.gql(SUBMIT, { i: { matchId, type: "turn/submit_plot", payload: { plot: { orders: { b01: [{ code: "ZZ" }] } } } } }, viewer),
      ];
      for (const r of reads) expect(r.raw).not.toContain(SECRET);
    }
    const own = await api.gql("query($m: ID!) { match(id: $m) { view } matchEvents(matchId: $m) { edges { node { command } } } }", { m: matchId }, { key: api.playKey, seat: token.alpha });
    expect(own.raw).toContain(SECRET);
    await bravoSub.waitFor(2);
    await watcher.waitFor(2);
    expect(bravoSub.messages.length).toBe(2);
    expect(JSON.stringify([bravoSub.messages, watcher.messages])).not.toContain(SECRET);
    bravoSub.close();
    watcher.close();
    const v = await api.gql("query($m: ID!) { verifyMatch(id: $m) { ok replayOk } }", { m: matchId }, { key: api.readKey });
    expect(v.body.data?.verifyMatch).toEqual({ ok: true, replayOk: true });
  });
});
