-- Issue 17 "nothing lost": the API sweeps for jobs that could not be queued (Redis down, or the API died between
-- storing and queueing) and queues them once the queue is reachable again.

-- AlterTable
ALTER TABLE "WebhookDelivery" ADD COLUMN     "queuedAt" TIMESTAMPTZ(3);

-- Deliveries from before this column: an attempt made or a final status means their job was queued. Pending rows
-- never tried stay null, so the first sweep queues them again under the same job id (a no-op if the job exists).
UPDATE "WebhookDelivery" SET "queuedAt" = COALESCE("lastAttemptAt", "createdAt") WHERE "attempts" > 0 OR "status" <> 'pending';

-- CreateIndex
CREATE INDEX "WebhookDelivery_status_queuedAt_createdAt_idx" ON "WebhookDelivery"("status", "queuedAt", "createdAt");

-- Active matches whose state waits for a barrage (Patrol! artillery rounds due in F2), for the sweep: a partial index
-- (Prisma cannot declare one), so the sweep reads only those few rows, never the other matches' states. The sweep's
-- WHERE repeats this predicate word for word (services/api/src/matches/requeue-barrages.ts) so the planner uses it.
CREATE INDEX "Match_barrage_due_idx" ON "Match"("id") WHERE "status" = 'active' AND ("state" #> '{game,artillery,due}') <> '[]'::jsonb;
