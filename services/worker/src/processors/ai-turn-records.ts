import { createHash } from "node:crypto";
import type { Db } from "@tactica/db";
import { SYSTEM_CLIENT_ID } from "@tactica/matches";

/**
 * The idempotency keys of one AI-turn job on one match start with this (then the event number each command was
 * decided at). Hashing the job id with the match id keeps keys short and apart even where job ids repeat
 * (BullMQ's numeric ids in another queue on the same database).
 */
export function aiTurnKeyPrefix(jobId: string, matchId: string): string {
  return `ai:${createHash("sha256").update(`${jobId}\n${matchId}`).digest("hex").slice(0, 32)}:`;
}

/**
 * The commands earlier attempts of this job stored on the match (event number and type), in order. With the
 * event numbers the turn can have been decided at (`from` up to `to`), the lookup is by exact keys on the unique
 * index; without, by key prefix.
 */
export async function findEarlierCommands(
  db: Db, matchId: string, prefix: string, positions?: { readonly from: number; readonly to: number },
): Promise<{ seq: number; type: string }[]> {
  const keys = positions ? Array.from({ length: Math.max(0, positions.to - positions.from) }, (_, i) => `${prefix}${positions.from + i}`) : undefined;
  if (keys?.length === 0) return [];
  const records = await db.prisma.idempotencyRecord.findMany({
    where: { clientId: SYSTEM_CLIENT_ID, key: keys ? { in: keys } : { startsWith: prefix } },
    select: { response: true },
  });
  const seqs = records.map((r) => (r.response as { seq?: unknown }).seq).filter((s): s is number => typeof s === "number");
  if (seqs.length === 0) return [];
  const events = await db.prisma.matchEvent.findMany({ where: { matchId, seq: { in: seqs } }, select: { seq: true, command: true }, orderBy: { seq: "asc" } });
  return events.map((e) => ({ seq: e.seq, type: String((e.command as { type?: unknown }).type) }));
}
