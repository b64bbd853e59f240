import type { Db, MatchStatus } from "@tactica/db";
import { apiError } from "../errors";

/** What the lobby tells anyone with a key about a match: public facts only, never its state, seed or tokens. */
export type LobbyEntry = {
  readonly id: string;
  readonly rulesetId: string;
  readonly rulesetVersion: string;
  readonly scenarioId: string | null;
  readonly scenarioTitle: string | null;
  readonly status: MatchStatus;
  readonly createdAt: Date;
  readonly seats: readonly { readonly seat: string; readonly side: string; readonly claimed: boolean; readonly bot: boolean }[];
};

export type LobbyFilter = {
  readonly status?: MatchStatus | null;
  readonly rulesetId?: string | null;
  /** Only matches still waiting for a player: open, with a seat neither claimed nor left to the bot. */
  readonly openSeats?: boolean | null;
  /** Only matches the caller's client created or claimed a seat of. */
  readonly mine?: boolean | null;
};

/** Most entries one page may hold. */
export const LOBBY_MAX_FIRST = 100;
const LOBBY_DEFAULT_FIRST = 20;

// A cursor is the entry's place in the order (createdAt desc, id desc): a match created after a page was read sorts
// before it, so the next pages neither skip nor repeat an entry.
const toCursor = (e: { createdAt: Date; id: string }): string => Buffer.from(`lobby:${e.createdAt.getTime()}:${e.id}`).toString("base64url");

function fromCursor(cursor: string): { createdAt: Date; id: string } {
  const m = /^lobby:(\d{1,15}):([A-Za-z0-9_-]{1,64})$/.exec(Buffer.from(cursor.slice(0, 200), "base64url").toString("utf8"));
  if (!m?.[1] || !m[2]) throw apiError("request/invalid", "after is not a cursor of the matches connection (pass an endCursor or edge cursor it returned).");
  return { createdAt: new Date(Number(m[1])), id: m[2] };
}

function checkArgs(filter: LobbyFilter, first: number): void {
  if (!Number.isInteger(first) || first < 0 || first > LOBBY_MAX_FIRST) throw apiError("request/invalid", `first is 0 to ${LOBBY_MAX_FIRST} matches a page; page on with after: pageInfo.endCursor.`);
  if (filter.rulesetId != null && filter.rulesetId.length > 128) throw apiError("request/invalid", "filter.rulesetId is at most 128 characters (see the rulesets query).");
}

/** One page of the lobby, newest first, for the client `clientId` (whose matches `mine` selects). */
export async function lobbyPage(db: Db, clientId: string, args: { filter?: LobbyFilter | null; first?: number | null; after?: string | null }) {
  const filter = args.filter ?? {};
  const first = args.first ?? LOBBY_DEFAULT_FIRST;
  checkArgs(filter, first);
  const after = args.after ? fromCursor(args.after) : null;
  const where = {
    AND: [
      filter.status ? { status: filter.status } : {},
      filter.rulesetId != null ? { rulesetId: filter.rulesetId } : {},
      filter.openSeats ? { status: "open" as const, seats: { some: { tokenHash: null, bot: false } } } : {},
      filter.mine ? { OR: [{ createdByClientId: clientId }, { seats: { some: { claimedByClientId: clientId } } }] } : {},
      after ? { OR: [{ createdAt: { lt: after.createdAt } }, { createdAt: after.createdAt, id: { lt: after.id } }] } : {},
    ],
  };
  const rows = await db.prisma.match.findMany({
    where,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: first + 1,
    // Only the columns the lobby shows: a match's state, set-up and seed are never read here (a seat's token hash only
    // to tell claimed from open, dropped below).
    select: {
      id: true, rulesetId: true, rulesetVersion: true, scenarioId: true, status: true, createdAt: true,
      scenario: { select: { name: true } },
      seats: { select: { seat: true, side: true, bot: true, tokenHash: true }, orderBy: { seat: "asc" } },
    },
  });
  const page: LobbyEntry[] = rows.slice(0, first).map((r) => ({
    id: r.id, rulesetId: r.rulesetId, rulesetVersion: r.rulesetVersion, scenarioId: r.scenarioId, scenarioTitle: r.scenario?.name ?? null,
    status: r.status, createdAt: r.createdAt,
    seats: r.seats.map((s) => ({ seat: s.seat, side: s.side, claimed: s.tokenHash !== null, bot: s.bot })),
  }));
  const last = page[page.length - 1];
  return {
    edges: page.map((node) => ({ cursor: toCursor(node), node })),
    pageInfo: { hasNextPage: rows.length > first, hasPreviousPage: after !== null, startCursor: page[0] ? toCursor(page[0]) : null, endCursor: last ? toCursor(last) : null },
  };
}
