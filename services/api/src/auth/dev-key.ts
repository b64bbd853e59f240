import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Db } from "@tactica/db";
import { hashSecret } from "./api-key";
import { createApiClient } from "./create-client";

/**
 * Embedded mode (`npm start` on a bare machine): makes sure a local admin key exists and is written to
 * `<dataDir>/dev-api-key` (mode 0600), so a local user can call the API at once. The key never goes to the log.
 */
export async function ensureDevKey(db: Db, dataDir: string): Promise<{ file: string; created: boolean }> {
  const file = path.join(dataDir, "dev-api-key");
  if (existsSync(file)) {
    const key = readFileSync(file, "utf8").trim();
    const row = await db.prisma.apiClient.findUnique({ where: { keyHash: hashSecret(key) }, select: { revokedAt: true } });
    if (row && !row.revokedAt) return { file, created: false };
  }
  const { key } = await createApiClient(db, { name: "dev (npm start)", scopes: ["admin"], rateLimitPerMinute: 6_000 });
  writeFileSync(file, `${key}\n`, { mode: 0o600 });
  return { file, created: true };
}
