import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, type Db } from "./create-db";
import { createTestDatabase, type TestDatabase } from "./create-test-database";
import { Prisma } from "./generated/prisma/client";
import { isUniqueViolation } from "./is-unique-violation";

let database: TestDatabase;
let db: Db;

beforeAll(async () => {
  database = await createTestDatabase();
  db = createDb({ url: database.url });
});
afterAll(async () => {
  await db.close();
  await database.drop();
});

/** A match with its rulings pack, created the way the API will (pack first: matches reference its hash). */
async function createMatch(id: string) {
  await db.prisma.rulingsPack.upsert({
    where: { hash: "pack-hash-default" },
    create: { hash: "pack-hash-default", rulesetId: "patrol", document: { options: {} } },
    update: {},
  });
  return db.prisma.match.create({
    data: {
      id, rulesetId: "patrol", rulesetVersion: "1.0.0", setup: { units: [] }, rulingsPackHash: "pack-hash-default",
      serverSeedHash: "seed-hash", serverSeed: "seed", stateHash: "state-0", state: { turn: 1 },
      seats: { create: [{ seat: "a", side: "US" }, { seat: "b", side: "German" }] },
    },
  });
}

describe("createDb", () => {
  it("answers ping", async () => {
    await expect(db.ping()).resolves.toBeUndefined();
  });

  it("round-trips an API client with its scopes and timestamps", async () => {
    const created = await db.prisma.apiClient.create({
      data: { name: "vtt", keyHash: "a".repeat(64), keyPrefix: "tk_abcd", scopes: ["read", "play"] },
    });
    const read = await db.prisma.apiClient.findUniqueOrThrow({ where: { keyHash: "a".repeat(64) } });
    expect(read).toEqual(created);
    expect(read.scopes).toEqual(["read", "play"]);
    expect(read.rateLimitPerMinute).toBe(120);
    expect(read.revokedAt).toBeNull();
    expect(read.createdAt).toBeInstanceOf(Date);
  });

  it("round-trips a JSON map document exactly", async () => {
    const document = { boards: [{ id: "A", rotation: 180 }], hexes: { "0,0": { terrain: "woods", height: 1.5 } }, none: null };
    await db.prisma.mapDoc.create({ data: { id: "map-1", name: "Crossroads", rulesetId: "patrol", schemaVersion: 1, document } });
    const read = await db.prisma.mapDoc.findUniqueOrThrow({ where: { id: "map-1" } });
    expect(read.document).toEqual(document);
    expect(read.version).toBe(1);
    expect(read.publishedAt).toBeNull();
  });

  it("stores a match with seats and an ordered event log", async () => {
    await createMatch("match-log");
    for (const seq of [1, 2, 3]) {
      await db.prisma.matchEvent.create({
        data: { matchId: "match-log", seq, command: { type: "move", seq }, events: [{ type: "moved" }], rolls: [seq], stateHash: `state-${seq}` },
      });
    }
    const match = await db.prisma.match.findUniqueOrThrow({
      where: { id: "match-log" },
      include: { seats: { orderBy: { seat: "asc" } }, events: { orderBy: { seq: "asc" } } },
    });
    expect(match.status).toBe("open");
    expect(match.lastSeq).toBe(0);
    expect(match.seats.map((s) => [s.seat, s.side, s.tokenHash])).toEqual([["a", "US", null], ["b", "German", null]]);
    expect(match.events.map((e) => [e.seq, e.stateHash, e.rolls])).toEqual([[1, "state-1", [1]], [2, "state-2", [2]], [3, "state-3", [3]]]);
  });

  it("rejects a second MatchEvent with the same (matchId, seq)", async () => {
    await createMatch("match-dup");
    const event = { matchId: "match-dup", seq: 1, command: {}, events: [], rolls: [], stateHash: "s1" };
    await db.prisma.matchEvent.create({ data: event });
    const duplicate = await db.prisma.matchEvent.create({ data: { ...event, stateHash: "other" } }).catch((e: unknown) => e);
    expect(isUniqueViolation(duplicate)).toBe(true);
    const kept = await db.prisma.matchEvent.findMany({ where: { matchId: "match-dup" } });
    expect(kept.map((e) => e.stateHash)).toEqual(["s1"]);
  });

  it("rejects a second seat of the same name and a reused idempotency key", async () => {
    await createMatch("match-seat");
    const seat = await db.prisma.seat.create({ data: { matchId: "match-seat", seat: "a", side: "US" } }).catch((e: unknown) => e);
    expect(isUniqueViolation(seat)).toBe(true);
    const client = await db.prisma.apiClient.create({ data: { name: "bot", keyHash: "b".repeat(64), keyPrefix: "tk_b" } });
    const record = { clientId: client.id, key: "k-1", requestHash: "r", response: { ok: true } };
    await db.prisma.idempotencyRecord.create({ data: record });
    const again = await db.prisma.idempotencyRecord.create({ data: record }).catch((e: unknown) => e);
    expect(isUniqueViolation(again)).toBe(true);
    expect(isUniqueViolation(new Error("other"))).toBe(false);
  });

  it("deletes a match's seats, events and webhooks with it", async () => {
    await createMatch("match-gone");
    await db.prisma.matchEvent.create({ data: { matchId: "match-gone", seq: 1, command: {}, events: [], rolls: [], stateHash: "s" } });
    const client = await db.prisma.apiClient.create({ data: { name: "hooks", keyHash: "c".repeat(64), keyPrefix: "tk_c" } });
    await db.prisma.webhook.create({ data: { clientId: client.id, matchId: "match-gone", url: "http://127.0.0.1/h", secret: "s", events: ["match.ended"] } });
    await db.prisma.match.delete({ where: { id: "match-gone" } });
    expect(await db.prisma.seat.count({ where: { matchId: "match-gone" } })).toBe(0);
    expect(await db.prisma.matchEvent.count({ where: { matchId: "match-gone" } })).toBe(0);
    expect(await db.prisma.webhook.count({ where: { clientId: client.id } })).toBe(0);
  });

  it("refuses to delete a rulings pack a match still uses", async () => {
    await createMatch("match-pack");
    const error = await db.prisma.rulingsPack.delete({ where: { hash: "pack-hash-default" } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Prisma.PrismaClientKnownRequestError);
    expect((error as Prisma.PrismaClientKnownRequestError).code).toBe("P2003");
  });

  it("sql runs one statement on the same pool and sees what Prisma wrote (jsonb parsed, timestamps as Dates)", async () => {
    await createMatch("m-sql");
    const rows = await db.sql<{ id: string; state: unknown; createdAt: Date; n: number }>(
      'SELECT "id", "state", "createdAt", $2::int + 1 AS n FROM "Match" WHERE "id" = $1', ["m-sql", 41]);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.state).toEqual({ turn: 1 });
    expect(rows[0]?.createdAt).toBeInstanceOf(Date);
    expect(rows[0]?.n).toBe(42);
    const named = async (n: number) => (await db.sql<{ n: number }>("SELECT $1::int * 2 AS n", [n], "test-double"))[0]?.n;
    expect([await named(2), await named(5)]).toEqual([4, 10]);
  });
});
