// submit-command: submitCommand through the whole API (HTTP inject, key check, rate limit, GraphQL, seat check,
// engine apply with verifiable dice, event + snapshot + idempotency record stored in PostgreSQL) with 20 matches.
// Two load models, reported separately:
// - closed loop (the original figure): each of 20 matches sends its next command as soon as the last is answered,
//   so latency includes queueing behind the other 19 matches' commands in this one process;
// - paced: each of 20 matches sends a command every PACE_MS whatever the answers (an open loop at a fixed offered
//   rate, 20 x 1000/PACE_MS commands/s), so latency is one command's service time plus any backlog it meets; run at
//   a player's pace (500 ms) and at a busy one (100 ms: 200 commands/s, about half of what the closed loop sustains).
// Baseline, measured in the same run on the same database at the same concurrency: a bare insert of the same
// event row (what storing the log costs with no API, no engine, no lock). Target: p99 < 50 ms.
// cpuMsPerCommand is this process's CPU time over the closed loop per command (it includes the inject client).
import { performance } from "node:perf_hooks";
import { createApiClient, createTestApi, scoutDuel, scoutDuelScenario, toRulesetEntry } from "@tactica/api/testing";
import type { TestApi } from "@tactica/api/testing";
import type { BenchResult } from "./bench-util";
import { cliGuard, round3 } from "./bench-util";

const MATCHES = 20;
const COMMANDS_PER_MATCH = 40;
const PACES_MS = [500, 100] as const;
const PACED_COMMANDS_PER_MATCH = 20;

const percentile = (xs: readonly number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const SUBMIT = "mutation($i: SubmitCommandInput!) { submitCommand(input: $i) { ... on CommandAccepted { eventNumber } ... on CommandRejected { code } } }";

type Gql = (query: string, variables: Record<string, unknown>, seat?: string) => Promise<{ data?: Record<string, { id?: string; seatToken?: string; eventNumber?: number }>; errors?: unknown[] }>;
type BenchMatch = { id: string; seats: string[] };

function client(t: TestApi, key: string): Gql {
  return async (query, variables, seat) => {
    const res = await t.app.inject({ method: "POST", url: "/graphql", headers: { "content-type": "application/json", authorization: `Bearer ${key}`, ...(seat ? { "x-seat-token": seat } : {}) }, payload: JSON.stringify({ query, variables }) });
    return res.json();
  };
}

async function createMatches(gql: Gql): Promise<BenchMatch[]> {
  return Promise.all(Array.from({ length: MATCHES }, async () => {
    const made = await gql("mutation($s: JSON) { createMatch(input: { rulesetId: \"scout-duel\", scenario: $s }) { id } }", { s: scoutDuelScenario });
    const id = made.data?.createMatch?.id ?? "";
    const seats: string[] = [];
    for (const seat of ["red", "blue"]) seats.push((await gql("mutation($m: ID!, $s: String!) { joinMatch(matchId: $m, seat: $s, playerSeed: $s) { seatToken } }", { m: id, s: seat })).data?.joinMatch?.seatToken ?? "");
    return { id, seats };
  }));
}

async function send(gql: Gql, m: BenchMatch, i: number, tag: string): Promise<number> {
  const s = performance.now();
  const r = await gql(SUBMIT, { i: { matchId: m.id, type: "note", payload: { text: `${tag}${i}` }, idempotencyKey: `${m.id}-${tag}${i}` } }, m.seats[i % 2]);
  const ms = performance.now() - s;
  if (typeof r.data?.submitCommand?.eventNumber !== "number") throw new Error(`bench: command ${tag}${i} on ${m.id} answered ${JSON.stringify(r)}`);
  return ms;
}

/** Closed loop: every match sends its next command when the previous one is answered. */
async function closedLoop(gql: Gql, matches: readonly BenchMatch[]) {
  const times: number[] = [];
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  await Promise.all(matches.map(async (m) => {
    for (let i = 0; i < COMMANDS_PER_MATCH; i++) times.push(await send(gql, m, i, "c"));
  }));
  const wall = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  return { times, wall, cpuMsPerCommand: (cpu.user + cpu.system) / 1000 / times.length };
}

/** Paced (open loop): every match sends a command every PACE_MS, answered or not; matches start staggered. */
async function paced(gql: Gql, matches: readonly BenchMatch[], paceMs: number) {
  const times: number[] = [];
  await Promise.all(matches.map(async (m, k) => {
    await sleep((paceMs * k) / matches.length);
    const pending: Promise<void>[] = [];
    for (let i = 0; i < PACED_COMMANDS_PER_MATCH; i++) {
      pending.push(send(gql, m, i, `p${paceMs}-`).then((ms) => { times.push(ms); }));
      await sleep(paceMs);
    }
    await Promise.all(pending);
  }));
  return times;
}

/** Baseline: the same rows (copied from the log just written) inserted bare, 20 writers at once. */
async function bareInserts(t: TestApi) {
  const rows = await t.db.prisma.matchEvent.findMany({ take: MATCHES * COMMANDS_PER_MATCH });
  const target = await t.db.prisma.match.create({ data: { rulesetId: "bench", rulesetVersion: "0", setup: {}, rulingsPackHash: (await t.db.prisma.rulingsPack.findFirstOrThrow()).hash, serverSeedHash: "x", serverSeed: "x", stateHash: "x", state: {} } });
  const times: number[] = [];
  let next = 0;
  const t0 = performance.now();
  await Promise.all(Array.from({ length: MATCHES }, async () => {
    while (next < rows.length) {
      const row = rows[next];
      next += 1;
      if (!row) break;
      const s = performance.now();
      await t.db.prisma.matchEvent.create({ data: { matchId: target.id, seq: next, command: row.command ?? {}, events: row.events ?? [], rolls: row.rolls ?? [], stateHash: row.stateHash } });
      times.push(performance.now() - s);
    }
  }));
  return { times, wall: performance.now() - t0 };
}

/** Runs the benchmark: ours = submitCommand p99, baseline = bare event-row insert p99 (ms), for both load models. */
export async function run(): Promise<BenchResult[]> {
  const t = await createTestApi({ rulesets: [toRulesetEntry("Scout duel (bench)", scoutDuel)] });
  try {
    const { key } = await createApiClient(t.db, { name: "bench", scopes: ["play"], rateLimitPerMinute: 1_000_000 });
    const gql = client(t, key);
    const matches = await createMatches(gql);
    const closed = await closedLoop(gql, matches);
    const base = await bareInserts(t);
    const pacedRuns: { paceMs: number; times: number[] }[] = [];
    for (const paceMs of PACES_MS) pacedRuns.push({ paceMs, times: await paced(gql, matches, paceMs) });
    const baseP99 = percentile(base.times, 99);
    const closedP99 = percentile(closed.times, 99);
    return [
      {
        name: "submit-command/20-matches",
        ours: round3(closedP99),
        baseline: round3(baseP99),
        unit: "ms p99 per command, closed loop (baseline: bare event-row insert)",
        ratio: round3(baseP99 / closedP99),
        p50: round3(percentile(closed.times, 50)),
        baselineP50: round3(percentile(base.times, 50)),
        commandsPerSecond: Math.round(closed.times.length / (closed.wall / 1000)),
        baselineInsertsPerSecond: Math.round(base.times.length / (base.wall / 1000)),
        cpuMsPerCommand: round3(closed.cpuMsPerCommand),
        commands: closed.times.length,
        target: "p99 < 50",
      },
      ...pacedRuns.map(({ paceMs, times }) => ({
        name: `submit-command/20-matches-paced-${paceMs}ms`,
        ours: round3(percentile(times, 99)),
        baseline: round3(baseP99),
        unit: `ms p99 per command, paced: each match sends one every ${paceMs} ms (${Math.round((MATCHES * 1000) / paceMs)} commands/s offered; baseline: bare event-row insert, closed loop)`,
        ratio: round3(baseP99 / percentile(times, 99)),
        p50: round3(percentile(times, 50)),
        commands: times.length,
        target: "p99 < 50",
      })),
    ];
  } finally {
    await t.close();
  }
}

cliGuard(import.meta.url, run);
