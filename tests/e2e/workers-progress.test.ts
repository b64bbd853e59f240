import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient } from "graphql-ws";
import WebSocket from "ws";
import { createApiClient, createTestApi } from "@tactica/api/testing";
import type { TestApi } from "@tactica/api/testing";
import { createSeededUrbanMap } from "@tactica/map";

// jobProgress over graphql-ws in embedded mode (in-process queue): a viewshed job's progress as it runs, then its end.
let t: TestApi;
let base = "";
beforeAll(async () => {
  t = await createTestApi();
  base = await t.app.listen({ host: "127.0.0.1", port: 0 });
});
afterAll(async () => {
  await t?.close();
});

type Update = { data?: { jobProgress: { state: string; progress: number } } };

describe("jobProgress subscription", () => {
  it("streams a sighting job's progress and ends when it completes", async () => {
    const map = createSeededUrbanMap({ width: 40, height: 40, seed: 11, levels: 3 });
    // requestSighting needs a key with the read scope (issue 17); jobProgress stays open to anyone with the id.
    const { key } = await createApiClient(t.db, { name: "progress", scopes: ["read"] });
    const res = await t.app.inject({
      method: "POST", url: "/graphql", headers: { authorization: `Bearer ${key}` },
      payload: { query: "mutation($input: RequestSightingInput!) { requestSighting(input: $input) { id } }", variables: { input: { rulesetId: "firepower", map, viewshed: { posture: "crouch" } } } },
    });
    const id = (res.json() as { data: { requestSighting: { id: string } } }).data.requestSighting.id;
    const client = createClient({ url: `${base.replace(/^http/, "ws")}/graphql`, webSocketImpl: WebSocket, retryAttempts: 0 });
    const updates: Update[] = [];
    await new Promise<void>((resolve, reject) => {
      client.subscribe({ query: "subscription($id: ID!) { jobProgress(id: $id) { state progress } }", variables: { id } }, {
        next: (m) => { updates.push(m as Update); },
        error: reject,
        complete: resolve,
      });
    });
    await client.dispose();
    const seen = updates.map((u) => u.data?.jobProgress);
    expect(seen.at(-1)).toEqual({ state: "completed", progress: 100 });
    // Progress rose in steps while it ran (per block of rows), never backwards.
    const progress = seen.map((s) => s?.progress ?? -1);
    expect(progress.filter((p) => p > 0 && p < 100).length).toBeGreaterThan(0);
    expect([...progress].sort((a, b) => a - b)).toEqual(progress);
  }, 60_000);
});
