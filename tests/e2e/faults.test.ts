import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { killApi } from "./support/api-process";
import type { ApiProc } from "./support/api-process";
import { SUBMIT_HTTP, YPRES, createPatrolMatch, httpGql, nextBotCommand, readyz, startStack, until } from "./support/process-stack";
import type { HttpGql, PatrolMatch, Stack } from "./support/process-stack";
import { killWorkerGroup } from "./support/worker-process";

// Issue 17: faults under load with real processes (two API processes, two worker processes, the test's own Redis,
// a fresh PostgreSQL database). Three faults while clients play Patrol! matches through both API processes:
//   1. Redis stopped, and started again, under load;
//   2. a worker killed in the middle of an AI turn that has already stored the first of its two commands;
//   3. an API process killed (SIGKILL, a request in flight) and started again.
// Afterwards every match's event log is exactly the commands the clients had accepted (none lost, none twice) plus
// the AI turn's two, and verifyMatch replays each one to the stored hashes. Every request that failed is sent
// again with the same idempotency key, as a client would.
let s: Stack;
const counts = { faults: 0, requests: 0, fiveXx: 0, unanswered: 0, resent: 0, verified: 0 };
const GATE_LOCK = 7_317;

beforeAll(async () => {
  s = await startStack({ apis: 2, workers: 2 });
}, 120_000);

afterAll(async () => {
  console.log(`faults.test: ${JSON.stringify(counts)}`);
  await s?.close();
});

/** Every request of this file goes through here, so that it is counted. */
async function send(api: ApiProc, query: string, variables: Record<string, unknown>, as: { key?: string; seat?: string }): Promise<HttpGql> {
  counts.requests += 1;
  const r = await httpGql(api.base, query, variables, as);
  if (r.status >= 500) counts.fiveXx += 1;
  if (r.status === 0) counts.unanswered += 1;
  return r;
}

type Accepted = { seq: number; type: string; seat: string; payload: unknown };
type Client = { match: PatrolMatch; accepted: Accepted[]; done: boolean };

/**
 * One client step on a match: the bot's next command for a seat (from that seat's view), sent with an idempotency
 * key naming the position, to `api`; an unanswered request (a dead process) is sent again to the other process.
 */
async function step(c: Client, api: ApiProc, other: ApiProc, onSubmit?: () => void): Promise<void> {
  for (const seat of ["alpha", "bravo"] as const) {
    counts.requests += 1;
    // The view read goes to the other process if this one is dead (or dies meanwhile).
    const cmd = await nextBotCommand(api.alive() ? api.base : other.base, s.readKey, c.match, seat).catch(() => nextBotCommand(other.base, s.readKey, c.match, seat));
    if (!cmd) continue;
    const input = { matchId: c.match.matchId, type: cmd.type, payload: cmd.payload, expectedEventNumber: cmd.eventNumber, idempotencyKey: `${c.match.matchId}:${cmd.eventNumber}` };
    const sending = send(api, SUBMIT_HTTP, { i: input }, { key: s.playKey, seat: c.match.seats[seat] });
    if (onSubmit) setTimeout(onSubmit, 5);
    let r = await sending;
    for (let tries = 0; r.status === 0 && tries < 20; tries++) {
      counts.resent += 1;
      await new Promise((res) => setTimeout(res, 100));
      r = await send(other, SUBMIT_HTTP, { i: input }, { key: s.playKey, seat: c.match.seats[seat] });
    }
    const out = r.body.data?.submitCommand as { __typename: string; eventNumber?: number } | undefined;
    expect(out, JSON.stringify(r)).toMatchObject({ __typename: "CommandAccepted", eventNumber: cmd.eventNumber + 1 });
    c.accepted.push({ seq: out!.eventNumber!, type: cmd.type, seat, payload: cmd.payload });
    return;
  }
  c.done = true;
}

/** A round of load: one step on every client's match at once, the matches spread over the two API processes. */
async function round(clients: Client[], i: number): Promise<void> {
  await Promise.all(clients.map((c, k) => (c.done ? undefined : step(c, s.apis[(i + k) % 2]!, s.apis[(i + k + 1) % 2]!))));
}

/** The match's stored commands in order, as { seq, type, seat, payload }. */
const storedCommands = async (matchId: string): Promise<Accepted[]> =>
  (await s.db.prisma.matchEvent.findMany({ where: { matchId }, orderBy: { seq: "asc" }, select: { seq: true, command: true } }))
    .map((e) => { const c = e.command as { type: string; seat: string; payload: unknown }; return { seq: e.seq, type: c.type, seat: c.seat, payload: c.payload }; });

/** Holds the gate lock (in a transaction of the test's own) until released. */
function holdGate(): { held: Promise<void>; release(): Promise<void> } {
  let open: () => void = () => undefined;
  let took: () => void = () => undefined;
  const released = new Promise<void>((r) => { open = r; });
  const held = new Promise<void>((r) => { took = r; });
  const holding = s.db.prisma.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT 1 AS held FROM (SELECT pg_advisory_xact_lock(${GATE_LOCK})) t`;
    took();
    await released;
  }, { timeout: 60_000, maxWait: 10_000 });
  return { held, release: async () => { open(); await holding; } };
}

const activeLines = (jobId: string, msg: string) =>
  s.workers.flatMap((w) => w.log.split("\n").filter((l) => l.includes(`"msg":"${msg}"`) && l.includes(`"jobId":"${jobId}"`)).map(() => w.name));

describe("faults under load: Redis restarted, a worker killed mid-job, an API process restarted (real processes)", () => {
  it("no command is lost or applied twice, and every match replays to its stored hashes", async () => {
    const [api0] = s.apis as [ApiProc, ApiProc];
    const clients: Client[] = [];
    for (let k = 0; k < 3; k++) clients.push({ match: await createPatrolMatch(s.apis[k % 2]!.base, s.playKey), accepted: [], done: false });
    counts.requests += clients.length * 3;
    for (let i = 0; i < 3; i++) await round(clients, i);

    // Fault 1: Redis goes away under load (a round in flight); the clients' commands are still served (PostgreSQL
    // holds the matches), queueing a job is refused.
    const inFlight = round(clients, 3);
    await s.redis.stop();
    counts.faults += 1;
    await inFlight;
    for (let i = 4; i < 6; i++) {
      await round(clients, i);
      const ping = await send(s.apis[i % 2]!, "mutation { enqueuePing(message: \"outage\") { id } }", {}, { key: s.readKey });
      expect(ping.body.errors?.[0]?.extensions?.code).toBe("queue/unavailable");
    }
    for (const api of s.apis) expect((await readyz(api.base)).body).toMatchObject({ queue: "down", database: "ok" });
    const back = round(clients, 6);
    await s.redis.start();
    await back;
    for (const api of s.apis) expect(await until(async () => (await readyz(api.base)).status === 200, 30_000)).toBe(true);
    await round(clients, 7);

    // Fault 2: an AI turn (Ypres: submit the plot, then lock it) on a worker killed after its first command is
    // stored. A trigger of this test's database holds the second command's insert until the test lets it go.
    const ai = await createPatrolMatch(api0.base, s.playKey, YPRES);
    counts.requests += 3;
    await s.db.prisma.$executeRawUnsafe(`CREATE OR REPLACE FUNCTION fault_gate() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM pg_advisory_xact_lock_shared(${GATE_LOCK}); RETURN NEW; END $$`);
    await s.db.prisma.$executeRawUnsafe(`CREATE TRIGGER fault_gate BEFORE INSERT ON "MatchEvent" FOR EACH ROW WHEN (NEW."matchId" = '${ai.matchId}' AND NEW."seq" = 2) EXECUTE FUNCTION fault_gate()`);
    const gate = holdGate();
    await gate.held;
    const asked = await send(api0, "mutation($m: ID!) { requestAiTurn(matchId: $m, budgetMs: 200) { id } }", { m: ai.matchId }, { key: s.playKey, seat: ai.seats.alpha });
    const jobId = (asked.body.data?.requestAiTurn as { id: string } | undefined)?.id;
    expect(jobId, JSON.stringify(asked)).toBeTruthy();
    const waitsAtGate = async () => Number((await s.db.prisma.$queryRaw<{ n: bigint }[]>`SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event = 'advisory'`)[0]?.n ?? 0) > 0;
    expect(await until(waitsAtGate, 30_000)).toBe(true);
    expect((await storedCommands(ai.matchId)).map((c) => c.type)).toEqual(["turn/submit_plot"]);
    const victim = s.workers.find((w) => activeLines(jobId!, "job active").includes(w.name));
    expect(victim).toBeDefined();
    killWorkerGroup(victim!, "SIGKILL");
    counts.faults += 1;
    await until(async () => victim!.proc.exitCode !== null || victim!.proc.signalCode !== null, 5_000);
    await gate.release();
    await s.db.prisma.$executeRawUnsafe(`DROP TRIGGER fault_gate ON "MatchEvent"`);
    for (let i = 8; i < 10; i++) await round(clients, i);
    const job = async () => ((await send(api0, "query($id: ID!) { job(id: $id) { state attempts } }", { id: jobId }, { key: s.readKey })).body.data?.job as { state: string } | null)?.state;
    expect(await until(async () => (await job()) === "completed", 30_000)).toBe(true);

    // Fault 3: API process 1 killed with a command in flight, then started again on its port.
    const doomed = s.apis[1]!;
    const port = Number(new URL(doomed.base).port);
    await Promise.all([step(clients[0]!, doomed, api0, () => killApi(doomed, "SIGKILL")), step(clients[1]!, doomed, api0), step(clients[2]!, api0, doomed)]);
    counts.faults += 1;
    await until(async () => !doomed.alive(), 5_000);
    s.apis.splice(1, 1);
    await s.startApi("api-1-again", port);
    for (let i = 10; i < 13; i++) await round(clients, i);

    // Afterwards: every process up (but the killed worker), each log exactly what was accepted, each match replays.
    expect(s.apis.map((a) => a.alive())).toEqual([true, true]);
    expect(s.workers.filter((w) => w !== victim).map((w) => w.proc.exitCode)).toEqual([null]);
    for (const c of clients) {
      expect(c.accepted.length).toBeGreaterThan(6);
      expect(c.accepted.map((x) => x.seq)).toEqual(c.accepted.map((_, i) => i + 1));
      expect(await storedCommands(c.match.matchId)).toEqual(c.accepted);
    }
    const aiLog = await storedCommands(ai.matchId);
    expect(aiLog.map((c) => [c.seq, c.type, c.seat])).toEqual([[1, "turn/submit_plot", "alpha"], [2, "turn/lock_plot", "alpha"]]);
    // The job ran twice (the killed worker, then the survivor, which carried on from the stored plot) and completed once.
    const survivor = s.workers.find((w) => w !== victim)!;
    expect(activeLines(jobId!, "job active").sort()).toEqual([victim!.name, survivor.name].sort());
    expect(activeLines(jobId!, "job completed")).toEqual([survivor.name]);
    for (const m of [...clients.map((c) => c.match), ai]) {
      const v = await send(s.apis[0]!, "query($m: ID!) { verifyMatch(id: $m) { ok replayOk steps } }", { m: m.matchId }, { key: s.readKey });
      expect(v.body.data?.verifyMatch, JSON.stringify(v)).toMatchObject({ ok: true, replayOk: true });
      counts.verified += 1;
    }
    expect(counts.fiveXx).toBe(0);
    expect(counts.faults).toBe(3);
  }, 150_000);
});
