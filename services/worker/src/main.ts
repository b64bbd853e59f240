import pino from "pino";
import { ConfigError, describeModes, loadConfigFromProcess } from "@tactica/config";
import { MODULES_FILE_ENV } from "./modules-file";
import { startWorker } from "./worker";

// The worker process: consumes BullMQ jobs from Redis until SIGTERM/SIGINT, then finishes the jobs in hand.
const log = pino({ name: "worker" });
const config = (() => {
  try {
    return loadConfigFromProcess();
  } catch (e) {
    log.fatal({ issues: e instanceof ConfigError ? e.issues : String(e) }, "bad configuration");
    process.exit(2);
  }
})();
log.level = config.logLevel;

if (config.queue.mode !== "external") {
  log.error("REDIS_URL is not set: without Redis, jobs run in-process inside the API (npm start does that); this worker has nothing to consume");
  process.exit(2);
}

const { lockDurationMs, stalledIntervalMs } = config.worker;

log.info({ modes: describeModes(config) }, "worker starting");
// The ruleset modules the job processes serve: the registry's defaultModules(), or the `modules` export of the file
// TACTICA_MODULES_FILE names (tests register a system of their own that way).
const modulesFile = process.env[MODULES_FILE_ENV];
const worker = await startWorker({
  redisUrl: config.queue.url,
  ...(modulesFile ? { modulesFile } : {}),
  queueName: config.queue.name,
  concurrency: config.worker.concurrency,
  log,
  ...(lockDurationMs ? { lockDurationMs } : {}),
  ...(stalledIntervalMs ? { stalledIntervalMs } : {}),
});
log.info({ concurrency: config.worker.concurrency }, "worker ready");

let closing = false;
const shutdown = async (signal: string) => {
  if (closing) return;
  closing = true;
  log.info({ signal }, "worker closing: finishing jobs in hand");
  await worker.close();
  log.info("worker closed");
  process.exit(0);
};
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
