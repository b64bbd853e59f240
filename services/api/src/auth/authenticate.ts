import type { Db } from "@tactica/db";
import { hashSecret } from "./api-key";
import type { ClientInfo } from "./caller";

/** The outcome of reading a key: no key given, a live client, or a key that is unknown or revoked. */
export type KeyLookup = { readonly kind: "none" } | { readonly kind: "client"; readonly client: ClientInfo } | { readonly kind: "invalid" };

/**
 * Why a caller is `auth/unauthenticated` (`extensions.reason`), the same on every path (query, mutation, subscription,
 * HTTP or WebSocket): `missing_key` when no key was sent to an operation that needs one, `invalid_key` when the key
 * sent is unknown, revoked or malformed (over WebSocket that one closes the connection with 4401 instead).
 */
export type UnauthenticatedReason = "missing_key" | "invalid_key";

/** The message of an unknown, revoked or malformed key, over HTTP and in the WebSocket close (at most 123 bytes). */
export const INVALID_KEY_MESSAGE = "The API key is unknown or revoked (send Authorization: Bearer <key>).";

const CACHE_MS = 5_000;
const MAX_KEY_LENGTH = 200;

/** The key in `Authorization: Bearer <key>` (or a bare key), if any. */
export function keyFromHeader(header: string | undefined): string | null {
  if (!header) return null;
  const m = /^\s*Bearer\s+(\S+)\s*$/i.exec(header);
  return m?.[1] ?? null;
}

/**
 * Resolves API keys to clients by hash. Results are cached for 5 s per process, so a revoked key stops
 * working within 5 s on every API process without a database read per request.
 */
export function createAuthenticator(db: Db, now: () => number = Date.now): (key: string | null) => Promise<KeyLookup> {
  const cache = new Map<string, { at: number; result: KeyLookup }>();
  return async (key) => {
    if (key === null) return { kind: "none" };
    if (key.length > MAX_KEY_LENGTH) return { kind: "invalid" };
    const keyHash = hashSecret(key);
    const hit = cache.get(keyHash);
    if (hit && now() - hit.at < CACHE_MS) return hit.result;
    const row = await db.prisma.apiClient.findUnique({
      where: { keyHash },
      select: { id: true, name: true, scopes: true, rateLimitPerMinute: true, revokedAt: true },
    });
    const result: KeyLookup = row && !row.revokedAt
      ? { kind: "client", client: { id: row.id, name: row.name, scopes: row.scopes, rateLimitPerMinute: row.rateLimitPerMinute } }
      : { kind: "invalid" };
    if (cache.size > 10_000) cache.clear();
    cache.set(keyHash, { at: now(), result });
    return result;
  };
}
