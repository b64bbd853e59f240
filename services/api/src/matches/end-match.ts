import type { Db } from "@tactica/db";
import { seatsOf, sideOf } from "@tactica/engine";
import { forgetMatch } from "@tactica/matches";
import type { Caller, ClientInfo } from "../auth/caller";
import { hasScope } from "../auth/scopes";
import type { RulesetEntry } from "../deps";
import { apiError } from "../errors";
import { loadMatch, requireSeat, rulesetOf, stateOf } from "./stored-match";
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

/**
 * The caller's seat resigns. When no other seat of its side is still played by a player, the side loses: the match
 * ends (reason `resigned:<seat>`) and the server seed is revealed. Otherwise the seat is marked resigned (its token
 * acts no more), handed to the ruleset's bot if it has one, and the match plays on. Without declared sides each seat
 * is its own side, so a one-seat-a-side match (both shipped systems) ends at once, as it always did.
 */
export async function resign(db: Db, rulesets: readonly RulesetEntry[], caller: Caller, matchId: string): Promise<StoredMatch> {
  const match = await loadMatch(db, matchId);
  const seat = requireSeat(match, caller);
  const state = stateOf(match);
  const side = sideOf(state, seat) ?? seat;
  // Under the match's row lock, so the last two players of a side resigning at once on two processes end the match.
  const left = await db.prisma.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT 1 FROM "Match" WHERE "id" = ${match.id} FOR UPDATE`;
    const seats = await tx.seat.findMany({ where: { matchId: match.id } });
    const playing = seatsOf(state, side).filter((s) => s !== seat && seats.some((r) => r.seat === s && !r.bot && r.resignedAt === null));
    if (playing.length === 0) return false;
    if (match.status !== "open" && match.status !== "active") throw apiError("match/not_active", "The match has already ended.");
    const bot = rulesetOf(rulesets, match).bot !== undefined;
    await tx.seat.updateMany({ where: { matchId: match.id, seat, resignedAt: null }, data: { resignedAt: new Date(), bot } });
    return true;
  });
  if (!left) return finish(db, match, `resigned:${seat}`);
  forgetMatch(db, match.id);
  return loadMatch(db, match.id);
}
