import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRngState, createSeededDice } from "@tactica/dice";
import type { DiceSource } from "@tactica/dice";
import type { Command, MatchView } from "@tactica/engine";
import { createApiClient, createTestApi } from "@tactica/api/testing";
import type { TestApi } from "@tactica/api/testing";
import { FIREPOWER_SHIPPED_SCENARIOS } from "@tactica/rules-firepower";
import { botCommandFromView, PATROL_SHIPPED_SCENARIOS } from "@tactica/rules-patrol";
import { createInjectClient } from "./support/inject-client";

// Issue 18: `view.actors` names every seat that may act now, so a client can wait on it alone. A client loop plays
// each shipped scenario through the API and, before every command, reads `match { view }` and `legalActions` as each
// seat: while the match is active `actors` is never empty, the same for every viewer; each actor has a legal action
// (or is writing its plot); a seat outside `actors` has none and its command is refused. Webhook bodies carry the
// same actors. Bounded: a few dozen commands per Firepower scenario, one Patrol turn and a bit (fixed client seeds).

type Body = { matchId: string; seq: number; status: string; actors: string[] };

let t: TestApi;
let playKey = "";
let readKey = "";
let client: ReturnType<typeof createInjectClient>;
const bodies: Body[] = [];
const receiver = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on("data", (c: Buffer) => chunks.push(c));
  req.on("end", () => {
    bodies.push(JSON.parse(Buffer.concat(chunks).toString("utf8")) as Body);
    res.statusCode = 200;
    res.end();
  });
});
let hookUrl = "";

beforeAll(async () => {
  t = await createTestApi();
  client = createInjectClient(t);
  playKey = (await createApiClient(t.db, { name: "actors-player", scopes: ["play"], rateLimitPerMinute: 100_000 })).key;
  readKey = (await createApiClient(t.db, { name: "actors-reader", scopes: ["read"], rateLimitPerMinute: 100_000 })).key;
  await new Promise<void>((r) => receiver.listen(0, "127.0.0.1", r));
  hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
}, 120_000);

afterAll(async () => {
  await new Promise((r) => receiver.close(r));
  await t?.close();
});

const SUBMIT = "mutation($i: SubmitCommandInput!) { submitCommand(input: $i) { __typename ... on CommandRejected { code } } }";
type Seen = { status: string; view: MatchView };

/** One step of the client: every seat's view and legal actions, checked against `actors`. */
async function readAndCheck(matchId: string, tokens: Record<string, string>) {
  const as = (seat: string) => ({ key: playKey, seat: tokens[seat]! });
  const seats = Object.keys(tokens);
  const seen: Record<string, Seen> = {};
  const legal: Record<string, Command[]> = {};
  for (const seat of seats) {
    seen[seat] = (await client.gql("query($m: ID!) { match(id: $m) { status view } }", { m: matchId }, as(seat))).data?.match as Seen;
    legal[seat] = (await client.gql("query($m: ID!) { legalActions(matchId: $m) }", { m: matchId }, as(seat))).data?.legalActions as Command[];
  }
  const spectator = (await client.gql("query($m: ID!) { match(id: $m) { status view } }", { m: matchId }, { key: readKey })).data?.match as Seen;
  const { status, view } = spectator;
  const where = `${view.step} round ${view.round} seq ${view.seq}`;
  // The same answer for every viewer: actors reveal nothing one seat may not know.
  for (const seat of seats) expect(seen[seat]!.view.actors, where).toEqual(view.actors);
  if (status === "active" && !view.over) {
    expect(view.actors, `actors empty at ${where}`).not.toEqual([]);
    for (const seat of view.actors) expect(legal[seat]!.length > 0 || view.step === "plot", `${seat} named at ${where} has nothing to do`).toBe(true);
    for (const seat of seats.filter((s) => !view.actors.includes(s))) expect(legal[seat], `${seat} not named at ${where}`).toEqual([]);
  }
  return { status, view, seen, legal };
}

/** A seat outside `actors` tries a command of its ruleset and is refused. */
async function expectRefused(matchId: string, token: string, cmd: { type: string; payload: unknown }) {
  const r = await client.gql(SUBMIT, { i: { matchId, type: cmd.type, payload: cmd.payload } }, { key: playKey, seat: token });
  expect((r.data?.submitCommand as { __typename: string }).__typename).toBe("CommandRejected");
}

async function submit(matchId: string, token: string, cmd: { type: string; payload: unknown }) {
  const r = await client.gql(SUBMIT, { i: { matchId, type: cmd.type, payload: cmd.payload } }, { key: playKey, seat: token });
  expect(r.data?.submitCommand, `${cmd.type}: ${JSON.stringify(r)}`).toMatchObject({ __typename: "CommandAccepted" });
}

/** Registers a webhook on the match; returns a map for the actors each step after a command showed, to compare with the bodies. */
async function hookOn(matchId: string) {
  const r = await client.gql("mutation($u: String!, $m: ID) { registerWebhook(url: $u, matchId: $m) { id } }", { u: hookUrl, m: matchId }, { key: playKey });
  expect(r.data?.registerWebhook, JSON.stringify(r)).toBeTruthy();
  return new Map<number, readonly string[]>();
}

async function expectBodies(matchId: string, shown: Map<number, readonly string[]>) {
  const deadline = Date.now() + 15_000;
  const mine = () => bodies.filter((b) => b.matchId === matchId);
  shown.delete(0); // the first body follows the first command
  expect(shown.size).toBeGreaterThan(0);
  while (mine().length < shown.size && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  for (const [seq, actors] of shown) expect(mine().find((b) => b.seq === seq)?.actors, `webhook body of seq ${seq}`).toEqual(actors);
  expect(mine().filter((b) => b.status === "active").every((b) => b.actors.length > 0)).toBe(true);
}

const pick = <T>(dice: DiceSource, xs: readonly T[]): T => xs[dice.roll(xs.length) - 1]!;

/** The Firepower client: an actor's legal action, set-up ends and turn commands preferred so that draws, phases and Impulses go round. */
function firepowerChoice(dice: DiceSource, actors: readonly string[], legal: Record<string, Command[]>): { seat: string; cmd: Command } {
  const seat = pick(dice, actors.filter((s) => (legal[s] ?? []).length > 0));
  const mine = legal[seat]!;
  const game = mine.filter((c) => !c.type.startsWith("turn/"));
  const turn = mine.filter((c) => c.type.startsWith("turn/"));
  const ends = turn.filter((c) => c.type === "turn/end_impulse" || c.type === "turn/end_impulse_phase");
  const roll = dice.roll(6);
  // The set-up phase (2.4) is left soon: a placement or two, then the roll or end_setup.
  const setup = mine.filter((c) => c.type === "setup_roll" || c.type === "end_setup");
  if (setup.length > 0 && roll <= 4) return { seat, cmd: pick(dice, setup) };
  if (game.length > 0 && roll <= 3) return { seat, cmd: pick(dice, game) };
  if (ends.length > 0 && roll === 6) return { seat, cmd: pick(dice, ends) };
  return { seat, cmd: pick(dice, turn.length > 0 ? turn : mine) };
}

describe("actors name every seat that may act (issue 18)", () => {
  it.each(FIREPOWER_SHIPPED_SCENARIOS.map((s) => [s.id, s] as const))("firepower %s: draw, Impulse Phase and Impulse each name their actors", async (id, scenario) => {
    const { matchId, tokens } = await client.createMatch(playKey, "firepower", scenario.document, ["A", "B"]);
    const shown = await hookOn(matchId);
    const dice = createSeededDice(createRngState(`actors-${id}`, "sfc32")).dice;
    const steps = new Set<string>();
    for (let n = 0; n < 30; n += 1) {
      const { status, view, legal } = await readAndCheck(matchId, tokens);
      shown.set(view.seq, view.actors);
      steps.add(view.step);
      if (status !== "active" || view.over) break;
      const outsider = ["A", "B"].find((s) => !view.actors.includes(s));
      if (outsider) await expectRefused(matchId, tokens[outsider]!, { type: "turn/end_impulse_phase", payload: {} });
      const { seat, cmd } = firepowerChoice(dice, view.actors, legal);
      await submit(matchId, tokens[seat]!, cmd);
    }
    expect([...steps]).toEqual(expect.arrayContaining(["draw", "impulse_phase", "impulse"]));
    await expectBodies(matchId, shown);
  });

  it.each(PATROL_SHIPPED_SCENARIOS.map((s) => [s.id, s] as const))("patrol %s: both seats while plotting, then the one still to lock", async (id, scenario) => {
    const { matchId, tokens } = await client.createMatch(playKey, "patrol", scenario.document, ["alpha", "bravo"]);
    const shown = await hookOn(matchId);
    const dice = createSeededDice(createRngState(`actors-${id}`, "sfc32")).dice;
    let rounds = new Set<number>();
    let oneToLock = false;
    for (let n = 0; n < 40 && rounds.size < 2; n += 1) {
      const { status, view, seen } = await readAndCheck(matchId, tokens);
      const next: Record<string, Command | undefined> = {};
      shown.set(view.seq, view.actors);
      rounds = rounds.add(view.round);
      if (status !== "active" || view.over) break;
      if (view.step === "plot" && view.round === 1 && view.seq === 0) expect(view.actors).toEqual(["alpha", "bravo"]);
      if (view.step === "plot" && view.actors.length === 1) oneToLock = true;
      const outsider = ["alpha", "bravo"].find((s) => !view.actors.includes(s));
      if (outsider) await expectRefused(matchId, tokens[outsider]!, { type: "turn/submit_plot", payload: { plot: { orders: {} } } });
      const seat = view.actors.find((s) => (next[s] ??= botCommandFromView(seen[s]!.view, dice)) !== undefined);
      if (!seat) throw new Error(`no actor's bot has a command at ${view.step} round ${view.round}`);
      await submit(matchId, tokens[seat]!, next[seat]!);
    }
    expect({ oneToLock, rounds: [...rounds] }).toEqual({ oneToLock: true, rounds: [1, 2] });
    await expectBodies(matchId, shown);
  });
});
