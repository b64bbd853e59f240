import { hostname } from "node:os";
import { fileURLToPath } from "node:url";
import type { Logger } from "pino";
import type { RulesetModule } from "@tactica/ruleset-module";
import { createBullWorker } from "@tactica/queue";
import type { JobWorker, WorkerEvent } from "@tactica/queue";
import type { MapLoader } from "./sighting/map-loader";
import { MODULES_FILE_ENV } from "./modules-file";
import type { ProcessorDeps } from "./processors/index";

export type StartWorkerOptions = {
  readonly redisUrl: string;
  readonly concurrency: number;
  readonly log: Logger;
  readonly queueName?: string;
  readonly workerName?: string;
  /** Run processors in child processes (default) or in this process (then loadMap serves stored maps). */
  readonly sandboxed?: boolean;
  readonly loadMap?: MapLoader;
  /** In-process only: the ruleset modules served (default the registry's defaultModules()). */
  readonly modules?: readonly RulesetModule[];
  /** Sandboxed only: an ES module file whose `modules` export the children serve (default the registry's). */
  readonly modulesFile?: string;
  /** In-process only (sandboxed children read WEBHOOK_ALLOW_LOOPBACK and DATABASE_URL themselves). */
  readonly webhooks?: ProcessorDeps["webhooks"];
  /** Lock and stalled-job check: a job whose worker died is taken back after about lockDurationMs. */
  readonly lockDurationMs?: number;
  readonly stalledIntervalMs?: number;
};

/** Defined true by the compiled build (infra/build-service.mjs); undefined when run from sources through tsx. */
declare const __TACTICA_COMPILED__: boolean | undefined;
const compiled = typeof __TACTICA_COMPILED__ !== "undefined" && __TACTICA_COMPILED__;

/** The sandboxed processor file: services/worker/src/sandbox.ts through tsx, or the build's dist/sandbox.js on plain node. */
export const SANDBOX_FILE = fileURLToPath(new URL(compiled ? "../dist/sandbox.js" : "./sandbox.ts", import.meta.url));
const SANDBOX_EXEC_ARGV = compiled ? [] : ["--import", "tsx"];

/**
 * Starts consuming jobs from Redis; processors run sandboxed in child processes so a CPU-heavy job never stalls
 * the others or the lock renewals. Every job's log line carries the request id that started it. Resolves once the
 * worker takes jobs: sandboxed, after its `concurrency` children have loaded the processors (a few seconds each,
 * every ruleset through tsx), so no job waits for a child's start-up. The processors are imported only to run them
 * in this process: sandboxed, the main process never loads a ruleset, and its children start that much sooner.
 */
export async function startWorker(opts: StartWorkerOptions): Promise<JobWorker> {
  const workerName = opts.workerName ?? `${hostname()}:${process.pid}`;
  const source = opts.sandboxed === false
    ? (await import("./processors/index")).createProcessors({ workerName, ...(opts.modules ? { modules: opts.modules } : {}), ...(opts.loadMap ? { loadMap: opts.loadMap } : {}), ...(opts.webhooks ? { webhooks: opts.webhooks } : {}) })
    : { kind: "sandbox" as const, file: SANDBOX_FILE, execArgv: SANDBOX_EXEC_ARGV, env: { TACTICA_WORKER_NAME: workerName, ...(opts.queueName ? { QUEUE_NAME: opts.queueName } : {}), ...(opts.modulesFile ? { [MODULES_FILE_ENV]: opts.modulesFile } : {}) } };
  // While Redis is away every connection reports each reconnect attempt (ECONNREFUSED ...): the same error is
  // logged once per 10 s with a count of the repeats; a different error is logged at once.
  let last = { error: "", at: 0, repeated: 0 };
  const logError = (error = "") => {
    if (error === last.error && Date.now() - last.at < 10_000) { last.repeated += 1; return; }
    opts.log.error({ error, ...(error === last.error && last.repeated > 0 ? { repeated: last.repeated } : {}) }, "worker error");
    last = { error, at: Date.now(), repeated: 0 };
  };
  const worker = createBullWorker(source, {
    url: opts.redisUrl,
    concurrency: opts.concurrency,
    ...(opts.queueName ? { queueName: opts.queueName } : {}),
    ...(opts.lockDurationMs ? { lockDurationMs: opts.lockDurationMs } : {}),
    ...(opts.stalledIntervalMs ? { stalledIntervalMs: opts.stalledIntervalMs } : {}),
    onEvent: (e: WorkerEvent) => {
      const line = { jobId: e.jobId, job: e.name, reqId: e.requestId };
      if (e.kind === "active") opts.log.info({ ...line, attempt: e.attempt }, "job active");
      else if (e.kind === "completed") opts.log.info(line, "job completed");
      else if (e.kind === "failed") opts.log.warn({ ...line, error: e.error }, "job failed");
      else logError(e.error);
    },
  });
  await worker.ready;
  return worker;
}
