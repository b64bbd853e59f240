import type { Match, PrismaClient, Seat } from "@tactica/db";
import type { MatchState, Ruleset } from "@tactica/engine";
import { MatchError } from "./match-error";

/** A match row with its seats (in seat order), as every match operation loads it. */
export type StoredMatch = Match & { readonly seats: readonly Seat[] };

/** The rule systems a process serves: the ruleset with this id at this version, if any. */
export type FindRuleset = (id: string, version: string) => Ruleset | undefined;

/** Ids the API hands out (cuid) fit this; anything else cannot name a match (and never reaches SQL). */
const ID = /^[A-Za-z0-9_-]{1,128}$/;

/** True for strings that could be a match id (so they are safe to put in a query). */
export const isMatchId = (id: string): boolean => ID.test(id);

/** Loads a match with its seats, or throws MatchError `match/not_found` (also for ids no match could have). */
export async function findMatch(client: Pick<PrismaClient, "match">, id: string): Promise<StoredMatch> {
  const found = ID.test(id) ? await client.match.findUnique({ where: { id }, include: { seats: { orderBy: { seat: "asc" } } } }) : null;
  if (!found) throw new MatchError("match/not_found", "No match with this id exists.");
  return found;
}

/** A FindRuleset over a list of rulesets (each served at its own version). */
export function createFindRuleset(rulesets: readonly Ruleset[]): FindRuleset {
  const byKey = new Map(rulesets.map((r) => [`${r.id}@${r.version}`, r]));
  return (id, version) => byKey.get(`${id}@${version}`);
}

/** The ruleset a stored match runs under, at the version it was created with, or MatchError `match/unknown_ruleset`. */
export function rulesetOf(rulesets: FindRuleset, match: Pick<Match, "rulesetId" | "rulesetVersion">): Ruleset {
  const ruleset = rulesets(match.rulesetId, match.rulesetVersion);
  if (!ruleset) throw new MatchError("match/unknown_ruleset", `This server does not serve ${match.rulesetId}@${match.rulesetVersion}.`);
  return ruleset;
}

/** The engine state of a stored match (the snapshot after its last event). */
export const stateOf = (match: Pick<Match, "state">): MatchState => match.state as unknown as MatchState;

/** The player seeds that enter the dice, in canonical order (fixed once the first command is stored). */
export const playerSeedsOf = (match: Pick<StoredMatch, "seats">): string[] =>
  match.seats.map((s) => s.playerSeed).filter((s): s is string => s !== null).sort();
