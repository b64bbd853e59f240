// Process plumbing for the editor's browser tests: a fresh-enough Next build, a free port, waiting and stopping.
import { spawn } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { createServer } from "node:net";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The repository root. */
export const root = fileURLToPath(new URL("../../..", import.meta.url));
/** The editor app's directory. */
export const editorDir = path.join(root, "apps", "editor");
/** Next's CLI entry, run with this Node. */
export const nextBin = createRequire(path.join(editorDir, "package.json")).resolve("next/dist/bin/next");

/** True when .next holds a production build newer than every source it was built from. */
export function isBuildFresh(): boolean {
  const buildId = path.join(editorDir, ".next", "BUILD_ID");
  if (!existsSync(buildId)) return false;
  const builtAt = statSync(buildId).mtimeMs;
  const sources = [
    path.join(editorDir, "app"), path.join(editorDir, "src"), path.join(editorDir, "proxy.ts"),
    path.join(editorDir, "next.config.ts"), path.join(editorDir, "package.json"),
    path.join(root, "packages", "hex", "src"), path.join(root, "packages", "map", "src"),
  ];
  return sources.every((p) => newestMtime(p) <= builtAt);
}

function newestMtime(p: string): number {
  if (!existsSync(p)) return 0;
  const stat = statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(p).reduce((newest, name) => Math.max(newest, newestMtime(path.join(p, name))), stat.mtimeMs);
}

/** Runs the Next CLI in the editor directory and resolves when it exits 0. */
export function run(args: string[], label: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let log = "";
    const child = spawn(process.execPath, [nextBin, ...args], {
      cwd: editorDir, env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" }, stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout.on("data", (c: Buffer) => (log += c.toString()));
    child.stderr.on("data", (c: Buffer) => (log += c.toString()));
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${label} exited with ${code}:\n${log}`))));
  });
}

/** A free loopback TCP port. */
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address !== null ? address.port : 0;
      server.close(() => (port > 0 ? resolve(port) : reject(new Error("no free port"))));
    });
  });
}

/** Polls `url` until it answers below 500, failing early when `child` exits; `log()` gives its output for the error. */
export async function waitForHttp(url: string, child: ChildProcess, timeoutMs: number, log: () => string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`next start exited with ${child.exitCode}:\n${log()}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the editor did not answer at ${url} within ${timeoutMs} ms:\n${log()}`);
}

/** SIGTERM then (after 5 s) SIGKILL to the child's process group. */
export async function stopProcessGroup(child: ChildProcess | undefined): Promise<void> {
  const pid = child?.pid;
  if (child === undefined || pid === undefined || child.exitCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-pid, name);
    } catch {
      // already gone
    }
  };
  signal("SIGTERM");
  const killed = await Promise.race([exited.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), 5_000))]);
  if (!killed) {
    signal("SIGKILL");
    await exited;
  }
}
