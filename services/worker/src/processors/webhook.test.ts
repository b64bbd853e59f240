import { createHmac } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { processWebhook, signWebhook } from "./webhook";

const received: Array<{ headers: Record<string, string | string[] | undefined>; body: string }> = [];
let failFirst = 0;
const server = createServer((req, res) => {
  let body = "";
  req.on("data", (c: Buffer) => { body += c.toString(); });
  req.on("end", () => {
    received.push({ headers: req.headers, body });
    res.statusCode = failFirst-- > 0 ? 503 : 204;
    res.end();
  });
});
let url = "";
beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
});

const ctx = (attempt: number) => ({ jobId: "j", meta: {}, attempt, progress: async () => undefined });

describe("webhook processor (loopback receiver)", () => {
  it("POSTs the body with an HMAC-SHA256 signature over timestamp and body", async () => {
    const body = JSON.stringify({ type: "match.event", seq: 1 });
    const out = await processWebhook({ deliveryId: "d1", url, secret: "s".repeat(32), body }, ctx(1), { now: () => 1_700_000_000_000 });
    expect(out).toEqual({ delivered: true, httpStatus: 204, attempt: 1 });
    const got = received.at(-1);
    expect(got?.body).toBe(body);
    const expected = createHmac("sha256", "s".repeat(32)).update(`1700000000.${body}`).digest("hex");
    expect(got?.headers["x-tactica-signature"]).toBe(`t=1700000000,v1=${expected}`);
    expect(signWebhook("s".repeat(32), body, 1_700_000_000)).toBe(`t=1700000000,v1=${expected}`);
  });

  it("throws on a non-2xx answer so the queue retries", async () => {
    failFirst = 1;
    await expect(processWebhook({ deliveryId: "d2", url, secret: "s".repeat(32), body: "{}" }, ctx(1))).rejects.toThrow(/HTTP 503/);
    await expect(processWebhook({ deliveryId: "d2", url, secret: "s".repeat(32), body: "{}" }, ctx(2))).resolves.toMatchObject({ delivered: true, attempt: 2 });
  });
});
