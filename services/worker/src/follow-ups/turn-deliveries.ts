import type { Db, Prisma } from "@tactica/db";
import { viewFor } from "@tactica/engine";
import type { Ruleset } from "@tactica/engine";
import { stateOf } from "@tactica/matches";
import type { StoredMatch } from "@tactica/matches";
import type { JobQueue } from "@tactica/queue";
import { WEBHOOK_MAX_ATTEMPTS } from "../processors/webhook-deliveries";

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
 * are the API's requeue sweep's (services/api/src/matches/requeue-sweeper.ts).
 */
export async function queueDeliveries(db: Db, queue: Pick<JobQueue, "enqueue">, deliveries: readonly DeliveryToQueue[]): Promise<number> {
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

/**
 * Stores then queues one signed delivery of the turn notification for event `seq` per webhook of the match (or of
 * its creator's catch-all hooks). Used after every stored command, whoever stored it (an API request or a job).
 */
export async function queueTurnWebhooks(db: Db, queue: Pick<JobQueue, "enqueue">, ruleset: Ruleset, match: StoredMatch, seq: number): Promise<void> {
  // Runs after every command: one plain statement (no query engine) for the usual answer, "no hooks".
  const hooks = await db.sql<{ id: string; url: string; secret: string }>(
    'SELECT "id", "url", "secret" FROM "Webhook" WHERE "disabledAt" IS NULL AND ("matchId" = $1 OR ($2::text IS NOT NULL AND "matchId" IS NULL AND "clientId" = $2))',
    [match.id, match.createdByClientId],
    "tactica-hooks-of-match",
  );
  if (hooks.length === 0) return;
  const view = viewFor(ruleset, stateOf(match), "spectator");
  const payload: TurnNotification = { type: "match.event", matchId: match.id, seq, status: match.status, round: view.round, step: view.step, actors: view.actors };
  // Every row first, then the jobs: a row stored is a delivery the sweep can still queue if its enqueue fails.
  const deliveries: DeliveryToQueue[] = [];
  for (const hook of hooks) {
    const delivery = await db.prisma.webhookDelivery.create({ data: { webhookId: hook.id, payload: payload as unknown as Prisma.InputJsonValue }, select: { id: true } });
    deliveries.push({ id: delivery.id, webhookId: hook.id, url: hook.url, secret: hook.secret, payload });
  }
  await queueDeliveries(db, queue, deliveries);
}
