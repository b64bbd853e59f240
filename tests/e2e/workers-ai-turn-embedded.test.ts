import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiClient, createTestApi } from "@tactica/api/testing";
import type { TestApi } from "@tactica/api/testing";
import type { JobContext } from "@tactica/queue";
import { BASIC_GAME_SCENARIO } from "@tactica/rules-firepower";
import { createFindRuleset } from "@tactica/matches";
import { patrolRuleset } from "@tactica/rules-patrol";
import { createProcessors, processAiTurn } from "@tactica/worker";
import { createInjectClient } from "./support/inject-client";

// AI turns in embedded mode (no Redis): the same processor behind the same queue interface, inside the API
// process. Also the retry case a process kill can only hit by luck: an attempt that dies right after storing
// the first command of its turn; the next attempt carries on and nothing applies twice.
// Fixed home-edge set-up (not the book's 26.2): these tests are about one plot turn of the job (submit, lock).
const SMALL = { ob: "27.12", situation: "patrol", entry: "home_edge", forces: { alpha: "3BR", bravo: "3BR" }, board: { cols: 10, rows: 12 } };

type AiResult = { commands: { seq: number; type: string }[]; ended: string; stoppedOnBudget: boolean; lastEventNumber: number };

let t: TestApi;
let playKey = "";
let readKey = "";
let client: ReturnType<typeof createInjectClient>;
const gql = (...a: Parameters<typeof client.gql>) => client.gql(...a);
const createMatch = (rulesetId: string, scenario: unknown, seats: readonly string[]) => client.createMatch(playKey, rulesetId, scenario, seats);
const commandsOf = (matchId: string) => client.commandsOf(matchId);
const verify = (matchId: string) => client.verify(matchId, readKey);

beforeAll(async () => {
  t = await createTestApi();
  client = createInjectClient(t);
  playKey = (await createApiClient(t.db, { name: "ai-player", scopes: ["play"], rateLimitPerMinute: 100_000 })).key;
  readKey = (await createApiClient(t.db, { name: "ai-reader", scopes: ["read"], rateLimitPerMinute: 100_000 })).key;
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe("ai-turn jobs in embedded mode (in-process queue, real PostgreSQL)", () => {
  it("requestAiTurn runs the same processor in-process: the job id comes back at once and the turn is stored", async () => {
    expect(t.queue.mode).toBe("in-process");
    const { matchId, tokens } = await createMatch("patrol", SMALL, ["alpha", "bravo"]);
    const r = await gql("mutation($m: ID!) { requestAiTurn(matchId: $m, budgetMs: 2000) { id name state } }", { m: matchId }, { key: playKey, seat: tokens.alpha });
    const job = r.data?.requestAiTurn as { id: string; name: string; state: string };
    expect(job).toMatchObject({ name: "ai-turn", state: "waiting" });
    const again = await gql("mutation($m: ID!) { requestAiTurn(matchId: $m, budgetMs: 2000) { id } }", { m: matchId }, { key: playKey, seat: tokens.alpha });
    expect((again.data?.requestAiTurn as { id: string }).id).toBe(job.id);
    const info = await t.queue.waitFor(job.id, 60_000);
    expect(info).toMatchObject({ state: "completed", progress: 100 });
    expect(info?.result).toMatchObject({ commands: [{ seq: 1, type: "turn/submit_plot" }, { seq: 2, type: "turn/lock_plot" }], ended: "waiting", lastEventNumber: 2 });
    const { thinkingMs, elapsedMs } = info?.result as { thinkingMs: number; elapsedMs: number };
    expect(thinkingMs).toBeLessThanOrEqual(elapsedMs);
    expect((await commandsOf(matchId)).map((c) => [c.type, c.seat])).toEqual([["turn/submit_plot", "alpha"], ["turn/lock_plot", "alpha"]]);
    // job(id) through the API shows the same.
    const seen = await gql("query($id: ID!) { job(id: $id) { state result } }", { id: job.id });
    expect(seen.data?.job).toMatchObject({ state: "completed", result: { ended: "waiting" } });
  }, 60_000);

  it("without a seat token, or with a budget out of bounds, nothing is queued", async () => {
    const { matchId, tokens } = await createMatch("patrol", SMALL, ["alpha", "bravo"]);
    const anonymous = await gql("mutation($m: ID!) { requestAiTurn(matchId: $m, budgetMs: 100) { id } }", { m: matchId }, { key: playKey });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe("auth/seat_token_invalid");
    const tooLong = await gql("mutation($m: ID!) { requestAiTurn(matchId: $m, budgetMs: 600000) { id } }", { m: matchId }, { key: playKey, seat: tokens.bravo });
    expect(tooLong.errors?.[0]?.extensions?.code).toBe("request/invalid");
    expect(await commandsOf(matchId)).toEqual([]);
  }, 60_000);

  it("an attempt that dies right after storing its first command: the retry stores only the rest, nothing twice", async () => {
    const { matchId } = await createMatch("patrol", SMALL, ["alpha", "bravo"]);
    const aiTurn = createProcessors({ workerName: "test", db: t.db })["ai-turn"];
    const payload = { matchId, seat: "bravo", budgetMs: 1000, expectedEventNumber: 0 };
    let reports = 0;
    // Progress is reported once at the start and once after each stored command: die at the second report.
    const dying: JobContext = { jobId: "ai-turn-crash", meta: {}, attempt: 1, progress: async () => { if (++reports === 2) throw new Error("worker died"); } };
    await expect(aiTurn(payload, dying)).rejects.toThrow("worker died");
    expect((await commandsOf(matchId)).map((c) => c.type)).toEqual(["turn/submit_plot"]);
    const retry: JobContext = { jobId: "ai-turn-crash", meta: {}, attempt: 2, progress: async () => undefined };
    const result = await aiTurn(payload, retry) as AiResult;
    expect(result.commands).toEqual([{ seq: 1, type: "turn/submit_plot" }, { seq: 2, type: "turn/lock_plot" }]);
    expect((await commandsOf(matchId)).map((c) => [c.seq, c.type, c.seat])).toEqual([[1, "turn/submit_plot", "bravo"], [2, "turn/lock_plot", "bravo"]]);
    // A third run of the same job (say, retried once more after finishing) stores nothing.
    expect(await aiTurn(payload, retry)).toMatchObject({ commands: result.commands, ended: "waiting" });
    // If another seat moved after the job's last command, a retry does not carry on into a new turn.
    const other = await aiTurn({ matchId, seat: "alpha", budgetMs: 1000, expectedEventNumber: 2 }, { ...retry, jobId: "ai-turn-alpha" });
    expect(other).toMatchObject({ ended: "waiting" });
    expect((await commandsOf(matchId)).length).toBeGreaterThan(2);
    expect(await aiTurn(payload, retry)).toMatchObject({ commands: result.commands, ended: "interrupted" });
    expect(await verify(matchId)).toMatchObject({ ok: true, replayOk: true });
  }, 60_000);

  it("a bot whose proposal is refused fails the job for good (ai/bot_refused), storing nothing: a retry would propose it again", async () => {
    const { matchId } = await createMatch("patrol", SMALL, ["alpha", "bravo"]);
    // Locking a plot before submitting one is refused (the bug of an earlier Patrol! bot, issue 17.8).
    const rulesets = createFindRuleset([{ ...patrolRuleset, bot: () => ({ type: "turn/lock_plot", payload: {} }) } as unknown as Parameters<typeof createFindRuleset>[0][number]]);
    const ctx: JobContext = { jobId: "ai-turn-refused", meta: {}, attempt: 1, progress: async () => undefined };
    const failed = await processAiTurn({ matchId, seat: "alpha", budgetMs: 100 }, ctx, { db: t.db, rulesets, now: () => 0 }).catch((e: unknown) => e);
    expect(failed).toMatchObject({ name: "UnrecoverableJobError", code: "ai/bot_refused" });
    expect(String((failed as Error).message)).toContain("turn/lock_plot");
    expect(await commandsOf(matchId)).toEqual([]);
  }, 60_000);

  it("an attempt past its time limit (its signal aborted) stores nothing", async () => {
    const { matchId } = await createMatch("patrol", SMALL, ["alpha", "bravo"]);
    const aiTurn = createProcessors({ workerName: "test", db: t.db })["ai-turn"];
    const limit = new AbortController();
    limit.abort(new Error("ai-turn: ran past its time limit"));
    const ctx: JobContext = { jobId: "ai-turn-late", meta: {}, attempt: 1, progress: async () => undefined, signal: limit.signal };
    await expect(aiTurn({ matchId, seat: "alpha", budgetMs: 100, expectedEventNumber: 0 }, ctx)).rejects.toThrow("time limit");
    expect(await commandsOf(matchId)).toEqual([]);
  }, 60_000);

  it("firepower: the bot plays side A's Impulses as that seat until the other side acts; every command is A's and the match verifies", async () => {
    const { matchId, tokens } = await createMatch("firepower", BASIC_GAME_SCENARIO, ["A", "B"]);
    const r = await gql("mutation($m: ID!) { requestAiTurn(matchId: $m, budgetMs: 3000) { id } }", { m: matchId }, { key: playKey, seat: tokens.A });
    const id = (r.data?.requestAiTurn as { id: string } | undefined)?.id;
    expect(id, JSON.stringify(r)).toBeTruthy();
    const info = await t.queue.waitFor(id!, 120_000);
    expect(info?.error ?? null).toBeNull();
    const result = info?.result as AiResult;
    expect(result.commands.length).toBeGreaterThan(0);
    expect(result.commands[0]?.type).toBe("turn/draw_chit");
    expect(["waiting", "max_commands", "match_over"]).toContain(result.ended);
    const stored = await commandsOf(matchId);
    expect(stored.map((c) => c.seq)).toEqual(result.commands.map((c) => c.seq));
    expect(new Set(stored.map((c) => c.seat))).toEqual(new Set(["A"]));
    expect(await verify(matchId)).toMatchObject({ ok: true, replayOk: true, steps: stored.length });
  }, 150_000);
});
