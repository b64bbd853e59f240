import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIVE, SUBMIT, startMatchApi, subscribeWs } from "./matches-fixture";
import type { MatchApi } from "./matches-fixture";

// Fog of war on every read path: red's codeword (in the game state), red's secret plot note (turn model) and
// red's whisper (an event addressed to red only) must never reach blue or a spectator - not in match views,
// the event log, legal actions, submit answers, subscription messages, errors, verify reports, or the export
// before the end. Red reading its own secrets is the positive control that the probes can see them at all.
const SECRETS = ["RED-SECRET-CODEWORD", "RED-PLOT-NOTE", "RED-WHISPER"];

let api: MatchApi;
let url = "";
beforeAll(async () => {
  api = await startMatchApi({ redis: true });
  url = await api.t.app.listen({ host: "127.0.0.1", port: 0 });
});
afterAll(async () => {
  await api?.t.close();
});

const leaks = (text: string) => SECRETS.filter((s) => text.includes(s));

describe("fog of war (scout-duel: secret state, secret plots, addressed events)", () => {
  it("no read path shows red's secrets to blue or to a spectator", async () => {
    const { matchId, red, blue } = await api.createDuel();
    const other = await api.createDuel();
    const subs = {
      blue: await subscribeWs(url, LIVE, { m: matchId }, { key: api.readKey, seat: blue }),
      spectator: await subscribeWs(url, LIVE, { m: matchId }, { key: api.readKey }),
      red: await subscribeWs(url, LIVE, { m: matchId }, { key: api.readKey, seat: red }),
    };
    const redPlot = await api.gql(SUBMIT, { i: { matchId, type: "turn/submit_plot", payload: { plot: { move: 1, fire: false, note: "RED-PLOT-NOTE" } } } }, { key: api.playKey, seat: red });
    const redWhisper = await api.gql(SUBMIT, { i: { matchId, type: "whisper", payload: { text: "RED-WHISPER" } } }, { key: api.playKey, seat: red });
    expect(leaks(redPlot.raw + redWhisper.raw).length).toBeGreaterThan(0);
    const blueNote = await api.gql(SUBMIT, { i: { matchId, type: "note", payload: { text: "blue" } } }, { key: api.playKey, seat: blue });

    const as = { blue: { key: api.playKey, seat: blue }, spectator: { key: api.readKey }, wrongMatchToken: { key: api.playKey, seat: other.red } };
    for (const [who, viewer] of Object.entries(as)) {
      const reads = [
        await api.gql("query($m: ID!) { match(id: $m) { viewer view seats { seat playerSeed } serverSeed } }", { m: matchId }, viewer),
        await api.gql("query($m: ID!) { matchEvents(matchId: $m, first: 100) { edges { node { eventNumber events command } } } }", { m: matchId }, viewer),
        await api.gql("query($m: ID!) { legalActions(matchId: $m) }", { m: matchId }, viewer),
        await api.gql("query($m: ID!) { exportMatch(id: $m) }", { m: matchId }, viewer),
        await api.gql("query($m: ID!) { verifyMatch(id: $m) { ok mismatch { kind detail } } }", { m: matchId }, viewer),
        // Errors: a stale command, a bad payload, a replayed idempotency key with another payload, another seat's type.
        await api.gql(SUBMIT, { i: { matchId, type: "turn/submit_plot", payload: { plot: { move: 9 } }, expectedEventNumber: 0 } }, viewer),
        await api.gql(SUBMIT, { i: { matchId, type: "turn/lock_plot", payload: {} } }, viewer),
        await api.gql(SUBMIT, { i: { matchId, type: "whisper", payload: { text: 42 } } }, viewer),
      ];
      for (const r of reads) expect({ who, leaked: leaks(r.raw), body: r.raw.slice(0, 300) }).toMatchObject({ who, leaked: [] });
    }
    expect(leaks(blueNote.raw)).toEqual([]);
    const blueView = await api.gql("query($m: ID!) { match(id: $m) { viewer view } }", { m: matchId }, as.blue);
    expect(blueView.body.data?.match).toMatchObject({ viewer: "blue", view: { turn: expect.anything() } });
    const wrong = await api.gql("query($m: ID!) { match(id: $m) { viewer } }", { m: matchId }, as.wrongMatchToken);
    expect(wrong.body.data?.match).toEqual({ viewer: "spectator" });

    // Positive control: red sees its own secrets through the same paths.
    const redReads = await api.gql("query($m: ID!) { match(id: $m) { view } matchEvents(matchId: $m) { edges { node { events command } } } }", { m: matchId }, { key: api.playKey, seat: red });
    expect(leaks(redReads.raw).sort()).toEqual([...SECRETS].sort());

    await subs.red.waitFor(3);
    await subs.blue.waitFor(3);
    await subs.spectator.waitFor(3);
    expect(subs.blue.messages).toHaveLength(3);
    expect(leaks(JSON.stringify(subs.blue.messages))).toEqual([]);
    expect(leaks(JSON.stringify(subs.spectator.messages))).toEqual([]);
    expect(leaks(JSON.stringify(subs.red.messages))).toContain("RED-WHISPER");
    for (const s of Object.values(subs)) s.close();

    // After the end the record is public, secrets included (that is the point of the audit).
    await api.gql("mutation($m: ID!) { endMatch(id: $m) { status } }", { m: matchId }, { key: api.playKey });
    const exported = await api.gql("query($m: ID!) { exportMatch(id: $m) }", { m: matchId }, as.spectator);
    expect(leaks(exported.raw).sort()).toEqual([...SECRETS].sort());
  });
});
