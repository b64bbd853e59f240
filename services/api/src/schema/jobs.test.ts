import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedShippedData } from "@tactica/db";
import { createSeededUrbanMap } from "@tactica/map";
import { decodeRow } from "@tactica/worker";
import { shippedData } from "../shipped-data";
import { createApiClient, createTestApi } from "../testing";
import type { TestApi } from "../testing";

// requestSighting in embedded mode (in-process queue): the same processors the BullMQ workers run.
let t: TestApi;
let key = "";
beforeAll(async () => {
  t = await createTestApi();
  await seedShippedData(t.db, shippedData());
  // requestSighting needs a key with the read scope (issue 17).
  key = (await createApiClient(t.db, { name: "sighting", scopes: ["read"], rateLimitPerMinute: 100_000 })).key;
});
afterAll(async () => {
  await t?.close();
});

type Gql = { data?: Record<string, unknown> | null; errors?: Array<{ message: string; extensions?: { code?: string } }> };
const gql = async (query: string, variables?: Record<string, unknown>): Promise<Gql> => {
  const res = await t.app.inject({ method: "POST", url: "/graphql", headers: { authorization: `Bearer ${key}` }, payload: { query, variables } });
  return res.json() as Gql;
};

const REQUEST = "mutation($input: RequestSightingInput!) { requestSighting(input: $input) { id name state } }";
const JOB = "query($id: ID!) { job(id: $id) { id state progress result error attempts } }";

type JobShape = { id: string; state: string; progress: number; attempts: number; error: string | null; result: { rows: string[]; size: number; kind: string; visiblePairs: number; reconstructed: boolean } | null };
async function waitForJob(id: string): Promise<JobShape> {
  for (let i = 0; i < 200; i++) {
    const job = (await gql(JOB, { id })).data?.job as JobShape;
    if (job.state === "completed" || job.state === "failed") return job;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`job ${id} did not finish`);
}

describe("requestSighting", () => {
  const map = createSeededUrbanMap({ width: 10, height: 10, seed: 3, levels: 2 });
  const units = [{ q: 0, r: 0, posture: "stand" }, { q: 4, r: 2, posture: "prone" }, { q: 9, r: 5, posture: "crouch" }];

  it("returns a job at once whose id is the request's hash; asking again is the same job", async () => {
    const first = await gql(REQUEST, { input: { rulesetId: "firepower", map, units } });
    expect(first.errors).toBeUndefined();
    const job = first.data?.requestSighting as { id: string; name: string };
    expect(job.name).toBe("sighting");
    expect(job.id).toMatch(/^sighting-[0-9a-f]{40}$/);
    const again = await gql(REQUEST, { input: { units, map, rulesetId: "firepower" } });
    expect((again.data?.requestSighting as { id: string }).id).toBe(job.id);
    const done = await waitForJob(job.id);
    expect(done.state).toBe("completed");
    expect(done.progress).toBe(100);
    expect(done.attempts).toBe(1);
    expect(done.result?.size).toBe(3);
    expect(done.result?.rows.map((r) => decodeRow(r, 3)[0])).toEqual(["1", expect.stringMatching(/^[01]$/), expect.stringMatching(/^[01]$/)]);
  });

  it("runs a whole-map viewshed over a stored map (printed IDs, its current version)", async () => {
    const res = await gql(REQUEST, { input: { rulesetId: "firepower", mapId: "firepower-sample-2-panel", viewshed: { posture: "stand" } } });
    expect(res.errors).toBeUndefined();
    const done = await waitForJob((res.data?.requestSighting as { id: string }).id);
    expect(done.state).toBe("completed");
    expect(done.result?.kind).toBe("viewshed");
    expect(done.result?.size).toBe(96);
  });

  it("bad requests are typed errors before anything is queued; bad content fails the job without retry", async () => {
    const unknown = await gql(REQUEST, { input: { rulesetId: "chess", map, units } });
    expect(unknown.errors?.[0]?.extensions?.code).toBe("geometry/unknown_ruleset");
    const both = await gql(REQUEST, { input: { rulesetId: "firepower", map, units, viewshed: { posture: "stand" } } });
    expect(both.errors?.[0]?.extensions?.code).toBe("request/invalid");
    const missing = await gql(REQUEST, { input: { rulesetId: "firepower", mapId: "no-such-map", units } });
    expect(missing.errors?.[0]?.extensions?.code).toBe("request/not_found");
    const badHex = await gql(REQUEST, { input: { rulesetId: "firepower", map, units: [{ hexId: "9ZZ9", posture: "stand" }] } });
    const failed = await waitForJob((badHex.data?.requestSighting as { id: string }).id);
    expect(failed.state).toBe("failed");
    expect(failed.attempts).toBe(1);
    expect(failed.error).toMatch(/los\/unknown_hex/);
  });
});
