import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiClient, createTestApi } from "../testing";
import type { TestApi } from "../testing";

// Issue 17 finding 5: the auth and rate-limit hook was skipped for a percent-encoded path (POST /%67raphql) and for
// any request carrying an Upgrade header, so a revoked key was served as anonymous with no rate-limit headers.
// Raw node:http requests: fetch refuses Upgrade and Connection headers.
let t: TestApi;
let port = 0;
let revokedKey = "";
let readKey = "";

beforeAll(async () => {
  t = await createTestApi();
  const base = await t.app.listen({ host: "127.0.0.1", port: 0 });
  port = Number(new URL(base).port);
  const revoked = await createApiClient(t.db, { name: "revoked", scopes: ["read"] });
  await t.db.prisma.apiClient.update({ where: { id: revoked.id }, data: { revokedAt: new Date() } });
  revokedKey = revoked.key;
  readKey = (await createApiClient(t.db, { name: "reader", scopes: ["read"] })).key;
});
afterAll(async () => {
  await t?.close();
});

type Raw = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

function raw(method: string, path: string, headers: Record<string, string>, body?: string): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, method, path, headers: { ...headers, ...(body ? { "content-length": String(Buffer.byteLength(body)) } : {}) } }, (res) => {
      let text = "";
      res.on("data", (c: Buffer) => { text += c.toString(); });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    // A real upgrade answer (101) would end up here: this test never expects one.
    req.on("upgrade", (res, socket) => { socket.destroy(); resolve({ status: res.statusCode ?? 0, headers: res.headers, body: "" }); });
    req.on("error", reject);
    req.end(body);
  });
}

const QUERY = JSON.stringify({ query: "{ me { name } }" });
const json = { "content-type": "application/json" };

describe("the auth and rate-limit hook cannot be skipped", () => {
  it("a percent-encoded path to /graphql is authenticated and counted: a revoked key is a 401, anonymous gets rate-limit headers", async () => {
    for (const path of ["/%67raphql", "/graph%71l", "/%67raphql?x=1"]) {
      const revoked = await raw("POST", path, { ...json, authorization: `Bearer ${revokedKey}` }, QUERY);
      expect(revoked.status, `${path} ${revoked.body}`).toBe(401);
      expect(revoked.body).toContain("auth/unauthenticated");
      const anonymous = await raw("POST", path, json, QUERY);
      expect(anonymous.headers["x-ratelimit-limit"], path).toBeDefined();
      const keyed = await raw("POST", path, { ...json, authorization: `Bearer ${readKey}` }, QUERY);
      expect(JSON.parse(keyed.body), path).toEqual({ data: { me: { name: "reader" } } });
    }
  });

  it("an Upgrade header on a plain request does not skip it (POST, or GET without a real WebSocket handshake)", async () => {
    for (const upgrade of ["websocket", "h2c", "anything"]) {
      const post = await raw("POST", "/graphql", { ...json, upgrade, authorization: `Bearer ${revokedKey}` }, QUERY);
      expect(post.status, `POST upgrade: ${upgrade} ${post.body}`).toBe(401);
      const anonymous = await raw("POST", "/graphql", { ...json, upgrade }, QUERY);
      expect(anonymous.headers["x-ratelimit-limit"], upgrade).toBeDefined();
      const get = await raw("GET", `/graphql?query=${encodeURIComponent("{ me { name } }")}`, { upgrade, authorization: `Bearer ${revokedKey}` });
      expect(get.status, `GET upgrade: ${upgrade} ${get.body}`).toBe(401);
    }
    const encodedGet = await raw("GET", `/%67raphql?query=${encodeURIComponent("{ me { name } }")}`, { upgrade: "websocket", authorization: `Bearer ${revokedKey}` });
    expect(encodedGet.status).toBe(401);
  });

  it("a key-less GET /graphql query is still counted and a real key still served", async () => {
    const anonymous = await raw("GET", `/graphql?query=${encodeURIComponent("{ me { name } }")}`, {});
    expect(anonymous.status).toBe(200);
    expect(anonymous.headers["x-ratelimit-remaining"]).toBeDefined();
  });
});
