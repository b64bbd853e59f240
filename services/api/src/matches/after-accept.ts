import type { Db, Prisma } from "@tactica/db";
import type { JobQueue } from "@tactica/queue";
import { enqueueSystemJob } from "@tactica/queue";
import { WEBHOOK_MAX_ATTEMPTS } from "@tactica/worker";
import { viewFor } from "@tactica/engine";
import type { FastifyBaseLogger } from "fastify";
import type { RulesetEntry } from "../deps";
import type { Live } from "./live";
import { dueRounds, toBarrageJob } from "./barrage-job";
import { rulesetOf, stateOf } from "./stored-match";
import type { StoredMatch } from "./stored-match";

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

/**
 * After a stored change: signal subscribers on every API process, queue the barrage the new state waits for (Patrol!
 * rounds due in F2), and queue one signed delivery per webhook of the match (or of its creator's catch-all hooks).
 * `match` is the snapshot just stored. Failures here never undo the command.
 */
export function createAfterAccept(deps: { db: Db; queue: JobQueue; rulesets: readonly RulesetEntry[]; live: Live; log: Pick<FastifyBaseLogger, "warn">; autoBarrage?: boolean }) {
  return async (match: StoredMatch, seq: number): Promise<void> => {
    try {
      await deps.live.publishMatch({ matchId: match.id, seq, kind: "event" });
      const due = match.status === "active" && deps.autoBarrage !== false ? dueRounds(match.state) : [];
      if (due.length > 0) {
        const job = toBarrageJob(match, { kind: "artillery", rounds: due }, seq);
        await enqueueSystemJob(deps.queue, "barrage", job.payload, { jobId: job.jobId });
      }
      // Runs after every command: one plain statement (no query engine) for the usual answer, "no hooks".
      const hooks = await deps.db.sql<{ id: string; url: string; secret: string }>(
        'SELECT "id", "url", "secret" FROM "Webhook" WHERE "disabledAt" IS NULL AND ("matchId" = $1 OR ($2::text IS NOT NULL AND "matchId" IS NULL AND "clientId" = $2))',
        [match.id, match.createdByClientId],
        "tactica-hooks-of-match",
      );
      if (hooks.length === 0) return;
      const view = viewFor(rulesetOf(deps.rulesets, match), stateOf(match), "spectator");
      const payload: TurnNotification = { type: "match.event", matchId: match.id, seq, status: match.status, round: view.round, step: view.step, actors: view.actors };
      for (const hook of hooks) {
        const delivery = await deps.db.prisma.webhookDelivery.create({ data: { webhookId: hook.id, payload: payload as unknown as Prisma.InputJsonValue }, select: { id: true } });
        const body = JSON.stringify({ deliveryId: delivery.id, webhookId: hook.id, ...payload });
        await deps.queue.enqueue("webhook", { deliveryId: delivery.id, url: hook.url, secret: hook.secret, body }, { jobId: `webhook-${delivery.id}`, attempts: WEBHOOK_MAX_ATTEMPTS });
      }
    } catch (err) {
      deps.log.warn({ err, matchId: match.id, seq }, "notifying subscribers, queueing a barrage or webhooks failed; the command is stored");
    }
  };
}
