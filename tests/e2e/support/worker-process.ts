// A worker process as production runs it (tsx services/worker/src/main.ts) against a test API's queue and database,
// in its own process group so that killing it takes its sandboxed children too (as a machine dying would).
import { spawn } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createRedis } from "@tactica/queue";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..", "..");
export const REDIS_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";

export type WorkerProc = { readonly name: string; readonly proc: ChildProcess; log: string };

/** Starts a worker on `queueName` over `databaseUrl` and resolves once it logs "worker ready" (60 s at most). */
export async function startWorkerProcess(name: string, target: { queueName: string; databaseUrl: string }, env: Record<string, string> = {}): Promise<WorkerProc> {
  const proc = spawn(path.join(root, "node_modules", ".bin", "tsx"), ["services/worker/src/main.ts"], {
    cwd: root,
    detached: true,
    env: { ...process.env, REDIS_URL, QUEUE_NAME: target.queueName, DATABASE_URL: target.databaseUrl, LOG_LEVEL: "info", WORKER_CONCURRENCY: "1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const w: WorkerProc = { name, proc, log: "" };
  proc.stdout?.on("data", (d: Buffer) => { w.log += d.toString(); });
  proc.stderr?.on("data", (d: Buffer) => { w.log += d.toString(); });
  const deadline = Date.now() + 60_000;
  while (!w.log.includes("worker ready")) {
    if (Date.now() > deadline || proc.exitCode !== null) {
      try { killWorkerGroup(w, "SIGKILL"); } catch { /* already gone */ }
      throw new Error(`worker ${name} did not start:\n${w.log}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return w;
}

/** Sends `signal` to the worker's whole process group (no-op once it has exited). */
export function killWorkerGroup(w: WorkerProc, signal: NodeJS.Signals): void {
  if (w.proc.pid && w.proc.exitCode === null) process.kill(-w.proc.pid, signal);
}

/** Kills the workers and removes the queue's keys from Redis. */
export async function stopWorkers(workers: readonly WorkerProc[], queueName: string): Promise<void> {
  for (const w of workers) {
    try { killWorkerGroup(w, "SIGKILL"); } catch { /* already gone */ }
  }
  const r = createRedis(REDIS_URL);
  const keys = await r.keys(`bull:${queueName}:*`);
  if (keys.length) await r.del(...keys);
  r.disconnect();
}
