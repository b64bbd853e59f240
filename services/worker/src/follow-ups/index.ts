// What a stored change leaves for the queue (barrage due, webhook deliveries, bot seats' turns): one code path for
// the API (after a request) and the worker (after a job), so a command a job stores is followed up like a player's.
export { createFollowUps } from "./follow-ups";
export type { FollowUpDeps, FollowUpOptions, FollowUps } from "./follow-ups";
export { BOT_SEAT_BUDGET_MS, botSeatsToPlay, queueBotTurns, toBotTurnJob } from "./bot-turns";
export { queueBarrageJob, toBarrageJob } from "./barrage-jobs";
export type { BarrageJob } from "./barrage-jobs";
export { isQueueUnavailable, queueDeliveries, queueTurnWebhooks, webhookJobId } from "./turn-deliveries";
export type { DeliveryToQueue, TurnNotification } from "./turn-deliveries";
