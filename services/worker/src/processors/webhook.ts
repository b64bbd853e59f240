import { createHmac } from "node:crypto";
import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import type { JobPayload, JobResult } from "@tactica/contracts";
import { UnrecoverableJobError } from "@tactica/queue";
import type { JobContext } from "@tactica/queue";
import { WEBHOOK_MAX_ATTEMPTS, webhookRetryDelayMs } from "./webhook-deliveries";
import type { DeliveryAttempt, WebhookDeliveryLog } from "./webhook-deliveries";
import { WebhookAddressRefused, createGuardedLookup } from "./webhook-lookup";
import { checkWebhookUrl } from "./webhook-target";
import type { Resolve, WebhookPolicy } from "./webhook-target";

/** The signature header value: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" under the webhook secret>`. */
export function signWebhook(secret: string, body: string, timestamp: number): string {
  const mac = createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
  return `t=${timestamp},v1=${mac}`;
}

/** Dependencies of the webhook processor: the address policy, the delivery log, and (tests) a clock and a resolver. */
export type WebhookDeps = {
  readonly policy?: WebhookPolicy;
  readonly deliveries?: WebhookDeliveryLog;
  readonly resolve?: Resolve;
  readonly now?: () => number;
  readonly timeoutMs?: number;
  readonly maxAttempts?: number;
};

type Post = { readonly url: URL; readonly headers: Record<string, string>; readonly body: string; readonly timeoutMs: number; readonly lookup: ReturnType<typeof createGuardedLookup>; readonly signal?: AbortSignal };

/** One POST; resolves with the HTTP status (redirects are answers like any other: never followed), the body unread. */
function post(p: Post): Promise<number> {
  return new Promise((resolve, reject) => {
    const send = p.url.protocol === "https:" ? httpsRequest : httpRequest;
    const req = send(p.url, { method: "POST", headers: { ...p.headers, "content-length": String(Buffer.byteLength(p.body)) }, lookup: p.lookup, timeout: p.timeoutMs, ...(p.signal ? { signal: p.signal } : {}) }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on("timeout", () => req.destroy(new Error(`no answer within ${p.timeoutMs} ms`)));
    req.on("error", reject);
    req.end(p.body);
  });
}

const describe = (err: unknown): string => (err instanceof Error ? err.message : String(err)).slice(0, 500);

/**
 * POSTs one signed delivery to an address the policy allows (checked again here, and pinned at connection time) and
 * records the attempt. A 2xx completes the job; any other answer or a network error throws so the queue retries it
 * (BullMQ: exponential backoff from 200 ms) until its attempts run out; a refused address fails it for good.
 */
export async function processWebhook(payload: JobPayload<"webhook">, ctx: JobContext, deps: WebhookDeps = {}): Promise<JobResult<"webhook">> {
  const policy = deps.policy ?? { allowLoopback: false };
  const now = deps.now ?? Date.now;
  const maxAttempts = deps.maxAttempts ?? WEBHOOK_MAX_ATTEMPTS;
  const record = async (status: DeliveryAttempt["status"], httpStatus: number | null, error: string | null) => {
    const at = new Date(now());
    const nextAttemptAt = status === "pending" ? new Date(at.getTime() + webhookRetryDelayMs(ctx.attempt)) : null;
    await deps.deliveries?.record(payload.deliveryId, { attempt: ctx.attempt, at, status, httpStatus, error, nextAttemptAt });
  };
  const failed = async (httpStatus: number | null, error: string, final: boolean) => {
    await record(final || ctx.attempt >= maxAttempts ? "failed" : "pending", httpStatus, error);
    return final ? new UnrecoverableJobError("webhook/url_not_allowed", error) : new Error(`webhook ${payload.deliveryId}: ${error} on attempt ${ctx.attempt}`);
  };

  const target = await checkWebhookUrl(payload.url, policy, deps.resolve);
  // A name that does not resolve now may resolve later (a DNS outage): retried; a refused address is final.
  if (!target.ok) throw await failed(null, `url_not_allowed (${target.reason}): ${target.message}`, target.reason !== "unresolvable");
  const timestamp = Math.floor(now() / 1000);
  let status: number;
  try {
    status = await post({
      url: target.url,
      body: payload.body,
      timeoutMs: deps.timeoutMs ?? 5_000,
      lookup: createGuardedLookup(policy, deps.resolve),
      ...(ctx.signal ? { signal: ctx.signal } : {}),
      headers: {
        "content-type": "application/json",
        "user-agent": "tactica-webhooks/1",
        "x-tactica-delivery": payload.deliveryId,
        "x-tactica-attempt": String(ctx.attempt),
        "x-tactica-signature": signWebhook(payload.secret, payload.body, timestamp),
      },
    });
  } catch (err) {
    if (err instanceof WebhookAddressRefused) throw await failed(null, `url_not_allowed (${err.reason}): ${err.message}`, err.reason !== "unresolvable");
    throw await failed(null, describe(err), false);
  }
  if (status < 200 || status >= 300) {
    throw await failed(status, status >= 300 && status < 400 ? `HTTP ${status} (redirects are not followed)` : `HTTP ${status}`, false);
  }
  await record("delivered", status, null);
  return { delivered: true, httpStatus: status, attempt: ctx.attempt };
}
