import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BASIC_GAME_SCENARIO } from "@tactica/rules-firepower";
import { LIVE, SUBMIT, startMatchApi, subscribeWs } from "./matches-fixture";
import type { As, Gql, LiveSub, MatchApi } from "./matches-fixture";

// Fog of war on Firepower through the API. What the ruleset hides: the sequence units still in the cup [3.3, 6.1]
// ("nobody may examine undrawn units": the turn model's view shows only how many remain, for every seat), and, as
// for every match, the server seed and the state hashes until the end (a hash over the state is a guessing oracle).
// Each probe is read from the stored row after every step, so it names the real secret at that moment; every read
// path is checked from the seat that is not active, a spectator and a token of another match: match views, the
// event log, legal actions, submit answers and errors, verify, export before the end, graphql-ws messages and
// webhook payloads. After the end the record is public: the seed and hashes then appear (positive control).
let api: MatchApi;
let url = "";
const hookBodies: string[] = [];
const receiver = createServer((req, res) => {
  let body = "";
  req.on("data", (c: Buffer) => { body += c.toString(); });
  req.on("end", () => { hookBodies.push(body); res.statusCode = 204; res.end(); });
});
beforeAll(async () => {
  api = await startMatchApi({ redis: true });
  url = await api.t.app.listen({ host: "127.0.0.1", port: 0 });
  await new Promise<void>((r) => receiver.listen(0, "127.0.0.1", r));
});
afterAll(async () => {
  await new Promise((r) => receiver.close(r));
  await api?.t.close();
});

type Seat = "A" | "B";
type StoredTurn = { cup: Record<Seat, number[]>; active: Seat | null; step: string };

/** The secrets of a match right now, read from the database (never from the API). */
async function secretsOf(matchId: string): Promise<{ probes: string[]; turn: StoredTurn; lastSeq: number }> {
  const row = await api.t.db.prisma.match.findUniqueOrThrow({ where: { id: matchId }, include: { events: { select: { stateHash: true } } } });
  const turn = (row.state as unknown as { turn: StoredTurn }).turn;
  const stored = JSON.stringify(row.state);
  const probes = ['"cup"', JSON.stringify(turn.cup), row.serverSeed, row.stateHash, ...row.events.map((e) => e.stateHash)];
  // The probes are real: the stored row holds every one of them.
  for (const p of probes.slice(0, 2)) expect(stored).toContain(p);
  return { probes, turn, lastSeq: row.lastSeq };
}

const leaked = (text: string, probes: readonly string[]) => probes.filter((p) => text.includes(p));

/** Every read and error path a viewer has, as raw response texts. */
async function readAll(matchId: string, viewer: As, lastSeq: number): Promise<Gql[]> {
  const sub = (i: Record<string, unknown>) => api.gql(SUBMIT, { i: { matchId, ...i } }, viewer);
  return [
    await api.gql("query($m: ID!) { match(id: $m) { viewer status lastEventNumber view seats { seat claimed playerSeed } serverSeed serverSeedHash } }", { m: matchId }, viewer),
    await api.gql("query($m: ID!) { matchEvents(matchId: $m, first: 100) { totalCount edges { cursor node { eventNumber events command } } } }", { m: matchId }, viewer),
    await api.gql("query($m: ID!) { legalActions(matchId: $m) }", { m: matchId }, viewer),
    await api.gql("query($m: ID!) { exportMatch(id: $m) }", { m: matchId }, viewer),
    await api.gql("query($m: ID!) { verifyMatch(id: $m) { ok steps replayOk diceOk rollsChecked mismatch { step kind detail } } }", { m: matchId }, viewer),
    // Errors: out of turn, a stale event number, bad payloads, an unknown command, a replayed idempotency key.
    await sub({ type: "turn/end_impulse_phase", payload: {} }),
    await sub({ type: "turn/draw_chit", payload: {}, expectedEventNumber: Math.max(0, lastSeq - 1) }),
    await sub({ type: "turn/start_impulse", payload: { squad: 5, hex: [] } }),
    await sub({ type: "fire", payload: { firer: "nobody", target: "nobody" } }),
    await sub({ type: "no_such_command", payload: { x: 1 } }),
    await sub({ type: "turn/end_impulse", payload: {}, idempotencyKey: "fog-replay" }),
    await sub({ type: "turn/end_impulse_phase", payload: {}, idempotencyKey: "fog-replay" }),
  ];
}

describe("fog of war (Firepower: the chit cup, the seed and the hashes)", () => {
  it("firepower 3.3, 6.1: no read path shows the undrawn chits, the server seed or a state hash to any seat or spectator before the end", async () => {
    const made = await api.gql("mutation($s: JSON) { createMatch(input: { rulesetId: \"firepower\", scenario: $s }) { id } }", { s: BASIC_GAME_SCENARIO }, { key: api.playKey });
    const matchId = (made.body.data?.createMatch as { id: string } | undefined)?.id ?? "";
    expect(matchId).not.toBe("");
    const token: Record<Seat, string> = { A: "", B: "" };
    for (const seat of ["A", "B"] as const) {
      const j = await api.gql("mutation($m: ID!, $s: String!) { joinMatch(matchId: $m, seat: $s, playerSeed: $s) { seatToken } }", { m: matchId, s: seat }, { key: api.playKey });
      token[seat] = (j.body.data?.joinMatch as { seatToken: string }).seatToken;
    }
    const other = await api.createDuel();
    const hook = await api.gql("mutation($u: String!, $m: ID) { registerWebhook(url: $u, matchId: $m) { id } }", { u: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/fog`, m: matchId }, { key: api.playKey });
    expect(hook.body.errors).toBeUndefined();
    const subs: Record<"A" | "B" | "spectator" | "wrongMatch", LiveSub> = {
      A: await subscribeWs(url, LIVE, { m: matchId }, { key: api.readKey, seat: token.A }),
      B: await subscribeWs(url, LIVE, { m: matchId }, { key: api.readKey, seat: token.B }),
      spectator: await subscribeWs(url, LIVE, { m: matchId }, { key: api.readKey }),
      wrongMatch: await subscribeWs(url, LIVE, { m: matchId }, { key: api.readKey, seat: other.red }),
    };

    const answers: Gql[] = [];
    const allProbes = new Set<string>();
    let checkedReads = 0;
    // Three rounds of: draw a chit (either seat may), then the side whose unit was drawn ends its Impulse Phase.
    for (let round = 0; round < 3; round++) {
      const drawer = round % 2 === 0 ? "A" : "B";
      const drawn = await api.gql(SUBMIT, { i: { matchId, type: "turn/draw_chit", payload: {} } }, { key: api.playKey, seat: token[drawer] });
      expect(drawn.body.data?.submitCommand).toMatchObject({ __typename: "CommandAccepted" });
      answers.push(drawn);
      const { probes, turn, lastSeq } = await secretsOf(matchId);
      for (const p of probes) allProbes.add(p);
      expect(turn.step).toBe("impulse_phase");
      const active = turn.active as Seat;
      const idle: Seat = active === "A" ? "B" : "A";
      const viewers: Record<string, As> = { idle: { key: api.playKey, seat: token[idle] }, spectator: { key: api.readKey }, wrongMatchToken: { key: api.playKey, seat: other.red } };
      for (const [who, viewer] of Object.entries(viewers)) {
        for (const r of await readAll(matchId, viewer, lastSeq)) {
          expect({ who, round, leaked: leaked(r.raw, probes), body: r.raw.slice(0, 300) }).toMatchObject({ who, round, leaked: [] });
          checkedReads++;
        }
      }
      // The active seat sees the same public view: the cup's size, not its content.
      const own = await api.gql("query($m: ID!) { match(id: $m) { view } legalActions(matchId: $m) }", { m: matchId }, { key: api.playKey, seat: token[active] });
      expect(leaked(own.raw, probes)).toEqual([]);
      const undrawn = (own.body.data?.match as { view: { turn: { undrawn: number } } }).view.turn.undrawn;
      expect(undrawn).toBe(turn.cup.A.length + turn.cup.B.length);
      expect(undrawn).toBe(5 - round);
      const ended = await api.gql(SUBMIT, { i: { matchId, type: "turn/end_impulse_phase", payload: {} } }, { key: api.playKey, seat: token[active] });
      expect(ended.body.data?.submitCommand).toMatchObject({ __typename: "CommandAccepted" });
      answers.push(ended);
    }
    expect(checkedReads).toBe(3 * 3 * 12);
    const probes = [...allProbes];
    for (const a of answers) expect(leaked(a.raw, probes)).toEqual([]);

    const { lastSeq } = await secretsOf(matchId);
    for (const s of Object.values(subs)) await s.waitFor(lastSeq);
    for (const [who, s] of Object.entries(subs)) {
      expect({ who, count: s.messages.length, errors: s.errors }).toEqual({ who, count: lastSeq, errors: [] });
      expect({ who, leaked: leaked(JSON.stringify(s.messages), probes) }).toEqual({ who, leaked: [] });
    }
    const deadline = Date.now() + 10_000;
    while (hookBodies.length < lastSeq && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(hookBodies).toHaveLength(lastSeq);
    expect(leaked(hookBodies.join("\n"), probes)).toEqual([]);
    for (const s of Object.values(subs)) s.close();

    // Positive control: once the match ends the record is public, and the same probes find the seed and the hashes.
    await api.gql("mutation($m: ID!) { endMatch(id: $m) { status } }", { m: matchId }, { key: api.playKey });
    const exported = await api.gql("query($m: ID!) { exportMatch(id: $m) match(id: $m) { serverSeed } }", { m: matchId }, { key: api.readKey });
    const row = await api.t.db.prisma.match.findUniqueOrThrow({ where: { id: matchId }, select: { serverSeed: true, events: { select: { stateHash: true } } } });
    const probedHashes = row.events.map((e) => e.stateHash).filter((h) => allProbes.has(h));
    expect(probedHashes.length).toBe(5);
    expect(leaked(exported.raw, probes)).toEqual(expect.arrayContaining([row.serverSeed, ...probedHashes]));
    expect(exported.raw).not.toContain('"cup"');
  });
});
