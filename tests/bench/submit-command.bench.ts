// submit-command: submitCommand through the whole API (HTTP inject, key check, rate limit, GraphQL, row lock,
// engine apply with verifiable dice, event + snapshot stored in PostgreSQL) with 20 matches played at once.
// Baseline, measured in the same run on the same database at the same concurrency: a bare insert of the same
// event row (what storing the log costs with no API, no engine, no lock). Target: p99 < 50 ms.
import { performance } from "node:perf_hooks";
import { createApiClient, createTestApi, scoutDuel, scoutDuelScenario, toRulesetEntry } from "@tactica/api/testing";
import type { BenchResult } from "./bench-util";
import { cliGuard, round3 } from "./bench-util";

const MATCHES = 20;
const COMMANDS_PER_MATCH = 40;

const percentile = (xs: readonly number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
};

/** Runs the benchmark: ours = submitCommand p99, baseline = bare event-row insert p99 (ms). */
export async function run(): Promise<BenchResult> {
  const t = await createTestApi({ rulesets: [toRulesetEntry("Scout duel (bench)", scoutDuel)] });
  try {
    const { key } = await createApiClient(t.db, { name: "bench", scopes: ["play"], rateLimitPerMinute: 1_000_000 });
    const gql = async (query: string, variables: Record<string, unknown>, seat?: string) => {
      const res = await t.app.inject({ method: "POST", url: "/graphql", headers: { "content-type": "application/json", authorization: `Bearer ${key}`, ...(seat ? { "x-seat-token": seat } : {}) }, payload: JSON.stringify({ query, variables }) });
      return res.json() as { data?: Record<string, { id?: string; seatToken?: string; eventNumber?: number }>; errors?: unknown[] };
    };
    const matches = await Promise.all(Array.from({ length: MATCHES }, async () => {
      const made = await gql("mutation($s: JSON) { createMatch(input: { rulesetId: \"scout-duel\", scenario: $s }) { id } }", { s: scoutDuelScenario });
      const id = made.data?.createMatch?.id ?? "";
      const seats: string[] = [];
      for (const seat of ["red", "blue"]) seats.push((await gql("mutation($m: ID!, $s: String!) { joinMatch(matchId: $m, seat: $s, playerSeed: $s) { seatToken } }", { m: id, s: seat })).data?.joinMatch?.seatToken ?? "");
      return { id, seats };
    }));
    const submit = "mutation($i: SubmitCommandInput!) { submitCommand(input: $i) { ... on CommandAccepted { eventNumber } ... on CommandRejected { code } } }";
    const ours: number[] = [];
    const t0 = performance.now();
    await Promise.all(matches.map(async (m) => {
      for (let i = 0; i < COMMANDS_PER_MATCH; i++) {
        const s = performance.now();
        const r = await gql(submit, { i: { matchId: m.id, type: "note", payload: { text: `n${i}` }, idempotencyKey: `${m.id}-${i}` } }, m.seats[i % 2]);
        ours.push(performance.now() - s);
        if (r.data?.submitCommand?.eventNumber !== i + 1) throw new Error(`bench: command ${i} on ${m.id} answered ${JSON.stringify(r)}`);
      }
    }));
    const oursWall = performance.now() - t0;

    // Baseline: the same rows (copied from the log just written) inserted bare, 20 writers at once.
    const rows = await t.db.prisma.matchEvent.findMany({ take: MATCHES * COMMANDS_PER_MATCH });
    const target = await t.db.prisma.match.create({ data: { rulesetId: "bench", rulesetVersion: "0", setup: {}, rulingsPackHash: (await t.db.prisma.rulingsPack.findFirstOrThrow()).hash, serverSeedHash: "x", serverSeed: "x", stateHash: "x", state: {} } });
    const base: number[] = [];
    let next = 0;
    const b0 = performance.now();
    await Promise.all(Array.from({ length: MATCHES }, async () => {
      while (next < rows.length) {
        const row = rows[next];
        next += 1;
        if (!row) break;
        const s = performance.now();
        await t.db.prisma.matchEvent.create({ data: { matchId: target.id, seq: next, command: row.command ?? {}, events: row.events ?? [], rolls: row.rolls ?? [], stateHash: row.stateHash } });
        base.push(performance.now() - s);
      }
    }));
    const baseWall = performance.now() - b0;
    const p99 = percentile(ours, 99);
    const baseP99 = percentile(base, 99);
    return {
      name: "submit-command/20-matches",
      ours: round3(p99),
      baseline: round3(baseP99),
      unit: "ms p99 per command (baseline: bare event-row insert)",
      ratio: round3(baseP99 / p99),
      p50: round3(percentile(ours, 50)),
      baselineP50: round3(percentile(base, 50)),
      commandsPerSecond: Math.round(ours.length / (oursWall / 1000)),
      baselineInsertsPerSecond: Math.round(base.length / (baseWall / 1000)),
      commands: ours.length,
      target: "p99 < 50",
    };
  } finally {
    await t.close();
  }
}

cliGuard(import.meta.url, run);
