import type { Db } from "@tactica/db";
import { createSecret, hashSecret } from "../auth/api-key";
import type { Caller } from "../auth/caller";
import { apiError } from "../errors";
import { loadMatch, requireSeat } from "./stored-match";
import type { StoredMatch } from "./stored-match";

const SEED = /^[A-Za-z0-9_.:-]{1,128}$/;

const checkSeed = (seed: string): void => {
  if (!SEED.test(seed)) throw apiError("request/invalid", "A player seed is 1 to 128 of A-Z a-z 0-9 _ . : -");
};

/**
 * Claims an open seat and returns its token (shown once; only its hash is stored). When the last seat not left
 * to a bot is claimed the match becomes active and the player seeds are fixed.
 */
export async function joinMatch(db: Db, input: { matchId: string; seat: string; playerSeed?: string | null; clientId?: string | null }): Promise<{ match: StoredMatch; seatToken: string }> {
  if (input.playerSeed != null) checkSeed(input.playerSeed);
  const match = await loadMatch(db, input.matchId);
  const seat = match.seats.find((s) => s.seat === input.seat);
  if (!seat) throw apiError("match/unknown_seat", `This match has no seat "${input.seat.slice(0, 64)}" (seats: ${match.seats.map((s) => s.seat).join(", ")}).`);
  if (seat.bot) throw apiError("match/bot_seat", `Seat "${seat.seat}" is played by the server's bot; claim one of the open seats.`);
  if (match.status !== "open") throw apiError("match/seat_taken", "Every seat of this match is taken.");
  const seatToken = createSecret("st_");
  const claimed = await db.prisma.seat.updateMany({
    where: { id: seat.id, tokenHash: null },
    data: { tokenHash: hashSecret(seatToken), claimedAt: new Date(), claimedByClientId: input.clientId ?? null, ...(input.playerSeed != null ? { playerSeed: input.playerSeed } : {}) },
  });
  if (claimed.count === 0) throw apiError("match/seat_taken", `Seat "${seat.seat}" is already claimed.`);
  // Seats left to a bot are never claimed: the match starts once every player's seat is.
  const open = await db.prisma.seat.count({ where: { matchId: match.id, tokenHash: null, bot: false } });
  if (open === 0) await db.prisma.match.updateMany({ where: { id: match.id, status: "open" }, data: { status: "active" } });
  return { match: await loadMatch(db, match.id), seatToken };
}

/** Sets the caller's seat's player seed; only while seats are still being claimed (then the dice inputs are fixed). */
export async function commitSeed(db: Db, caller: Caller, input: { matchId: string; seed: string }): Promise<StoredMatch> {
  checkSeed(input.seed);
  const match = await loadMatch(db, input.matchId);
  const seat = requireSeat(match, caller);
  const done = await db.prisma.seat.updateMany({ where: { matchId: match.id, seat, match: { status: "open" } }, data: { playerSeed: input.seed } });
  if (done.count === 0) throw apiError("match/seeds_locked", "Player seeds are fixed once every seat is claimed; pass playerSeed to joinMatch.");
  return loadMatch(db, match.id);
}
