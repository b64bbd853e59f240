import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiClient, createTestApi } from "./testing";
import type { TestApi } from "./testing";

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});
afterAll(async () => {
  await t?.close();
});

const gql = async (query: string, variables?: Record<string, unknown>, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ method: "POST", url: "/graphql", payload: { query, variables }, headers });
  return { status: res.statusCode, body: res.json() as { data?: Record<string, unknown> | null; errors?: Array<{ message: string; extensions?: { code?: string } }> }, headers: res.headers };
};

describe("health", () => {
  it("GET /healthz answers ok", async () => {
    const res = await t.app.inject({ method: "GET", url: "/healthz" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok" });
  });

  it("GET /readyz checks the database and the queue", async () => {
    const res = await t.app.inject({ method: "GET", url: "/readyz" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: "ready", database: "ok", queue: "ok" });
  });
});

describe("GraphQL", () => {
  it("lists rulesets", async () => {
    const { status, body } = await gql("{ rulesets { id name version } }");
    expect(status).toBe(200);
    expect(Array.isArray(body.data?.rulesets)).toBe(true);
  });

  it("reads maps from PostgreSQL", async () => {
    await t.db.prisma.mapDoc.create({ data: { id: "m-1", name: "Test map", rulesetId: "firepower", schemaVersion: 1, document: { hello: "world" } } });
    const list = await gql("{ maps { id name rulesetId } }");
    expect(list.body.data?.maps).toEqual([{ id: "m-1", name: "Test map", rulesetId: "firepower" }]);
    const one = await gql("query($id: ID!) { map(id: $id) { id version document } }", { id: "m-1" });
    expect(one.body.data?.map).toEqual({ id: "m-1", version: 1, document: { hello: "world" } });
    const none = await gql("query($id: ID!) { map(id: $id) { id } }", { id: "nope" });
    expect(none.body.data?.map).toBeNull();
  });

  it("runs a job in-process and reports its result", async () => {
    // enqueuePing needs a key; the id chosen lives in the key's namespace (issue 17).
    const client = await createApiClient(t.db, { name: "pinger", scopes: ["read"] });
    const queued = await gql('mutation { enqueuePing(message: "hi", jobId: "ping-1") { id state } }', undefined, { authorization: `Bearer ${client.key}` });
    const id = `client-${client.id}-ping-1`;
    expect(queued.body.data?.enqueuePing).toMatchObject({ id });
    await t.queue.waitFor(id, 5000);
    const done = await gql(`{ job(id: "${id}") { state result } }`);
    expect(done.body.data?.job).toEqual({ state: "completed", result: { echo: "hi", processedBy: "test-in-process" } });
  });

  it("gives every error an extensions.code", async () => {
    // GraphQL over HTTP: 200 for application/json clients, 400 for application/graphql-response+json ones.
    const syntax = await gql("{ rulesets { id ");
    expect(syntax.status).toBe(200);
    expect(syntax.body.errors?.[0]?.extensions?.code).toBe("request/invalid");
    const strict = await gql("{ rulesets { id ", undefined, { accept: "application/graphql-response+json" });
    expect(strict.status).toBe(400);
    expect(strict.headers["content-type"]).toMatch(/application\/graphql-response\+json/);

    const unknownField = await gql("{ nope }");
    expect(unknownField.body.errors?.[0]?.extensions?.code).toBe("request/invalid");

    const pinger = await createApiClient(t.db, { name: "bad-pinger", scopes: ["read"] });
    const badInput = await gql('mutation { enqueuePing(message: "") { id } }', undefined, { authorization: `Bearer ${pinger.key}` });
    expect(badInput.body.errors?.[0]?.extensions?.code).toBe("request/invalid");

    const los = await gql('{ lineOfSight(input: { rulesetId: "chess", mapId: "m", observer: { hexId: "1A1", posture: "stand" }, target: { hexId: "1A2", posture: "stand" } }) { clear } }');
    expect(los.body.errors?.[0]?.extensions?.code).toBe("geometry/unknown_ruleset");
    expect(los.body.errors?.[0]?.message).toMatch(/firepower, patrol/);
  });

  it("keeps a caller's request id and echoes it", async () => {
    const res = await gql("{ rulesets { id } }", undefined, { "x-request-id": "client-chosen-42" });
    expect(res.headers["x-request-id"]).toBe("client-chosen-42");
  });

  it("rejects queries deeper than the limit", async () => {
    const deep = await gql("{ " + "__schema { types { fields { type { ofType { ofType { ofType { ofType { ofType { ofType { ofType { ofType { name } } } } } } } } } } } }");
    expect(deep.body.errors?.[0]?.extensions?.code).toBe("request/invalid");
  });

  it("rejects oversized bodies", async () => {
    const res = await t.app.inject({ method: "POST", url: "/graphql", payload: { query: "{ rulesets { id } }", variables: { pad: "x".repeat(1_100_000) } } });
    expect(res.statusCode).toBe(413);
  });
});

describe("logs", () => {
  it("tag every line of a request with its id and never contain credentials", async () => {
    const lines: string[] = [];
    const { buildApp } = await import("./app");
    const app = await buildApp({ db: t.db, queue: t.queue, rulesets: [] }, { logger: { level: "info", stream: { write: (l: string) => { lines.push(l); } } } });
    await app.inject({ method: "POST", url: "/graphql", payload: { query: "{ rulesets { id } }" }, headers: { authorization: "Bearer sk_live_secret_value", "x-request-id": "log-test-1" } });
    await app.close();
    const requestLines = lines.map((l) => JSON.parse(l) as { reqId?: string }).filter((l) => l.reqId === "log-test-1");
    expect(requestLines.length).toBeGreaterThanOrEqual(2);
    expect(lines.join("\n")).not.toMatch(/sk_live_secret_value/);
  });
});
