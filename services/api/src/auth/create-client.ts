import type { Db } from "@tactica/db";
import { createApiKey } from "./api-key";
import { isScope } from "./scopes";
import type { Scope } from "./scopes";

/** Input of createApiClient: a name, scopes and an optional per-minute request budget. */
export type NewClient = { readonly name: string; readonly scopes: readonly string[]; readonly rateLimitPerMinute?: number };

/** Stores a new API client and returns its key: the only time the key exists outside the caller's hands. */
export async function createApiClient(db: Db, input: NewClient): Promise<{ id: string; key: string; scopes: Scope[] }> {
  const name = input.name.trim();
  if (name.length === 0 || name.length > 100 || name.includes("\u0000")) throw new RangeError("a client name is 1 to 100 characters");
  const bad = input.scopes.filter((s) => !isScope(s));
  if (bad.length > 0 || input.scopes.length === 0) throw new RangeError(`scopes must be some of read, play, author, organise, admin (got ${input.scopes.join(",") || "none"})`);
  const scopes = [...new Set(input.scopes)].filter(isScope);
  const { key, keyHash, keyPrefix } = createApiKey();
  const row = await db.prisma.apiClient.create({
    data: { name, scopes, keyHash, keyPrefix, ...(input.rateLimitPerMinute ? { rateLimitPerMinute: input.rateLimitPerMinute } : {}) },
    select: { id: true },
  });
  return { id: row.id, key, scopes };
}
