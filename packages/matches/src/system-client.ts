import type { Db } from "@tactica/db";

/**
 * The identity under which the worker's jobs keep idempotency records. It is an ApiClient row (records need
 * one) that can never authenticate: it is revoked, has no scopes, and its keyHash is not a SHA-256 hex digest,
 * so no key hashes to it. Its own key namespace means a client can never pre-empt or replay a job's key.
 */
export const SYSTEM_CLIENT_ID = "system-worker";

/** The idempotency of a job: a retried job with the same id gets the first answer instead of applying twice. */
export const jobIdempotency = (jobId: string): { clientId: string; key: string } => ({ clientId: SYSTEM_CLIENT_ID, key: jobId });

const ensured = new WeakMap<Db, Promise<void>>();

/** Creates the system client row once per Db handle (idempotent across processes). */
export function ensureSystemClient(db: Db): Promise<void> {
  let done = ensured.get(db);
  if (!done) {
    // ON CONFLICT: several worker processes may race to create it.
    done = db.prisma.$executeRaw`INSERT INTO "ApiClient" ("id", "name", "keyHash", "keyPrefix", "scopes", "rateLimitPerMinute", "revokedAt")
      VALUES (${SYSTEM_CLIENT_ID}, 'worker jobs (system)', 'system:worker', 'system', ARRAY[]::TEXT[], 0, to_timestamp(0)) ON CONFLICT DO NOTHING`.then(() => undefined);
    done.catch(() => ensured.delete(db));
    ensured.set(db, done);
  }
  return done;
}
