import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appendMatchEvent, type MatchEventInput } from "./append-match-event";
import { createDb, type Db } from "./create-db";
import { createTestDatabase, type TestDatabase } from "./create-test-database";

let database: TestDatabase;
let db: Db;

beforeAll(async () => {
  database = await createTestDatabase();
  db = createDb({ url: database.url });
  await db.prisma.rulingsPack.create({ data: { hash: "pack", rulesetId: "patrol", document: {} } });
});
afterAll(async () => {
  await db.close();
  await database.drop();
});

async function createMatch(id: string): Promise<void> {
  await db.prisma.match.create({
    data: { id, rulesetId: "patrol", rulesetVersion: "1", setup: {}, rulingsPackHash: "pack", serverSeedHash: "h",
      serverSeed: "s", status: "active", stateHash: "state-0", state: { n: 0 } },
  });
}

const step = (matchId: string, expectedSeq: number): MatchEventInput => ({
  matchId, expectedSeq, command: { type: "advance" }, events: [{ type: "advanced" }], rolls: [expectedSeq],
  stateHash: `state-${expectedSeq + 1}`, state: { n: expectedSeq + 1 },
});

describe("appendMatchEvent", () => {
  it("appends events in order and moves the match snapshot with them", async () => {
    await createMatch("m-seq");
    expect(await appendMatchEvent(db, step("m-seq", 0))).toEqual({ ok: true, seq: 1 });
    expect(await appendMatchEvent(db, step("m-seq", 1))).toEqual({ ok: true, seq: 2 });
    const match = await db.prisma.match.findUniqueOrThrow({ where: { id: "m-seq" }, include: { events: { orderBy: { seq: "asc" } } } });
    expect([match.lastSeq, match.stateHash, match.state]).toEqual([2, "state-2", { n: 2 }]);
    expect(match.events.map((e) => [e.seq, e.stateHash])).toEqual([[1, "state-1"], [2, "state-2"]]);
  });

  it("lets exactly one of two writers racing from the same state win", async () => {
    await createMatch("m-race");
    const results = await Promise.all([appendMatchEvent(db, step("m-race", 0)), appendMatchEvent(db, { ...step("m-race", 0), stateHash: "other" })]);
    expect(results.filter((r) => r.ok)).toEqual([{ ok: true, seq: 1 }]);
    expect(results.filter((r) => !r.ok)).toEqual([{ ok: false, reason: "conflict" }]);
    expect(await db.prisma.matchEvent.count({ where: { matchId: "m-race" } })).toBe(1);
  });

  it("refuses a stale writer and leaves the log untouched", async () => {
    await createMatch("m-stale");
    await appendMatchEvent(db, step("m-stale", 0));
    expect(await appendMatchEvent(db, step("m-stale", 0))).toEqual({ ok: false, reason: "conflict" });
    const match = await db.prisma.match.findUniqueOrThrow({ where: { id: "m-stale" } });
    expect([match.lastSeq, match.stateHash]).toEqual([1, "state-1"]);
  });

  it("ends a match when the command says so, and reports an unknown match", async () => {
    await createMatch("m-end");
    const endedAt = new Date("2026-01-02T03:04:05.678Z");
    expect(await appendMatchEvent(db, { ...step("m-end", 0), status: "ended", endedAt })).toEqual({ ok: true, seq: 1 });
    const match = await db.prisma.match.findUniqueOrThrow({ where: { id: "m-end" } });
    expect([match.status, match.endedAt]).toEqual(["ended", endedAt]);
    expect(await appendMatchEvent(db, step("m-missing", 0))).toEqual({ ok: false, reason: "not_found" });
  });
});
