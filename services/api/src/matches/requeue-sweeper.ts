import type { Db } from "@tactica/db";
import type { JobQueue } from "@tactica/queue";
import type { RulesetModule } from "@tactica/ruleset-module";
import { defaultModules } from "@tactica/rulesets";
import type { FastifyBaseLogger } from "fastify";
import { throttled } from "./live";
import { sweepBarrages, sweptModules } from "./requeue-barrages";
import { isQueueUnavailable, releaseInProcessDeliveries, sweepDeliveries } from "./requeue-webhooks";
import { createFindRuleset } from "@tactica/matches";
import { sweepBotTurns } from "./queue-bot-turns";

export type RequeueSweeper = {
  /** Stops the timer and waits for a sweep in progress (call before the queue and the database close). */
  stop(): Promise<void>;
};

export type RequeueOptions = {
  readonly db: Db;
  readonly queue: JobQueue;
  readonly log: Pick<FastifyBaseLogger, "info" | "warn">;
  /** As AppDeps.autoBarrage: false leaves waiting matches to their players' requestBarrage. */
  readonly autoBarrage?: boolean;
  /** The modules served (default the registry's defaultModules()): each whose barrage jobs declare a duePath is swept at that path. */
  readonly modules?: readonly RulesetModule[];
  readonly everyMs?: number;
  readonly graceMs?: number;
  readonly batch?: number;
};

/**
 * Issue 17 "nothing lost": what a command leaves for the queue (its webhook deliveries, the barrage its new state
 * waits for, the AI turns of bot seats that may act next) is queued after the command is stored, and that enqueue fails while Redis is down, or never happens
 * if the process dies in between. This sweep, in every API process, queues it once the queue is reachable again:
 * at start and every few seconds it reads, through indexes and a bounded page, the pending deliveries never
 * stamped `queuedAt`, the active matches waiting for a barrage and those with a bot seat, and enqueues them at the SAME deterministic job
 * ids as the first attempt. So several API processes sweeping at once, or a sweep racing the request that is just
 * queueing it, ask for one job and it runs once (BullMQ keeps a job's id until it is removed; by then a delivery
 * is no longer pending and the barrage no longer due, and a rerun barrage answers from its idempotency record).
 *
 * Why a sweep rather than an outbox written with the command: the command is stored by @tactica/matches in its own
 * transaction, and what a command needs queued already follows from stored rows (a delivery row, the match's
 * state), so reading them again needs no new table and also recovers an API that died between store and enqueue.
 * Why in the API and not the worker: the API is what enqueues (and holds autoBarrage); an embedded API has no
 * worker; and a sweep at start covers a fleet that was entirely down.
 */
export function startRequeueSweeper(o: RequeueOptions): RequeueSweeper {
  const everyMs = o.everyMs ?? 5_000;
  const opts = { graceMs: o.graceMs ?? 2_000, batch: o.batch ?? 100 };
  const warn = throttled((obj, msg) => o.log.warn(obj, msg));
  const modules = o.modules ?? defaultModules();
  const swept = sweptModules(modules);
  const rulesets = createFindRuleset(modules.map((m) => m.ruleset));
  let botsAfter = "";
  // One page cursor per ruleset: each module's waiting matches go round by id on their own.
  const cursors = new Map<string, string>();
  let first = true;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const sweep = async () => {
    // The in-process queue's jobs died with the previous process: requeue what it held but never started.
    if (first && o.queue.mode === "in-process") await releaseInProcessDeliveries(o.db);
    first = false;
    const deliveries = await sweepDeliveries(o.db, o.queue, opts);
    if (deliveries > 0) o.log.info({ deliveries }, "requeue sweep: queued webhook deliveries that had not been queued");
    // Bot seats that may act with no turn queued at the match's position (issue 19): asked for at the keyed id.
    const bots = await sweepBotTurns(o.db, o.queue, { ...opts, rulesets, after: botsAfter, onSkip: (matchId, err) => warn({ err, matchId }, "requeue sweep: could not queue the bot turns of a match; skipped") });
    botsAfter = bots.next;
    if (o.autoBarrage === false) return;
    for (const m of swept) {
      const barrages = await sweepBarrages(o.db, o.queue, { ...opts, ...m, after: cursors.get(m.rulesetId) ?? "", onSkip: (matchId, err) => warn({ err, matchId }, "requeue sweep: could not make the barrage job of a match; skipped") });
      cursors.set(m.rulesetId, barrages.next);
    }
  };
  const tick = () => {
    running = sweep()
      // Redis down: the queue logs that itself (throttled); the next sweep tries again.
      .catch((err: unknown) => { if (!isQueueUnavailable(err)) warn({ err }, "requeue sweep failed; trying again shortly"); })
      .finally(() => {
        if (stopped) return;
        timer = setTimeout(tick, everyMs);
        timer.unref();
      });
  };
  tick();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
