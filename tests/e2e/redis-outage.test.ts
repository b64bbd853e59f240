import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIVE, subscribeWs } from "./matches-fixture";
import type { LiveSub } from "./matches-fixture";
import { SUBMIT_HTTP, createPatrolMatch, httpGql, nextBotCommand, readyz, startStack, until } from "./support/process-stack";
import type { PatrolMatch, Stack } from "./support/process-stack";

// Issue 17 finding 2: Redis going away must not take the API (or the worker) down. Two API processes and a worker as
// production runs them, on the test's own Redis (stopped and started again here; never the shared one) and a fresh
// PostgreSQL database. While Redis is down: the processes stay up, /readyz says queue down, queueing a job is
// refused with queue/unavailable, requests that do not need Redis are served (rate limits fall back to each
// process's own counters). When it is back: ready again, jobs run, and a subscriber connected before the outage
// hears the commands submitted after it. PostgreSQL's backends killed under the API: requests succeed again.
let s: Stack;
const PING = "mutation($m: String!) { enqueuePing(message: $m) { id state } }";
const JOB = "query($id: ID!) { job(id: $id) { state } }";
const LAST = "query($m: ID!) { match(id: $m) { lastEventNumber } }";

beforeAll(async () => {
  s = await startStack({ apis: 2, workers: 1 });
}, 180_000);

afterAll(async () => {
  await s?.close();
});

/** Plays one bot command on `m` through `base` (alpha first, then bravo); the accepted event number, or null. */
async function playOne(base: string, m: PatrolMatch): Promise<number | null> {
  for (const seat of ["alpha", "bravo"] as const) {
    const cmd = await nextBotCommand(base, s.readKey, m, seat);
    if (!cmd) continue;
    const r = await httpGql(base, SUBMIT_HTTP, { i: { matchId: m.matchId, type: cmd.type, payload: cmd.payload, expectedEventNumber: cmd.eventNumber } }, { key: s.playKey, seat: m.seats[seat] });
    const out = r.body.data?.submitCommand as { __typename: string; eventNumber?: number } | undefined;
    expect(out, JSON.stringify(r)).toMatchObject({ __typename: "CommandAccepted" });
    return out!.eventNumber!;
  }
  return null;
}

describe("a Redis outage under two API processes and a worker (real processes, the test's own Redis)", () => {
  it("the processes stay up, say queue down, refuse queueing with queue/unavailable, and resume (jobs, subscriptions) when Redis is back", async () => {
    const [a, b] = s.apis as [typeof s.apis[0], typeof s.apis[0]];
    const m = await createPatrolMatch(a.base, s.playKey);
    // A subscriber on process b, connected before the outage.
    const sub: LiveSub = await subscribeWs(b.base, LIVE, { m: m.matchId }, { key: s.readKey, seat: m.seats.bravo });
    try {
      const before = await playOne(a.base, m);
      expect(before).toBe(1);
      await sub.waitFor(1, 10_000);
      expect(sub.messages).toHaveLength(1);
      const ping = await httpGql(b.base, PING, { m: "before" }, { key: s.readKey });
      expect(ping.body.errors).toBeUndefined();

      // Load on both processes while Redis goes away: 60 requests, each answered (no 5xx, no hang).
      await s.redis.stop();
      const statuses: number[] = [];
      const codes: string[] = [];
      for (let i = 0; i < 30; i++) {
        for (const api of [a, b]) {
          const r = i % 2 === 0 ? await httpGql(api.base, LAST, { m: m.matchId }, { key: s.readKey }) : await httpGql(api.base, PING, { m: `during-${i}` }, { key: s.readKey });
          statuses.push(r.status);
          if (r.status === 0) expect.fail(`${api.name} did not answer (alive: ${api.alive()}):\n${api.log.slice(-1500)}`);
          if (i % 2 === 0) expect(r.body.data?.match, JSON.stringify(r)).toMatchObject({ lastEventNumber: 1 });
          else codes.push(r.body.errors?.[0]?.extensions?.code ?? "none");
        }
      }
      expect(statuses.filter((c) => c === 0 || c >= 500)).toEqual([]);
      expect(new Set(codes)).toEqual(new Set(["queue/unavailable"]));
      expect([a.alive(), b.alive(), s.workers[0]!.proc.exitCode]).toEqual([true, true, null]);
      for (const api of [a, b]) {
        expect(await readyz(api.base)).toEqual({ status: 503, body: expect.objectContaining({ status: "not_ready", database: "ok", queue: "down" }) });
      }
      // A command during the outage is stored (PostgreSQL holds the match); only its live signal is lost.
      expect(await playOne(a.base, m)).toBe(2);

      await s.redis.start();
      for (const api of [a, b]) expect(await until(async () => (await readyz(api.base)).status === 200, 30_000)).toBe(true);
      expect([a.alive(), b.alive()]).toEqual([true, true]);
      // Jobs queue and run again (the worker reconnected by itself).
      const again = await httpGql(a.base, PING, { m: "after" }, { key: s.readKey });
      expect(again.body.errors).toBeUndefined();
      const id = (again.body.data?.enqueuePing as { id: string }).id;
      expect(await until(async () => ((await httpGql(b.base, JOB, { id })).body.data?.job as { state?: string } | null)?.state === "completed", 30_000)).toBe(true);
      // The subscriber from before the outage hears a command submitted on the other process after it, and, read from
      // the log when that signal arrives, the one whose signal the outage lost (no gap).
      const after = await playOne(a.base, m);
      expect(after).toBe(3);
      await sub.waitFor(3, 10_000);
      expect(sub.errors).toEqual([]);
      const heard = () => sub.messages.map((x) => (x as { data?: { matchEvents?: { eventNumber: number } } }).data?.matchEvents?.eventNumber);
      expect(heard()).toEqual([1, 2, 3]);
      // The worker's signals resume too: an AI turn for bravo, stored by the worker, reaches the same subscriber.
      const turn = await httpGql(b.base, "mutation($m: ID!) { requestAiTurn(matchId: $m, budgetMs: 100) { id } }", { m: m.matchId }, { key: s.playKey, seat: m.seats.bravo });
      const turnId = (turn.body.data?.requestAiTurn as { id: string } | undefined)?.id;
      expect(turnId, JSON.stringify(turn)).toBeTruthy();
      const result = async () => (await httpGql(a.base, "query($id: ID!) { job(id: $id) { state result } }", { id: turnId }, { key: s.readKey })).body.data?.job as { state: string; result: { commands: { seq: number }[] } | null } | null;
      expect(await until(async () => (await result())?.state === "completed", 30_000)).toBe(true);
      const seqs = ((await result())?.result?.commands ?? []).map((c) => c.seq);
      expect(seqs.length).toBeGreaterThan(0);
      await sub.waitFor(3 + seqs.length, 10_000);
      expect(heard()).toEqual([1, 2, 3, ...seqs]);
      expect(s.workers[0]!.proc.exitCode).toBeNull();
    } finally {
      sub.close();
    }
  }, 120_000);

  it("PostgreSQL backends killed under both processes (pg_terminate_backend): requests succeed again", async () => {
    const m = await createPatrolMatch(s.apis[0]!.base, s.playKey);
    const killed = await s.db.prisma.$queryRaw<{ n: bigint }[]>`SELECT count(*) AS n FROM (SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()) t`;
    expect(Number(killed[0]?.n)).toBeGreaterThan(0);
    for (const api of s.apis) {
      // The pool may hand out one dead connection per slot before it notices; a few tries at most.
      let last: unknown;
      const ok = await until(async () => {
        const r = await httpGql(api.base, LAST, { m: m.matchId }, { key: s.readKey });
        last = r;
        return typeof (r.body.data?.match as { lastEventNumber?: number } | null)?.lastEventNumber === "number";
      }, 10_000);
      expect(ok, `${api.name}: ${JSON.stringify(last)}\n${api.log.slice(-1500)}`).toBe(true);
      expect(api.alive()).toBe(true);
      expect(await playOne(api.base, m)).toBeGreaterThan(0);
      expect((await readyz(api.base)).status).toBe(200);
    }
  }, 60_000);
});
