import type { Db } from "@tactica/db";
import type { JobQueue } from "@tactica/queue";
import { WEBHOOK_MAX_ATTEMPTS } from "@tactica/worker";

/** The public turn notification a webhook receives: what a spectator may see, never a seat's secrets. */
export type TurnNotification = {
  readonly type: "match.event";
  readonly matchId: string;
  readonly seq: number;
  readonly status: string;
  readonly round: number;
  readonly step: string;
  readonly actors: readonly string[];
};

/** A stored delivery with what its job needs: the webhook's address and signing secret. */
export type DeliveryToQueue = { readonly id: string; readonly webhookId: string; readonly url: string; readonly secret: string; readonly payload: TurnNotification };

/** The job id of a delivery: one per row, so the first enqueue and any later sweep (or two at once) are one job. */
export const webhookJobId = (deliveryId: string): string => `webhook-${deliveryId}`;

/** True for the queue's "Redis unreachable" refusal (QueueUnavailableError, not exported by @tactica/queue). */
export const isQueueUnavailable = (err: unknown): boolean => (err as { code?: unknown } | null)?.code === "queue/unavailable";

/**
 * The signed body. Keys in a fixed order: a payload read back from jsonb has its keys reordered, and a requeued
 * delivery should carry the same text the first enqueue would have.
 */
function toBody(d: DeliveryToQueue): string {
  const { type, matchId, seq, status, round, step, actors } = d.payload;
  return JSON.stringify({ deliveryId: d.id, webhookId: d.webhookId, type, matchId, seq, status, round, step, actors });
}

/**
 * Queues the deliveries' jobs in order and stamps `queuedAt` on those the queue took. The first refusal stops the
 * rest (while Redis is down they would all be refused) and is thrown after the stamping; the rows left unstamped
 * are the requeue sweep's (requeue-sweeper.ts).
 */
export async function queueDeliveries(db: Db, queue: JobQueue, deliveries: readonly DeliveryToQueue[]): Promise<number> {
  const queued: string[] = [];
  try {
    for (const d of deliveries) {
      await queue.enqueue("webhook", { deliveryId: d.id, url: d.url, secret: d.secret, body: toBody(d) }, { jobId: webhookJobId(d.id), attempts: WEBHOOK_MAX_ATTEMPTS });
      queued.push(d.id);
    }
  } finally {
    if (queued.length > 0) {
      await db.sql('UPDATE "WebhookDelivery" SET "queuedAt" = now() WHERE "id" = ANY($1::text[]) AND "queuedAt" IS NULL', [queued], "tactica-delivery-queued");
    }
  }
  return queued.length;
}

type UnqueuedRow = { id: string; webhookId: string; payload: TurnNotification; url: string; secret: string; disabled: boolean };

/**
 * Pending deliveries that were never queued and are older than `graceMs` (younger ones are still being queued by
 * the request that stored them), oldest first, at most `batch`: read through the (status, queuedAt, createdAt)
 * index, so the sweep costs one index range however many deliveries are stored. A delivery whose webhook was
 * disabled meanwhile is failed instead of sent.
 */
export async function sweepDeliveries(db: Db, queue: JobQueue, opts: { readonly graceMs: number; readonly batch: number }): Promise<number> {
  const rows = await db.sql<UnqueuedRow>(
    `SELECT d."id", d."webhookId", d."payload", w."url", w."secret", w."disabledAt" IS NOT NULL AS "disabled"
       FROM "WebhookDelivery" d JOIN "Webhook" w ON w."id" = d."webhookId"
      WHERE d."status" = 'pending' AND d."queuedAt" IS NULL AND d."createdAt" < now() - make_interval(secs => $1::float8 / 1000)
      ORDER BY d."createdAt" LIMIT $2`,
    [opts.graceMs, opts.batch],
    "tactica-unqueued-deliveries",
  );
  const disabled = rows.filter((r) => r.disabled).map((r) => r.id);
  if (disabled.length > 0) {
    await db.sql(`UPDATE "WebhookDelivery" SET "status" = 'failed', "lastError" = 'webhook disabled before the delivery was queued' WHERE "id" = ANY($1::text[]) AND "status" = 'pending'`, [disabled]);
  }
  return queueDeliveries(db, queue, rows.filter((r) => !r.disabled));
}

/**
 * Embedded mode: the in-process queue died with the previous process, and with it every job it held, stamped or
 * not. At start, deliveries never attempted are unstamped so the sweep queues them again. One still retrying
 * (attempts > 0) is left as it is: a fresh job would restart at attempt 1, which the delivery log refuses to
 * record over a later attempt, so it would be sent but shown pending; it stays pending instead (rare: a crash
 * inside a webhook's backoff, in the one-user embedded mode).
 */
export async function releaseInProcessDeliveries(db: Db): Promise<void> {
  await db.sql(`UPDATE "WebhookDelivery" SET "queuedAt" = NULL WHERE "status" = 'pending' AND "attempts" = 0 AND "queuedAt" IS NOT NULL`, []);
}
