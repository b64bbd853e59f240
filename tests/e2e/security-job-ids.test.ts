import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiClient, createTestApi } from "@tactica/api/testing";
import type { TestApi } from "@tactica/api/testing";
import { toJobId, toKeyedJobId } from "@tactica/queue";
import { createInjectClient } from "./support/inject-client";

// Issue 17 finding 1: job ids could be claimed in advance. The AI-turn id is a hash of public data (match, seat,
// event number, budget), so anyone could pre-create it with enqueuePing(jobId:) and the seat's requestAiTurn then
// returned the attacker's ping job: the AI never played.
const SMALL = { ob: "27.12", situation: "patrol", entry: "home_edge", forces: { alpha: "3BR", bravo: "3BR" }, board: { cols: 10, rows: 12 } };

let t: TestApi;
let playKey = "";
let attackerKey = "";
let client: ReturnType<typeof createInjectClient>;
const gql = (...a: Parameters<typeof client.gql>) => client.gql(...a);

async function patrolMatch(): Promise<{ matchId: string; alpha: string }> {
  const { matchId, tokens } = await client.createMatch(playKey, "patrol", SMALL, ["alpha", "bravo"]);
  return { matchId, alpha: tokens.alpha ?? "" };
}

const AI_TURN = "mutation($m: ID!) { requestAiTurn(matchId: $m, budgetMs: 50) { id name } }";

beforeAll(async () => {
  t = await createTestApi();
  client = createInjectClient(t);
  playKey = (await createApiClient(t.db, { name: "seat-holder", scopes: ["play"], rateLimitPerMinute: 100_000 })).key;
  attackerKey = (await createApiClient(t.db, { name: "attacker", scopes: ["play"], rateLimitPerMinute: 100_000 })).key;
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe("job ids cannot be claimed in advance", () => {
  it("a ping pre-created at the next AI turn's id does not stop that turn: requestAiTurn queues and plays the real one", async () => {
    const { matchId, alpha } = await patrolMatch();
    // What the old id scheme gave for this seat's next turn: all public data.
    const guessed = toJobId("ai-turn", { matchId, seat: "alpha", budgetMs: 50, expectedEventNumber: 0 });
    const ping = await gql("mutation($j: String) { enqueuePing(message: \"gotcha\", jobId: $j) { id name } }", { j: guessed }, { key: attackerKey });
    const pingJob = ping.data?.enqueuePing as { id: string; name: string } | undefined;
    expect(pingJob?.name, JSON.stringify(ping)).toBe("ping");
    // The client's id lives in the client's own namespace.
    expect(pingJob?.id).not.toBe(guessed);
    // Asking twice is still the same job (idempotency kept). Both asks go out together: the 50 ms turn may already
    // have been played (and the seat's next turn be another job) by the time a second, later ask arrived.
    const [r, again] = await Promise.all([gql(AI_TURN, { m: matchId }, { key: playKey, seat: alpha }), gql(AI_TURN, { m: matchId }, { key: playKey, seat: alpha })]);
    const job = r.data?.requestAiTurn as { id: string; name: string } | undefined;
    expect(job, JSON.stringify(r)).toMatchObject({ name: "ai-turn" });
    expect(job?.id).not.toBe(pingJob?.id);
    expect((again.data?.requestAiTurn as { id: string } | undefined)?.id).toBe(job?.id);
    const info = await t.queue.waitFor(job?.id ?? "", 60_000);
    expect(info).toMatchObject({ name: "ai-turn", state: "completed" });
    const stored = await t.db.prisma.matchEvent.count({ where: { matchId } });
    expect(stored).toBeGreaterThan(0);
  }, 90_000);

  it("a foreign job sitting at the seat's system id (any other producer) is never returned as the seat's AI turn", async () => {
    const { matchId, alpha } = await patrolMatch();
    // The id is keyed by the match's secret server seed: the public hash is not it.
    const row = await t.db.prisma.match.findUniqueOrThrow({ where: { id: matchId }, select: { serverSeed: true } });
    const payload = { matchId, seat: "alpha", budgetMs: 50, expectedEventNumber: 0 };
    const systemId = toKeyedJobId("ai-turn", payload, row.serverSeed);
    expect(systemId).not.toBe(toJobId("ai-turn", payload));
    // Someone who did learn the id parks a ping there, straight through the queue.
    await t.queue.enqueue("ping", { message: "squatter" }, { jobId: systemId });
    const [r, again] = await Promise.all([gql(AI_TURN, { m: matchId }, { key: playKey, seat: alpha }), gql(AI_TURN, { m: matchId }, { key: playKey, seat: alpha })]);
    const job = r.data?.requestAiTurn as { id: string; name: string } | undefined;
    expect(job, JSON.stringify(r)).toMatchObject({ name: "ai-turn" });
    expect(job?.id).not.toBe(systemId);
    expect((again.data?.requestAiTurn as { id: string } | undefined)?.id).toBe(job?.id);
    expect(await t.queue.waitFor(job?.id ?? "", 60_000)).toMatchObject({ name: "ai-turn", state: "completed" });
  }, 90_000);

  it("client-chosen ping ids are per client: two clients choosing the same id get two jobs", async () => {
    const a = await gql("mutation { enqueuePing(message: \"a\", jobId: \"same-id\") { id name } }", {}, { key: playKey });
    const b = await gql("mutation { enqueuePing(message: \"b\", jobId: \"same-id\") { id name } }", {}, { key: attackerKey });
    const ida = (a.data?.enqueuePing as { id: string } | undefined)?.id;
    const idb = (b.data?.enqueuePing as { id: string } | undefined)?.id;
    expect(ida, JSON.stringify(a)).toBeTruthy();
    expect(ida).not.toBe(idb);
    const again = await gql("mutation { enqueuePing(message: \"a\", jobId: \"same-id\") { id } }", {}, { key: playKey });
    expect((again.data?.enqueuePing as { id: string } | undefined)?.id).toBe(ida);
  });
});
