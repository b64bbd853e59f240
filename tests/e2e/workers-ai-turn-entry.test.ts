import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiClient, createTestApi } from "@tactica/api/testing";
import type { TestApi } from "@tactica/api/testing";
import { PATROL_SHIPPED_SCENARIOS } from "@tactica/rules-patrol";
import { createInjectClient } from "./support/inject-client";

// Issue 17.8: AI turns of a Patrol! match with map entry (26.2, the book's set-up), through the real ai-turn
// processor and PostgreSQL (embedded queue). The bot's turn is its whole set-up and plot: the chits, the
// Preliminary Movement Plot, then submit and lock, every command accepted.

type AiResult = { commands: { seq: number; type: string }[]; ended: string; lastEventNumber: number };

let t: TestApi;
let playKey = "";
let readKey = "";
let client: ReturnType<typeof createInjectClient>;
const gql = (...a: Parameters<typeof client.gql>) => client.gql(...a);
const createPatrol = (scenario: unknown) => client.createMatch(playKey, "patrol", scenario, ["alpha", "bravo"]);

/** Request one AI turn for the seat and wait for the job: its final state, error and result. */
async function aiTurn(matchId: string, token: string) {
  const r = await gql("mutation($m: ID!) { requestAiTurn(matchId: $m, budgetMs: 3000) { id } }", { m: matchId }, { key: playKey, seat: token });
  const id = (r.data?.requestAiTurn as { id: string } | undefined)?.id;
  if (!id) throw new Error(JSON.stringify(r));
  const info = await t.queue.waitFor(id, 60_000);
  return { state: info?.state, error: info?.error ?? null, result: info?.result as AiResult };
}

const commandsOf = (matchId: string) => client.commandsOf(matchId);
const verify = (matchId: string) => client.verify(matchId, readKey);

beforeAll(async () => {
  t = await createTestApi();
  client = createInjectClient(t);
  playKey = (await createApiClient(t.db, { name: "ai-entry-player", scopes: ["play"], rateLimitPerMinute: 100_000 })).key;
  readKey = (await createApiClient(t.db, { name: "ai-entry-reader", scopes: ["read"], rateLimitPerMinute: 100_000 })).key;
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe("ai-turn jobs at Patrol! map entry (in-process queue, real PostgreSQL)", () => {
  it("patrol 26.2, 26.62: the shipped Recon, each seat's AI turn draws, pre-plots (α), submits and locks; the turn is played and the match verifies", async () => {
    const recon = PATROL_SHIPPED_SCENARIOS.find((s) => s.id === "patrol-normandy-recon")!;
    const { matchId, tokens } = await createPatrol(recon.document);
    const alpha = await aiTurn(matchId, tokens.alpha!);
    expect(alpha.error).toBeNull();
    expect(alpha.state).toBe("completed");
    const types = alpha.result.commands.map((c) => c.type);
    expect(types.slice(0, 2)).toEqual(["draw_entry", "preplot"]);
    expect(types.slice(-2)).toEqual(["turn/submit_plot", "turn/lock_plot"]);
    expect(alpha.result.ended).toBe("waiting");
    const bravo = await aiTurn(matchId, tokens.bravo!);
    expect(bravo.error).toBeNull();
    expect(bravo.result.commands[0]?.type).toBe("draw_entry"); // 26.62: β draws its exit chit
    expect(bravo.result.commands.map((c) => c.type)).toContain("turn/lock_plot");
    // Both locked: turn one resolved and turn two's plot is open.
    const seen = await gql("query($m: ID!) { match(id: $m) { view } }", { m: matchId }, { key: readKey });
    expect((seen.data?.match as { view: { round: number; step: string } } | undefined)?.view).toMatchObject({ round: 2, step: "plot" });
    const stored = await commandsOf(matchId);
    expect(stored.map((c) => c.seq)).toEqual([...alpha.result.commands, ...bravo.result.commands].map((c) => c.seq));
    expect(await verify(matchId)).toMatchObject({ ok: true, replayOk: true, steps: stored.length });
  }, 120_000);

  it("patrol 26.66 d: on a board too deep for any pre-plot to reach β's section by turn 6, α's AI turn draws its chits and then waits: the job completes, nothing refused, no retry", async () => {
    const { matchId, tokens } = await createPatrol({ ob: "27.21", situation: "recon", board: { cols: 48, rows: 30 } });
    const alpha = await aiTurn(matchId, tokens.alpha!);
    expect(alpha.error).toBeNull();
    expect(alpha.state).toBe("completed");
    expect(alpha.result).toMatchObject({ commands: [{ seq: 1, type: "draw_entry" }], ended: "waiting" });
    // A second request finds nothing to do (the rules refuse every α plot there) and completes too.
    const again = await aiTurn(matchId, tokens.alpha!);
    expect(again.error).toBeNull();
    expect(again.result.commands.filter((c) => c.seq > 1)).toEqual([]);
    expect((await commandsOf(matchId)).map((c) => c.type)).toEqual(["draw_entry"]);
  }, 120_000);
});
