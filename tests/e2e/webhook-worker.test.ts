import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiClient, createTestApi, scoutDuel, scoutDuelScenario, toRulesetEntry } from "@tactica/api/testing";
import type { TestApi } from "@tactica/api/testing";
import { startWorkerProcess, stopWorkers } from "./support/worker-process";
import type { WorkerProc } from "./support/worker-process";

// Webhook deliveries through BullMQ and the real worker process (its sandboxed child reads WEBHOOK_ALLOW_LOOPBACK
// and DATABASE_URL from the environment): BullMQ retries a failed POST with its backoff, and the child records
// every attempt on the delivery row; a stored URL to a private address is refused by the worker itself.

let t: TestApi;
let worker: WorkerProc | undefined;
let key = "";
const received: Array<{ attempt: string; delivery: string }> = [];
const answers: number[] = [];
const receiver = createServer((req, res) => {
  req.resume();
  req.on("end", () => {
    received.push({ attempt: String(req.headers["x-tactica-attempt"]), delivery: String(req.headers["x-tactica-delivery"]) });
    res.statusCode = answers.shift() ?? 200;
    res.end();
  });
});

beforeAll(async () => {
  t = await createTestApi({ queue: "bullmq", rulesets: [toRulesetEntry("Scout duel (test)", scoutDuel)] });
  key = (await createApiClient(t.db, { name: "hooks", scopes: ["play"], rateLimitPerMinute: 100_000 })).key;
  await new Promise<void>((r) => receiver.listen(0, "127.0.0.1", r));
  worker = await startWorkerProcess("hooks", t, { WEBHOOK_ALLOW_LOOPBACK: "true" });
}, 180_000);

afterAll(async () => {
  await new Promise((r) => receiver.close(r));
  await stopWorkers(worker ? [worker] : [], t.queueName);
  await t?.close();
});

async function gql(query: string, variables: Record<string, unknown> = {}, seat?: string) {
  const res = await t.app.inject({ method: "POST", url: "/graphql", headers: { "content-type": "application/json", authorization: `Bearer ${key}`, ...(seat ? { "x-seat-token": seat } : {}) }, payload: { query, variables } });
  return res.json() as { data?: Record<string, unknown>; errors?: Array<{ message: string; extensions?: { code?: string } }> };
}

async function duel(): Promise<{ matchId: string; red: string }> {
  const made = await gql("mutation($s: JSON) { createMatch(input: { rulesetId: \"scout-duel\", scenario: $s }) { id } }", { s: scoutDuelScenario });
  const matchId = (made.data?.createMatch as { id: string }).id;
  const tokens: string[] = [];
  for (const seat of ["red", "blue"]) {
    const j = await gql("mutation($m: ID!, $s: String!) { joinMatch(matchId: $m, seat: $s, playerSeed: $s) { seatToken } }", { m: matchId, s: seat });
    tokens.push((j.data?.joinMatch as { seatToken: string }).seatToken);
  }
  return { matchId, red: tokens[0] ?? "" };
}

const note = (matchId: string, red: string) =>
  gql("mutation($i: SubmitCommandInput!) { submitCommand(input: $i) { __typename } }", { i: { matchId, type: "note", payload: { text: "x" } } }, red);

async function deliveryOf(webhookId: string, until: (d: { status: string }) => boolean) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const row = await t.db.prisma.webhookDelivery.findFirst({ where: { webhookId } });
    if ((row && until(row)) || Date.now() > deadline) return row;
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe("webhook deliveries on the worker process (BullMQ, real Redis and PostgreSQL)", () => {
  it("a 503 then a 200: BullMQ retries after its backoff and the worker records both attempts", async () => {
    const { matchId, red } = await duel();
    const reg = await gql("mutation($u: String!, $m: ID) { registerWebhook(url: $u, matchId: $m) { id } }", { u: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`, m: matchId });
    const hookId = (reg.data?.registerWebhook as { id: string }).id;
    answers.push(503);
    expect((await note(matchId, red)).data?.submitCommand).toEqual({ __typename: "CommandAccepted" });
    const row = await deliveryOf(hookId, (d) => d.status !== "pending");
    expect(row).toMatchObject({ status: "delivered", attempts: 2, lastHttpStatus: 200, lastError: null, nextAttemptAt: null });
    expect(row?.deliveredAt?.getTime()).toBeGreaterThanOrEqual(row?.createdAt.getTime() ?? Number.POSITIVE_INFINITY);
    expect(received.filter((r) => r.delivery === row?.id).map((r) => r.attempt)).toEqual(["1", "2"]);
  });

  it("the worker refuses a stored URL to a private address on its own, once", async () => {
    const { matchId, red } = await duel();
    const client = await t.db.prisma.apiClient.findFirstOrThrow({ where: { name: "hooks" } });
    const hook = await t.db.prisma.webhook.create({ data: { clientId: client.id, matchId, url: "http://192.168.0.10:8080/hook", secret: "s".repeat(64), events: ["match.event"] } });
    await note(matchId, red);
    const row = await deliveryOf(hook.id, (d) => d.status !== "pending");
    expect(row).toMatchObject({ status: "failed", attempts: 1, lastHttpStatus: null, lastError: expect.stringMatching(/^url_not_allowed \(private\)/) });
  });
});
