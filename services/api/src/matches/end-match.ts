import type { Db } from "@tactica/db";
import type { Caller, ClientInfo } from "../auth/caller";
import { hasScope } from "../auth/scopes";
import { apiError } from "../errors";
import { loadMatch, requireSeat } from "./stored-match";
import type { StoredMatch } from "./stored-match";

async function finish(db: Db, match: StoredMatch, reason: string): Promise<StoredMatch> {
  const done = await db.prisma.match.updateMany({ where: { id: match.id, status: { in: ["open", "active"] } }, data: { status: "ended", endedAt: new Date(), endReason: reason } });
  if (done.count === 0) throw apiError("match/not_active", "The match has already ended.");
  return loadMatch(db, match.id);
}

/** Ends a match (its creator, or an organise/admin key): the server seed is revealed, the record exportable. */
export async function endMatch(db: Db, client: ClientInfo, matchId: string): Promise<StoredMatch> {
  const match = await loadMatch(db, matchId);
  if (match.createdByClientId !== client.id && !hasScope(client.scopes, "organise")) {
    throw apiError("auth/forbidden", "Only the match's creator or an organise key may end it.");
  }
  return finish(db, match, "ended");
}

/** The caller's seat resigns: the match ends (reason `resigned:<seat>`) and the server seed is revealed. */
export async function resign(db: Db, caller: Caller, matchId: string): Promise<StoredMatch> {
  const match = await loadMatch(db, matchId);
  const seat = requireSeat(match, caller);
  return finish(db, match, `resigned:${seat}`);
}
