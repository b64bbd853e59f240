// los-http: lineOfSight over HTTP through the whole stack (Fastify + Mercurius + Pothos + PostgreSQL lookup of the
// stored map's version + the sighting core) against a bare Fastify + Mercurius server answering a trivial query,
// both driven by autocannon with 10 connections on loopback in the same run. Target ratio (ours / bare) >= 0.5.
import Fastify from "fastify";
import mercurius from "mercurius";
import autocannon from "autocannon";
import { seedShippedData } from "@tactica/db";
import { shippedData } from "@tactica/api";
import { createTestApi } from "@tactica/api/testing";
import type { BenchResult } from "./bench-util";
import { cliGuard, median, round3 } from "./bench-util";

const SECONDS = 4;
const RUNS = 3;

const losBody = JSON.stringify({
  query: `query($input: SightInput!) { lineOfSight(input: $input) { clear range modifier rules path { kind effect hex { ids } } } }`,
  variables: { input: { rulesetId: "firepower", mapId: "firepower-sample-2-panel", observer: { hexId: "1A1", posture: "stand" }, target: { hexId: "2E5", posture: "crouch" } } },
});
const bareBody = JSON.stringify({ query: "{ add(x: 2, y: 3) }" });

async function requestsPerSecond(url: string, body: string): Promise<number> {
  const result = await autocannon({ url, method: "POST", headers: { "content-type": "application/json" }, body, connections: 10, duration: SECONDS });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

/** Runs both servers side by side, alternating, and reports median requests/s. */
export async function run(): Promise<BenchResult> {
  // The whole stack as served, with the anonymous per-minute limit lifted so the load is not refused with 429s.
  const t = await createTestApi({ app: { anonymousPerMinute: 1_000_000_000 } });
  await seedShippedData(t.db, shippedData());
  const ours = `${await t.app.listen({ host: "127.0.0.1", port: 0 })}/graphql`;
  const bare = Fastify({ logger: false });
  await bare.register(mercurius, { schema: "type Query { add(x: Int!, y: Int!): Int! }", resolvers: { Query: { add: (_: unknown, a: { x: number; y: number }) => a.x + a.y } } });
  const bareUrl = `${await bare.listen({ host: "127.0.0.1", port: 0 })}/graphql`;
  try {
    const check = await fetch(ours, { method: "POST", headers: { "content-type": "application/json" }, body: losBody });
    const answer = (await check.json()) as { errors?: unknown };
    if (answer.errors) throw new Error(`lineOfSight failed: ${JSON.stringify(answer.errors)}`);
    await requestsPerSecond(ours, losBody); // warm-up
    const oursRps: number[] = [];
    const bareRps: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      oursRps.push(await requestsPerSecond(ours, losBody));
      bareRps.push(await requestsPerSecond(bareUrl, bareBody));
    }
    const o = median(oursRps);
    const b = median(bareRps);
    return { name: "los-http", ours: round3(o), baseline: round3(b), unit: "requests/s (median, 10 connections)", ratio: round3(o / b), target: "ratio >= 0.5" };
  } finally {
    await bare.close();
    await t.close();
  }
}

cliGuard(import.meta.url, run);
