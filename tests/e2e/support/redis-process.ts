// A Redis server of the test's own, on its own free port (never the shared one on 6379), that the test may stop and
// start again on the same port: an outage as a production API would see it (connections refused, then back, empty).
import { spawn } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import { findFreePort } from "./editor-process";

export type RedisProc = {
  readonly port: number;
  readonly url: string;
  /** Starts (or starts again) the server; resolves once it accepts connections. */
  start(): Promise<void>;
  /** Stops the server (SIGKILL: no goodbye to clients, as a crash or a lost host). */
  stop(): Promise<void>;
  running(): boolean;
};

/** A Redis server on a free loopback port with nothing kept on disk; start() it, and stop() it in afterAll. */
export async function createRedisProcess(): Promise<RedisProc> {
  const port = await findFreePort();
  let proc: ChildProcess | undefined;
  let log = "";
  const r: RedisProc = {
    port,
    url: `redis://127.0.0.1:${port}`,
    async start() {
      if (r.running()) return;
      log = "";
      const p = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], { stdio: ["ignore", "pipe", "pipe"] });
      proc = p;
      p.stdout?.on("data", (d: Buffer) => { log += d.toString(); });
      p.stderr?.on("data", (d: Buffer) => { log += d.toString(); });
      const deadline = Date.now() + 15_000;
      while (!log.includes("Ready to accept connections")) {
        if (Date.now() > deadline || p.exitCode !== null) throw new Error(`redis-server on ${port} did not start:\n${log}`);
        await new Promise((res) => setTimeout(res, 50));
      }
    },
    async stop() {
      const p = proc;
      if (!p || p.exitCode !== null || p.signalCode !== null) return;
      const exited = new Promise<void>((res) => p.once("exit", () => res()));
      p.kill("SIGKILL");
      await exited;
    },
    running: () => proc !== undefined && proc.exitCode === null && proc.signalCode === null,
  };
  return r;
}
