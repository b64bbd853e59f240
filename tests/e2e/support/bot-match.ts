// Shared by the bot-vs-bot playouts and the fog tests: the API listening on a port (for graphql-ws), creating a
// match and joining its seats, each seat's view, bots playing from their own views until nobody acts, and the
// exported record verified and replayed. Only plumbing: the rule assertions stay in the test files.
import { createRngState, createSeededDice } from "@tactica/dice";
import type { DiceSource } from "@tactica/dice";
import { recordedDiceFactory, replayMatch, toMatchRecord, verifiableDiceFactory } from "@tactica/engine";
import type { Command, MatchRecord, MatchView, Ruleset } from "@tactica/engine";
import { afterAll, beforeAll, expect } from "vitest";
import { LIVE, SUBMIT, startMatchApi, subscribeWs } from "../matches-fixture";
import type { As, LiveSub, MatchApi } from "../matches-fixture";

/** The running API (Redis queue) and the URL it listens on; filled by the file's beforeAll. */
export type ListeningApi = { api: MatchApi; url: string };

/** Registers beforeAll/afterAll that start the API on a free port and close it; read `.api` and `.url` inside tests. */
export function useListeningApi(): ListeningApi {
  const h = { url: "" } as ListeningApi;
  beforeAll(async () => {
    h.api = await startMatchApi({ redis: true });
    h.url = await h.api.t.app.listen({ host: "127.0.0.1", port: 0 });
  });
  afterAll(async () => {
    await h.api?.t.close();
  });
  return h;
}

/** createMatch with the play key; fails the test (with the answer) when no match is made. */
export async function createMatchFor(api: MatchApi, rulesetId: string, scenario: unknown): Promise<{ id: string; seats: { seat: string; side: string }[] }> {
  const made = await api.gql("mutation($r: String!, $s: JSON) { createMatch(input: { rulesetId: $r, scenario: $s }) { id seats { seat side } } }", { r: rulesetId, s: scenario }, { key: api.playKey });
  const match = made.body.data?.createMatch as { id: string; seats: { seat: string; side: string }[] } | undefined;
  expect(match, made.raw).toBeTruthy();
  return match!;
}

/** joinMatch for one seat with the play key and the given player seed; its seat token. */
export async function joinSeat(api: MatchApi, m: string, seat: string, playerSeed: string): Promise<string> {
  const j = await api.gql("mutation($m: ID!, $s: String!, $p: String) { joinMatch(matchId: $m, seat: $s, playerSeed: $p) { seatToken } }", { m, s: seat, p: playerSeed }, { key: api.playKey });
  return (j.body.data?.joinMatch as { seatToken: string }).seatToken;
}

/** A bot's seat: its token, its own subscription, its own seeded dice, and the command types it played. */
export type BotClient<S extends string = string> = { seat: S; token: string; sub: LiveSub; dice: DiceSource; types: string[] };

/** Joins every seat (player seed `player-<seat>`), subscribes it over graphql-ws and gives it dice seeded `<dicePrefix><seat>`. */
export async function joinSeats<S extends string>(h: ListeningApi, m: string, seats: readonly S[], dicePrefix: string): Promise<BotClient<S>[]> {
  const clients: BotClient<S>[] = [];
  for (const seat of seats) {
    const token = await joinSeat(h.api, m, seat, `player-${seat}`);
    const sub = await subscribeWs(h.url, LIVE, { m }, { key: h.api.readKey, seat: token });
    clients.push({ seat, token, sub, dice: createSeededDice(createRngState(`${dicePrefix}${seat}`, "sfc32")).dice, types: [] });
  }
  return clients;
}

/** The match as `as` may see it (match { view }). */
export async function viewAs(api: MatchApi, m: string, as: As): Promise<MatchView> {
  const r = await api.gql("query($m: ID!) { match(id: $m) { view } }", { m }, as);
  return (r.body.data?.match as { view: MatchView }).view;
}

/** A seat's own view, read with the read key and its seat token. */
export const viewOf = (api: MatchApi, m: string, c: { token: string }): Promise<MatchView> => viewAs(api, m, { key: api.readKey, seat: c.token });

/** Waits until a subscription has delivered the update for `eventNumber` (20 ms polls, `tries` of them). */
export async function seen(sub: LiveSub, eventNumber: number, tries = 250): Promise<void> {
  const has = () => sub.messages.some((m) => ((m as { data?: { matchEvents?: { eventNumber?: number } } }).data?.matchEvents?.eventNumber ?? 0) >= eventNumber);
  for (let i = 0; i < tries && !has() && sub.errors.length === 0; i++) await new Promise((r) => setTimeout(r, 20));
  expect(sub.errors).toEqual([]);
  expect(has()).toBe(true);
}

/**
 * Each bot acts from its own view (checked to be its seat's) until a round where nobody acts or `maxRounds`;
 * every command must be accepted and reach every seat's subscription before the next. Then the match must have
 * ended (`over`) at the last event. Returns that event number and the revealed server seed.
 */
export async function playBotsToEnd(
  api: MatchApi,
  m: string,
  clients: readonly BotClient[],
  bot: (view: MatchView, dice: DiceSource) => Command | undefined,
  opts: { maxRounds: number; seenTries?: number },
): Promise<{ last: number; serverSeed: string }> {
  let last = 0;
  for (let rounds = 0; rounds < opts.maxRounds; rounds++) {
    let acted = false;
    for (const c of clients) {
      const view = await viewOf(api, m, c);
      expect(view.viewer).toBe(c.seat);
      const cmd = bot(view, c.dice);
      if (!cmd) continue;
      const r = await api.gql(SUBMIT, { i: { matchId: m, type: cmd.type, payload: cmd.payload } }, { key: api.playKey, seat: c.token });
      const out = r.body.data?.submitCommand as { __typename: string; eventNumber?: number };
      expect(out, `${c.seat} ${cmd.type} ${JSON.stringify(cmd.payload)}: ${r.raw}`).toMatchObject({ __typename: "CommandAccepted" });
      last = out.eventNumber!;
      c.types.push(cmd.type);
      acted = true;
      for (const other of clients) await seen(other.sub, last, opts.seenTries);
    }
    if (!acted) break;
  }
  const status = await api.gql("query($m: ID!) { match(id: $m) { status endReason lastEventNumber serverSeed } }", { m }, { key: api.readKey });
  expect(status.body.data?.match).toMatchObject({ status: "ended", endReason: "over", lastEventNumber: last });
  return { last, serverSeed: (status.body.data?.match as { serverSeed: string }).serverSeed };
}

/**
 * verifyMatch passes with rolls checked over `last` steps; the exported record has `last` steps and an independent
 * replay by the engine from its logged rolls and from the revealed seed reproduces every state hash. Returns the record.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function expectRecordVerifiesAndReplays(api: MatchApi, m: string, ruleset: Ruleset<any, any, any>, serverSeed: string, last: number): Promise<MatchRecord> {
  const verified = await api.gql("query($m: ID!) { verifyMatch(id: $m) { ok replayOk diceOk steps rollsChecked mismatch { kind detail } } }", { m }, { key: api.readKey });
  expect(verified.body.data?.verifyMatch).toMatchObject({ ok: true, replayOk: true, diceOk: true, steps: last, mismatch: null });
  expect((verified.body.data?.verifyMatch as { rollsChecked: number }).rollsChecked).toBeGreaterThan(0);

  const exported = await api.gql("query($m: ID!) { exportMatch(id: $m) }", { m }, { key: api.readKey });
  const parsed = toMatchRecord(exported.body.data?.exportMatch);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const record = parsed.record;
  expect(record.steps.length).toBe(last);
  const fromLog = replayMatch(record, ruleset, recordedDiceFactory);
  expect(fromLog.mismatch).toBeUndefined();
  expect(fromLog.hashes).toEqual([record.initialHash, ...record.steps.map((s) => s.stateHash)]);
  const fromSeed = replayMatch(record, ruleset, verifiableDiceFactory(serverSeed));
  expect(fromSeed.ok).toBe(true);
  expect(fromSeed.hashes[fromSeed.hashes.length - 1]).toBe(record.steps[record.steps.length - 1]!.stateHash);
  return record;
}

/** submitCommand as `as`; it must be accepted. */
export async function submitAccepted(api: MatchApi, m: string, as: As, type: string, payload: object = {}): Promise<void> {
  const r = await api.gql(SUBMIT, { i: { matchId: m, type, payload } }, as);
  expect(r.body.data?.submitCommand, r.raw).toMatchObject({ __typename: "CommandAccepted" });
}

/** The fog tests' outside watchers of match `m`: a spectator (read key, no seat) and another match's seat token. */
export async function outsideWatchers(h: ListeningApi, m: string, otherSeatToken: string): Promise<{ spectator: LiveSub; wrongMatch: LiveSub }> {
  return {
    spectator: await subscribeWs(h.url, LIVE, { m }, { key: h.api.readKey }),
    wrongMatch: await subscribeWs(h.url, LIVE, { m }, { key: h.api.readKey, seat: otherSeatToken }),
  };
}

/** Waits (each subscription's own timeout) until every subscription has had the chance to deliver the match's stored events. */
export async function drain(api: MatchApi, m: string, subs: Record<string, LiveSub>): Promise<void> {
  const lastSeq = (await api.t.db.prisma.match.findUniqueOrThrow({ where: { id: m }, select: { lastSeq: true } })).lastSeq;
  for (const s of Object.values(subs)) await s.waitFor(lastSeq);
}

/**
 * A two-seat fog match: joins both seats (player seed = seat name), makes another match (for its seat token), then
 * subscribes both seats and the outside watchers. Returns the other match, the subscriptions and each seat's As.
 */
export async function fogTwoSeats<S extends string>(h: ListeningApi, m: string, seats: readonly [S, S]) {
  const token = {} as Record<S, string>;
  for (const seat of seats) token[seat] = await joinSeat(h.api, m, seat, seat);
  const other = await h.api.createDuel();
  const subs = {} as Record<S | "spectator" | "wrongMatch", LiveSub>;
  for (const seat of seats) subs[seat] = await subscribeWs(h.url, LIVE, { m }, { key: h.api.readKey, seat: token[seat] });
  Object.assign(subs, await outsideWatchers(h, m, other.red));
  const as = Object.fromEntries(seats.map((s) => [s, { key: h.api.playKey, seat: token[s] }])) as Record<S, As>;
  return { other, subs, as };
}
