import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiClient, createTestApi } from "@tactica/api/testing";
import type { TestApi } from "@tactica/api/testing";
import { SUBMIT, startMatchApi } from "./matches-fixture";
import type { MatchApi } from "./matches-fixture";

// Webhook deliveries through the whole stack (API, in-process worker, PostgreSQL): every attempt is recorded on the
// delivery and shown to the webhook's owner only; URLs that reach this machine or private networks are refused at
// registration and again at delivery.
type Delivery = { id: string; status: string; attempts: number; lastHttpStatus: number | null; lastError: string | null; deliveredAt: string | null; nextAttemptAt: string | null; payload: { seq: number } };
const DELIVERIES = `query($id: ID!, $first: Int, $after: String) { webhook(id: $id) { id url matchId events deliveries(first: $first, after: $after) {
  totalCount pageInfo { hasNextPage endCursor } edges { cursor node { id status attempts lastHttpStatus lastError deliveredAt nextAttemptAt lastAttemptAt payload } } } } }`;

let api: MatchApi;
const answers: number[] = [];
const received: string[] = [];
const receiver = createServer((req, res) => {
  req.resume();
  req.on("end", () => {
    received.push(String(req.headers["x-tactica-delivery"]));
    res.statusCode = answers.shift() ?? 200;
    res.end();
  });
});
let hookUrl = "";
beforeAll(async () => {
  api = await startMatchApi();
  await new Promise<void>((r) => receiver.listen(0, "127.0.0.1", r));
  hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
});
afterAll(async () => {
  await new Promise((r) => receiver.close(r));
  await api?.t.close();
});

const register = async (url: string, matchId: string | null, key = api.playKey) => {
  const r = await api.gql("mutation($u: String!, $m: ID) { registerWebhook(url: $u, matchId: $m) { id secret } }", { u: url, m: matchId }, { key });
  return r.body.data?.registerWebhook as { id: string; secret: string } | undefined;
};
const deliveriesOf = async (id: string, vars: Record<string, unknown> = {}, key = api.playKey) => api.gql(DELIVERIES, { id, ...vars }, { key });
const waitUntil = async (done: () => Promise<boolean>, timeoutMs = 15_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await done()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
};
const nodes = (r: Awaited<ReturnType<typeof deliveriesOf>>): Delivery[] =>
  ((r.body.data?.webhook as { deliveries: { edges: Array<{ node: Delivery }> } } | undefined)?.deliveries.edges ?? []).map((e) => e.node);

describe("webhook deliveries", () => {
  it("records each attempt: a 500 then a 200 is delivered on attempt 2; the owner pages them newest first", async () => {
    const { matchId, red, blue } = await api.createDuel();
    const hook = await register(hookUrl, matchId);
    expect(hook?.id).toBeTruthy();
    answers.push(500);
    await api.gql(SUBMIT, { i: { matchId, type: "note", payload: { text: "one" } } }, { key: api.playKey, seat: red });
    await waitUntil(async () => nodes(await deliveriesOf(hook!.id)).some((d) => d.status === "delivered"));
    await api.gql(SUBMIT, { i: { matchId, type: "note", payload: { text: "two" } } }, { key: api.playKey, seat: blue });
    await waitUntil(async () => nodes(await deliveriesOf(hook!.id)).filter((d) => d.status === "delivered").length === 2);

    const all = await deliveriesOf(hook!.id);
    expect(all.body.data?.webhook).toMatchObject({ id: hook!.id, url: hookUrl, matchId, events: ["match.event"], deliveries: { totalCount: 2 } });
    const [second, first] = nodes(all);
    expect(first).toMatchObject({ status: "delivered", attempts: 2, lastHttpStatus: 200, lastError: null, nextAttemptAt: null, payload: { seq: 1 } });
    expect(second).toMatchObject({ status: "delivered", attempts: 1, lastHttpStatus: 200, payload: { seq: 2 } });
    expect(first?.deliveredAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(received.filter((id) => id === first?.id)).toHaveLength(2);
    expect(all.raw).not.toContain(hook!.secret);

    const page1 = await deliveriesOf(hook!.id, { first: 1 });
    const conn = (page1.body.data?.webhook as { deliveries: { pageInfo: { hasNextPage: boolean; endCursor: string } } }).deliveries;
    expect([conn.pageInfo.hasNextPage, nodes(page1).map((d) => d.payload.seq)]).toEqual([true, [2]]);
    const page2 = await deliveriesOf(hook!.id, { first: 1, after: conn.pageInfo.endCursor });
    expect(nodes(page2).map((d) => d.payload.seq)).toEqual([1]);
    const badCursor = await deliveriesOf(hook!.id, { after: "bm90LWEtY3Vyc29y" });
    expect(badCursor.body.errors?.[0]?.extensions?.code).toBe("request/invalid");
  });

  it("a receiver that keeps failing: pending with the next attempt due, then failed after the last attempt", async () => {
    const { matchId, red } = await api.createDuel();
    const hook = await register(hookUrl, matchId);
    answers.push(503, 503, 503, 503, 503);
    await api.gql(SUBMIT, { i: { matchId, type: "note", payload: { text: "x" } } }, { key: api.playKey, seat: red });
    let early: Delivery | undefined;
    await waitUntil(async () => {
      early = nodes(await deliveriesOf(hook!.id)).find((d) => d.status === "pending" && d.attempts >= 1);
      return early !== undefined;
    });
    expect(early).toMatchObject({ status: "pending", lastHttpStatus: 503, lastError: "HTTP 503", nextAttemptAt: expect.stringMatching(/^\d{4}-/) });
    await waitUntil(async () => nodes(await deliveriesOf(hook!.id)).some((d) => d.status === "failed"));
    expect(nodes(await deliveriesOf(hook!.id))).toMatchObject([{ status: "failed", attempts: 5, lastHttpStatus: 503, lastError: "HTTP 503", deliveredAt: null, nextAttemptAt: null }]);
  });

  it("only the owner sees a webhook: another client's key gets webhook/not_found, no key auth/unauthenticated", async () => {
    const { matchId } = await api.createDuel();
    const hook = await register(hookUrl, matchId);
    const other = (await createApiClient(api.t.db, { name: "other", scopes: ["admin"], rateLimitPerMinute: 100_000 })).key;
    const theirs = await deliveriesOf(hook!.id, {}, other);
    expect(theirs.body.errors?.[0]?.extensions?.code).toBe("webhook/not_found");
    expect(theirs.raw).not.toContain(hookUrl);
    const missing = await deliveriesOf("no-such-webhook");
    expect(missing.body.errors?.[0]?.extensions?.code).toBe("webhook/not_found");
    const anon = await api.gql(DELIVERIES, { id: hook!.id });
    expect(anon.body.errors?.[0]?.extensions?.code).toBe("auth/unauthenticated");
  });

  it("a stored URL that points at a private address is refused again at delivery, once, and never retried", async () => {
    const { matchId, red } = await api.createDuel();
    // As if registered before the policy (or through another path): the worker must not trust the stored URL.
    const client = await api.t.db.prisma.apiClient.findFirstOrThrow({ where: { name: "player" }, select: { id: true } });
    const row = await api.t.db.prisma.webhook.create({ data: { clientId: client.id, matchId, url: "http://10.0.0.1:8080/hook", secret: "s".repeat(64), events: ["match.event"] } });
    await api.gql(SUBMIT, { i: { matchId, type: "note", payload: { text: "x" } } }, { key: api.playKey, seat: red });
    await waitUntil(async () => nodes(await deliveriesOf(row.id)).some((d) => d.status === "failed"));
    await new Promise((r) => setTimeout(r, 600));
    expect(nodes(await deliveriesOf(row.id))).toMatchObject([{ status: "failed", attempts: 1, lastHttpStatus: null, lastError: expect.stringMatching(/^url_not_allowed \(private\)/) }]);
  });

  it("with loopback allowed (tests), other private addresses are still refused at registration", async () => {
    for (const [url, reason] of [["http://10.1.2.3:8080/", "private"], ["http://169.254.169.254/latest/meta-data/", "metadata"], ["http://0.0.0.0:8080/", "unspecified"], ["http://[fd00::1]:8080/", "private"]] as const) {
      const r = await api.gql("mutation($u: String!) { registerWebhook(url: $u) { id } }", { u: url }, { key: api.playKey });
      expect({ url, error: r.body.errors?.[0]?.extensions }).toEqual({ url, error: { code: "webhook/url_not_allowed", reason } });
    }
  });
});

describe("webhook URLs without WEBHOOK_ALLOW_LOOPBACK (the production default)", () => {
  let strict: TestApi;
  let key = "";
  beforeAll(async () => {
    strict = await createTestApi({ webhookAllowLoopback: false });
    key = (await createApiClient(strict.db, { name: "p", scopes: ["play"], rateLimitPerMinute: 100_000 })).key;
  });
  afterAll(async () => {
    await strict?.close();
  });

  it("refuses loopback in every spelling, userinfo, odd ports and unresolvable hosts, and stores nothing", async () => {
    const cases = [
      ["http://127.0.0.1:4567/hook", "loopback"], ["http://2130706433/", "loopback"], ["http://0x7f.1/", "loopback"], ["http://017700000001:8080/", "loopback"],
      ["http://[::1]:8080/", "loopback"], ["http://[::ffff:127.0.0.1]/", "loopback"], ["http://localhost:8080/", "loopback"],
      ["http://user:pw@8.8.8.8/", "userinfo"], ["http://8.8.8.8:22/", "port"], ["http://hooks.example.invalid/", "unresolvable"],
    ] as const;
    for (const [url, reason] of cases) {
      const res = await strict.app.inject({ method: "POST", url: "/graphql", headers: { "content-type": "application/json", authorization: `Bearer ${key}` }, payload: { query: "mutation($u: String!) { registerWebhook(url: $u) { id } }", variables: { u: url } } });
      const body = res.json() as { data?: unknown; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> };
      expect({ url, error: body.errors?.[0]?.extensions }).toEqual({ url, error: { code: "webhook/url_not_allowed", reason } });
      // A host name's resolved address is never echoed (that would map the server's DNS for the caller).
      if (url.includes("localhost")) expect(body.errors?.[0]?.message).not.toMatch(/127\.0\.0\.1|::1/);
    }
    const ftp = await strict.app.inject({ method: "POST", url: "/graphql", headers: { "content-type": "application/json", authorization: `Bearer ${key}` }, payload: { query: 'mutation { registerWebhook(url: "ftp://example.com/") { id } }' } });
    expect((ftp.json() as { errors: Array<{ extensions: { code: string } }> }).errors[0]?.extensions.code).toBe("webhook/invalid_url");
    expect(await strict.db.prisma.webhook.count()).toBe(0);
  });
});
