import type { Db, Match, PrismaClient, Seat } from "@tactica/db";
import type { MatchState, Ruleset, Viewer } from "@tactica/engine";
import { hashSecret } from "../auth/api-key";
import type { Caller } from "../auth/caller";
import type { RulesetEntry } from "../deps";
import { apiError } from "../errors";
import { findRuleset } from "../rulesets";

/** A match row with its seats, as every match operation loads it. */
export type StoredMatch = Match & { readonly seats: readonly Seat[] };

/** Ids the API hands out (cuid) fit this; anything else cannot name a match (and never reaches SQL). */
const ID = /^[A-Za-z0-9_-]{1,128}$/;

/** True for strings that could be a match id (so they are safe to put in a query). */
export const isMatchId = (id: string): boolean => ID.test(id);

/** Loads a match with its seats, or throws `match/not_found` (also for ids no match could have). */
export async function loadMatch(db: Db, id: string): Promise<StoredMatch> {
  return findMatch(db.prisma, id);
}

/** loadMatch on a given client (inside a transaction, say). */
export async function findMatch(client: Pick<PrismaClient, "match">, id: string): Promise<StoredMatch> {
  const found = ID.test(id) ? await client.match.findUnique({ where: { id }, include: { seats: { orderBy: { seat: "asc" } } } }) : null;
  if (!found) throw apiError("match/not_found", "No match with this id exists.");
  return found;
}

/** The ruleset a stored match runs under, at the version it was created with. */
export function rulesetOf(rulesets: readonly RulesetEntry[], match: Pick<Match, "rulesetId" | "rulesetVersion">): Ruleset {
  const ruleset = findRuleset(rulesets, match.rulesetId);
  if (!ruleset || ruleset.version !== match.rulesetVersion) {
    throw apiError("match/unknown_ruleset", `This server does not serve ${match.rulesetId}@${match.rulesetVersion}.`);
  }
  return ruleset;
}

/** The engine state of a stored match (the snapshot after its last event). */
export const stateOf = (match: Pick<Match, "state">): MatchState => match.state as unknown as MatchState;

/**
 * Who the caller is at this match: the seat whose token they sent, else a spectator. A token for another
 * match is treated as no token (least privilege, and no hint about other matches).
 */
export function viewerOf(match: StoredMatch, caller: Caller): Viewer {
  if (!caller.seatToken) return "spectator";
  const hash = hashSecret(caller.seatToken);
  return match.seats.find((s) => s.tokenHash === hash)?.seat ?? "spectator";
}

/** The caller's seat at this match, or `auth/seat_token_invalid` (commands and legal actions need one). */
export function requireSeat(match: StoredMatch, caller: Caller): string {
  const viewer = viewerOf(match, caller);
  if (viewer === "spectator") throw apiError("auth/seat_token_invalid", "Send the seat token of a seat at this match (X-Seat-Token header).");
  return viewer;
}

/** The player seeds that enter the dice, in canonical order (fixed once the first command is stored). */
export const playerSeedsOf = (match: StoredMatch): string[] =>
  match.seats.map((s) => s.playerSeed).filter((s): s is string => s !== null).sort();
