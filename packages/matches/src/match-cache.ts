import type { Db, Seat } from "@tactica/db";
import { findMatch } from "./stored-match";
import type { StoredMatch } from "./stored-match";

/**
 * Active matches as this process last stored or loaded them, per Db handle (one per process), so the hot path
 * does not reload and re-parse a match for every command. An entry is only a guess: every write is guarded by
 * `lastSeq` and `status = 'active'` in the database, and a guard that fails drops the entry and reloads. It is
 * exact for what cannot change while a match is active: seats, their token hashes and seeds, the server seed. A
 * seat resigning is the one seat change: the command write refuses a resigned seat's player whatever the cache holds.
 */
export type MatchCache = {
  get(id: string): StoredMatch | undefined;
  /** Keeps an active match (never an older snapshot over a newer one); forgets one that is not active. */
  remember(match: StoredMatch): void;
  forget(id: string): void;
};

// Bounded: a Firepower snapshot can be a few hundred kB; a miss only costs one read.
const MAX_ENTRIES = 500;
const caches = new WeakMap<Db, MatchCache>();

function createMatchCache(): MatchCache {
  const entries = new Map<string, StoredMatch>();
  return {
    get: (id) => entries.get(id),
    remember: (match) => {
      const known = entries.get(match.id);
      if (known && known.lastSeq > match.lastSeq) return;
      entries.delete(match.id);
      if (match.status !== "active") return;
      if (entries.size >= MAX_ENTRIES) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      entries.set(match.id, match);
    },
    forget: (id) => {
      entries.delete(id);
    },
  };
}

/** The match cache of a Db handle. */
export function matchCacheOf(db: Db): MatchCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = createMatchCache();
    caches.set(db, cache);
  }
  return cache;
}

/** Loads a match from the database (MatchError `match/not_found`) and remembers it if active. */
export async function loadAndRemember(db: Db, id: string): Promise<StoredMatch> {
  const match = await findMatch(db.prisma, id);
  matchCacheOf(db).remember(match);
  return match;
}

/**
 * The seats of a match, for authenticating a command's seat before submitStoredCommand. Served from the cache
 * for active matches (their seats and tokens cannot change); open and ended matches are read fresh.
 */
export async function findSeats(db: Db, matchId: string): Promise<readonly Seat[]> {
  return (matchCacheOf(db).get(matchId) ?? (await loadAndRemember(db, matchId))).seats;
}

/** Drops a match from this process's cache, after a change the cache would not see (a seat resigned or handed to a bot). */
export function forgetMatch(db: Db, matchId: string): void {
  matchCacheOf(db).forget(matchId);
}
