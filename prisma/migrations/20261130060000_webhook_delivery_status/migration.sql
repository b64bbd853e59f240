-- Webhook delivery status: the worker records each attempt (HTTP status, when), and owners page their
-- deliveries newest first per webhook.

-- DropIndex
DROP INDEX "WebhookDelivery_webhookId_idx";

-- AlterTable
ALTER TABLE "WebhookDelivery" ADD COLUMN     "lastAttemptAt" TIMESTAMPTZ(3),
ADD COLUMN     "lastHttpStatus" INTEGER;

-- CreateIndex
CREATE INDEX "WebhookDelivery_webhookId_createdAt_idx" ON "WebhookDelivery"("webhookId", "createdAt");

