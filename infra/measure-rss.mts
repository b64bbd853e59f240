// Issue 25: the API's resident memory (RSS) run through tsx from sources vs node on the compiled build, idle and after
// a fixed load (200 lineOfSight queries and 200 match reads, sequential), medians of 3 alternating runs. Each run is a
// fresh process against one migrated database and the real Redis; RSS is summed over the process group (tsx runs a
// node child under its CLI). Not a test: `npx tsx infra/measure-rss.mts` after `npm run build`; the figures go to
// infra/README.md (Compiled builds).
import { spawn } from "node:child_process";
import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { loadavg, cpus } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createApiClient } from "@tactica/api/testing";
import { createDb, createTestDatabase } from "@tactica/db";
import { BASIC_GAME_SETUP_SCENARIO } from "@tactica/rules-firepower";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const RUNS = 3;
const LOAD = 200;
const redisUrl = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
const database = await createTestDatabase();
const db = createDb({ url: database.url });
const { key } = await createApiClient(db, { name: "rss", scopes: ["play"], rateLimitPerMinute: 1_000_000 });
await db.close();

const modes = {
  tsx: [path.join(root, "node_modules", ".bin", "tsx"), ["services/api/src/server.ts"]],
  build: [process.execPath, ["services/api/dist/server.js"]],
} as const;

const rssKiB = (pgid: number) => execFileSync("ps", ["-o", "rss=", "-g", String(pgid)], { encoding: "utf8" }).split("\n").filter(Boolean).reduce((s, l) => s + Number(l.trim()), 0);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function measure(mode: keyof typeof modes, port: number): Promise<{ idle: number; loaded: number; startMs: number }> {
  const [cmd, args] = modes[mode];
  const began = Date.now();
  const child = spawn(cmd, [...args], {
    cwd: root, detached: true, stdio: "ignore",
    env: { ...process.env, NODE_OPTIONS: "", DATABASE_URL: database.url, REDIS_URL: redisUrl, QUEUE_NAME: `rss-${randomUUID()}`, API_PORT: String(port), LOG_LEVEL: "warn", NODE_ENV: "production" },
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    for (;;) {
      if (await fetch(`${base}/healthz`).then((r) => r.ok, () => false)) break;
      if (Date.now() - began > 120_000) throw new Error(`${mode}: no answer in 120 s`);
      await sleep(200);
    }
    const startMs = Date.now() - began;
    await sleep(5_000);
    const idle = rssKiB(child.pid!);
    const gql = async (query: string, variables: Record<string, unknown>) => {
      const res = await fetch(`${base}/graphql`, { method: "POST", headers: { "content-type": "application/json", authorization: `Bearer ${key}` }, body: JSON.stringify({ query, variables }) });
      const body = (await res.json()) as { data?: Record<string, unknown>; errors?: unknown };
      if (body.errors) throw new Error(`${mode}: ${JSON.stringify(body.errors)}`);
      return body.data!;
    };
    const made = await gql("mutation($s: JSON) { createMatch(input: { rulesetId: \"firepower\", scenario: $s }) { id } }", { s: BASIC_GAME_SETUP_SCENARIO });
    const matchId = (made.createMatch as { id: string }).id;
    const los = { rulesetId: "firepower", mapId: "firepower-sample-2-panel", observer: { hexId: "1A1", posture: "stand" }, target: { hexId: "2E5", posture: "crouch" } };
    for (let i = 0; i < LOAD; i++) {
      await gql("query($input: SightInput!) { lineOfSight(input: $input) { clear range modifier rules path { kind effect hex { ids } } } }", { input: los });
      await gql("query($m: ID!) { match(id: $m) { id status lastEventNumber } }", { m: matchId });
    }
    await sleep(1_000);
    return { idle, loaded: rssKiB(child.pid!), startMs };
  } finally {
    try { process.kill(-child.pid!, "SIGTERM"); } catch { /* gone */ }
    await sleep(2_000);
    try { process.kill(-child.pid!, "SIGKILL"); } catch { /* gone */ }
  }
}

const results: Record<string, { idle: number[]; loaded: number[]; startMs: number[] }> = { tsx: { idle: [], loaded: [], startMs: [] }, build: { idle: [], loaded: [], startMs: [] } };
const load: number[] = [];
for (let i = 0; i < RUNS; i++) {
  for (const mode of ["tsx", "build"] as const) {
    const r = await measure(mode, 4900 + i);
    results[mode]!.idle.push(r.idle);
    results[mode]!.loaded.push(r.loaded);
    results[mode]!.startMs.push(r.startMs);
    load.push(loadavg()[0]!);
    console.log(`${mode} run ${i + 1}: idle ${Math.round(r.idle / 1024)} MB, after load ${Math.round(r.loaded / 1024)} MB, ready in ${(r.startMs / 1000).toFixed(1)} s`);
  }
}
for (const mode of ["tsx", "build"] as const) {
  const r = results[mode]!;
  console.log(`${mode}: median idle ${Math.round(median(r.idle) / 1024)} MB, after ${LOAD}+${LOAD} queries ${Math.round(median(r.loaded) / 1024)} MB, ready in ${(median(r.startMs) / 1000).toFixed(1)} s`);
}
console.log(`machine: ${cpus().length} cores, Node ${process.version}; 1-min load average during the runs ${Math.min(...load).toFixed(1)}-${Math.max(...load).toFixed(1)}`);
await database.drop();
