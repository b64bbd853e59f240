import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { createDb } from "./create-db";
import { migrateDeploy } from "./migrate-deploy";
import { startEmbeddedPostgres } from "./start-embedded-postgres";

// One data folder through the whole sequence: fresh start, migrate, write, stop, restart, read.
const dataDirPromise = mkdtemp(path.join(tmpdir(), "tactica-pglite-"));
afterAll(async () => {
  await rm(await dataDirPromise, { recursive: true, force: true });
});

/** PGlite is one session: a second client waits until the first disconnects, then starts on a clean session. */
async function expectOneConnectionAtATime(url: string): Promise<void> {
  const plainUrl = url.replace("?connection_limit=1", "");
  const a = new pg.Client({ connectionString: plainUrl });
  const b = new pg.Client({ connectionString: plainUrl });
  try {
    await a.connect();
    await a.query("SELECT set_config('tactica.owner', 'a', false)");
    let bConnected = false;
    const bReady = b.connect().then(() => {
      bConnected = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(bConnected).toBe(false);
    expect((await a.query<{ n: number }>("SELECT 1 AS n")).rows).toEqual([{ n: 1 }]);
    await a.end();
    await bReady;
    expect((await b.query<{ v: string | null }>("SELECT current_setting('tactica.owner', true) AS v")).rows).toEqual([{ v: "" }]);
  } finally {
    await a.end().catch(() => undefined);
    await b.end().catch(() => undefined);
  }
}

describe("startEmbeddedPostgres", () => {
  it("starts on a free port, migrates, answers queries, keeps its data across a restart, one connection at a time", { timeout: 90_000 }, async () => {
    const dataDir = await dataDirPromise;
    const first = await startEmbeddedPostgres({ dataDir, port: 0 });
    try {
      expect(first.port).toBeGreaterThan(0);
      expect(first.port).not.toBe(5432);
      expect(first.url).toBe(`postgresql://postgres@127.0.0.1:${first.port}/postgres?connection_limit=1`);
      const lines: string[] = [];
      await migrateDeploy({ url: first.url, log: (line) => lines.push(line) });
      expect(lines.join("\n")).toMatch(/All migrations have been successfully applied/);
      const db = createDb({ url: first.url });
      try {
        await db.ping();
        await db.prisma.apiClient.create({ data: { name: "kept", keyHash: "k".repeat(64), keyPrefix: "tk_k", scopes: ["admin"] } });
        // Several queries at once queue on the single connection instead of opening more.
        const counts = await Promise.all([1, 2, 3, 4].map(() => db.prisma.apiClient.count()));
        expect(counts).toEqual([1, 1, 1, 1]);
      } finally {
        await db.close();
      }
    } finally {
      await first.stop();
    }

    const second = await startEmbeddedPostgres({ dataDir });
    try {
      await expectOneConnectionAtATime(second.url);
      const lines: string[] = [];
      await migrateDeploy({ url: second.url, log: (line) => lines.push(line) });
      expect(lines.join("\n")).toMatch(/No pending migrations to apply/);
      const db = createDb({ url: second.url });
      try {
        const kept = await db.prisma.apiClient.findMany({ select: { name: true, scopes: true } });
        expect(kept).toEqual([{ name: "kept", scopes: ["admin"] }]);
      } finally {
        await db.close();
      }
    } finally {
      await second.stop();
    }
  });
});
