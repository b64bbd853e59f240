import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { JobName, JobPayload } from "@tactica/contracts";
import type { EnqueueOptions, JobInfo, JobQueue } from "@tactica/queue";
import { createApiClient, createTestApi } from "../testing";
import type { TestApi } from "../testing";
import { toBarrageJob } from "./barrage-job";
import { defaultModules } from "@tactica/rulesets";
import { sweepBarrages, sweptModules, toPathLiteral } from "./requeue-barrages";
import { startRequeueSweeper } from "./requeue-sweeper";
import { releaseInProcessDeliveries, sweepDeliveries } from "./requeue-webhooks";

// The requeue sweep on a real PostgreSQL database, over a queue that keeps jobs by id as BullMQ does and can be
// "down" (refusing with queue/unavailable, as the BullMQ adapter does while Redis is away).
let t: TestApi;
let key = "";
beforeAll(async () => {
  // autoBarrage off: the command path never queues the barrage, so only the sweep (or requestBarrage) does.
  t = await createTestApi({ autoBarrage: false });
  key = (await createApiClient(t.db, { name: "requeue", scopes: ["play"], rateLimitPerMinute: 100_000 })).key;
});
afterAll(async () => {
  await t?.close();
});

type Added = { name: string; payload: unknown; opts: EnqueueOptions };
function keyedQueue() {
  const jobs = new Map<string, Added>();
  const q = {
    down: false,
    jobs,
    asked: 0,
    queue: {
      mode: "bullmq",
      async enqueue<N extends JobName>(name: N, payload: JobPayload<N>, opts: EnqueueOptions = {}) {
        q.asked++;
        if (q.down) throw Object.assign(new Error("The job queue is unavailable"), { code: "queue/unavailable" });
        const id = opts.jobId ?? `job-${jobs.size}`;
        if (!jobs.has(id)) jobs.set(id, { name, payload, opts });
        return { id };
      },
      async getJob(id: string): Promise<JobInfo | null> {
        const j = jobs.get(id);
        return j ? { id, name: j.name, state: "waiting", progress: 0, result: null, error: null, attempts: 0 } : null;
      },
      waitFor: async () => null,
      ping: async () => undefined,
      close: async () => undefined,
    } satisfies JobQueue,
  };
  return q;
}

const NOTICE = { type: "match.event", matchId: "m-x", seq: 3, status: "active", round: 1, step: "plot", actors: ["alpha"] };
const ago = (ms: number) => new Date(Date.now() - ms);
async function webhookWith(rows: Array<{ status?: "pending" | "delivered"; attempts?: number; queuedAt?: Date | null; createdAt: Date }>) {
  const client = await t.db.prisma.apiClient.findFirstOrThrow({ select: { id: true } });
  const hook = await t.db.prisma.webhook.create({ data: { clientId: client.id, url: "http://127.0.0.1:9/hook", secret: "s3cret" } });
  const ids: string[] = [];
  for (const r of rows) ids.push((await t.db.prisma.webhookDelivery.create({ data: { webhookId: hook.id, payload: NOTICE, ...r } })).id);
  return { hook, ids };
}
const queuedAtOf = async (id: string) => (await t.db.prisma.webhookDelivery.findUniqueOrThrow({ where: { id } })).queuedAt;

type Gql = { data?: Record<string, unknown> | null; errors?: unknown[] };
const gql = async (query: string, variables: Record<string, unknown>, seat?: string): Promise<Gql> =>
  (await t.app.inject({ method: "POST", url: "/graphql", headers: { authorization: `Bearer ${key}`, ...(seat ? { "x-seat-token": seat } : {}) }, payload: { query, variables } })).json() as Gql;

describe("sweepDeliveries", () => {
  it("queues each pending delivery never queued, once, at its own job id (also two sweeps at once), and stamps it", async () => {
    const { hook, ids } = await webhookWith([
      { createdAt: ago(10_000) },
      { createdAt: ago(10_000), queuedAt: ago(9_000) },
      { createdAt: ago(10_000), status: "delivered", attempts: 1 },
      { createdAt: ago(0) }, // younger than the grace: the request that stored it is still queueing it
    ]);
    const [lost, queued, delivered, young] = ids as [string, string, string, string];
    const q = keyedQueue();
    q.down = true;
    await expect(sweepDeliveries(t.db, q.queue, { graceMs: 2_000, batch: 10 })).rejects.toMatchObject({ code: "queue/unavailable" });
    expect(await queuedAtOf(lost)).toBeNull();

    q.down = false;
    await Promise.all([sweepDeliveries(t.db, q.queue, { graceMs: 2_000, batch: 10 }), sweepDeliveries(t.db, q.queue, { graceMs: 2_000, batch: 10 })]);
    expect([...q.jobs.keys()]).toEqual([`webhook-${lost}`]);
    const job = q.jobs.get(`webhook-${lost}`)!;
    expect(job.opts.attempts).toBe(5);
    const payload = job.payload as { deliveryId: string; url: string; secret: string; body: string };
    expect(payload).toMatchObject({ deliveryId: lost, url: hook.url, secret: "s3cret" });
    // The same text the first enqueue sends: keys in the notification's order, not jsonb's.
    expect(payload.body).toBe(JSON.stringify({ deliveryId: lost, webhookId: hook.id, ...NOTICE }));
    expect(await queuedAtOf(lost)).toBeInstanceOf(Date);
    expect([await queuedAtOf(young), (await t.db.prisma.webhookDelivery.findUniqueOrThrow({ where: { id: delivered } })).status]).toEqual([null, "delivered"]);
    expect(await queuedAtOf(queued)).toBeInstanceOf(Date);

    const asked = q.asked;
    await sweepDeliveries(t.db, q.queue, { graceMs: 2_000, batch: 10 });
    expect(q.asked).toBe(asked); // stamped: never asked for again
  });

  it("in-process mode at start: unstamps pending deliveries never attempted (their jobs died with the last process)", async () => {
    const { ids } = await webhookWith([{ createdAt: ago(5_000), queuedAt: ago(5_000) }, { createdAt: ago(5_000), queuedAt: ago(5_000), attempts: 2 }]);
    await releaseInProcessDeliveries(t.db);
    expect([await queuedAtOf(ids[0]!), await queuedAtOf(ids[1]!)]).toEqual([null, expect.any(Date)]);
  });
});

// The registry's modules whose states can wait for a barrage: the one with rounds due at the migration's indexed path.
const swept = sweptModules(defaultModules());
const withDue = swept.find((m) => m.path.join(".") === "game.artillery.due")!;

describe("sweepBarrages", () => {
  it("sweeps each module at the path it declares, as an inlined literal of plain keys only", () => {
    expect(swept.map((m) => [m.rulesetId, m.path.join(".")])).toEqual([["patrol", "game.artillery.due"]]);
    expect(toPathLiteral(["game", "artillery", "due"])).toBe("'{game,artillery,due}'");
    expect(() => toPathLiteral(["game", "x'}' OR true --"])).toThrow(/duePath/);
    expect(() => toPathLiteral([])).toThrow(/duePath/);
  });

  it("queues the barrage a waiting match needs at the job id requestBarrage gives, once; a match not waiting is not read", async () => {
    const made = await gql('mutation($s: JSON) { createMatch(input: { rulesetId: "patrol", scenario: $s }) { id } }', { s: {
      ob: "27.12", situation: "patrol", forces: { alpha: "2BR 2M(pl)", bravo: "2BR" }, board: { cols: 16, rows: 16 },
      deploy: { a01: { hex: "0802" }, a02: { hex: "0902" }, b01: { hex: "0812" }, b02: { hex: "0814" } } } });
    const matchId = (made.data?.createMatch as { id: string }).id;
    const seats: Record<string, string> = {};
    for (const seat of ["alpha", "bravo"]) {
      seats[seat] = ((await gql("mutation($m: ID!, $s: String!) { joinMatch(matchId: $m, seat: $s) { seatToken } }", { m: matchId, s: seat })).data?.joinMatch as { seatToken: string }).seatToken;
    }
    const submit = async (seat: string, type: string, payload: unknown = {}) => {
      const r = await gql("mutation($i: SubmitCommandInput!) { submitCommand(input: $i) { __typename } }", { i: { matchId, type, payload } }, seats[seat]);
      expect(r.data?.submitCommand, JSON.stringify(r)).toEqual({ __typename: "CommandAccepted" });
    };
    await submit("alpha", "plan_artillery", { rounds: [{ weight: "M", hex: "0812", turn: 1 }, { weight: "M", hex: "0813", turn: 1 }] });
    for (const seat of ["alpha", "bravo"]) await submit(seat, "turn/submit_plot", { plot: { orders: {} } });
    await submit("alpha", "turn/lock_plot");
    const q = keyedQueue();
    const sweep = (rulesetId = withDue.rulesetId) => sweepBarrages(t.db, q.queue, { ...withDue, rulesetId, graceMs: 0, batch: 10, after: "", onSkip: (id, err) => { throw new Error(`${id}: ${String(err)}`); } });
    expect(await sweep()).toEqual({ queued: 0, next: "" }); // rounds planned, none due yet

    await submit("bravo", "turn/lock_plot");
    // Only matches of the module's own ruleset are read at its path.
    expect(await sweep("another-ruleset")).toEqual({ queued: 0, next: "" });
    await Promise.all([sweep(), sweep()]);
    const match = await t.db.prisma.match.findUniqueOrThrow({ where: { id: matchId } });
    const due = (match.state as { game: { artillery: { due: string[] } } }).game.artillery.due;
    expect(due.length).toBeGreaterThan(0);
    const expected = toBarrageJob(match, withDue.jobs, { kind: "artillery", rounds: due }, match.lastSeq);
    expect([...q.jobs.keys()]).toEqual([expected.jobId]);
    expect(q.jobs.get(expected.jobId)?.payload).toEqual(expected.payload);
    const asked = await gql("mutation($m: ID!) { requestBarrage(matchId: $m) { id } }", { m: matchId }, seats.alpha);
    expect(asked.data?.requestBarrage).toEqual({ id: expected.jobId });
  });

  it("pages go round by id, so every waiting match is reached with a small batch", async () => {
    const q = keyedQueue();
    const page = await sweepBarrages(t.db, q.queue, { ...withDue, graceMs: 0, batch: 1, after: "", onSkip: () => undefined });
    expect(page.queued).toBe(1);
    expect(page.next).not.toBe("");
    expect(await sweepBarrages(t.db, q.queue, { ...withDue, graceMs: 0, batch: 1, after: page.next, onSkip: () => undefined })).toEqual({ queued: 0, next: "" });
  });
});

describe("startRequeueSweeper", () => {
  it("sweeps at start, and stop() waits for the sweep in hand and ends the timer", async () => {
    const { ids } = await webhookWith([{ createdAt: ago(10_000) }]);
    const q = keyedQueue();
    const sweeper = startRequeueSweeper({ db: t.db, queue: q.queue, log: { info: () => undefined, warn: () => undefined }, everyMs: 20, graceMs: 2_000 });
    for (let i = 0; i < 200 && !q.jobs.has(`webhook-${ids[0]}`); i++) await new Promise((r) => setTimeout(r, 25));
    await sweeper.stop();
    expect(q.jobs.has(`webhook-${ids[0]}`)).toBe(true);
    const asked = q.asked;
    await new Promise((r) => setTimeout(r, 100));
    expect(q.asked).toBe(asked);
  });
});
