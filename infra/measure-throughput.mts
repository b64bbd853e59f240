// Issue 25: throughput of the API with 1 and with 3 processes, same workload, same run. Three compiled API processes
// (node services/api/dist/server.js) on one fresh database and the real Redis; a phase sends the workload either all
// to process 1 or round-robin over the three (as a load balancer would). Workload: CLIENTS Patrol! matches played at
// once, each client a loop of "read my seat's view, submit the bot's command" (CommandsPerClient commands); figures:
// commands accepted per second (wall clock of the phase) and p50/p99 latency of submitCommand. Phases alternate
// 1, 3, 1, 3, ...; medians over the phases of each kind. Not a test: `npx tsx infra/measure-throughput.mts` (it builds
// first when the build is stale); the figures go to infra/README.md (Throughput).
import { cpus, loadavg } from "node:os";
import { createApiClient } from "@tactica/api/testing";
import { createDb, createTestDatabase } from "@tactica/db";
import { ensureBuilt, startBuiltApi, stopAll } from "../tests/e2e/support/built-process.ts";
import { SUBMIT_HTTP, YPRES, createPatrolMatch, httpGql, nextBotCommand } from "../tests/e2e/support/process-stack.ts";
import type { PatrolMatch } from "../tests/e2e/support/process-stack.ts";

const CLIENTS = Number(process.env.CLIENTS ?? 12);
const COMMANDS = Number(process.env.COMMANDS ?? 16);
const PHASES = Number(process.env.PHASES ?? 2);
const redisUrl = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";

const build = await ensureBuilt();
const database = await createTestDatabase();
const db = createDb({ url: database.url });
const playKey = (await createApiClient(db, { name: "tp-player", scopes: ["play"], rateLimitPerMinute: 10_000_000 })).key;
const readKey = (await createApiClient(db, { name: "tp-reader", scopes: ["read"], rateLimitPerMinute: 10_000_000 })).key;
const target = { databaseUrl: database.url, redisUrl, queueName: `throughput-${process.pid}` };
const apis = [await startBuiltApi("api-1", target)];
apis.push(...(await Promise.all([startBuiltApi("api-2", target), startBuiltApi("api-3", target)])));

const pct = (xs: number[], p: number) => { const s = [...xs].sort((a, b) => a - b); return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!; };
const median = (xs: number[]) => { const s = [...xs].sort((a, b) => a - b); const m = Math.floor(s.length / 2); return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2; };

type Phase = { processes: number; commandsPerSecond: number; p50: number; p99: number; load1: number };

async function phase(processes: number): Promise<Phase> {
  const pool = apis.slice(0, processes);
  let turn = 0;
  const next = () => pool[turn++ % pool.length]!.base;
  const matches: PatrolMatch[] = [];
  for (let i = 0; i < CLIENTS; i++) matches.push(await createPatrolMatch(next(), playKey, YPRES));
  const latencies: number[] = [];
  let accepted = 0;
  const began = performance.now();
  await Promise.all(matches.map(async (m) => {
    for (let n = 0; n < COMMANDS; n++) {
      let sent = false;
      for (const seat of ["alpha", "bravo"] as const) {
        const cmd = await nextBotCommand(next(), readKey, m, seat);
        if (!cmd) continue;
        const t = performance.now();
        const r = await httpGql(next(), SUBMIT_HTTP, { i: { matchId: m.matchId, type: cmd.type, payload: cmd.payload, expectedEventNumber: cmd.eventNumber } }, { key: playKey, seat: m.seats[seat] });
        latencies.push(performance.now() - t);
        const out = r.body.data?.submitCommand as { __typename?: string } | undefined;
        if (out?.__typename !== "CommandAccepted") throw new Error(`not accepted: ${JSON.stringify(r)}`);
        accepted += 1;
        sent = true;
        break;
      }
      if (!sent) break;
    }
  }));
  const seconds = (performance.now() - began) / 1000;
  return { processes, commandsPerSecond: accepted / seconds, p50: pct(latencies, 50), p99: pct(latencies, 99), load1: loadavg()[0]! };
}

const results: Phase[] = [];
try {
  await phase(1); // warm-up (JIT, pools, caches), not counted
  for (let i = 0; i < PHASES; i++) for (const n of [1, 3]) {
    const r = await phase(n);
    results.push(r);
    console.log(`${n} process(es): ${r.commandsPerSecond.toFixed(1)} commands/s, submitCommand p50 ${r.p50.toFixed(0)} ms, p99 ${r.p99.toFixed(0)} ms (load average ${r.load1.toFixed(1)})`);
  }
} finally {
  await stopAll(apis);
  await db.close();
  await database.drop();
}
console.log(`\nbuild ${build}; ${cpus().length} cores, Node ${process.version}; ${CLIENTS} clients x ${COMMANDS} commands per phase, medians of ${PHASES} phases each`);
console.log("| API processes | commands/s | submitCommand p50 | p99 | 1-min load average |\n| --- | --- | --- | --- | --- |");
for (const n of [1, 3]) {
  const rs = results.filter((r) => r.processes === n);
  console.log(`| ${n} | ${median(rs.map((r) => r.commandsPerSecond)).toFixed(1)} | ${median(rs.map((r) => r.p50)).toFixed(0)} ms | ${median(rs.map((r) => r.p99)).toFixed(0)} ms | ${rs.map((r) => r.load1.toFixed(1)).join(", ")} |`);
}
