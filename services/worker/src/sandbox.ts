import { loadConfigFromProcess } from "@tactica/config";
import { createDb } from "@tactica/db";
import { createBullQueue, toBullProcessor } from "@tactica/queue";
import type { JobQueue } from "@tactica/queue";
import { createProcessors } from "./processors/index";
import { createDbMapLoader } from "./sighting/map-loader";
import { createMatchSignals } from "./match-signals";
import { createDbWebhookDeliveryLog } from "./processors/webhook-deliveries";
import { loadModules, MODULES_FILE_ENV } from "./modules-file";

// The BullMQ sandboxed processor file: each child process of the worker builds its processors once from the
// environment the worker gave it (the worker's name, DATABASE_URL for stored maps and webhook delivery records,
// WEBHOOK_ALLOW_LOOPBACK, TACTICA_MODULES_FILE for ruleset modules besides the registry's) and runs jobs one at a time.
const config = loadConfigFromProcess();
const db = config.database.mode === "external" ? createDb({ url: config.database.url }) : undefined;
const modules = await loadModules(process.env[MODULES_FILE_ENV]);
const signals = config.queue.mode === "external" ? createMatchSignals(config.queue.url) : undefined;
// The queue a job's follow-ups go to (webhook deliveries, barrages, bot seats' next turns): the one this worker
// consumes (QUEUE_NAME), opened on first use.
let followQueue: JobQueue | undefined;
const queue = config.queue.mode === "external" ? config.queue : undefined;

export default toBullProcessor(createProcessors({
  workerName: process.env.TACTICA_WORKER_NAME ?? `child:${process.pid}`,
  modules,
  ...(db ? { loadMap: createDbMapLoader(db), db } : {}),
  ...(signals ? { afterAccept: signals.afterAccept } : {}),
  ...(queue ? { queue: () => (followQueue ??= createBullQueue({ url: queue.url, queueName: queue.name })) } : {}),
  webhooks: { policy: config.webhooks, ...(db ? { deliveries: createDbWebhookDeliveryLog(db) } : {}) },
}));
