import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { createDb, createTestDatabase } from "@tactica/db";
import type { Db } from "@tactica/db";
import { createBullQueue, createInProcessQueue } from "@tactica/queue";
import type { JobQueue } from "@tactica/queue";
import { createDbMapLoader, createDbWebhookDeliveryLog, createProcessors } from "@tactica/worker";
import { buildApp } from "./app";
import { createLive } from "./matches/live";
import type { BuildAppOptions } from "./app";
import type { RulesetModule } from "@tactica/ruleset-module";
import { defaultModules } from "@tactica/rulesets";
import type { RulesetEntry } from "./deps";

export { scoutDuel, scoutDuelScenario } from "./matches/scout-duel.fixture";
export { toRulesetEntry } from "./rulesets";
export { createApiClient } from "./auth/create-client";

export type TestApi = {
  readonly app: FastifyInstance;
  readonly db: Db;
  readonly queue: JobQueue;
  /** The BullMQ queue name, unique per test app so parallel suites never share jobs. */
  readonly queueName: string;
  readonly databaseUrl: string;
  close(): Promise<void>;
};

/**
 * The real app on a fresh, migrated PostgreSQL database of its own (TEST_DATABASE_URL's server) and either the
 * real Redis (BullMQ, for tests that need a worker) or the in-process queue.
 */
export async function createTestApi(opts: {
  queue?: "bullmq" | "in-process";
  app?: BuildAppOptions;
  /** The ruleset modules served, by the API and its in-process jobs (default the registry's defaultModules()). */
  modules?: readonly RulesetModule[];
  /** Bare rulesets to serve besides the modules (tests register fixtures such as scoutDuel). */
  rulesets?: readonly RulesetEntry[];
  /** Use the real Redis for subscriptions and rate limits (as several API processes would). */
  redis?: boolean;
  /** WEBHOOK_ALLOW_LOOPBACK for this app and its in-process worker (default true: tests use loopback receivers). */
  webhookAllowLoopback?: boolean;
  /** Reuse a database (a second "API process" on the same data); it is not dropped on close. */
  databaseUrl?: string;
  /** Queue due barrages by themselves (default true, as the server does). */
  autoBarrage?: boolean;
  /** The pool's idle timeout (createDb's idleTimeoutMillis; default pg's 10 s): short, to test the reconnect. */
  dbIdleTimeoutMillis?: number;
  /** Thinking budget of the turns the in-process worker queues for bot seats (default the worker's BOT_SEAT_BUDGET_MS). */
  botBudgetMs?: number;
} = {}): Promise<TestApi> {
  const database = opts.databaseUrl ? { url: opts.databaseUrl, drop: async () => undefined } : await createTestDatabase();
  const db = createDb({ url: database.url, ...(opts.dbIdleTimeoutMillis === undefined ? {} : { idleTimeoutMillis: opts.dbIdleTimeoutMillis }) });
  const queueName = `test-${randomUUID()}`;
  const modules = opts.modules ?? defaultModules();
  // Tests deliver webhooks to loopback receivers only (WEBHOOK_ALLOW_LOOPBACK); every other private address stays refused.
  const webhooks = { allowLoopback: opts.webhookAllowLoopback ?? true };
  const redisUrl = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
  // As server.ts: in-process jobs signal this app's subscribers (once it is built) and follow up what they store.
  let signal: (matchId: string, seq: number) => Promise<void> = async () => undefined;
  const queue: JobQueue = opts.queue === "bullmq"
    ? createBullQueue({ url: redisUrl, queueName })
    : createInProcessQueue(createProcessors({
      workerName: "test-in-process", modules, db, loadMap: createDbMapLoader(db), webhooks: { policy: webhooks, deliveries: createDbWebhookDeliveryLog(db) },
      queue: () => queue, afterAccept: (match, seq) => signal(match.id, seq), warn: () => undefined,
      ...(opts.autoBarrage === false ? { autoBarrage: false } : {}), ...(opts.botBudgetMs !== undefined ? { botBudgetMs: opts.botBudgetMs } : {}),
    }));
  const app = await buildApp({ db, queue, modules, rulesets: opts.rulesets ?? [], webhooks, ...(opts.redis ? { redisUrl } : {}), ...(opts.autoBarrage === false ? { autoBarrage: false } : {}) }, { logger: false, ...opts.app });
  const live = createLive(() => app.graphql.pubsub);
  signal = (matchId, seq) => live.publishMatch({ matchId, seq, kind: "event" });
  return {
    app,
    db,
    queue,
    queueName,
    databaseUrl: database.url,
    async close() {
      await app.close();
      await queue.close();
      await db.close();
      await database.drop();
    },
  };
}
