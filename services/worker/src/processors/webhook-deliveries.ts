import type { Db } from "@tactica/db";

/**
 * Attempts per delivery and the queue's backoff before attempt n+1 (both adapters: exponential from 200 ms,
 * packages/queue). The API enqueues with WEBHOOK_MAX_ATTEMPTS; the processor uses both to tell a retry from the end.
 */
export const WEBHOOK_MAX_ATTEMPTS = 5;
export const webhookRetryDelayMs = (attempt: number): number => 200 * 2 ** (attempt - 1);

/** What one attempt came to, as the webhook's owner sees it in `webhook(id) { deliveries }`. */
export type DeliveryAttempt = {
  readonly attempt: number;
  readonly at: Date;
  readonly status: "pending" | "delivered" | "failed";
  /** The receiver's HTTP status; null when no answer came. */
  readonly httpStatus: number | null;
  readonly error: string | null;
  readonly nextAttemptAt: Date | null;
};

/** Where the processor records attempts (the WebhookDelivery rows; tests may pass a list). */
export type WebhookDeliveryLog = { record(deliveryId: string, attempt: DeliveryAttempt): Promise<void> };

/** The delivery log over the database. A row deleted with its webhook is skipped; an older attempt never overwrites a newer one. */
export function createDbWebhookDeliveryLog(db: Db): WebhookDeliveryLog {
  return {
    async record(deliveryId, a) {
      await db.prisma.webhookDelivery.updateMany({
        where: { id: deliveryId, attempts: { lte: a.attempt } },
        data: {
          attempts: a.attempt,
          status: a.status,
          lastHttpStatus: a.httpStatus,
          lastError: a.error,
          lastAttemptAt: a.at,
          nextAttemptAt: a.nextAttemptAt,
          ...(a.status === "delivered" ? { deliveredAt: a.at } : {}),
        },
      });
    },
  };
}
