import type { Db } from "@tactica/db";
import type { StoredMatch } from "../matches/stored-match";
import { apiError } from "../errors";

/**
 * In a match an event paired, a human entrant's seat is that entrant's: only the key that registered the entrant
 * (EventEntrant.clientId) may join it. Entrant A takes the match's first seat, B the second; bots' seats are the
 * server's as in any match, and a match no event paired is not constrained. Throws `auth/forbidden`, changing nothing.
 */
export async function checkEventSeat(db: Db, match: Pick<StoredMatch, "id" | "state">, seat: string, clientId: string): Promise<void> {
  const pairing = await db.prisma.eventPairing.findUnique({ where: { matchId: match.id }, select: { entrantA: true, entrantB: true } });
  if (!pairing) return;
  const seats = (match.state as { seats?: readonly string[] } | null)?.seats ?? [];
  const entrantId = seat === seats[0] ? pairing.entrantA : seat === seats[1] ? pairing.entrantB : null;
  if (entrantId === null) return;
  const entrant = await db.prisma.eventEntrant.findUnique({ where: { id: entrantId }, select: { name: true, bot: true, clientId: true } });
  if (!entrant || entrant.bot) return;
  if (entrant.clientId !== clientId) {
    throw apiError("auth/forbidden", `Seat "${seat}" of this event match is entrant ${entrant.name}'s: only the key that registered ${entrant.name} can join it.`);
  }
}
