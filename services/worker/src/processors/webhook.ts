import { createHmac } from "node:crypto";
import type { JobPayload, JobResult } from "@tactica/contracts";
import type { JobContext } from "@tactica/queue";

/** The signature header value: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" under the webhook secret>`. */
export function signWebhook(secret: string, body: string, timestamp: number): string {
  const mac = createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
  return `t=${timestamp},v1=${mac}`;
}

/** Options of the webhook processor (tests pass a clock). */
export type WebhookDeps = { readonly now?: () => number; readonly timeoutMs?: number };

/**
 * POSTs one signed delivery. A 2xx answer completes the job; anything else throws so the queue retries it
 * (BullMQ: exponential backoff from 200 ms; in-process: retried at once), until its attempts run out.
 */
export async function processWebhook(payload: JobPayload<"webhook">, ctx: JobContext, deps: WebhookDeps = {}): Promise<JobResult<"webhook">> {
  const timestamp = Math.floor((deps.now ?? Date.now)() / 1000);
  const res = await fetch(payload.url, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "user-agent": "tactica-webhooks/1",
      "x-tactica-delivery": payload.deliveryId,
      "x-tactica-attempt": String(ctx.attempt),
      "x-tactica-signature": signWebhook(payload.secret, payload.body, timestamp),
    },
    body: payload.body,
    redirect: "manual",
    signal: AbortSignal.timeout(deps.timeoutMs ?? 5_000),
  });
  await res.body?.cancel();
  if (res.status < 200 || res.status >= 300) throw new Error(`webhook ${payload.deliveryId}: HTTP ${res.status} on attempt ${ctx.attempt}`);
  return { delivered: true, httpStatus: res.status, attempt: ctx.attempt };
}
