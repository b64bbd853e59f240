import { createHmac } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { isUnrecoverable } from "@tactica/queue";
import { processWebhook, signWebhook } from "./webhook";
import type { DeliveryAttempt, WebhookDeliveryLog } from "./webhook-deliveries";
import { createGuardedLookup } from "./webhook-lookup";

const received: Array<{ url: string; headers: Record<string, string | string[] | undefined>; body: string }> = [];
let answers: number[] = [];
const server = createServer((req, res) => {
  let body = "";
  req.on("data", (c: Buffer) => { body += c.toString(); });
  req.on("end", () => {
    received.push({ url: req.url ?? "", headers: req.headers, body });
    res.statusCode = answers.shift() ?? 204;
    if (res.statusCode === 302) res.setHeader("location", "/elsewhere");
    res.end("ignored");
  });
});
let port = 0;
let url = "";
beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  port = (server.address() as AddressInfo).port;
  url = `http://127.0.0.1:${port}/hook`;
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
});
beforeEach(() => {
  received.length = 0;
  answers = [];
});

const ctx = (attempt: number) => ({ jobId: "j", meta: {}, attempt, progress: async () => undefined });
const loopbackOk = { allowLoopback: true };
const logged = () => {
  const attempts: Array<{ id: string } & DeliveryAttempt> = [];
  const log: WebhookDeliveryLog = { record: async (id, a) => { attempts.push({ id, ...a }); } };
  return { attempts, log };
};
const job = (deliveryId: string, to = url, body = "{}") => ({ deliveryId, url: to, secret: "s".repeat(32), body });

describe("webhook processor (loopback receiver)", () => {
  it("POSTs the body with an HMAC-SHA256 signature over timestamp and body, and records the delivery", async () => {
    const body = JSON.stringify({ type: "match.event", seq: 1 });
    const { attempts, log } = logged();
    const out = await processWebhook(job("d1", url, body), ctx(1), { now: () => 1_700_000_000_000, policy: loopbackOk, deliveries: log });
    expect(out).toEqual({ delivered: true, httpStatus: 204, attempt: 1 });
    const got = received.at(-1);
    expect(got?.body).toBe(body);
    const expected = createHmac("sha256", "s".repeat(32)).update(`1700000000.${body}`).digest("hex");
    expect(got?.headers["x-tactica-signature"]).toBe(`t=1700000000,v1=${expected}`);
    expect(signWebhook("s".repeat(32), body, 1_700_000_000)).toBe(`t=1700000000,v1=${expected}`);
    expect(attempts).toEqual([{ id: "d1", attempt: 1, at: new Date(1_700_000_000_000), status: "delivered", httpStatus: 204, error: null, nextAttemptAt: null }]);
  });

  it("throws on a non-2xx answer so the queue retries, recording when the next attempt is due", async () => {
    answers = [503];
    const { attempts, log } = logged();
    const deps = { policy: loopbackOk, deliveries: log, now: () => 1_000_000 };
    await expect(processWebhook(job("d2"), ctx(1), deps)).rejects.toThrow(/HTTP 503/);
    await expect(processWebhook(job("d2"), ctx(2), deps)).resolves.toMatchObject({ delivered: true, attempt: 2 });
    expect(attempts.map((a) => [a.attempt, a.status, a.httpStatus, a.error, a.nextAttemptAt?.getTime() ?? null])).toEqual([
      [1, "pending", 503, "HTTP 503", 1_000_200],
      [2, "delivered", 204, null, null],
    ]);
  });

  it("marks the delivery failed on its last attempt, and never follows a redirect", async () => {
    answers = [302];
    const { attempts, log } = logged();
    const err = await processWebhook(job("d3"), ctx(5), { policy: loopbackOk, deliveries: log, maxAttempts: 5 }).catch((e: unknown) => e);
    expect(String(err)).toMatch(/HTTP 302/);
    expect(received.map((r) => r.url)).toEqual(["/hook"]);
    expect(attempts).toMatchObject([{ attempt: 5, status: "failed", httpStatus: 302, error: "HTTP 302 (redirects are not followed)", nextAttemptAt: null }]);
  });

  it("records a connection error without an HTTP status", async () => {
    const closed = createServer();
    await new Promise<void>((r) => closed.listen(0, "127.0.0.1", r));
    const deadPort = (closed.address() as AddressInfo).port;
    await new Promise((r) => closed.close(r));
    const { attempts, log } = logged();
    await expect(processWebhook(job("d4", `http://127.0.0.1:${deadPort}/`), ctx(1), { policy: loopbackOk, deliveries: log })).rejects.toThrow(/ECONNREFUSED/);
    expect(attempts).toMatchObject([{ status: "pending", httpStatus: null, error: expect.stringMatching(/ECONNREFUSED/) }]);
  });

  it("refuses loopback without WEBHOOK_ALLOW_LOOPBACK: nothing is sent and the delivery fails for good", async () => {
    const { attempts, log } = logged();
    const err = await processWebhook(job("d5"), ctx(1), { deliveries: log }).catch((e: unknown) => e);
    expect(isUnrecoverable(err)).toBe(true);
    expect(received).toEqual([]);
    expect(attempts).toMatchObject([{ status: "failed", httpStatus: null, error: expect.stringMatching(/^url_not_allowed \(loopback\)/) }]);
  });

  it("DNS rebinding: a host that was public at the check but resolves to loopback at connection time is refused", async () => {
    let calls = 0;
    const rebinding = async () => (++calls === 1 ? ["93.184.216.34"] : ["127.0.0.1"]);
    const { attempts, log } = logged();
    const err = await processWebhook(job("d6", `http://rebind.example.com:${port}/hook`), ctx(1), { resolve: rebinding, deliveries: log }).catch((e: unknown) => e);
    expect(calls).toBe(2);
    expect(isUnrecoverable(err)).toBe(true);
    expect(received).toEqual([]);
    expect(attempts).toMatchObject([{ status: "failed", error: expect.stringMatching(/^url_not_allowed \(loopback\)/) }]);
  });

  it("a host that does not resolve (a DNS outage) is retried, not failed for good", async () => {
    const { attempts, log } = logged();
    const down = async (): Promise<string[]> => { throw new Error("EAI_AGAIN"); };
    const err = await processWebhook(job("d8", `http://hooks.example.com:${port}/hook`), ctx(1), { resolve: down, deliveries: log }).catch((e: unknown) => e);
    expect(isUnrecoverable(err)).toBe(false);
    expect(attempts).toMatchObject([{ status: "pending", error: expect.stringMatching(/^url_not_allowed \(unresolvable\)/) }]);
    expect(received).toEqual([]);
  });

  it("connects to the address it checked: a host name resolved by the guarded lookup reaches the loopback receiver when allowed", async () => {
    const resolve = async () => ["127.0.0.1"];
    await expect(processWebhook(job("d7", `http://receiver.test:${port}/hook`), ctx(1), { resolve, policy: loopbackOk })).resolves.toMatchObject({ delivered: true });
    expect(received.at(-1)?.headers.host).toBe(`receiver.test:${port}`);
  });

  it("the guarded lookup answers in both shapes the socket asks for, filtered by family", async () => {
    const lookup = createGuardedLookup(loopbackOk, async () => ["::1", "127.0.0.1"]);
    const ask = (options: { family?: number; all?: boolean }) => new Promise<unknown>((resolve) => {
      lookup("h", options, (err, address, family) => resolve(err ? err.message : { address, family }));
    });
    expect(await ask({ all: true })).toEqual({ address: [{ address: "::1", family: 6 }, { address: "127.0.0.1", family: 4 }], family: undefined });
    expect(await ask({ family: 4 })).toEqual({ address: "127.0.0.1", family: 4 });
    expect(await ask({ family: 6, all: true })).toEqual({ address: [{ address: "::1", family: 6 }], family: undefined });
  });
});
