import { readdir } from "node:fs/promises";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { createTestDatabase } from "./create-test-database";

const baseUrl = "postgresql://postgres@127.0.0.1:5432/postgres";

async function query<T extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

describe("createTestDatabase", () => {
  it("applies every migration to a fresh database", async () => {
    const db = await createTestDatabase();
    try {
      const folders = (await readdir(new URL("../../../prisma/migrations", import.meta.url), { withFileTypes: true }))
        .filter((e) => e.isDirectory()).map((e) => e.name).sort();
      const applied = await query<{ migration_name: string }>(db.url,
        `SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY 1`);
      expect(applied.map((r) => r.migration_name)).toEqual(folders);
      const tables = await query<{ tablename: string }>(db.url,
        `SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> '_prisma_migrations' ORDER BY 1`);
      expect(tables.map((r) => r.tablename)).toEqual([
        "ApiClient", "EventEntrant", "EventLogEntry", "EventPairing", "IdempotencyRecord", "MapDoc", "MapDocVersion",
        "Match", "MatchEvent", "PublishedPack", "RulingsPack", "Scenario", "ScenarioVersion", "Seat", "TableDoc",
        "TableDocVersion", "TournamentEvent", "Webhook", "WebhookDelivery",
      ]);
    } finally {
      await db.drop();
    }
  });

  it("gives each caller its own database and drop() removes it", async () => {
    const [a, b] = await Promise.all([createTestDatabase(), createTestDatabase()]);
    const nameOf = (url: string) => new URL(url).pathname.slice(1);
    expect(nameOf(a.url)).toMatch(/^tactica_test_[0-9a-f]{12}$/);
    expect(nameOf(a.url)).not.toBe(nameOf(b.url));
    await query(a.url, `INSERT INTO "ApiClient" (id, name, "keyHash", "keyPrefix") VALUES ('c1', 'a', 'h', 'p')`);
    expect(await query(b.url, `SELECT id FROM "ApiClient"`)).toEqual([]);
    await Promise.all([a.drop(), b.drop()]);
    await a.drop();
    const left = await query(baseUrl, "SELECT datname FROM pg_database WHERE datname = ANY($1)", [[nameOf(a.url), nameOf(b.url)]]);
    expect(left).toEqual([]);
  });
});
