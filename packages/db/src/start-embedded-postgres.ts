import { mkdir } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import { lockDataDir } from "./data-dir-lock";
import { OneSessionSocketServer } from "./one-session-socket-server";

/** A running embedded PostgreSQL (PGlite) served on 127.0.0.1. */
export type EmbeddedPostgres = {
  /** Connection URL; carries `connection_limit=1` so createDb and the migrate CLI use one connection. */
  url: string;
  port: number;
  /** The lock file that keeps other processes off `dataDir` while this one runs. */
  lockFile: string;
  /** Closes the socket server, then PGlite (flushing its data folder), then releases the lock. */
  stop(): Promise<void>;
};

/**
 * Starts PGlite on `dataDir` (created if missing, data kept between runs) behind a PostgreSQL
 * wire-protocol socket on 127.0.0.1:`port` (0 or omitted = a free port).
 *
 * The folder is locked for this process first (`<dataDir>.lock`): a second process, or a second start in this
 * one, fails with EmbeddedDatabaseInUseError instead of opening the same files. A lock left by a dead process
 * is taken over.
 *
 * One connection at a time: PGlite is a single session running one query at a time, so extra connections add no
 * throughput and would share session state (SET, advisory locks, temp tables). Further connections wait their
 * turn (up to `connectionWaitMs`, default 60 s), each starts on a reset session (OneSessionSocketServer), and the
 * URL asks clients for a pool of 1.
 */
export async function startEmbeddedPostgres(p: { dataDir: string; port?: number; connectionWaitMs?: number }): Promise<EmbeddedPostgres> {
  await mkdir(p.dataDir, { recursive: true });
  const lock = await lockDataDir(p.dataDir);
  let db: PGlite | undefined;
  try {
    db = await PGlite.create(p.dataDir);
    const server = new OneSessionSocketServer(db, p.connectionWaitMs === undefined ? {} : { connectionWaitMs: p.connectionWaitMs });
    const port = await server.listen("127.0.0.1", p.port ?? 0);
    const opened = db;
    return {
      url: `postgresql://postgres@127.0.0.1:${port}/postgres?connection_limit=1`,
      port,
      lockFile: lock.file,
      stop: async () => {
        try {
          await server.stop();
          await opened.close();
        } finally {
          await lock.release();
        }
      },
    };
  } catch (error) {
    await db?.close().catch(() => undefined);
    await lock.release();
    throw error;
  }
}
