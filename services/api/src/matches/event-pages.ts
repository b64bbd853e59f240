import type { Db, MatchEvent } from "@tactica/db";
import { eventsFor } from "@tactica/engine";
import type { GameEvent, Ruleset, Viewer } from "@tactica/engine";
import { apiError } from "../errors";
import type { MatchEventSource } from "./match-source";
import { stateOf } from "./stored-match";
import type { StoredMatch } from "./stored-match";

/** Relay cursor of an event number. */
export const toCursor = (seq: number): string => Buffer.from(`event:${seq}`).toString("base64url");

/** Event number of a Relay cursor, or request/invalid. */
export function fromCursor(cursor: string): number {
  const m = /^event:(\d{1,9})$/.exec(Buffer.from(cursor.slice(0, 64), "base64url").toString("utf8"));
  if (!m?.[1]) throw apiError("request/invalid", "Not a cursor of this connection.");
  return Number(m[1]);
}

/** A stored event row filtered for one viewer: other seats' and sides' events dropped, hashes stripped, others' commands hidden. */
export function toEventSource(ruleset: Ruleset, match: StoredMatch, row: MatchEvent, viewer: Viewer): MatchEventSource {
  // The match's state names its sides, so an event addressed to a side reaches that side's seats.
  const events = eventsFor(ruleset, stateOf(match), row.events as unknown as GameEvent[], viewer);
  const command = row.command as { seat?: unknown };
  const own = viewer !== "spectator" && command.seat === viewer;
  return { eventNumber: row.seq, events, command: own || match.status === "ended" ? row.command : null, createdAt: row.createdAt };
}

/** One page of a match's event log for a viewer (forward pagination: first/after). */
export async function eventPage(db: Db, ruleset: Ruleset, match: StoredMatch, viewer: Viewer, args: { first?: number | null; after?: string | null }) {
  const first = args.first ?? 50;
  if (!Number.isInteger(first) || first < 0 || first > 100) throw apiError("request/invalid", "first is 0 to 100.");
  const after = args.after ? fromCursor(args.after) : 0;
  const rows = await db.prisma.matchEvent.findMany({ where: { matchId: match.id, seq: { gt: after } }, orderBy: { seq: "asc" }, take: first + 1 });
  const page = rows.slice(0, first);
  return {
    totalCount: match.lastSeq,
    edges: page.map((row) => ({ cursor: toCursor(row.seq), node: toEventSource(ruleset, match, row, viewer) })),
    pageInfo: {
      hasNextPage: rows.length > first,
      hasPreviousPage: after > 0,
      startCursor: page[0] ? toCursor(page[0].seq) : null,
      endCursor: page.length ? toCursor(page[page.length - 1]?.seq ?? 0) : null,
    },
  };
}
