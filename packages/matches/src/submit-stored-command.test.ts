import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, createTestDatabase } from "@tactica/db";
import type { Db, TestDatabase } from "@tactica/db";
import { createMatch, defaultRulings, stateHash } from "@tactica/engine";
import type { Ruleset } from "@tactica/engine";
import { createKeyedMutex } from "./keyed-mutex";
import { MatchError } from "./match-error";
import { createFindRuleset } from "./stored-match";
import type { StoredMatch } from "./stored-match";
import { submitStoredCommand } from "./submit-stored-command";
import type { SubmitDeps } from "./submit-stored-command";
import { SYSTEM_CLIENT_ID, jobIdempotency } from "./system-client";
import { tally } from "./tally.fixture";

let database: TestDatabase;
let db: Db;
let deps: SubmitDeps;
let clientId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  db = createDb({ url: database.url });
  deps = { db, rulesets: createFindRuleset([tally as unknown as Ruleset]), lock: createKeyedMutex() };
  clientId = (await db.prisma.apiClient.create({ data: { name: "test", keyHash: "test-key-hash", keyPrefix: "tk_test" } })).id;
  await db.prisma.rulingsPack.create({ data: { hash: "tally-pack", rulesetId: "tally", document: {} } });
});

afterAll(async () => {
  await db.close();
  await database.drop();
});

async function newMatch(status: "open" | "active" = "active"): Promise<string> {
  const made = createMatch(tally, { scenario: { turns: 3 }, rulings: defaultRulings({ id: "tally" }) });
  if (!made.ok) throw new Error(made.error.message);
  const row = await db.prisma.match.create({
    data: {
      rulesetId: "tally", rulesetVersion: "1.0.0", setup: {}, rulingsPackHash: "tally-pack", serverSeedHash: "h", serverSeed: "5eed".repeat(16),
      stateHash: stateHash(made.state), state: made.state as object, status,
      seats: { create: [{ seat: "blue", side: "blue", playerSeed: "b" }, { seat: "red", side: "red", playerSeed: "r" }] },
    },
  });
  return row.id;
}

const stored = async (matchId: string) => ({
  match: await db.prisma.match.findUniqueOrThrow({ where: { id: matchId } }),
  events: await db.prisma.matchEvent.findMany({ where: { matchId }, orderBy: { seq: "asc" } }),
});

const refusal = async (p: Promise<unknown>): Promise<string> => p.then(() => "accepted", (e: unknown) => (e instanceof MatchError ? e.code : `not a MatchError: ${String(e)}`));

describe("submitStoredCommand", () => {
  it("stores the event, the snapshot and the dice counter, and answers with the events that seat may see", async () => {
    const matchId = await newMatch();
    const notified: number[] = [];
    let handed: StoredMatch | undefined;
    const out = await submitStoredCommand({ ...deps, afterAccept: async (m: StoredMatch, seq) => { notified.push(seq); handed = m; } }, { matchId, seat: "red", type: "add", payload: { n: 2 } });
    expect(out.kind).toBe("accepted");
    if (out.kind !== "accepted") return;
    expect(out.seq).toBe(1);
    expect(out.events.map((e) => e.type)).toEqual(["tally/added", "tally/note"]);
    expect(notified).toEqual([1]);
    const { match, events } = await stored(matchId);
    expect(match.lastSeq).toBe(1);
    expect(match.nextRoll).toBe(1);
    // afterAccept is handed the snapshot just stored, not the one the command was applied to.
    expect(handed?.lastSeq).toBe(1);
    expect(handed?.stateHash).toBe(match.stateHash);
    expect((match.state as { game: { total: number } }).game.total).toBe(2);
    expect(events.map((e) => [e.seq, e.stateHash])).toEqual([[1, match.stateHash]]);
  });

  it("a rejected command stores nothing and rolls nothing", async () => {
    const matchId = await newMatch();
    const out = await submitStoredCommand(deps, { matchId, seat: "blue", type: "add", payload: { n: 6 } });
    expect(out).toEqual({ kind: "rejected", code: "tally/six", message: "Six is never added.", rule: "tally 1" });
    const { match, events } = await stored(matchId);
    expect([match.lastSeq, match.nextRoll, events.length]).toEqual([0, 0, 0]);
  });

  it("a repeated idempotency key returns the first answer; with another request it is idempotency/key_reused", async () => {
    const matchId = await newMatch();
    const idempotency = { clientId, key: `k-${matchId}` };
    let notified = 0;
    const d = { ...deps, afterAccept: async () => { notified += 1; } };
    const first = await submitStoredCommand(d, { matchId, seat: "red", type: "add", payload: { n: 1 }, idempotency });
    const again = await submitStoredCommand(d, { matchId, seat: "red", type: "add", payload: { n: 1 }, idempotency });
    expect(again).toEqual(first);
    expect(notified).toBe(1);
    expect(await refusal(submitStoredCommand(d, { matchId, seat: "red", type: "add", payload: { n: 2 }, idempotency }))).toBe("idempotency/key_reused");
    expect((await stored(matchId)).events).toHaveLength(1);
  });

  it("refuses unknown matches and seats, inactive matches, stale event numbers and malformed input without storing", async () => {
    const matchId = await newMatch();
    const open = await newMatch("open");
    expect(await refusal(submitStoredCommand(deps, { matchId: "no-such-match", seat: "red", type: "add", payload: { n: 1 } }))).toBe("match/not_found");
    expect(await refusal(submitStoredCommand(deps, { matchId: "bad id!", seat: "red", type: "add", payload: { n: 1 } }))).toBe("match/not_found");
    expect(await refusal(submitStoredCommand(deps, { matchId, seat: "green", type: "add", payload: { n: 1 } }))).toBe("match/unknown_seat");
    expect(await refusal(submitStoredCommand(deps, { matchId: open, seat: "red", type: "add", payload: { n: 1 } }))).toBe("match/not_active");
    expect(await refusal(submitStoredCommand(deps, { matchId, seat: "red", type: "Add!", payload: {} }))).toBe("request/invalid");
    expect(await refusal(submitStoredCommand(deps, { matchId, seat: "red", type: "add", payload: { n: "x".repeat(20_000) } }))).toBe("request/too_large");
    const stale = await submitStoredCommand(deps, { matchId, seat: "red", type: "add", payload: { n: 1 }, expectedEventNumber: 4 });
    expect(stale).toMatchObject({ kind: "rejected", code: "match/stale_event_number" });
    expect((await stored(matchId)).events).toHaveLength(0);
  });

  it("a worker job keyed by its job id under the system client applies once, however often it is retried", async () => {
    const matchId = await newMatch();
    const idempotency = jobIdempotency(`ai-turn-${matchId}`);
    expect(idempotency.clientId).toBe(SYSTEM_CLIENT_ID);
    const runs = await Promise.all([1, 2, 3].map(() => submitStoredCommand({ db, rulesets: deps.rulesets }, { matchId, seat: "blue", type: "add", payload: { n: 3 }, idempotency })));
    expect(runs[0]?.kind).toBe("accepted");
    for (const run of runs) expect(run).toEqual(runs[0]);
    expect((await stored(matchId)).events).toHaveLength(1);
    const system = await db.prisma.apiClient.findUniqueOrThrow({ where: { id: SYSTEM_CLIENT_ID } });
    expect(system.revokedAt).not.toBeNull();
    expect(system.scopes).toEqual([]);
  });

  it("two processes (two pools, no shared lock) sending 20 commands at once to one match leave seqs 1..20 with no gap", async () => {
    const matchId = await newMatch();
    const other = createDb({ url: database.url });
    try {
      const a = { db, rulesets: deps.rulesets, lock: createKeyedMutex() };
      const b = { db: other, rulesets: deps.rulesets, lock: createKeyedMutex() };
      const outs = await Promise.all(Array.from({ length: 20 }, (_, i) =>
        submitStoredCommand(i % 2 ? a : b, { matchId, seat: i % 2 ? "red" : "blue", type: "add", payload: { n: 1 } })));
      expect(outs.map((o) => (o.kind === "accepted" ? o.seq : 0)).sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
      const { match, events } = await stored(matchId);
      expect(events.map((e) => e.seq)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
      expect([match.lastSeq, match.nextRoll, (match.state as { game: { total: number } }).game.total]).toEqual([20, 20, 20]);
    } finally {
      await other.close();
    }
  });

  it("a process whose remembered match is stale (another process moved it, or ended it) decides again on the stored one", async () => {
    const matchId = await newMatch();
    const other = createDb({ url: database.url });
    try {
      const b = { db: other, rulesets: deps.rulesets };
      const add = (d: SubmitDeps, extra: object = {}) => submitStoredCommand(d, { matchId, seat: "red", type: "add", payload: { n: 1 }, ...extra });
      expect(await add(deps)).toMatchObject({ kind: "accepted", seq: 1 });
      expect(await add(b)).toMatchObject({ kind: "accepted", seq: 2 });
      expect(await add(deps, { expectedEventNumber: 1 })).toMatchObject({ kind: "rejected", code: "match/stale_event_number", message: "The match is at event 2, not 1." });
      expect(await add(deps, { expectedEventNumber: 2 })).toMatchObject({ kind: "accepted", seq: 3 });
      const { match, events } = await stored(matchId);
      expect([match.lastSeq, match.nextRoll, (match.state as { game: { total: number } }).game.total]).toEqual([3, 3, 3]);
      expect(events.map((e) => (e.rolls as unknown[]).length)).toEqual([1, 1, 1]);
      await other.prisma.match.update({ where: { id: matchId }, data: { status: "ended" } });
      expect(await refusal(add(deps))).toBe("match/not_active");
    } finally {
      await other.close();
    }
  });

  it("a repeated key returns the first answer even when the command would now be refused", async () => {
    const matchId = await newMatch();
    const idempotency = { clientId, key: `late-${matchId}` };
    const first = await submitStoredCommand(deps, { matchId, seat: "red", type: "add", payload: { n: 1 }, expectedEventNumber: 0, idempotency });
    await submitStoredCommand(deps, { matchId, seat: "blue", type: "add", payload: { n: 2 } });
    expect(await submitStoredCommand(deps, { matchId, seat: "red", type: "add", payload: { n: 1 }, expectedEventNumber: 0, idempotency })).toEqual(first);
    expect((await stored(matchId)).events).toHaveLength(2);
  });
  it("match/seat_resigned: a resigned seat's player is refused, even by a process that cached the match before; the bot may act for it", async () => {
    const matchId = await newMatch();
    expect((await submitStoredCommand(deps, { matchId, seat: "red", type: "add", payload: { n: 1 } })).kind).toBe("accepted");
    // The cache now holds red as a player's seat; the resignation happens elsewhere (another API process).
    await db.prisma.seat.updateMany({ where: { matchId, seat: "red" }, data: { resignedAt: new Date(), bot: true } });
    expect(await refusal(submitStoredCommand(deps, { matchId, seat: "red", type: "add", payload: { n: 2 } }))).toBe("match/seat_resigned");
    const bot = await submitStoredCommand(deps, { matchId, seat: "red", type: "add", payload: { n: 2 }, idempotency: jobIdempotency("ai-turn-red-1") });
    expect(bot.kind).toBe("accepted");
    expect((await stored(matchId)).events.map((e) => (e.command as { payload: { n: number } }).payload.n)).toEqual([1, 2]);
  });
});
