import { spawn, spawnSync } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EmbeddedDatabaseInUseError, lockFileOf } from "./data-dir-lock";
import { startEmbeddedPostgres } from "./start-embedded-postgres";

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "tactica-lock-"));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

/** The pid of a process that has certainly exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"], { encoding: "utf8" });
  return Number(child.stdout);
}

/** This process's lock content: its pid, then (on Linux) its start time. */
const ours = new RegExp(`^${process.pid}( \\d+)?\\n$`);

const errorOf = (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => error);

describe("the embedded data folder lock", () => {
  it("refuses a second start on the same folder with a readable, typed error, and frees the folder on stop", { timeout: 60_000 }, async () => {
    const dataDir = path.join(root, "twice");
    const first = await startEmbeddedPostgres({ dataDir });
    try {
      expect(first.lockFile).toBe(lockFileOf(dataDir));
      expect(await readFile(first.lockFile, "utf8")).toMatch(ours);
      const error = await errorOf(startEmbeddedPostgres({ dataDir }));
      expect(error).toBeInstanceOf(EmbeddedDatabaseInUseError);
      expect((error as EmbeddedDatabaseInUseError).pid).toBe(process.pid);
      expect((error as Error).message).toContain(`the embedded database in ${dataDir} is in use by process ${process.pid}; stop it, or set DATABASE_URL`);
    } finally {
      await first.stop();
    }
    await expect(readFile(first.lockFile, "utf8")).rejects.toThrow(/ENOENT/);
    const again = await startEmbeddedPostgres({ dataDir });
    await again.stop();
  });

  it("takes over a stale lock left by a process that died", { timeout: 60_000 }, async () => {
    const dataDir = path.join(root, "stale");
    const dead = deadPid();
    await writeFile(lockFileOf(dataDir), `${dead}\n`);
    const embedded = await startEmbeddedPostgres({ dataDir });
    try {
      expect(await readFile(embedded.lockFile, "utf8")).toMatch(ours);
    } finally {
      await embedded.stop();
    }
  });

  it("takes over a stale lock that carries a live pid: this process's own (not held here), or another process's with another start time", { timeout: 60_000 }, async () => {
    const dataDir = path.join(root, "reused-pid");
    // A container restarted on the same volume: the API is pid 1 again, and the old lock says pid 1.
    await writeFile(lockFileOf(dataDir), `${process.pid}\n`);
    const first = await startEmbeddedPostgres({ dataDir });
    await first.stop();
    if (process.platform === "linux") {
      // The parent (vitest) is alive, but its recorded start time is not its own: the pid was reused.
      await writeFile(lockFileOf(dataDir), `${process.ppid} 1\n`);
      const second = await startEmbeddedPostgres({ dataDir });
      try {
        expect(await readFile(second.lockFile, "utf8")).toMatch(ours);
      } finally {
        await second.stop();
      }
    }
  });

  it("refuses a start while another process holds the folder, and starts once that process is killed", { timeout: 90_000 }, async () => {
    const dataDir = path.join(root, "other-process");
    const script = `import { startEmbeddedPostgres } from ${JSON.stringify(fileURLToPath(new URL("./start-embedded-postgres.ts", import.meta.url)))};
      await startEmbeddedPostgres({ dataDir: ${JSON.stringify(dataDir)} });
      process.stdout.write("ready\\n");
      setInterval(() => undefined, 1000);`;
    // node itself (tsx as a loader, not the tsx CLI, which would run the script in a grandchild that SIGKILL misses).
    const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "--eval", script], { stdio: ["ignore", "pipe", "inherit"] });
    try {
      await new Promise<void>((resolve, reject) => {
        child.stdout.on("data", (chunk: Buffer) => chunk.toString().includes("ready") && resolve());
        child.once("exit", (code) => reject(new Error(`child exited with ${code}`)));
      });
      const held = Number.parseInt(await readFile(lockFileOf(dataDir), "utf8"), 10);
      expect(held).toBe(child.pid);
      const error = await errorOf(startEmbeddedPostgres({ dataDir }));
      expect(error).toBeInstanceOf(EmbeddedDatabaseInUseError);
      expect((error as EmbeddedDatabaseInUseError).pid).toBe(held);
    } finally {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGKILL");
      await exited;
    }
    // kill -9 leaves the lock file behind; its process is gone, so the next start takes it over.
    const embedded = await startEmbeddedPostgres({ dataDir });
    await embedded.stop();
  });
});
