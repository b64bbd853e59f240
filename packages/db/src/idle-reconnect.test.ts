import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, type Db } from "./create-db";
import { createTestDatabase, type TestDatabase } from "./create-test-database";
import { startEmbeddedPostgres, type EmbeddedPostgres } from "./start-embedded-postgres";

// The pool closes a connection idle for IDLE_MS and opens a new one for the next query. Every path through the
// Db must work on that new connection as on the first: named statements (db.sql with a name, as storeCommand
// uses) prepared again, and no session state (settings, temp tables, open transactions) left from the old one.
const IDLE_MS = 300;
const pastIdle = () => new Promise((resolve) => setTimeout(resolve, IDLE_MS * 3));

/** The same sequence against a real server and the embedded one (not migrated: these need no tables). */
function idleReconnectSuite(open: () => Promise<{ url: string; close(): Promise<void> }>) {
  let target: { url: string; close(): Promise<void> };
  let db: Db;
  beforeAll(async () => {
    target = await open();
    db = createDb({ url: target.url, idleTimeoutMillis: IDLE_MS });
  }, 60_000);
  afterAll(async () => {
    await db?.close();
    await target?.close();
  });

  const named = async (n: number) => (await db.sql<{ n: number }>("SELECT $1::int * 2 AS n", [n], "idle-reconnect-double"))[0]?.n;
  const setting = async () =>
    (await db.sql<{ v: string | null }>("SELECT current_setting('tactica.marker', true) AS v", []))[0]?.v ?? "";

  it("runs a named statement again after the pool replaced its idle connection", async () => {
    expect(await named(2)).toBe(4);
    await pastIdle();
    expect(await named(5)).toBe(10);
    await pastIdle();
    expect(await named(7)).toBe(14);
  });

  it("starts the new connection from a clean session (no settings, temp tables, cursors or advisory locks of the old one)", async () => {
    await db.sql("SELECT set_config('tactica.marker', 'old-connection', false)", []);
    await db.sql("CREATE TEMP TABLE idle_reconnect_leftover (n int)", []);
    await db.sql("DECLARE idle_reconnect_cursor CURSOR WITH HOLD FOR SELECT 1", []);
    await db.sql("SELECT pg_advisory_lock(4242)", []);
    expect(await setting()).toBe("old-connection");
    await pastIdle();
    expect(await setting()).toBe("");
    const leftover = await db.sql<{ t: string | null; cursors: number; locks: number }>(
      `SELECT to_regclass('pg_temp.idle_reconnect_leftover')::text AS t, (SELECT count(*)::int FROM pg_cursors) AS cursors,
        (SELECT count(*)::int FROM pg_locks WHERE locktype = 'advisory' AND pid = pg_backend_pid()) AS locks`, []);
    expect(leftover).toEqual([{ t: null, cursors: 0, locks: 0 }]);
  });

  it("answers the next query at once after a query error (the pool drops that connection and opens another)", async () => {
    await expect(db.sql("SELECT 1 / 0", [])).rejects.toThrow(/division by zero/);
    expect(await named(4)).toBe(8);
    await expect(db.prisma.$queryRaw`SELECT 1 / 0`).rejects.toThrow(/division by zero/);
    expect(await db.prisma.$queryRaw<{ three: number }[]>`SELECT 3::int AS three`).toEqual([{ three: 3 }]);
    expect(await named(6)).toBe(12);
  });

  it("serves Prisma and a Prisma transaction after the idle reconnect", async () => {
    await pastIdle();
    expect(await db.prisma.$queryRaw<{ two: number }[]>`SELECT 2::int AS two`).toEqual([{ two: 2 }]);
    const inTx = await db.prisma.$transaction(async (tx) => tx.$queryRaw<{ one: number }[]>`SELECT 1::int AS one`);
    expect(inTx).toEqual([{ one: 1 }]);
    await pastIdle();
    expect(await named(21)).toBe(42);
  });
}

describe("after the pool's idle timeout, on the real PostgreSQL", () => {
  let database: TestDatabase;
  idleReconnectSuite(async () => {
    database = await createTestDatabase();
    return { url: database.url, close: () => database.drop() };
  });
});

describe("after the pool's idle timeout, on the embedded database (one PGlite session behind the socket)", () => {
  let dataDir: string;
  let embedded: EmbeddedPostgres;
  idleReconnectSuite(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "tactica-idle-"));
    embedded = await startEmbeddedPostgres({ dataDir });
    return {
      url: embedded.url,
      close: async () => {
        await embedded.stop();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  });
});
