import type { Db } from "@tactica/db";
import type { JobQueue } from "@tactica/queue";
import { queueDeliveries } from "@tactica/worker";
import type { TurnNotification } from "@tactica/worker";

// The turn notification, its signed body and the queueing of deliveries are the worker's follow-ups (shared with
// jobs, which store commands too); the sweep of what was never queued stays here, in the API.
export { isQueueUnavailable, queueDeliveries, webhookJobId } from "@tactica/worker";
export type { DeliveryToQueue, TurnNotification } from "@tactica/worker";

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
