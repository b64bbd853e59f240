import { mkdir } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";

/** A running embedded PostgreSQL (PGlite) served on 127.0.0.1. */
export type EmbeddedPostgres = {
  /** Connection URL; carries `connection_limit=1` so createDb and the migrate CLI use one connection. */
  url: string;
  port: number;
  /** Closes the socket server, then PGlite (flushing its data folder). */
  stop(): Promise<void>;
};

/**
 * Starts PGlite on `dataDir` (created if missing, data kept between runs) behind a PostgreSQL
 * wire-protocol socket on 127.0.0.1:`port` (0 or omitted = a free port).
 *
 * One connection at a time (pglite-socket's default): PGlite is a single session running one query at
 * a time, so extra connections add no throughput and would share session state (SET, advisory locks,
 * temp tables). The server turns a second client away and the URL asks clients for a pool of 1.
 */
export async function startEmbeddedPostgres(p: { dataDir: string; port?: number }): Promise<EmbeddedPostgres> {
  await mkdir(p.dataDir, { recursive: true });
  const db = await PGlite.create(p.dataDir);
  const server = new PGLiteSocketServer({ db, host: "127.0.0.1", port: p.port ?? 0, maxConnections: 1 });
  try {
    await server.start();
  } catch (error) {
    await db.close();
    throw error;
  }
  const port = Number(server.getServerConn().split(":").pop());
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres?connection_limit=1`,
    port,
    stop: async () => {
      await server.stop();
      await db.close();
    },
  };
}
