import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, createTestDatabase } from "@tactica/db";
import type { Db, TestDatabase } from "@tactica/db";
import { hashSecret } from "./api-key";
import { ensureDevKey } from "./dev-key";

let database: TestDatabase;
let db: Db;
beforeAll(async () => {
  database = await createTestDatabase();
  db = createDb({ url: database.url });
});
afterAll(async () => {
  await db?.close();
  await database?.drop();
});

describe("ensureDevKey (embedded mode)", () => {
  it("writes an admin key once (0600), keeps it while valid, replaces it when revoked", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "devkey-"));
    const first = await ensureDevKey(db, dir);
    expect(first.created).toBe(true);
    const key = readFileSync(first.file, "utf8").trim();
    expect(statSync(first.file).mode & 0o777).toBe(0o600);
    const row = await db.prisma.apiClient.findUniqueOrThrow({ where: { keyHash: hashSecret(key) } });
    expect(row.scopes).toEqual(["admin"]);
    expect((await ensureDevKey(db, dir)).created).toBe(false);
    await db.prisma.apiClient.update({ where: { id: row.id }, data: { revokedAt: new Date() } });
    expect((await ensureDevKey(db, dir)).created).toBe(true);
    expect(readFileSync(first.file, "utf8").trim()).not.toBe(key);
  });
});
