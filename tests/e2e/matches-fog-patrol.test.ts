import { createRngState, createSeededDice } from "@tactica/dice";
import type { MatchView } from "@tactica/engine";
import { botCommandFromView } from "@tactica/rules-patrol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIVE, SUBMIT, startMatchApi, subscribeWs } from "./matches-fixture";
import type { As, LiveSub, MatchApi } from "./matches-fixture";

// Fog of war on a real ruleset (Patrol!, secret simultaneous plots [5.1]): alpha's plotted order must not reach
// bravo, a spectator or another match's seat token through any read path during the plotted turn (every event,
// subscription message, error and history entry they can receive, issue #6), before and after both plots lock;
// alpha sees its own plot and bravo its own (positive controls).
const SECRET = '"code":"PP"';
const ALPHA_PLOT = '{"a01":[{"code":"PP"}]}';
const BRAVO_SECRET = '"code":"PR"';
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
  it("patrol 5.0, 5.1: alpha's plot stays secret from bravo, spectators and other matches' tokens on every read path during the plotted turn", async () => {
    const made = await api.gql("mutation($s: JSON) { createMatch(input: { rulesetId: \"patrol\", scenario: $s }) { id } }", { s: scenario }, { key: api.playKey });
    const matchId = (made.body.data?.createMatch as { id: string }).id;
    const token: Record<string, string> = {};
    for (const seat of ["alpha", "bravo"]) {
      const j = await api.gql("mutation($m: ID!, $s: String!) { joinMatch(matchId: $m, seat: $s, playerSeed: $s) { seatToken } }", { m: matchId, s: seat }, { key: api.playKey });
      token[seat] = (j.body.data?.joinMatch as { seatToken: string }).seatToken;
    }
    const other = await api.createDuel();
    const subs = {
      alpha: await subscribeWs(url, LIVE, { m: matchId }, { key: api.readKey, seat: token.alpha }),
      bravo: await subscribeWs(url, LIVE, { m: matchId }, { key: api.readKey, seat: token.bravo }),
      spectator: await subscribeWs(url, LIVE, { m: matchId }, { key: api.readKey }),
      wrongMatch: await subscribeWs(url, LIVE, { m: matchId }, { key: api.readKey, seat: other.red }),
    };
    const plotted = await api.gql(SUBMIT, { i: { matchId, type: "turn/submit_plot", payload: { plot: { orders: { a01: [{ code: "PP" }] } } } } }, { key: api.playKey, seat: token.alpha });
    expect(plotted.body.data?.submitCommand).toMatchObject({ __typename: "CommandAccepted", eventNumber: 1 });
    expect(plotted.raw).toContain(SECRET);
    const locked = await api.gql(SUBMIT, { i: { matchId, type: "turn/lock_plot", payload: {} } }, { key: api.playKey, seat: token.alpha });
    expect(locked.body.data?.submitCommand).toMatchObject({ __typename: "CommandAccepted", eventNumber: 2 });
    // Bravo writes its own plot in the same turn: its answer carries its own orders and nothing of alpha's.
    const bravoPlot = await api.gql(SUBMIT, { i: { matchId, type: "turn/submit_plot", payload: { plot: { orders: { b01: [{ code: "PR" }] } } } } }, { key: api.playKey, seat: token.bravo });
    expect(bravoPlot.body.data?.submitCommand).toMatchObject({ __typename: "CommandAccepted", eventNumber: 3 });
    expect(bravoPlot.raw).toContain(BRAVO_SECRET);
    expect(bravoPlot.raw).not.toContain(SECRET);

    const legalOf = (r: { raw: string }) => ({ raw: r.raw, legal: true as const });
    const viewers = { bravo: { key: api.playKey, seat: token.bravo }, spectator: { key: api.readKey }, wrongMatchToken: { key: api.playKey, seat: other.red } };
    const readAll = async (viewer: As) => {
      const sub = (i: Record<string, unknown>) => api.gql(SUBMIT, { i: { matchId, ...i } }, viewer);
      return [
        await api.gql("query($m: ID!) { match(id: $m) { viewer view } }", { m: matchId }, viewer),
        await api.gql("query($m: ID!) { matchEvents(matchId: $m) { edges { node { eventNumber events command } } } }", { m: matchId }, viewer),
        // A seat's own legal plot steps list every order code its men may take ("code":"PP" included); alpha's
        // order is secret only as alpha's: no legal action may hold orders for alpha's man.
        legalOf(await api.gql("query($m: ID!) { legalActions(matchId: $m) }", { m: matchId }, viewer)),
        await api.gql("query($m: ID!) { exportMatch(id: $m) verifyMatch(id: $m) { ok mismatch { detail } } }", { m: matchId }, viewer),
        // Errors: an unknown order code, orders for alpha's man, a stale event number, an unknown command, a replayed key.
        await sub({ type: "turn/submit_plot", payload: { plot: { orders: { b01: [{ code: "ZZ" }] } } } }),
        await sub({ type: "turn/submit_plot", payload: { plot: { orders: { a01: [{ code: "PR" }] } } } }),
        await sub({ type: "turn/submit_plot", payload: { plot: { orders: {} } }, expectedEventNumber: 1 }),
        await sub({ type: "no_such_command", payload: {} }),
        await sub({ type: "turn/end_stage", payload: {}, idempotencyKey: "fog-patrol" }),
        await sub({ type: "turn/end_stage", payload: { again: true }, idempotencyKey: "fog-patrol" }),
      ];
    };
    const checkReads = async (phase: string) => {
      for (const [who, viewer] of Object.entries(viewers)) {
        for (const r of await readAll(viewer)) {
          const leaked = "legal" in r ? r.raw.includes('"a01":[') || r.raw.includes(ALPHA_PLOT) : r.raw.includes(SECRET) || r.raw.includes(ALPHA_PLOT);
          expect({ phase, who, leaked, body: r.raw.slice(0, 300) }).toMatchObject({ phase, who, leaked: false });
        }
      }
    };
    await checkReads("plot phase, alpha locked, bravo plotting");
    const own = await api.gql("query($m: ID!) { match(id: $m) { view } matchEvents(matchId: $m) { edges { node { command } } } }", { m: matchId }, { key: api.playKey, seat: token.alpha });
    expect(own.raw).toContain(SECRET);

    // Bravo locks: both plots are locked and resolution starts; the history still holds alpha's plot for alpha only.
    const bravoLock = await api.gql(SUBMIT, { i: { matchId, type: "turn/lock_plot", payload: {} } }, { key: api.playKey, seat: token.bravo });
    expect(bravoLock.body.data?.submitCommand).toMatchObject({ __typename: "CommandAccepted", eventNumber: 4 });
    expect(bravoLock.raw).not.toContain(SECRET);
    await checkReads("plots locked, resolution started");

    const lastSeq = (await api.t.db.prisma.match.findUniqueOrThrow({ where: { id: matchId }, select: { lastSeq: true } })).lastSeq;
    for (const s of Object.values(subs)) await s.waitFor(lastSeq);
    for (const [who, s] of Object.entries(subs)) expect({ who, count: s.messages.length, errors: s.errors }).toEqual({ who, count: lastSeq, errors: [] });
    const text = (s: LiveSub) => JSON.stringify(s.messages);
    expect(text(subs.alpha)).toContain(SECRET);
    expect(text(subs.bravo)).toContain(BRAVO_SECRET);
    for (const who of ["bravo", "spectator", "wrongMatch"] as const) expect({ who, leaked: text(subs[who]).includes(SECRET) }).toEqual({ who, leaked: false });
    for (const who of ["alpha", "spectator", "wrongMatch"] as const) expect({ who, leaked: text(subs[who]).includes(BRAVO_SECRET) }).toEqual({ who, leaked: false });
    for (const s of Object.values(subs)) s.close();
    const v = await api.gql("query($m: ID!) { verifyMatch(id: $m) { ok replayOk } }", { m: matchId }, { key: api.readKey });
    expect(v.body.data?.verifyMatch).toEqual({ ok: true, replayOk: true });
  });

  // 12 x 12: on this placeholder board the bot finds a clear 26.2 route for every chit draw (on 10 x 12 it finds none
  // from edge 2, and the server seed, hence the draw, differs in every run).
  it("patrol 26.2 (Secret Entry and Exit): with the default entry, alpha's chits, entry turn and Preliminary Movement Plot never reach bravo, spectators or another match's token", async () => {
    const made = await api.gql("mutation($s: JSON) { createMatch(input: { rulesetId: \"patrol\", scenario: $s }) { id } }",
      { s: { ob: "27.12", situation: "patrol", forces: { alpha: "3BR", bravo: "3BR" }, board: { cols: 12, rows: 12 } } }, { key: api.playKey });
    const matchId = (made.body.data?.createMatch as { id: string }).id;
    const token: Record<string, string> = {};
    for (const seat of ["alpha", "bravo"]) {
      const j = await api.gql("mutation($m: ID!, $s: String!) { joinMatch(matchId: $m, seat: $s, playerSeed: $s) { seatToken } }", { m: matchId, s: seat }, { key: api.playKey });
      token[seat] = (j.body.data?.joinMatch as { seatToken: string }).seatToken;
    }
    const other = await api.createDuel();
    const subs = {
      bravo: await subscribeWs(url, LIVE, { m: matchId }, { key: api.readKey, seat: token.bravo }),
      spectator: await subscribeWs(url, LIVE, { m: matchId }, { key: api.readKey }),
      wrongMatch: await subscribeWs(url, LIVE, { m: matchId }, { key: api.readKey, seat: other.red }),
    };
    const alpha = { key: api.playKey, seat: token.alpha };
    const viewOf = async (as: As) => (await api.gql("query($m: ID!) { match(id: $m) { view } }", { m: matchId }, as)).body.data?.match as { view: MatchView };
    // Alpha's bot draws its chits, then writes its route (the two 26.2 commands before any plot).
    const dice = createSeededDice(createRngState("fog-entry", "sfc32")).dice;
    for (const expected of ["draw_entry", "preplot"]) {
      const cmd = botCommandFromView((await viewOf(alpha)).view, dice);
      expect(cmd?.type).toBe(expected);
      const r = await api.gql(SUBMIT, { i: { matchId, type: cmd!.type, payload: cmd!.payload } }, alpha);
      expect(r.body.data?.submitCommand, r.raw).toMatchObject({ __typename: "CommandAccepted" });
    }
    const own = (await viewOf(alpha)).view.game as { entry: { sides: { alpha: { entry: number; exit: number; route: string[]; entryTurn: number } } } };
    const secret = own.entry.sides.alpha;
    expect(secret.route.length).toBeGreaterThan(1);
    const ROUTE = JSON.stringify(secret.route);
    const leaks = (raw: string) => raw.includes(ROUTE) || raw.includes('"entryTurn"') || raw.includes('"exit":') || raw.includes('"route"');
    expect(leaks(JSON.stringify(own))).toBe(true); // positive control: alpha sees its own
    for (const [who, viewer] of Object.entries({ bravo: { key: api.playKey, seat: token.bravo }, spectator: { key: api.readKey }, wrongMatchToken: { key: api.playKey, seat: other.red } })) {
      for (const r of [
        await api.gql("query($m: ID!) { match(id: $m) { viewer view } }", { m: matchId }, viewer),
        await api.gql("query($m: ID!) { matchEvents(matchId: $m) { edges { node { eventNumber events command } } } }", { m: matchId }, viewer),
        await api.gql("query($m: ID!) { legalActions(matchId: $m) }", { m: matchId }, viewer),
        await api.gql("query($m: ID!) { exportMatch(id: $m) }", { m: matchId }, viewer),
        await api.gql(SUBMIT, { i: { matchId, type: "preplot", payload: { route: secret.route } } }, viewer),
      ]) expect({ who, leaked: leaks(r.raw), body: r.raw.slice(0, 300) }).toMatchObject({ who, leaked: false });
    }
    const lastSeq = (await api.t.db.prisma.match.findUniqueOrThrow({ where: { id: matchId }, select: { lastSeq: true } })).lastSeq;
    for (const [who, sub] of Object.entries(subs)) {
      await sub.waitFor(lastSeq);
      expect({ who, count: sub.messages.length, leaked: leaks(JSON.stringify(sub.messages)) }).toEqual({ who, count: lastSeq, leaked: false });
      sub.close();
    }
  });
});
