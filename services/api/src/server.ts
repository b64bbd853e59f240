import pino from "pino";
import { ConfigError, describeModes, loadConfigFromProcess } from "@tactica/config";
import { createDb, EmbeddedDatabaseInUseError, migrateDeploy, seedShippedData, startEmbeddedPostgres } from "@tactica/db";
import { createBullQueue, createInProcessQueue } from "@tactica/queue";
import type { JobQueue } from "@tactica/queue";
import { createDbMapLoader, createDbWebhookDeliveryLog, createProcessors } from "@tactica/worker";
import path from "node:path";
import { buildApp } from "./app";
import { ensureDevKey } from "./auth/dev-key";
import { startRequeueSweeper } from "./matches/requeue-sweeper";
import { createLive, throttled } from "./matches/live";
import { defaultModules } from "@tactica/rulesets";
import { shippedData } from "./shipped-data";
import { loadKeyring } from "./signing/keyring";

// The API process: configuration once, database (real or embedded), queue (BullMQ or in-process), then HTTP.
const boot = pino({ name: "api" });
const config = (() => {
  try {
    return loadConfigFromProcess();
  } catch (e) {
    boot.fatal({ issues: e instanceof ConfigError ? e.issues : String(e) }, "bad configuration");
    process.exit(2);
  }
})();
boot.level = config.logLevel;
boot.info({ modes: describeModes(config) }, "api starting");

const embedded = config.database.mode === "embedded"
  ? await startEmbeddedPostgres({ dataDir: config.database.dataDir, port: config.database.port }).catch((e: unknown) => {
    // Another process (a second API on the same DATA_DIR) has the folder: say so plainly and stop, touching nothing.
    if (!(e instanceof EmbeddedDatabaseInUseError)) throw e;
    boot.fatal({ code: e.code, dataDir: e.dataDir, pid: e.pid, lockFile: e.lockFile }, e.message);
    process.exit(3);
  })
  : undefined;
if (embedded) boot.info({ port: embedded.port, dataDir: config.database.mode === "embedded" ? config.database.dataDir : "" }, "embedded PGlite serving PostgreSQL on loopback");
const databaseUrl = config.database.mode === "external" ? config.database.url : (embedded?.url ?? "");

await migrateDeploy({ url: databaseUrl, log: (line: string) => boot.debug({ migrate: line }) });
boot.info("migrations applied");
const db = createDb({ url: databaseUrl });
// Create-only: a stored sample (maybe an author's edit) is never overwritten; `differing` lists those not as shipped.
// The rule systems served: the registry's modules, passed to the API and to its in-process jobs alike.
const modules = defaultModules();
boot.info({ seeded: await seedShippedData(db, shippedData(modules)) }, "shipped maps and scenarios: missing ones created, stored ones kept as they are");
if (config.database.mode === "embedded") {
  // Embedded mode is for one local user: a local admin key, in a file next to the data (never in the log).
  const dev = await ensureDevKey(db, path.dirname(config.database.dataDir));
  boot.info({ file: dev.file, created: dev.created }, "local admin API key (send it as Authorization: Bearer <key>)");
}

// Embedded mode runs the jobs in this process: a command an AI turn or a barrage stores is signalled on this API's
// own bus (set once the app is built) and followed up like a player's (webhooks, barrages, the bot seats' turns).
let signal: (matchId: string, seq: number) => Promise<void> = async () => undefined;
const queue: JobQueue = config.queue.mode === "external"
  ? createBullQueue({ url: config.queue.url, queueName: config.queue.name, onError: queueErrorLog() })
  : createInProcessQueue(createProcessors({
    workerName: "api-in-process", modules, db, loadMap: createDbMapLoader(db), webhooks: { policy: config.webhooks, deliveries: createDbWebhookDeliveryLog(db) },
    queue: () => queue, afterAccept: (match, seq) => signal(match.id, seq), warn: (obj, msg) => boot.warn(obj, msg),
  }));
if (config.webhooks.allowLoopback) boot.warn("WEBHOOK_ALLOW_LOOPBACK is set: webhooks may point at this machine (for tests and local development only)");
if (queue.mode === "in-process") boot.info("no REDIS_URL: jobs run in-process inside this API process");

// Match records are signed with SIGNING_KEYS, or else with a key generated once and kept in DATA_DIR (same key after a restart).
const signing = loadKeyring(config.signing);
boot[config.signing.keys.length === 0 && config.env === "production" ? "warn" : "info"]({ keyId: signing.signer.keyId, source: signing.source, ...(config.signing.keys.length === 0 ? { file: config.signing.devKeyFile } : {}) }, "match records signed with this key");
const app = await buildApp(
  { db, queue, modules, rulesets: [], webhooks: config.webhooks, signing, ...(config.queue.mode === "external" ? { redisUrl: config.queue.url } : {}) },
  { logger: { level: config.logLevel, name: "api" }, bodyLimit: config.api.bodyLimit, subscriptions: config.api.subscriptions, queueName: config.queue.mode === "external" ? config.queue.name : undefined },
);
const live = createLive(() => app.graphql.pubsub, throttled((obj, msg) => app.log.warn(obj, msg)));
signal = (matchId, seq) => live.publishMatch({ matchId, seq, kind: "event" });
// Queues what a Redis outage (or a crash) left unqueued, at start and every few seconds; stopped as the app closes.
const requeue = startRequeueSweeper({ db, queue, log: app.log });
app.addHook("onClose", () => requeue.stop());
const address = await app.listen({ host: config.api.host, port: config.api.port });
boot.info({ graphql: `${address}/graphql`, graphiql: `${address}/graphiql` }, "api ready");

let closing = false;
const shutdown = async (signal: string) => {
  if (closing) return;
  closing = true;
  boot.info({ signal }, "api closing");
  await app.close();
  await queue.close();
  await db.close();
  await embedded?.stop();
  process.exit(0);
};
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));

/** The queue's Redis errors (an outage repeats them every reconnect): logged at most once per 10 s, with a count. */
function queueErrorLog(): (err: Error) => void {
  let last = 0, missed = 0;
  return (err) => {
    const now = Date.now();
    if (now - last < 10_000) { missed++; return; }
    boot.warn({ err: err.message, repeats: missed }, "job queue: Redis unreachable (job operations answer queue/unavailable until it is back)");
    last = now;
    missed = 0;
  };
}
