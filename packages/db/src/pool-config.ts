import type pg from "pg";

/** Prisma's URL parameter for the pool size; the embedded database sets it to 1 (one session). */
const LIMIT_PARAM = "connection_limit";

/** pg.Pool options for a database URL; `?connection_limit=N` becomes the pool's `max`. */
export function toPoolConfig(url: string): pg.PoolConfig {
  if (!url.includes(LIMIT_PARAM)) return { connectionString: url };
  const parsed = new URL(url);
  const limit = parsed.searchParams.get(LIMIT_PARAM);
  parsed.searchParams.delete(LIMIT_PARAM);
  const max = Number(limit);
  if (!Number.isInteger(max) || max < 1) throw new Error(`db: ${LIMIT_PARAM} must be a positive integer, got "${limit}"`);
  return { connectionString: parsed.toString(), max };
}
