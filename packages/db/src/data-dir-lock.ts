import { link, readFile, unlink, writeFile } from "node:fs/promises";
import path from "node:path";

/** The lock file beside the data folder: `<dataDir>.lock`, holding the owner's pid. */
export function lockFileOf(dataDir: string): string {
  return `${path.resolve(dataDir)}.lock`;
}

/** Another live process (or this one, started twice) has the embedded database in `dataDir` open. */
export class EmbeddedDatabaseInUseError extends Error {
  readonly code = "db/embedded_in_use";
  constructor(readonly dataDir: string, readonly pid: number, readonly lockFile: string) {
    super(
      `the embedded database in ${dataDir} is in use by process ${pid}; stop it, or set DATABASE_URL to share a real ` +
      `PostgreSQL between processes (if process ${pid} is not a Tactica API, delete ${lockFile})`,
    );
    this.name = "EmbeddedDatabaseInUseError";
  }
}

/** Lock files this process holds, to tell "started twice here" from a stale lock that happens to carry our pid. */
const heldHere = new Set<string>();

/** A held lock; `release` removes the file if it is still ours. */
export type DataDirLock = { file: string; release(): Promise<void> };

/**
 * Takes the data folder for this process, so two processes never open one PGlite folder (PGlite has no
 * locking of its own: two writers corrupt it). The pid is written to a private file first and then hard-linked
 * to the lock name, which fails if the lock exists: the lock appears atomically, never empty. A lock whose
 * process is gone (a crash, kill -9) is stale and taken over. The file holds "<pid> <start time>" (the start time
 * from /proc on Linux), so a pid reused by another process (a container restarted: the API is pid 1 again) is
 * not mistaken for the owner. Throws EmbeddedDatabaseInUseError otherwise.
 */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  const file = lockFileOf(dataDir);
  const mine = `${file}.${process.pid}.tmp`;
  await writeFile(mine, `${process.pid} ${(await startTimeOf(process.pid)) ?? ""}`.trim() + "\n");
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        await link(mine, file);
        heldHere.add(file);
        return { file, release: () => releaseIfOurs(file) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EEXIST" || attempt >= 5) throw error;
      }
      const held = await readFile(file, "utf8").catch(() => undefined);
      if (held === undefined) continue; // released meanwhile: try again
      const pid = Number.parseInt(held, 10);
      if (await isOwnerAlive(file, held)) throw new EmbeddedDatabaseInUseError(dataDir, pid, file);
      // Stale: remove it only if it is still the same stale content (another starter may have taken it over).
      if ((await readFile(file, "utf8").catch(() => undefined)) === held) await unlink(file).catch(() => undefined);
    }
  } finally {
    await unlink(mine).catch(() => undefined);
  }
}

async function releaseIfOurs(file: string): Promise<void> {
  if (!heldHere.delete(file)) return;
  const held = await readFile(file, "utf8").catch(() => undefined);
  if (held !== undefined && Number.parseInt(held, 10) === process.pid) await unlink(file).catch(() => undefined);
}

/** Whether the process named by a lock's content ("<pid> [<start time>]") still runs. */
async function isOwnerAlive(file: string, held: string): Promise<boolean> {
  const [pidText, start] = held.trim().split(/\s+/);
  const pid = Number(pidText);
  if (!Number.isInteger(pid) || pid <= 0) return false; // not a lock this code wrote: stale
  if (pid === process.pid) return heldHere.has(file);
  if (!isAlive(pid)) return false;
  const now = await startTimeOf(pid);
  return start === undefined || now === undefined || now === start;
}

/** Linux: the process's start time in clock ticks since boot (/proc/<pid>/stat field 22); undefined elsewhere. */
async function startTimeOf(pid: number): Promise<string | undefined> {
  const stat = await readFile(`/proc/${pid}/stat`, "utf8").catch(() => undefined);
  // Fields after the command name (which may contain spaces) start at field 3.
  return stat?.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
}

/** Signal 0 checks that a process exists; EPERM means it exists under another user. */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
