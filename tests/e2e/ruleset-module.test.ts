import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shippedData } from "@tactica/api";
import { createApiClient, createTestApi } from "@tactica/api/testing";
import type { TestApi } from "@tactica/api/testing";
import { seedShippedData } from "@tactica/db";
import { defaultModules } from "@tactica/rulesets";
import { HEX_DUEL_ID, HEX_DUEL_MAP_ID, HEX_DUEL_SCENARIO_ID, hexDuelModule } from "./support/hex-duel.module";
import { createInjectClient } from "./support/inject-client";
import { startWorkerProcess, stopWorkers } from "./support/worker-process";
import type { WorkerProc } from "./support/worker-process";

// Issue 19's proof: a rule system the services have never heard of (Hex Duel, tests/e2e/support/hex-duel.module.ts)
// is served by registering its module with the API and a worker process, and nothing else: rulesets, scenarios,
// lineOfSight, fireOdds, commandOdds, a match played to its end with AI turns run as BullMQ jobs by the worker.
const modules = [...defaultModules(), hexDuelModule];
const MODULES_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), "support", "hex-duel.modules.ts");

let t: TestApi;
let key = "";
let worker: WorkerProc | undefined;
let api: ReturnType<typeof createInjectClient>;

beforeAll(async () => {
  t = await createTestApi({ queue: "bullmq", modules });
  api = createInjectClient(t);
  await seedShippedData(t.db, shippedData(modules));
  key = (await createApiClient(t.db, { name: "duellist", scopes: ["play"], rateLimitPerMinute: 100_000 })).key;
  worker = await startWorkerProcess("hex-duel-worker", t, { TACTICA_MODULES_FILE: MODULES_FILE });
});
afterAll(async () => {
  if (t) await stopWorkers(worker ? [worker] : [], t.queueName);
  await t?.close();
});

const at = (q: number, r: number) => ({ q, r, posture: "stand" });
const onField = (observer: object, target: object) => ({ rulesetId: HEX_DUEL_ID, mapId: HEX_DUEL_MAP_ID, observer, target });
type Outcome = { outcome: string; probability: string };
const chances = (outcomes: readonly Outcome[]) => Object.fromEntries(outcomes.map((o) => [o.outcome, o.probability]));

describe("a test ruleset registered as a module (issue 19)", () => {
  it("is listed by rulesets and scenarios like a shipped system, with its own shipped scenario", async () => {
    const r = await api.gql("{ rulesets { id name playable sighting } scenarios(rulesetId: \"hex-duel\") { id rulesetId mapId turnLimit sides { seat } } }", {}, { key });
    expect(r.errors).toBeUndefined();
    const rulesets = r.data?.rulesets as { id: string; name: string; playable: boolean; sighting: boolean }[];
    // The default modules in registry order, then the test module.
    expect(rulesets.map((x) => x.id)).toEqual(["firepower", "patrol", "sniper", "fow", "wwb", HEX_DUEL_ID]);
    expect(rulesets.find((x) => x.id === HEX_DUEL_ID)).toEqual({ id: HEX_DUEL_ID, name: "Hex Duel (test)", playable: true, sighting: true });
    expect(r.data?.scenarios).toEqual([{ id: HEX_DUEL_SCENARIO_ID, rulesetId: HEX_DUEL_ID, mapId: HEX_DUEL_MAP_ID, turnLimit: 3, sides: [{ seat: "north" }, { seat: "south" }] }]);
  });

  it("serves its catalogue as the Ruleset's catalogue field (the editor's palettes)", async () => {
    const r = await api.gql("{ rulesets { id catalogue { sides { id name } terrain { id rule } unitTypes { id men } } } }", {}, { key });
    expect(r.errors).toBeUndefined();
    const duel = (r.data?.rulesets as { id: string; catalogue: unknown }[]).find((x) => x.id === HEX_DUEL_ID);
    expect(duel?.catalogue).toEqual({
      sides: [{ id: "north", name: "North" }, { id: "south", name: "South" }],
      terrain: [{ id: "clear", rule: "Hex Duel 1" }, { id: "wood", rule: "Hex Duel 1" }],
      unitTypes: [{ id: "scout", men: 1 }],
    });
  });

  it("Hex Duel 1: lineOfSight judges its stored map with its own policy (the wood blocks, the open row is clear)", async () => {
    const q = "query($i: SightInput!) { lineOfSight(input: $i) { clear range system blockedBy { feature rule } } }";
    const blocked = await api.gql(q, { i: onField(at(0, 1), at(5, 1)) }, { key });
    expect(blocked.errors).toBeUndefined();
    // Both wood hexes of the middle row are on the line.
    const wood = { feature: "blocking hex", rule: "blocking-hexes" };
    expect(blocked.data?.lineOfSight).toEqual({ clear: false, range: 5, system: "blocking-hexes", blockedBy: [wood, wood] });
    const open = await api.gql(q, { i: onField(at(0, 0), at(5, 0)) }, { key });
    expect(open.data?.lineOfSight).toMatchObject({ clear: true, range: 5, blockedBy: [] });
  });

  it("Hex Duel 4: fireOdds answers from its explainer, the range given or set by the line of sight", async () => {
    const q = "query($i: FireOddsInput!) { fireOdds(input: $i) { system outcomes { outcome probability } details } }";
    // 4+ on a d6 at 3 hexes or less (3 of 6 faces), 5+ beyond (2 of 6).
    const near = await api.gql(q, { i: { rulesetId: HEX_DUEL_ID, situation: { range: 2 } } }, { key });
    expect(near.errors).toBeUndefined();
    expect(chances((near.data?.fireOdds as { outcomes: Outcome[] }).outcomes)).toEqual({ hit: "1/2", miss: "1/2" });
    const sighted = await api.gql(q, { i: { rulesetId: HEX_DUEL_ID, situation: {}, sight: onField(at(0, 0), at(5, 0)) } }, { key });
    expect(sighted.errors).toBeUndefined();
    expect(sighted.data?.fireOdds).toMatchObject({ system: HEX_DUEL_ID, details: { range: 5, hitNumber: 5 } });
    expect(chances((sighted.data?.fireOdds as { outcomes: Outcome[] }).outcomes)).toEqual({ hit: "1/3", miss: "2/3" });
    const wood = await api.gql(q, { i: { rulesetId: HEX_DUEL_ID, situation: {}, sight: onField(at(0, 1), at(5, 1)) } }, { key });
    expect(wood.errors?.[0]?.extensions?.code).toBe("fire/no_los");
  });

  it("commandOdds dispatches to the match's module, and a module without a command explainer is a typed refusal", async () => {
    const { matchId, tokens } = await api.createMatch(key, HEX_DUEL_ID, { turns: 3 }, ["north", "south"]);
    const q = "query($m: ID!, $c: CommandOddsInput!) { commandOdds(matchId: $m, command: $c) { command seat parts { target outcomes { outcome probability } details } } }";
    const shot = await api.gql(q, { m: matchId, c: { type: "shoot", payload: {} } }, { key, seat: tokens.north! });
    expect(shot.errors).toBeUndefined();
    expect(shot.data?.commandOdds).toMatchObject({ command: "shoot", seat: "north", parts: [{ target: "south", details: { range: 5, hitNumber: 5 } }] });
    expect(chances((shot.data?.commandOdds as { parts: { outcomes: Outcome[] }[] }).parts[0]!.outcomes)).toEqual({ hit: "1/3", miss: "2/3" });
    const move = await api.gql(q, { m: matchId, c: { type: "move", payload: { q: 1, r: 0 } } }, { key, seat: tokens.north! });
    expect(move.errors?.[0]?.extensions?.code).toBe("odds/not_explained");
    // The command's own refusal: south is not acting [Hex Duel 2].
    const early = await api.gql(q, { m: matchId, c: { type: "shoot", payload: {} } }, { key, seat: tokens.south! });
    expect(early.errors?.[0]?.extensions?.code).toBe("turn/not_your_activation");
    const patrol = await api.createMatch(key, "patrol", { ob: "27.11", situation: "patrol", entry: "home_edge", turns: 15, board: { cols: 12, rows: 12 } }, ["alpha", "bravo"]);
    const none = await api.gql(q, { m: patrol.matchId, c: { type: "shoot", payload: {} } }, { key, seat: patrol.tokens.alpha! });
    expect(none.errors?.[0]?.extensions?.code).toBe("odds/unknown_ruleset");
    expect(none.errors?.[0]?.message).toBe("Command odds are served for Firepower, Sniper!, We Were Brothers, Hex Duel (test) matches; this match plays patrol.");
  });

  it("Hex Duel 4: its number option is served with its kind, range and default, and a pack's value reaches the match's command odds", async () => {
    const r = await api.gql("{ rulesets { id options { id kind default min max step unit choices { id } settledInPlayBy } } }", {}, { key });
    expect(r.errors).toBeUndefined();
    const duel = (r.data?.rulesets as { id: string; options: unknown[] }[]).find((x) => x.id === HEX_DUEL_ID);
    expect(duel?.options).toEqual([{ id: "hex-duel/short_range", kind: "NUMBER", default: "3", min: "1", max: "5", step: "1", unit: "hexes", choices: [], settledInPlayBy: [] }]);
    // A pack setting short range to 5 hexes: the scouts, 5 hexes apart, now hit on 4+ (1/2) instead of 5+ (1/3).
    const made = await api.gql("mutation($p: JSON) { createMatch(input: { rulesetId: \"hex-duel\", scenario: { turns: 3 }, rulingsPack: $p }) { id } }",
      { p: { id: "long-eyes", ruleset: HEX_DUEL_ID, options: { "hex-duel/short_range": 5 } } }, { key });
    expect(made.errors).toBeUndefined();
    const matchId = (made.data?.createMatch as { id: string }).id;
    const join = async (s: string) => ((await api.gql("mutation($m: ID!, $s: String!) { joinMatch(matchId: $m, seat: $s) { seatToken } }", { m: matchId, s }, { key })).data?.joinMatch as { seatToken: string }).seatToken;
    const seat = await join("north");
    await join("south");
    const q = "query($m: ID!, $c: CommandOddsInput!) { commandOdds(matchId: $m, command: $c) { parts { outcomes { outcome probability } details } } }";
    const shot = await api.gql(q, { m: matchId, c: { type: "shoot", payload: {} } }, { key, seat });
    expect(shot.errors).toBeUndefined();
    const part = (shot.data?.commandOdds as { parts: { outcomes: Outcome[]; details: unknown }[] }).parts[0]!;
    expect(part.details).toEqual({ range: 5, hitNumber: 4 });
    expect(chances(part.outcomes)).toEqual({ hit: "1/2", miss: "1/2" });
  });

  it("a match of its shipped scenario plays to its end: the player's commands, then each AI turn as a job on the worker process", async () => {
    const made = await api.gql("mutation($s: ID!) { createMatch(input: { rulesetId: \"hex-duel\", scenarioId: $s }) { id } }", { s: HEX_DUEL_SCENARIO_ID }, { key });
    const matchId = (made.data?.createMatch as { id: string } | undefined)?.id ?? "";
    expect(matchId).not.toBe("");
    const join = async (seat: string) => ((await api.gql("mutation($m: ID!, $s: String!) { joinMatch(matchId: $m, seat: $s) { seatToken } }", { m: matchId, s: seat }, { key })).data?.joinMatch as { seatToken: string }).seatToken;
    const north = await join("north"), south = await join("south");
    const submit = async (type: string) => (await api.gql("mutation($i: SubmitCommandInput!) { submitCommand(input: $i) { __typename ... on CommandRejected { code } } }", { i: { matchId, type, payload: {} } }, { key, seat: north })).data?.submitCommand;
    const status = async () => ((await api.gql("query($m: ID!) { match(id: $m) { status } }", { m: matchId }, { key })).data?.match as { status: string }).status;
    const aiJobs: string[] = [];
    for (let round = 1; round <= 3 && (await status()) === "active"; round++) {
      expect(await submit("shoot")).toEqual({ __typename: "CommandAccepted" });
      // A second shot in one activation is the rules' refusal [Hex Duel 4].
      if ((await status()) === "active") expect(await submit("shoot")).toEqual({ __typename: "CommandRejected", code: "duel/already_shot" });
      if ((await status()) !== "active") break;
      expect(await submit("turn/pass")).toEqual({ __typename: "CommandAccepted" });
      const asked = await api.gql("mutation($m: ID!) { requestAiTurn(matchId: $m, budgetMs: 2000) { id } }", { m: matchId }, { key, seat: south });
      const id = (asked.data?.requestAiTurn as { id: string } | undefined)?.id;
      if (!id) throw new Error(JSON.stringify(asked));
      const info = await t.queue.waitFor(id, 60_000);
      expect(info?.state).toBe("completed");
      const result = info?.result as { commands: { type: string }[]; ended: string };
      // The bot shoots (it sees north along the open row), then ends its activation unless its shot ended the match.
      const types = result.commands.map((c) => c.type);
      if (result.ended === "waiting") expect(types).toEqual(["shoot", "turn/pass"]);
      else expect([["shoot"], ["shoot", "turn/pass"]]).toContainEqual(types);
      aiJobs.push(id);
    }
    expect(await status()).toBe("ended");
    expect(aiJobs.length).toBeGreaterThan(0);
    // Every AI turn ran on the worker process, which served the module from the modules file it was given.
    for (const id of aiJobs) expect(worker?.log).toContain(`"jobId":"${id}"`);
    const commands = await api.commandsOf(matchId);
    expect(commands.filter((c) => c.seat === "south").map((c) => c.type)).toContain("shoot");
    expect(await api.verify(matchId, key)).toMatchObject({ ok: true, replayOk: true });
  });
});
