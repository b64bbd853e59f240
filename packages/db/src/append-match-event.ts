import type { Db } from "./create-db";
import type { MatchStatus, Prisma } from "./generated/prisma/client";

/** One accepted command: what the core returned for it, to be stored as the match's next event. */
export type MatchEventInput = {
  matchId: string;
  /** The match's `lastSeq` the command was applied to; the event gets `expectedSeq + 1`. */
  expectedSeq: number;
  command: Prisma.InputJsonValue;
  events: Prisma.InputJsonValue;
  rolls: Prisma.InputJsonValue;
  /** Hash and snapshot of the state after the command. */
  stateHash: string;
  state: Prisma.InputJsonValue;
  /** Set when the command changes the match's status (for example, it ends the match). */
  status?: MatchStatus;
  endedAt?: Date;
};

/** The outcome of an append: a conflict means another writer moved the match first (reload and retry). */
export type AppendResult = { ok: true; seq: number } | { ok: false; reason: "conflict" | "not_found" };

/**
 * Appends the next MatchEvent and moves the match's snapshot (lastSeq, stateHash, state) in one
 * transaction. Optimistic concurrency: the update only matches while `lastSeq` is still `expectedSeq`,
 * so of two writers racing from the same state exactly one succeeds; the other gets `conflict`.
 */
export async function appendMatchEvent(db: Pick<Db, "prisma">, input: MatchEventInput): Promise<AppendResult> {
  const { matchId, expectedSeq, command, events, rolls, stateHash, state, status, endedAt } = input;
  const seq = expectedSeq + 1;
  return db.prisma.$transaction(async (tx): Promise<AppendResult> => {
    // Row lock on the match: a concurrent writer waits here, then finds lastSeq moved and matches nothing.
    const moved = await tx.match.updateMany({
      where: { id: matchId, lastSeq: expectedSeq },
      data: { lastSeq: seq, stateHash, state, ...(status ? { status } : {}), ...(endedAt ? { endedAt } : {}) },
    });
    if (moved.count === 0) {
      const exists = await tx.match.count({ where: { id: matchId } });
      return { ok: false, reason: exists ? "conflict" : "not_found" };
    }
    await tx.matchEvent.create({ data: { matchId, seq, command, events, rolls, stateHash } });
    return { ok: true, seq };
  });
}
