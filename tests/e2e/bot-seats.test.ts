import { createServer } from "node:http";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shippedData } from "@tactica/api";
import { createApiClient, createTestApi } from "@tactica/api/testing";
import type { TestApi } from "@tactica/api/testing";
import { seedShippedData } from "@tactica/db";
import { defaultModules } from "@tactica/rulesets";
import { LIVE, subscribeWs } from "./matches-fixture";
import { createInjectClient } from "./support/inject-client";
import { threeASideModule } from "./support/three-a-side.ruleset";

// Issue 19 (and 18's embedded-mode wall): a seat left to the server's bot at creation is played by the server
// whenever it may act, with no client call (no requestAiTurn), bot after bot; and in embedded mode (the in-process
// queue, as `npm start` without REDIS_URL runs) the commands those AI turns store reach subscribers and webhooks.

let t: TestApi;
let url = "";
let client: ReturnType<typeof createInjectClient>;
let key = "";
let readKey = "";
let hooks: Server;
let hookUrl = "";
const hookBodies: Array<{ matchId: string; seq: number; actors: string[] }> = [];

beforeAll(async () => {
  t = await createTestApi({ modules: [...defaultModules(), threeASideModule] });
  await seedShippedData(t.db, shippedData(defaultModules()));
  client = createInjectClient(t);
  key = (await createApiClient(t.db, { name: "creator", scopes: ["play", "read"], rateLimitPerMinute: 100_000 })).key;
  readKey = (await createApiClient(t.db, { name: "spectator", scopes: ["read"], rateLimitPerMinute: 100_000 })).key;
  url = await t.app.listen({ host: "127.0.0.1", port: 0 });
  hooks = createServer((req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => { body += c.toString("utf8"); });
    req.on("end", () => { hookBodies.push(JSON.parse(body) as (typeof hookBodies)[number]); res.end("ok"); });
  });
  await new Promise<void>((r) => hooks.listen(0, "127.0.0.1", () => r()));
  hookUrl = `http://127.0.0.1:${(hooks.address() as AddressInfo).port}/hook`;
}, 120_000);

afterAll(async () => {
  await t?.close();
  await new Promise((r) => hooks?.close(r));
});

const gql = (query: string, variables: Record<string, unknown>, as: { key?: string; seat?: string } = {}) => client.gql(query, variables, as);

/** Polls until `done` holds (20 ms apart) or `ms` pass; answers the last value read. */
async function until<T>(read: () => Promise<T>, done: (v: T) => boolean, ms: number): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (done(v) || Date.now() > deadline) return v;
    await new Promise((r) => setTimeout(r, 20));
  }
}

const CREATE = "mutation($r: String!, $s: ID, $d: JSON, $b: [String!]) { createMatch(input: { rulesetId: $r, scenarioId: $s, scenario: $d, bots: $b }) { id status seats { seat bot } } }";
type Made = { id: string; status: string; seats: Array<{ seat: string; bot: boolean }> };

async function createMatch(input: { r: string; s?: string; d?: unknown; b?: readonly string[] }): Promise<Made> {
  const r = await gql(CREATE, { r: input.r, s: input.s ?? null, d: input.d ?? null, b: input.b ?? null }, { key });
  const made = r.data?.createMatch as Made | undefined;
  if (!made) throw new Error(JSON.stringify(r));
  return made;
}

const statusOf = async (matchId: string) => (await gql("query($m: ID!) { match(id: $m) { status endReason } }", { m: matchId }, { key: readKey })).data?.match as { status: string; endReason: string | null };

describe("seats left to the server's bot are played by the server (issue 19)", () => {
  it("a player against five bot seats: after the player's command the bots answer with no client call, and stop at the player's seat; a subscriber and a webhook see every bot command (embedded mode)", async () => {
    const seats = ["us-1", "us-2", "us-3", "ax-1", "ax-2", "ax-3"];
    const made = await createMatch({ r: "three-a-side", d: {}, b: seats.filter((s) => s !== "us-1") });
    expect(made.status).toBe("open");
    const matchId = made.id;
    const hook = await gql("mutation($u: String!, $m: ID) { registerWebhook(url: $u, matchId: $m) { id } }", { u: hookUrl, m: matchId }, { key });
    expect(hook.errors).toBeUndefined();
    const joined = await gql("mutation($m: ID!) { joinMatch(matchId: $m, seat: \"us-1\", playerSeed: \"p\") { seatToken match { status } } }", { m: matchId }, { key });
    const token = (joined.data?.joinMatch as { seatToken: string; match: { status: string } }).seatToken;
    expect((joined.data?.joinMatch as { match: { status: string } }).match.status).toBe("active");
    const player = await subscribeWs(url, LIVE, { m: matchId }, { key, seat: token });
    const spectator = await subscribeWs(url, LIVE, { m: matchId }, { key: readKey });
    // Nothing is played before the player's command: us-1 acts first.
    await new Promise((r) => setTimeout(r, 200));
    expect(await client.commandsOf(matchId)).toEqual([]);

    const sent = await gql("mutation($i: SubmitCommandInput!) { submitCommand(input: $i) { __typename ... on CommandAccepted { eventNumber } } }", { i: { matchId, type: "turn/pass", payload: {} } }, { key, seat: token });
    expect(sent.data?.submitCommand).toEqual({ __typename: "CommandAccepted", eventNumber: 1 });

    // The five bot seats act in turn order (three-a-side: us-1 ax-1 us-2 ax-2 us-3 ax-3), each played by the server.
    const order = [[1, "us-1"], [2, "ax-1"], [3, "us-2"], [4, "ax-2"], [5, "us-3"], [6, "ax-3"]];
    const played = await until(() => client.commandsOf(matchId), (c) => c.length >= 6, 20_000);
    expect(played.map((c) => [c.seq, c.seat])).toEqual(order);
    expect(played.every((c) => c.type === "turn/pass")).toBe(true);
    // ... and stop there: the player's seat acts again, and nobody plays it for them.
    await new Promise((r) => setTimeout(r, 400));
    expect((await client.commandsOf(matchId)).length).toBe(6);
    const view = (await gql("query($m: ID!) { match(id: $m) { view } }", { m: matchId }, { key: readKey })).data?.match as { view: { actors: string[] } };
    expect(view.view.actors).toEqual(["us-1"]);

    // The bots' commands (stored by in-process AI-turn jobs) reach both subscribers, in order, with no gap.
    for (const sub of [player, spectator]) {
      const got = (await sub.waitFor(6, 10_000)) as Array<{ data?: { matchEvents?: { eventNumber: number } } }>;
      expect(got.map((m) => m.data?.matchEvents?.eventNumber)).toEqual([1, 2, 3, 4, 5, 6]);
      sub.close();
    }
    // ... and the match's webhook: one signed delivery per command, the bots' too, each naming who acts next.
    const bodies = await until(async () => hookBodies.filter((b) => b.matchId === matchId), (b) => b.length >= 6, 10_000);
    expect(bodies.map((b) => [b.seq, b.actors]).sort((a, b) => (a[0] as number) - (b[0] as number))).toEqual(
      [[1, ["ax-1"]], [2, ["us-2"]], [3, ["ax-2"]], [4, ["us-3"]], [5, ["ax-3"]], [6, ["us-1"]]],
    );
    expect(await client.verify(matchId, readKey)).toMatchObject({ ok: true, replayOk: true, steps: 6 });
  }, 60_000);

  it("embedded mode: the barrage a command makes due, resolved by the in-process job, reaches a subscriber and the match's webhook like a player's command", async () => {
    // Alpha's two Medium rounds on turn 1: once both seats lock their plots the rounds are due, and the barrage job
    // (queued by the lock itself) stores their resolution as the next event.
    const scenario = { ob: "27.12", situation: "patrol", forces: { alpha: "2BR 2M(pl)", bravo: "2BR" }, board: { cols: 16, rows: 16 },
      deploy: { a01: { hex: "0802" }, a02: { hex: "0902" }, b01: { hex: "0812" }, b02: { hex: "0814" } } };
    const { matchId, tokens } = await client.createMatch(key, "patrol", scenario, ["alpha", "bravo"]);
    expect((await gql("mutation($u: String!, $m: ID) { registerWebhook(url: $u, matchId: $m) { id } }", { u: hookUrl, m: matchId }, { key })).errors).toBeUndefined();
    const sub = await subscribeWs(url, LIVE, { m: matchId }, { key: readKey });
    const send = async (seat: "alpha" | "bravo", type: string, payload: unknown = {}) =>
      (await gql("mutation($i: SubmitCommandInput!) { submitCommand(input: $i) { __typename ... on CommandAccepted { eventNumber } } }", { i: { matchId, type, payload } }, { key, seat: tokens[seat] })).data?.submitCommand;
    expect(await send("alpha", "plan_artillery", { rounds: [{ weight: "M", hex: "0812", turn: 1 }, { weight: "M", hex: "0813", turn: 1 }] })).toEqual({ __typename: "CommandAccepted", eventNumber: 1 });
    await send("alpha", "turn/submit_plot", { plot: { orders: {} } });
    await send("alpha", "turn/lock_plot");
    await send("bravo", "turn/submit_plot", { plot: { orders: {} } });
    expect(await send("bravo", "turn/lock_plot")).toEqual({ __typename: "CommandAccepted", eventNumber: 5 });
    const stored = await until(() => client.commandsOf(matchId), (c) => c.length >= 6, 20_000);
    expect(stored[5]).toMatchObject({ seq: 6, type: "resolve_barrage" });
    const got = (await sub.waitFor(6, 10_000)) as Array<{ data?: { matchEvents?: { eventNumber: number } } }>;
    expect(got.map((m) => m.data?.matchEvents?.eventNumber)).toEqual([1, 2, 3, 4, 5, 6]);
    sub.close();
    const seqs = await until(async () => hookBodies.filter((b) => b.matchId === matchId).map((b) => b.seq).sort((a, b) => a - b), (b) => b.length >= 6, 10_000);
    expect(seqs).toEqual([1, 2, 3, 4, 5, 6]);
  }, 60_000);

  for (const [rulesetId, scenarioId] of [["firepower", "firepower-authored-sample"], ["patrol", "patrol-normandy-patrol"]] as const) {
    it(`${scenarioId}: every seat left to the bot, the server plays the shipped scenario to its result with no client call`, async () => {
      // The ruleset's seats, as createMatch reports them (a match nobody joins changes nothing).
      const seats = (await createMatch({ r: rulesetId, s: scenarioId })).seats.map((s) => s.seat);
      const started = Date.now();
      const made = await createMatch({ r: rulesetId, s: scenarioId, b: seats });
      expect(made.status).toBe("active");
      expect(made.seats.every((s) => s.bot)).toBe(true);
      const sub = await subscribeWs(url, LIVE, { m: made.id }, { key: readKey });
      const end = await until(() => statusOf(made.id), (m) => m.status === "ended", 60_000);
      const ms = Date.now() - started;
      expect(end.status, `not over after ${ms} ms`).toBe("ended");
      const commands = await client.commandsOf(made.id);
      expect(commands.length).toBeGreaterThan(2);
      expect(new Set(commands.map((c) => c.seat))).toEqual(new Set(seats));
      expect(commands.map((c) => c.seq)).toEqual(commands.map((_, i) => i + 1));
      // The stream carried the match to its end.
      const last = await until(async () => sub.messages as Array<{ data?: { matchEvents?: { eventNumber: number; status: string } } }>, (m) => m.at(-1)?.data?.matchEvents?.status === "ended", 5_000);
      expect(last.at(-1)?.data?.matchEvents).toMatchObject({ eventNumber: commands.length, status: "ended" });
      sub.close();
      expect(await client.verify(made.id, readKey)).toMatchObject({ ok: true, replayOk: true, steps: commands.length });
      console.info(`${scenarioId}: ${commands.length} commands by the server's bots in ${ms} ms`);
    }, 90_000);
  }
});
