import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OneSessionSocketServer } from "./one-session-socket-server";

// An in-memory PGlite (no data folder: nothing to initialise on disk) behind the server, driven by plain pg clients.
let db: PGlite;
let server: OneSessionSocketServer;
let url = "";
beforeAll(async () => {
  db = await PGlite.create();
  server = new OneSessionSocketServer(db, { connectionWaitMs: 400 });
  url = `postgresql://postgres@127.0.0.1:${await server.listen("127.0.0.1", 0)}/postgres`;
}, 60_000);
afterAll(async () => {
  await server?.stop();
  await db?.close();
});

const client = () => {
  const c = new pg.Client({ connectionString: url });
  c.on("error", () => undefined);
  return c;
};

describe("OneSessionSocketServer", () => {
  it("rolls back what a client left open in a transaction before the next client starts", async () => {
    const setup = client();
    await setup.connect();
    await setup.query("CREATE TABLE IF NOT EXISTS kept (n int)");
    await setup.end();
    const a = client();
    await a.connect();
    await a.query("BEGIN");
    await a.query("INSERT INTO kept VALUES (1)");
    await a.query("PREPARE left_behind AS SELECT 1");
    a.end().catch(() => undefined);
    const b = client();
    await b.connect();
    try {
      const seen = await b.query<{ rows: number; open: boolean; prepared: number }>(
        "SELECT (SELECT count(*)::int FROM kept) AS rows, now() <> statement_timestamp() AS open, (SELECT count(*)::int FROM pg_prepared_statements) AS prepared");
      expect(seen.rows).toEqual([{ rows: 0, open: false, prepared: 0 }]);
      await b.query("PREPARE left_behind AS SELECT 2"); // the name is free again
    } finally {
      await b.end();
    }
  });

  it("turns a waiting connection away with a readable error once the session stayed busy past connectionWaitMs", async () => {
    const a = client();
    await a.connect();
    try {
      const b = client();
      await expect(b.connect()).rejects.toThrow(/serves one connection at a time and stayed busy for 400 ms/);
      expect((await a.query<{ n: number }>("SELECT 1 AS n")).rows).toEqual([{ n: 1 }]);
    } finally {
      await a.end();
    }
  });

  it("stops with a client connected and another waiting", async () => {
    const other = new OneSessionSocketServer(db, { connectionWaitMs: 10_000 });
    const otherUrl = `postgresql://postgres@127.0.0.1:${await other.listen("127.0.0.1", 0)}/postgres`;
    const a = new pg.Client({ connectionString: otherUrl });
    const b = new pg.Client({ connectionString: otherUrl });
    a.on("error", () => undefined);
    b.on("error", () => undefined);
    await a.connect();
    await a.query("BEGIN");
    const waiting = b.connect().then(() => "connected", () => "refused");
    await new Promise((resolve) => setTimeout(resolve, 100));
    await other.stop();
    expect(await waiting).toBe("refused");
    await expect(a.query("SELECT 1")).rejects.toThrow();
    expect(db.isInTransaction()).toBe(false);
  });
});
