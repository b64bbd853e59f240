import { connect } from "node:net";
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

  it("resets the session even after a client left an extended-protocol exchange without its Sync (the backend skips messages until one)", async () => {
    const port = Number(new URL(url).port);
    const raw = connect(port, "127.0.0.1");
    await new Promise((resolve) => raw.once("connect", resolve));
    raw.write(startupMessage());
    await new Promise((resolve) => setTimeout(resolve, 100));
    raw.write(message("Q", "PREPARE raw_leftover AS SELECT 1\0"));
    await new Promise((resolve) => setTimeout(resolve, 100));
    raw.write(message("P", "\0SELEC broken\0", 2)); // a Parse that fails; no Sync follows
    await new Promise((resolve) => setTimeout(resolve, 100));
    raw.destroy();
    const b = client();
    await b.connect();
    try {
      // The reset ran (it is not skipped as part of the abandoned exchange): the prepared statement is gone.
      expect((await b.query<{ n: number }>("SELECT count(*)::int AS n FROM pg_prepared_statements")).rows).toEqual([{ n: 0 }]);
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

/** A protocol 3.0 StartupMessage for user and database postgres. */
function startupMessage(): Buffer {
  const body = Buffer.from("user\0postgres\0database\0postgres\0\0");
  const out = Buffer.alloc(8 + body.length);
  out.writeInt32BE(8 + body.length, 0);
  out.writeInt32BE(196608, 4);
  body.copy(out, 8);
  return out;
}

/** A typed frontend message: type byte, length, text, then `zeros` zero bytes (e.g. Parse's parameter count). */
function message(type: string, text: string, zeros = 0): Buffer {
  const body = Buffer.concat([Buffer.from(text), Buffer.alloc(zeros)]);
  const out = Buffer.alloc(5 + body.length);
  out.write(type, 0);
  out.writeInt32BE(4 + body.length, 1);
  body.copy(out, 5);
  return out;
}
