import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaClient } from "./generated/prisma/client";
import { toPoolConfig } from "./pool-config";

/**
 * One plain SQL statement on the Db's pool: rows as pg parses them (jsonb as values, timestamps as Dates).
 * With a `name`, the statement is prepared once per connection and only bound afterwards (hot statements).
 */
export type SqlQuery = <R extends Record<string, unknown>>(text: string, values: readonly unknown[], name?: string) => Promise<R[]>;

/** A connected Prisma client with a health check and a clean shutdown. */
export type Db = {
  prisma: PrismaClient;
  /**
   * Raw SQL on the same pool Prisma uses (one round trip, no query engine): for hot paths that need a single
   * statement (the stored-command write). Everything else uses `prisma`.
   */
  sql: SqlQuery;
  /** Resolves when the database answers a trivial query; rejects otherwise. */
  ping(): Promise<void>;
  /** Disconnects and ends the pool; the Db is unusable afterwards. */
  close(): Promise<void>;
};

/** What createDb takes: the database URL and, for tests, how long the pool keeps an unused connection. */
export type CreateDbOptions = {
  url: string;
  /**
   * Milliseconds an idle pooled connection stays open before the pool closes it (pg's `idleTimeoutMillis`;
   * default pg's 10 000). Tests shorten it to see the pool open a fresh connection without waiting 10 s.
   */
  idleTimeoutMillis?: number;
};

/** Creates a Prisma client over adapter-pg for a PostgreSQL URL (a real server or the embedded one). */
export function createDb(p: CreateDbOptions): Db {
  // One pool (connected lazily) shared by Prisma and `sql`, so the connection limit of the URL holds for both.
  const pool = new pg.Pool({
    ...toPoolConfig(p.url),
    ...(p.idleTimeoutMillis === undefined ? {} : { idleTimeoutMillis: p.idleTimeoutMillis }),
  });
  pool.on("error", () => undefined); // an idle client dropped by the server; the pool replaces it
  const prisma = new PrismaClient({ adapter: new PrismaPg(pool) });
  return {
    prisma,
    sql: async <R extends Record<string, unknown>>(text: string, values: readonly unknown[], name?: string) =>
      (await pool.query<R>(name ? { name, text, values: [...values] } : { text, values: [...values] })).rows,
    ping: async () => {
      await prisma.$queryRaw`SELECT 1`;
    },
    close: async () => {
      await prisma.$disconnect();
      if (!pool.ended) await pool.end();
    },
  };
}
