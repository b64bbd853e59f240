import { Queue } from "bullmq";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiClient, createTestApi } from "@tactica/api/testing";
import type { TestApi } from "@tactica/api/testing";
import type { Ruleset } from "@tactica/engine";
import { findMatch, stateOf } from "@tactica/matches";
import { firepowerRuleset } from "@tactica/rules-firepower";
import { patrolRuleset } from "@tactica/rules-patrol";
import { REDIS_URL, startWorkerProcess, stopWorkers } from "./support/worker-process";
import type { WorkerProc } from "./support/worker-process";
import { barrageClient } from "./workers-barrage.fixture";

// Barrages on a BullMQ worker process (real Redis, real PostgreSQL): a Patrol! F2 artillery barrage and a Firepower
// mortar shot give exactly the events (and state hash) of resolving them synchronously with the same dice, and a
// job run again under the same id applies nothing twice.

type BarrageResult = { applied: boolean; seq: number | null; command: string; impacts: { source: string; outcome: string; impact: string | null }[]; rejected: unknown };

let t: TestApi;
let playKey = "";
let worker: WorkerProc | undefined;
let api: ReturnType<typeof barrageClient>;

async function runJob(jobId: string, payload: Parameters<TestApi["queue"]["enqueue"]>[1]): Promise<BarrageResult> {
  const { id } = await t.queue.enqueue("barrage", payload as never, { jobId });
  const info = await t.queue.waitFor(id, 60_000);
  expect(info?.error ?? null).toBeNull();
  expect(info?.state).toBe("completed");
  expect(info?.progress).toBe(100);
  return info?.result as BarrageResult;
}

/** Runs the job id again after BullMQ has forgotten it (as a retry after a crash would): the command path must not apply it twice. */
async function rerun(jobId: string, payload: Parameters<TestApi["queue"]["enqueue"]>[1]): Promise<BarrageResult> {
  const q = new Queue(t.queueName, { connection: { url: REDIS_URL } });
  await q.remove(jobId);
  await q.close();
  const result = await runJob(jobId, payload);
  // The worker really ran it a second time (BullMQ did not just hand back the first job); its log line may trail the result.
  const runs = () => (worker?.log ?? "").split("\n").filter((l) => l.includes('"msg":"job completed"') && l.includes(`"jobId":"${jobId}"`)).length;
  for (let i = 0; i < 50 && runs() < 2; i++) await new Promise((r) => setTimeout(r, 100));
  expect(runs()).toBe(2);
  return result;
}

beforeAll(async () => {
  t = await createTestApi({ queue: "bullmq", autoBarrage: false });
  playKey = (await createApiClient(t.db, { name: "barrage-player", scopes: ["play"], rateLimitPerMinute: 100_000 })).key;
  api = barrageClient(t, playKey);
  worker = await startWorkerProcess("barrage", t);
}, 120_000);

afterAll(async () => {
  await stopWorkers(worker ? [worker] : [], t.queueName);
  await t?.close();
});

describe("barrage jobs on a worker process (real Redis, real PostgreSQL)", () => {
  it("patrol 17.0, 4.1 F2: an artillery barrage through the job gives the synchronous events; the same job id never applies twice", async () => {
    const { matchId } = await api.patrolWaitingForArtillery();
    const waiting = stateOf(await findMatch(t.db.prisma, matchId)) as { turn: { step: string }; game: { artillery: { due: string[] } } };
    expect(waiting.turn.step).toBe("explosives"); // the match waits for its F2 resolution
    expect(waiting.game.artillery.due).toEqual(["alpha-1", "alpha-2"]);

    const sync = await api.resolveSynchronously(patrolRuleset as unknown as Ruleset, matchId, { type: "resolve_barrage", seat: "alpha", payload: { rounds: ["alpha-1", "alpha-2"] } });
    const payload = { matchId, barrage: { kind: "artillery" as const, rounds: ["alpha-1", "alpha-2"] }, expectedEventNumber: sync.lastSeq };
    const jobId = `barrage-${matchId}-${sync.lastSeq}`;
    const result = await runJob(jobId, payload);
    expect(result).toMatchObject({ applied: true, seq: sync.lastSeq + 1, command: "resolve_barrage", rejected: null });
    expect(result.impacts.map((i) => i.source)).toEqual(["alpha-1", "alpha-2"]);
    const stored = await api.storedAt(matchId, sync.lastSeq + 1);
    expect(stored?.events).toEqual(sync.events);
    expect(stored?.stateHash).toBe(sync.stateHash);
    expect(JSON.stringify(stored?.events)).toContain("patrol/artillery_");

    const again = await rerun(jobId, payload);
    expect(again.seq).toBe(sync.lastSeq + 1);
    const after = await findMatch(t.db.prisma, matchId);
    expect(after.lastSeq).toBe(sync.lastSeq + 1);
    expect((stateOf(after).turn as { step: string; round: number })).toMatchObject({ step: "plot", round: 2 });
  }, 120_000);

  it("firepower 12.4.2, 20.1.2: a mortar shot on an observer's order through the job gives the synchronous events; no double apply", async () => {
    const rfl = (id: string, hex: string, facing: number) => ({ id, weapon: "RFL", hex, facing, posture: "stand" });
    const side = (name: string, edge: string, soldiers: unknown[]) => ({ name, edge, chits: 3, impulses: 2, soldiers });
    const scenario = {
      id: "mortar-e2e", title: "mortar", map: "firepower-sample-2-panel", turns: 3, rules: "advanced",
      sides: { A: side("A", "5/6", [rfl("A1", "1A3", 2), rfl("A2", "1A3", 2), rfl("A3", "1A6", 2)]), B: side("B", "2/3", [rfl("B1", "1H3", 5), rfl("B2", "1G3", 5)]) },
      victory: { perElimination: 1, perSurvivorAcross: 3, opposite: { A: { qAtLeast: 4 }, B: { qAtMost: 3 } } },
      mortars: [{ id: "M1", side: "A", weapon: "MRT-L", crew: ["A1", "A2"] }],
    };
    const { matchId, tokens } = await api.createMatchWithSeats("firepower", scenario, ["A", "B"]);
    type Turn = { step: string; active: string | null };
    const turnOf = async () => stateOf(await findMatch(t.db.prisma, matchId)).turn as Turn;
    /** Draw chits (B passes its phases) until side A holds an Impulse Phase. */
    const untilA = async () => {
      for (let i = 0; i < 20; i++) {
        const turn = await turnOf();
        if (turn.step === "impulse_phase" && turn.active === "A") return;
        if (turn.step === "draw") await api.submit(matchId, tokens.A!, "turn/draw_chit");
        else if (turn.active === "B") await api.submit(matchId, tokens.B!, "turn/end_impulse_phase");
        else throw new Error(`unexpected turn ${JSON.stringify(turn)}`);
      }
      throw new Error("side A never drew a chit");
    };
    await untilA();
    await api.submit(matchId, tokens.A!, "turn/start_impulse", { squad: "A", hex: "1A6" });
    await api.submit(matchId, tokens.A!, "observe", { observer: "A3", mortar: "M1", hex: "1H3" });
    await api.submit(matchId, tokens.A!, "turn/end_impulse");
    await api.submit(matchId, tokens.A!, "turn/end_impulse_phase");
    await untilA();
    await api.submit(matchId, tokens.A!, "turn/start_impulse", { squad: "A", hex: "1A3" });

    const shot = { mortar: "M1", crewman: "A1", hex: "1H3" };
    const sync = await api.resolveSynchronously(firepowerRuleset as unknown as Ruleset, matchId, { type: "fire_mortar", seat: "A", payload: shot });
    const payload = { matchId, barrage: { kind: "mortar" as const, seat: "A", ...shot }, expectedEventNumber: sync.lastSeq };
    const jobId = `barrage-${matchId}-${sync.lastSeq}`;
    const result = await runJob(jobId, payload);
    expect(result).toMatchObject({ applied: true, seq: sync.lastSeq + 1, command: "fire_mortar", impacts: [{ source: "M1" }] });
    const stored = await api.storedAt(matchId, sync.lastSeq + 1);
    expect(stored?.events).toEqual(sync.events);
    expect(stored?.stateHash).toBe(sync.stateHash);
    expect(JSON.stringify(stored?.events)).toContain('"by":"observe_order"');

    const again = await rerun(jobId, payload);
    expect(again.seq).toBe(sync.lastSeq + 1);
    expect((await findMatch(t.db.prisma, matchId)).lastSeq).toBe(sync.lastSeq + 1);
  }, 120_000);

  it("patrol 4.1 F2: a barrage that is not due is the rules' refusal, returned at once and not retried", async () => {
    const { matchId } = await api.createMatchWithSeats("patrol", { ob: "27.12", situation: "patrol", forces: { alpha: "2BR 2M(pl)", bravo: "2BR" } }, ["alpha", "bravo"]);
    const result = await runJob(`barrage-${matchId}-none`, { matchId, barrage: { kind: "artillery", rounds: ["alpha-1"] } });
    expect(result).toMatchObject({ applied: false, seq: null, rejected: { code: "turn/wrong_step" } });
    expect((await findMatch(t.db.prisma, matchId)).lastSeq).toBe(0);
  }, 60_000);

  it("patrol 4.1 F2: requestBarrage returns the job at once, the same job when asked again, and barrage/not_due when nothing waits", async () => {
    const scenario = { ob: "27.12", situation: "patrol", entry: "home_edge", forces: { alpha: "2BR 1L(pl)", bravo: "2BR" }, board: { cols: 16, rows: 16 } };
    const { matchId, tokens } = await api.createMatchWithSeats("patrol", scenario, ["alpha", "bravo"]);
    const REQUEST = "mutation($m: ID!) { requestBarrage(matchId: $m) { id state } }";
    const early = await api.gql(REQUEST, { m: matchId }, tokens.bravo);
    expect(early.errors?.[0]?.extensions?.code).toBe("barrage/not_due");
    // The worker is held while both seats ask, so "asked again" happens while the job waits: a fast worker could
    // otherwise apply it between the two requests, and the second would rightly answer barrage/not_due.
    const held = new Queue(t.queueName, { connection: { url: REDIS_URL } });
    await held.pause();
    let first: Awaited<ReturnType<typeof api.gql>>;
    let second: Awaited<ReturnType<typeof api.gql>>;
    try {
      await api.submit(matchId, tokens.alpha!, "plan_artillery", { rounds: [{ weight: "L", hex: "0808", turn: 1 }] });
      for (const seat of ["alpha", "bravo"]) {
        await api.submit(matchId, tokens[seat]!, "turn/submit_plot", { plot: { orders: {} } });
        await api.submit(matchId, tokens[seat]!, "turn/lock_plot");
      }
      // Any seat may ask: bravo resolves alpha's round (the command has no free input).
      first = await api.gql(REQUEST, { m: matchId }, tokens.bravo);
      second = await api.gql(REQUEST, { m: matchId }, tokens.alpha);
    } finally {
      await held.resume();
      await held.close();
    }
    const id = (first.data?.requestBarrage as { id: string } | undefined)?.id;
    expect(id).toBeTruthy();
    expect((second.data?.requestBarrage as { id: string } | undefined)?.id).toBe(id);
    const info = await t.queue.waitFor(id!, 60_000);
    expect(info?.state).toBe("completed");
    expect(info?.result).toMatchObject({ applied: true, command: "resolve_barrage", impacts: [{ source: "alpha-1" }] });
    const after = await api.gql(REQUEST, { m: matchId }, tokens.alpha);
    expect(after.errors?.[0]?.extensions?.code).toBe("barrage/not_due");
  }, 60_000);
});
