// An API process as production runs it (tsx services/api/src/server.ts) on its own port, database and Redis, so
// tests can watch it survive (or not) what happens to Redis and PostgreSQL underneath it.
import { spawn } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { findFreePort } from "./editor-process";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..", "..");

export type ApiProc = { readonly name: string; readonly proc: ChildProcess; readonly base: string; log: string; alive(): boolean };

export type ApiTarget = { readonly databaseUrl: string; readonly redisUrl: string; readonly queueName: string };

/** Starts an API process and resolves once it logs "api ready" (90 s at most: migrations, seeding, schema). */
export async function startApiProcess(name: string, target: ApiTarget, port?: number, env: Record<string, string> = {}): Promise<ApiProc> {
  const apiPort = port ?? (await findFreePort());
  const proc = spawn(path.join(root, "node_modules", ".bin", "tsx"), ["services/api/src/server.ts"], {
    cwd: root,
    detached: true,
    env: { ...process.env, API_HOST: "127.0.0.1", API_PORT: String(apiPort), DATABASE_URL: target.databaseUrl, REDIS_URL: target.redisUrl, QUEUE_NAME: target.queueName, LOG_LEVEL: "warn", NODE_ENV: "test", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const a: ApiProc = { name, proc, base: `http://127.0.0.1:${apiPort}`, log: "", alive: () => proc.exitCode === null && proc.signalCode === null };
  proc.stdout?.on("data", (d: Buffer) => { a.log += d.toString(); });
  proc.stderr?.on("data", (d: Buffer) => { a.log += d.toString(); });
  const deadline = Date.now() + 90_000;
  // LOG_LEVEL=warn hides "api ready": wait for the port to answer /healthz instead.
  for (;;) {
    if (!a.alive()) throw new Error(`api ${name} exited during start-up:\n${a.log}`);
    if (Date.now() > deadline) { killApi(a, "SIGKILL"); throw new Error(`api ${name} did not start:\n${a.log}`); }
    const ok = await fetch(`${a.base}/healthz`).then((r) => r.ok, () => false);
    if (ok) return a;
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Sends `signal` to the API's process group (tsx and its node child); no-op once it has exited. */
export function killApi(a: ApiProc, signal: NodeJS.Signals): void {
  try {
    if (a.proc.pid && a.alive()) process.kill(-a.proc.pid, signal);
  } catch {
    // Already gone.
  }
}

/** Kills the API and waits for it to be gone. */
export async function stopApi(a: ApiProc): Promise<void> {
  if (!a.alive()) return;
  const exited = new Promise<void>((r) => a.proc.once("exit", () => r()));
  killApi(a, "SIGKILL");
  await exited;
}
