import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "./generated/prisma/client";
import { toPoolConfig } from "./pool-config";

/** A connected Prisma client with a health check and a clean shutdown. */
export type Db = {
  prisma: PrismaClient;
  /** Resolves when the database answers a trivial query; rejects otherwise. */
  ping(): Promise<void>;
  /** Disconnects and ends the pool; the Db is unusable afterwards. */
  close(): Promise<void>;
};

/** Creates a Prisma client over adapter-pg for a PostgreSQL URL (a real server or the embedded one). */
export function createDb(p: { url: string }): Db {
  // The adapter owns its pool (built lazily on first query), so $disconnect ends it.
  const prisma = new PrismaClient({ adapter: new PrismaPg(toPoolConfig(p.url)) });
  return {
    prisma,
    ping: async () => {
      await prisma.$queryRaw`SELECT 1`;
    },
    close: () => prisma.$disconnect(),
  };
}
