// The compiled services as production runs them (`node services/api/dist/server.js`, `node services/worker/dist/main.js`,
// NODE_OPTIONS cleared so no loader can bring tsx in), each in its own process group so SIGKILL takes its children too.
// Same shapes as api-process.ts / worker-process.ts, so their kill helpers apply.
import { execFile, spawn } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import type { ApiProc, ApiTarget } from "./api-process";
import { findFreePort } from "./editor-process";
import type { WorkerProc } from "./worker-process";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..", "..");
const run = promisify(execFile);
const OUTPUTS = ["services/api/dist/server.js", "services/worker/dist/main.js", "services/worker/dist/sandbox.js"];
const SOURCES = ["services/api/src", "services/worker/src", "packages", "infra/build-service.mjs"];

/** The newest modification time (ms) under `p`, skipping node_modules, dist and generated output folders. */
function newest(p: string): number {
  const st = statSync(p, { throwIfNoEntry: false });
  if (!st) return 0;
  if (!st.isDirectory()) return st.mtimeMs;
  let t = 0;
  for (const name of readdirSync(p)) {
    if (name === "node_modules" || name === "dist" || name.startsWith(".")) continue;
    t = Math.max(t, newest(path.join(p, name)));
  }
  return t;
}

/**
 * Builds the API and the worker (services/<name>/build.mjs, esbuild: seconds) unless their outputs are newer than
 * every source they bundle (another test file of this run, e.g. production-build, built them already).
 */
export async function ensureBuilt(): Promise<"reused" | "built"> {
  const built = Math.min(...OUTPUTS.map((f) => statSync(path.join(root, f), { throwIfNoEntry: false })?.mtimeMs ?? 0));
  const sources = Math.max(...SOURCES.map((s) => newest(path.join(root, s))));
  if (built > sources) return "reused";
  await Promise.all([
    run(process.execPath, ["services/api/build.mjs"], { cwd: root }),
    run(process.execPath, ["services/worker/build.mjs"], { cwd: root }),
  ]);
  return "built";
}

const nodeEnv = (env: Record<string, string>) => ({ ...process.env, NODE_OPTIONS: "", NODE_ENV: "production", ...env });

/** Starts the compiled API on `port` (a free one if not given); resolves once /healthz answers (120 s at most). */
export async function startBuiltApi(name: string, target: ApiTarget, port?: number, env: Record<string, string> = {}): Promise<ApiProc> {
  const apiPort = port ?? (await findFreePort());
  const proc = spawn(process.execPath, ["services/api/dist/server.js"], {
    cwd: root,
    detached: true,
    env: nodeEnv({ API_HOST: "127.0.0.1", API_PORT: String(apiPort), DATABASE_URL: target.databaseUrl, REDIS_URL: target.redisUrl, QUEUE_NAME: target.queueName, LOG_LEVEL: "warn", ...env }),
    stdio: ["ignore", "pipe", "pipe"],
  });
  const a: ApiProc = { name, proc, base: `http://127.0.0.1:${apiPort}`, log: "", alive: () => proc.exitCode === null && proc.signalCode === null };
  proc.stdout?.on("data", (d: Buffer) => { a.log += d.toString(); });
  proc.stderr?.on("data", (d: Buffer) => { a.log += d.toString(); });
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (!a.alive()) throw new Error(`api ${name} exited during start-up:\n${a.log}`);
    if (Date.now() > deadline) { killGroup(proc.pid, "SIGKILL"); throw new Error(`api ${name} did not start:\n${a.log}`); }
    if (await fetch(`${a.base}/healthz`).then((r) => r.ok, () => false)) return a;
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Starts the compiled worker; resolves once it logs "worker ready" (90 s at most). */
export async function startBuiltWorker(name: string, target: ApiTarget, env: Record<string, string> = {}): Promise<WorkerProc> {
  const proc = spawn(process.execPath, ["services/worker/dist/main.js"], {
    cwd: root,
    detached: true,
    env: nodeEnv({ DATABASE_URL: target.databaseUrl, REDIS_URL: target.redisUrl, QUEUE_NAME: target.queueName, LOG_LEVEL: "info", WORKER_CONCURRENCY: "1", ...env }),
    stdio: ["ignore", "pipe", "pipe"],
  });
  const w: WorkerProc = { name, proc, log: "" };
  proc.stdout?.on("data", (d: Buffer) => { w.log += d.toString(); });
  proc.stderr?.on("data", (d: Buffer) => { w.log += d.toString(); });
  const deadline = Date.now() + 90_000;
  while (!w.log.includes('"worker ready"')) {
    if (Date.now() > deadline || proc.exitCode !== null) {
      killGroup(proc.pid, "SIGKILL");
      throw new Error(`worker ${name} did not start:\n${w.log}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return w;
}

/** Sends `signal` to a process group (no-op when it is gone). */
export function killGroup(pid: number | undefined, signal: NodeJS.Signals): void {
  try {
    if (pid) process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
}

/** SIGKILLs each process group and waits for the leaders to exit. */
export async function stopAll(procs: ReadonlyArray<{ proc: ChildProcess }>): Promise<void> {
  await Promise.all(procs.map(async ({ proc }) => {
    if (proc.exitCode !== null || proc.signalCode !== null) return;
    const gone = new Promise<void>((r) => proc.once("exit", () => r()));
    killGroup(proc.pid, "SIGKILL");
    await Promise.race([gone, new Promise((r) => setTimeout(r, 5_000))]);
  }));
}
