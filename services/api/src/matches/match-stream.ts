import type { MatchEvent } from "@tactica/db";
import type { Viewer } from "@tactica/engine";
import type { Context } from "../context";
import { apiError } from "../errors";
import { toEventSource } from "./event-pages";
import { matchTopic } from "./live";
import type { MatchSignal } from "./live";
import type { MatchEventSource } from "./match-source";
import { loadMatch, rulesetOf, viewerOf } from "./stored-match";
import type { StoredMatch } from "./stored-match";

/** Most events a subscription replays from its `after` cursor; older ones are read with the matchEvents query. */
export const REPLAY_MAX = 1000;

/** Rows read from the log per round trip while catching up. */
const PAGE = 100;

type StreamContext = Pick<Context, "db" | "rulesets" | "caller">;

/**
 * Subscribes to a match's live signals. Called before anything is read from the log, so that every event stored
 * after the read below is announced to this subscriber (no gap between the replay and the live part).
 */
export async function subscribeSignals(ctx: Pick<Context, "pubsub">, matchId: string): Promise<AsyncIterable<MatchSignal>> {
  if (!ctx.pubsub) throw apiError("request/invalid", "Subscriptions run over WebSocket (graphql-ws) at /graphql.");
  return (await ctx.pubsub.subscribe(matchTopic(matchId))) as AsyncIterable<MatchSignal>;
}

/**
 * The event number a stream starts after: the client's `after` cursor (checked against the log), or the match's
 * last event (a stream without a cursor starts now). A cursor past the log, or one more than REPLAY_MAX events
 * behind, is `request/invalid` with what to do instead.
 */
export function startAfter(row: Pick<StoredMatch, "lastSeq">, after: number | null | undefined): number {
  if (after === null || after === undefined) return row.lastSeq;
  if (!Number.isInteger(after) || after < 0) throw apiError("request/invalid", "after is an event number: 0 (from the start) or more.");
  if (after > row.lastSeq) throw apiError("request/invalid", `after is ${after} but the match's last event is ${row.lastSeq}; send an event number you have received.`);
  if (row.lastSeq - after > REPLAY_MAX) {
    throw apiError("request/invalid", `${row.lastSeq - after} events were stored after ${after}, more than the ${REPLAY_MAX} a subscription replays; read them with the matchEvents query (first/after), then subscribe with the last event number read.`);
  }
  return after;
}

/** The stored steps after `after` up to `upTo` (inclusive), oldest first, read page by page. */
async function* storedSteps(ctx: StreamContext, matchId: string, after: number, upTo: number): AsyncGenerator<MatchEvent> {
  let from = after;
  while (from < upTo) {
    const rows = await ctx.db.prisma.matchEvent.findMany({ where: { matchId, seq: { gt: from, lte: upTo } }, orderBy: { seq: "asc" }, take: PAGE });
    if (rows.length === 0) return;
    for (const row of rows) yield row;
    from = rows[rows.length - 1]?.seq ?? upTo;
  }
}

/** What a match stream delivers: a stored step as the viewer may see it, or a status change; with the row and viewer of the moment. */
export type StreamItem = { readonly row: StoredMatch; readonly viewer: Viewer } & ({ readonly kind: "step"; readonly step: MatchEventSource } | { readonly kind: "status"; readonly seq: number });

/**
 * What happens to a match after event `after`, for whoever the caller is at each moment: every stored step once, in
 * order, then a status change whenever one is announced. Steps are read from the log when a signal says the match
 * moved, from the last step delivered up to the match's last event, so a signal lost (Redis down) or overtaken by a
 * later one leaves no gap, and the signal of a step already delivered (read by the replay, say) is dropped.
 */
export async function* matchSteps(ctx: StreamContext, matchId: string, after: number, signals: AsyncIterable<MatchSignal>): AsyncGenerator<StreamItem> {
  let last = after;
  async function* catchUp(row: StoredMatch): AsyncGenerator<StreamItem> {
    const viewer = viewerOf(row, ctx.caller);
    const ruleset = rulesetOf(ctx.rulesets, row);
    for await (const stored of storedSteps(ctx, row.id, last, row.lastSeq)) {
      last = stored.seq;
      yield { row, viewer, kind: "step", step: toEventSource(ruleset, row, stored, viewer) };
    }
  }
  // Read after the caller subscribed to the signals: a step stored from here on is in the log or announced.
  yield* catchUp(await loadMatch(ctx.db, matchId));
  for await (const signal of signals) {
    if (signal.kind === "event" && signal.seq <= last) continue;
    const row = await loadMatch(ctx.db, matchId);
    yield* catchUp(row);
    if (signal.kind === "status") yield { row, viewer: viewerOf(row, ctx.caller), kind: "status", seq: signal.seq };
  }
}

/** One push of a seat's stream: the match as it is now, and the steps since the previous push as the seat may see them. */
export type SeatPush = { readonly row: StoredMatch; readonly viewer: Viewer; readonly seat: string; readonly steps: readonly MatchEventSource[] };

/**
 * A seat's stream: a push now (with the steps after `after`, if given), then one after every change of the match
 * (several steps stored at once make one push), ending after the push that shows the match over or the seat gone
 * (its player resigned: from then on it is a spectator). The claim that starts an open match sends a status
 * signal (joinMatch), so the push that shows it active comes like any other.
 */
export async function* seatPushes(ctx: StreamContext, matchId: string, seat: string, after: number, signals: AsyncIterable<MatchSignal>): AsyncGenerator<SeatPush> {
  let last = after;
  let status: string | null = null;
  const push = async (row: StoredMatch): Promise<SeatPush> => {
    const viewer = viewerOf(row, ctx.caller);
    const ruleset = rulesetOf(ctx.rulesets, row);
    const steps: MatchEventSource[] = [];
    for await (const stored of storedSteps(ctx, row.id, last, row.lastSeq)) steps.push(toEventSource(ruleset, row, stored, viewer));
    last = row.lastSeq;
    status = row.status;
    return { row, viewer, seat, steps };
  };
  const done = (p: SeatPush) => p.row.status === "ended" || p.row.status === "aborted" || p.viewer !== seat;
  const first = await push(await loadMatch(ctx.db, matchId));
  yield first;
  if (done(first)) return;
  const incoming = signals[Symbol.asyncIterator]();
  let next = incoming.next();
  for (;;) {
    const got = await next;
    if (got.done) return;
    next = incoming.next();
    if (got.value.kind === "event" && got.value.seq <= last) continue;
    const row = await loadMatch(ctx.db, matchId);
    if (row.lastSeq === last && row.status === status && viewerOf(row, ctx.caller) === seat) continue;
    const pushed = await push(row);
    yield pushed;
    if (done(pushed)) return;
  }
}
