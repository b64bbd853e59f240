import type { Db, Match } from "@tactica/db";
import type { Ruleset, Viewer } from "@tactica/engine";
import { findMatch, isMatchError, rulesetOf as storedRulesetOf } from "@tactica/matches";
import type { FindRuleset, StoredMatch } from "@tactica/matches";
import { hashSecret } from "../auth/api-key";
import type { Caller } from "../auth/caller";
import type { RulesetEntry } from "../deps";
import { apiError } from "../errors";
import { findRuleset } from "../rulesets";

// The loaders live in @tactica/matches (shared with the worker); these wrappers turn its MatchError into the
// API's GraphQL errors and add what only the API knows (seat tokens).
export type { StoredMatch } from "@tactica/matches";
export { isMatchId, playerSeedsOf, stateOf } from "@tactica/matches";

/** The package's typed refusal as a GraphQL error with the same code and message; anything else unchanged. */
export const toApiError = (e: unknown): unknown => (isMatchError(e) ? apiError(e.code, e.message) : e);

/** Loads a match with its seats, or throws `match/not_found` (also for ids no match could have). */
export async function loadMatch(db: Db, id: string): Promise<StoredMatch> {
  try {
    return await findMatch(db.prisma, id);
  } catch (e) {
    throw toApiError(e);
  }
}

const lookups = new WeakMap<readonly RulesetEntry[], FindRuleset>();

/** The registry as the package's FindRuleset (built once per registry). */
export function findRulesetIn(rulesets: readonly RulesetEntry[]): FindRuleset {
  let found = lookups.get(rulesets);
  if (!found) {
    found = (id, version) => {
      const ruleset = findRuleset(rulesets, id);
      return ruleset?.version === version ? ruleset : undefined;
    };
    lookups.set(rulesets, found);
  }
  return found;
}

/** The ruleset a stored match runs under, at the version it was created with (or `match/unknown_ruleset`). */
export function rulesetOf(rulesets: readonly RulesetEntry[], match: Pick<Match, "rulesetId" | "rulesetVersion">): Ruleset {
  try {
    return storedRulesetOf(findRulesetIn(rulesets), match);
  } catch (e) {
    throw toApiError(e);
  }
}

/**
 * Who the caller is at this match: the seat whose token they sent, else a spectator. A token for another
 * match is treated as no token (least privilege, and no hint about other matches).
 */
export function viewerOf(match: Pick<StoredMatch, "seats">, caller: Caller): Viewer {
  const seat = tokenSeat(match, caller);
  // A player who resigned has left the match: he sees what a spectator sees, not his former side's secrets.
  return seat && seat.resignedAt === null ? seat.seat : "spectator";
}

/**
 * The caller's seat at this match, or `auth/seat_token_invalid` (commands and legal actions need one), or
 * `match/seat_resigned` for the token of a seat whose player resigned.
 */
export function requireSeat(match: Pick<StoredMatch, "seats">, caller: Caller): string {
  const seat = tokenSeat(match, caller);
  if (!seat) throw apiError("auth/seat_token_invalid", "Send the seat token of a seat at this match (X-Seat-Token header).");
  if (seat.resignedAt !== null) throw apiError("match/seat_resigned", `Seat ${seat.seat} has resigned; its token no longer acts in this match.`);
  return seat.seat;
}

/** The seat row the caller's seat token belongs to, if any (a token for another match is no token). */
function tokenSeat(match: Pick<StoredMatch, "seats">, caller: Caller): StoredMatch["seats"][number] | undefined {
  if (!caller.seatToken) return undefined;
  const hash = hashSecret(caller.seatToken);
  return match.seats.find((s) => s.tokenHash === hash);
}
