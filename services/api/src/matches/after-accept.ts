import type { Db, Prisma } from "@tactica/db";
import type { JobQueue } from "@tactica/queue";
import { viewFor } from "@tactica/engine";
import type { FastifyBaseLogger } from "fastify";
import type { RulesetEntry } from "../deps";
import type { Live } from "./live";
import { barrageJobsOf, dueBarrageOf } from "./barrage-job";
import { queueDueBarrage } from "./requeue-barrages";
import { isQueueUnavailable, queueDeliveries } from "./requeue-webhooks";
import type { DeliveryToQueue, TurnNotification } from "./requeue-webhooks";
import { rulesetOf, stateOf } from "./stored-match";
import type { StoredMatch } from "./stored-match";

export type { TurnNotification } from "./requeue-webhooks";

type AfterAcceptDeps = { db: Db; queue: JobQueue; rulesets: readonly RulesetEntry[]; live: Live; log: Pick<FastifyBaseLogger, "warn">; autoBarrage?: boolean };

/**
 * After a stored change: signal subscribers on every API process, queue the barrage the new state waits for (what
 * its module's jobs.barrage says is due), and store then queue one signed delivery per webhook of the match (or of its creator's
 * catch-all hooks). `match` is the snapshot just stored. Failures here never undo the command, and each step runs
 * even if the one before failed: with Redis down the delivery rows are still stored, and what could not be queued
 * is queued by the requeue sweep once the queue is back (requeue-sweeper.ts).
 */
export function createAfterAccept(deps: AfterAcceptDeps) {
  return async (match: StoredMatch, seq: number): Promise<void> => {
    const step = async (what: string, run: () => Promise<unknown>) => {
      try {
        await run();
      } catch (err) {
        const later = isQueueUnavailable(err) ? "; the requeue sweep queues it when the queue is back" : "";
        deps.log.warn({ err, matchId: match.id, seq }, `${what} failed; the command is stored${later}`);
      }
    };
    await step("notifying subscribers", () => deps.live.publishMatch({ matchId: match.id, seq, kind: "event" }));
    const jobs = match.status === "active" && deps.autoBarrage !== false ? barrageJobsOf(deps.rulesets, match.rulesetId) : undefined;
    const due = jobs ? dueBarrageOf(deps.rulesets, { rulesetId: match.rulesetId, state: stateOf(match) }) : null;
    if (jobs && due) await step("queueing the barrage", () => queueDueBarrage(deps.queue, match, jobs, due, seq));
    await step("queueing webhooks", () => queueWebhooks(deps, match, seq));
  };
}

async function queueWebhooks(deps: AfterAcceptDeps, match: StoredMatch, seq: number): Promise<void> {
  // Runs after every command: one plain statement (no query engine) for the usual answer, "no hooks".
  const hooks = await deps.db.sql<{ id: string; url: string; secret: string }>(
    'SELECT "id", "url", "secret" FROM "Webhook" WHERE "disabledAt" IS NULL AND ("matchId" = $1 OR ($2::text IS NOT NULL AND "matchId" IS NULL AND "clientId" = $2))',
    [match.id, match.createdByClientId],
    "tactica-hooks-of-match",
  );
  if (hooks.length === 0) return;
  const view = viewFor(rulesetOf(deps.rulesets, match), stateOf(match), "spectator");
  const payload: TurnNotification = { type: "match.event", matchId: match.id, seq, status: match.status, round: view.round, step: view.step, actors: view.actors };
  // Every row first, then the jobs: a row stored is a delivery the sweep can still queue if its enqueue fails.
  const deliveries: DeliveryToQueue[] = [];
  for (const hook of hooks) {
    const delivery = await deps.db.prisma.webhookDelivery.create({ data: { webhookId: hook.id, payload: payload as unknown as Prisma.InputJsonValue }, select: { id: true } });
    deliveries.push({ id: delivery.id, webhookId: hook.id, url: hook.url, secret: hook.secret, payload });
  }
  await queueDeliveries(deps.db, deps.queue, deliveries);
}
