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
import { startWorkerProcess, stopWorkers } from "./support/worker-process";
import type { WorkerProc } from "./support/worker-process";

// Issue 19 with BullMQ and a worker process as production runs them (sandboxed children): a match whose every seat
// is left to the bot is played by the worker, bot turn after bot turn, each turn queued by the command before it
// (the worker's follow-ups), with webhook deliveries and subscriber signals for every command the worker stores.
// The worker takes jobs once its sandboxed children are up (startWorker warms them before "worker ready"), so the
// match's first turn does not wait for a child to load every ruleset.

let t: TestApi;
let url = "";
let client: ReturnType<typeof createInjectClient>;
let key = "";
const workers: WorkerProc[] = [];
let hooks: Server;
let hookUrl = "";
const hookSeqs: number[] = [];

beforeAll(async () => {
  t = await createTestApi({ queue: "bullmq", redis: true });
  // The worker starts (its children load every ruleset) while the rest is set up.
  const starting = startWorkerProcess("bots", t, { WORKER_CONCURRENCY: "2", WEBHOOK_ALLOW_LOOPBACK: "true" /* the receiver is on loopback */ }).then((w) => { workers.push(w); });
  await seedShippedData(t.db, shippedData(defaultModules()));
  client = createInjectClient(t);
  key = (await createApiClient(t.db, { name: "creator", scopes: ["play", "read"], rateLimitPerMinute: 100_000 })).key;
  url = await t.app.listen({ host: "127.0.0.1", port: 0 });
  hooks = createServer((req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => { body += c.toString("utf8"); });
    req.on("end", () => { hookSeqs.push((JSON.parse(body) as { seq: number }).seq); res.end("ok"); });
  });
  await new Promise<void>((r) => hooks.listen(0, "127.0.0.1", () => r()));
  hookUrl = `http://127.0.0.1:${(hooks.address() as AddressInfo).port}/hook`;
  await starting;
}, 180_000);

afterAll(async () => {
  await stopWorkers(workers, t.queueName);
  await t?.close();
  await new Promise((r) => hooks?.close(r));
});

async function until<T>(read: () => Promise<T>, done: (v: T) => boolean, ms: number): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (done(v) || Date.now() > deadline) return v;
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe("bot seats played by a worker process (BullMQ)", () => {
  it("firepower-authored-sample, every seat the bot's: the worker plays it to its result; each command it stores is delivered to the webhook and signalled to a subscriber", async () => {
    const CREATE = "mutation($b: [String!]) { createMatch(input: { rulesetId: \"firepower\", scenarioId: \"firepower-authored-sample\", bots: $b }) { id status seats { seat } } }";
    const probe = (await client.gql(CREATE, { b: null }, { key })).data?.createMatch as { seats: Array<{ seat: string }> };
    const seats = probe.seats.map((s) => s.seat);
    // The webhook is the creator's catch-all (registered before the match exists, so no command is missed).
    expect((await client.gql("mutation($u: String!) { registerWebhook(url: $u) { id } }", { u: hookUrl }, { key })).errors).toBeUndefined();
    const made = (await client.gql(CREATE, { b: seats }, { key })).data?.createMatch as { id: string; status: string };
    expect(made.status).toBe("active");
    const sub = await subscribeWs(url, LIVE, { m: made.id }, { key });
    const status = async () => ((await client.gql("query($m: ID!) { match(id: $m) { status } }", { m: made.id }, { key })).data?.match as { status: string }).status;
    expect(await until(status, (s) => s === "ended", 90_000), workers[0]?.log.slice(-3000)).toBe("ended");
    const commands = await client.commandsOf(made.id);
    expect(commands.length).toBeGreaterThan(2);
    expect(new Set(commands.map((c) => c.seat))).toEqual(new Set(seats));
    const all = commands.map((c) => c.seq);
    expect((await until(async () => [...new Set(hookSeqs)].sort((a, b) => a - b), (s) => s.length >= all.length, 20_000))).toEqual(all);
    const signalled = await until(async () => sub.messages as Array<{ data?: { matchEvents?: { eventNumber: number } } }>, (m) => m.at(-1)?.data?.matchEvents?.eventNumber === all.length, 10_000);
    expect(signalled.at(-1)?.data?.matchEvents?.eventNumber).toBe(all.length);
    sub.close();
    expect(await client.verify(made.id, key)).toMatchObject({ ok: true, replayOk: true, steps: all.length });
    // Two bot seats may draw at once: the turn that finds the match moved on completes as superseded, never fails.
    const log = workers[0]?.log ?? "";
    expect(log).toContain("job completed");
    expect(log.split("\n").filter((l) => l.includes("job failed"))).toEqual([]);
  }, 150_000);
});
