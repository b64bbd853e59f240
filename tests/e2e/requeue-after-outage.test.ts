import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SUBMIT_HTTP, createPatrolMatch, httpGql, readyz, startStack, until } from "./support/process-stack";
import type { PatrolMatch, Stack } from "./support/process-stack";

// Issue 17 "nothing lost": a command stored while Redis is down leaves a webhook delivery and a barrage that could
// not be queued. Two API processes (both sweeping) and a worker as production runs them, on the test's own Redis
// (stopped and started again here; never the shared one) and a fresh PostgreSQL database. Once Redis is back the
// requeue sweep queues both, and each runs exactly once: the receiver counts every delivery id, and the match
// stores one barrage resolution.

let s: Stack;
const received = new Map<string, number>();
const receiver = createServer((req, res) => {
  req.resume();
  req.on("end", () => {
    const id = String(req.headers["x-tactica-delivery"]);
    received.set(id, (received.get(id) ?? 0) + 1);
    res.end();
  });
});
let hookUrl = "";

beforeAll(async () => {
  await new Promise<void>((r) => receiver.listen(0, "127.0.0.1", r));
  hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  s = await startStack({ apis: 2, workers: 1, env: { WEBHOOK_ALLOW_LOOPBACK: "true" } }); // the receiver is on loopback
}, 120_000);

afterAll(async () => {
  await s?.close();
  await new Promise((r) => receiver.close(r));
});

/** Alpha's two Medium rounds on turn 1: once both seats lock their plots the match waits in F2 for the barrage. */
const ARTILLERY = { ob: "27.12", situation: "patrol", forces: { alpha: "2BR 2M(pl)", bravo: "2BR" }, board: { cols: 16, rows: 16 },
  deploy: { a01: { hex: "0802" }, a02: { hex: "0902" }, b01: { hex: "0812" }, b02: { hex: "0814" } } };

async function submit(base: string, m: PatrolMatch, seat: "alpha" | "bravo", type: string, payload: unknown = {}): Promise<number> {
  const r = await httpGql(base, SUBMIT_HTTP, { i: { matchId: m.matchId, type, payload } }, { key: s.playKey, seat: m.seats[seat] });
  const out = r.body.data?.submitCommand as { __typename: string; eventNumber?: number } | undefined;
  expect(out, `${type}: ${JSON.stringify(r)}`).toMatchObject({ __typename: "CommandAccepted" });
  return out!.eventNumber!;
}

type DeliveryRow = { id: string; status: string; attempts: number; queuedAt: Date | null };
const deliveriesOf = (webhookId: string) => s.db.sql<DeliveryRow>('SELECT "id", "status"::text, "attempts", "queuedAt" FROM "WebhookDelivery" WHERE "webhookId" = $1 ORDER BY "createdAt"', [webhookId]);
const barragesOf = async (matchId: string) =>
  Number((await s.db.sql<{ n: string }>(`SELECT count(*) AS n FROM "MatchEvent" WHERE "matchId" = $1 AND "command"->>'type' = 'resolve_barrage'`, [matchId]))[0]?.n);
const dueOf = async (matchId: string) => (await s.db.sql<{ due: unknown }>(`SELECT "state" #> '{game,artillery,due}' AS due FROM "Match" WHERE "id" = $1`, [matchId]))[0]?.due;

describe("what a Redis outage left unqueued is queued when Redis is back (real processes, the test's own Redis)", () => {
  it("a webhook delivery and a Patrol! barrage left by a command during the outage each run exactly once afterwards", async () => {
    const [a, b] = s.apis as [typeof s.apis[0], typeof s.apis[0]];
    const m = await createPatrolMatch(a.base, s.playKey, ARTILLERY);
    const hook = await httpGql(a.base, "mutation($u: String!, $m: ID) { registerWebhook(url: $u, matchId: $m) { id } }", { u: hookUrl, m: m.matchId }, { key: s.playKey });
    const webhookId = (hook.body.data?.registerWebhook as { id: string } | undefined)?.id;
    expect(webhookId, JSON.stringify(hook)).toBeTruthy();

    // Before the outage: the artillery is planned and three of the four plot steps are done, each delivered.
    await submit(a.base, m, "alpha", "plan_artillery", { rounds: [{ weight: "M", hex: "0812", turn: 1 }, { weight: "M", hex: "0813", turn: 1 }] });
    await submit(b.base, m, "alpha", "turn/submit_plot", { plot: { orders: {} } });
    await submit(a.base, m, "alpha", "turn/lock_plot");
    const lastBefore = await submit(b.base, m, "bravo", "turn/submit_plot", { plot: { orders: {} } });
    expect(await until(async () => (await deliveriesOf(webhookId!)).filter((d) => d.status === "delivered").length === lastBefore, 20_000)).toBe(true);

    // Redis goes away; the last lock is stored, and leaves rounds due and a delivery that could not be queued.
    await s.redis.stop();
    const locked = await submit(a.base, m, "bravo", "turn/lock_plot");
    expect(await dueOf(m.matchId)).toEqual(expect.arrayContaining([expect.any(String)]));
    const during = (await deliveriesOf(webhookId!)).at(-1)!;
    expect([during.status, during.attempts, during.queuedAt]).toEqual(["pending", 0, null]);
    expect(await barragesOf(m.matchId)).toBe(0);

    await s.redis.start();
    for (const api of [a, b]) expect(await until(async () => (await readyz(api.base)).status === 200, 30_000)).toBe(true);
    // Both processes sweep: the delivery is sent and the barrage resolved, with nothing submitted by anyone.
    const settled = async () => ({ delivered: (await deliveriesOf(webhookId!)).every((d) => d.status === "delivered"), barrageStored: (await barragesOf(m.matchId)) > 0 });
    await until(async () => Object.values(await settled()).every(Boolean), 30_000);
    expect(await settled()).toEqual({ delivered: true, barrageStored: true });
    // Two sweep periods more (5 s each, both processes): a duplicate would be queued and sent by now.
    await new Promise((r) => setTimeout(r, 11_000));

    // One delivery per command, the barrage's resolution (stored by the worker) included: a job's command reaches
    // webhooks too (issue 18).
    const rows = await deliveriesOf(webhookId!);
    expect(rows).toHaveLength(locked + 1);
    expect(rows.map((d) => [d.status, d.attempts, d.queuedAt instanceof Date])).toEqual(rows.map(() => ["delivered", 1, true]));
    expect([...received.entries()].sort()).toEqual(rows.map((d) => [d.id, 1]).sort());
    expect(await barragesOf(m.matchId)).toBe(1);
    expect(await dueOf(m.matchId)).toEqual([]);
    expect([a.alive(), b.alive(), s.workers[0]!.proc.exitCode]).toEqual([true, true, null]);
  }, 90_000);
});
