import { AI_TURN_BUDGET_MS, JobSchemas } from "@tactica/contracts";
import { enqueueSystemJob, toKeyedJobId } from "@tactica/queue";
import { requireScope } from "../auth/require-scope";
import { builder } from "../builder";
import { apiError } from "../errors";
import { loadMatch, requireSeat, rulesetOf, viewerOf } from "../matches/stored-match";
import type { StoredMatch } from "../matches/stored-match";
import { Job } from "./jobs";

builder.mutationField("requestAiTurn", (t) =>
  t.field({
    type: Job,
    description: [
      "Queues an AI turn for the caller's seat (X-Seat-Token; play scope): the ruleset's bot decides from that seat's view",
      "within `budgetMs` of thinking and submits its commands as the seat, until it has nothing more to do.",
      "Returns the job at once; follow it with `job(id)` or `jobProgress(id)`. The job id is derived from the match, the seat,",
      "the event number and the budget, keyed by the match's secret server seed, so asking again at the same point returns",
      "the same job instead of a second turn, and nobody can compute it in advance.",
    ].join(" "),
    args: {
      matchId: t.arg.id({ required: true }),
      budgetMs: t.arg.int({ required: true, description: `Thinking time, ${AI_TURN_BUDGET_MS.min} to ${AI_TURN_BUDGET_MS.max} ms.` }),
      expectedEventNumber: t.arg.int({ required: false, description: "The event number the caller saw; the current one when omitted. A turn for an older position is refused." }),
      maxEvaluations: t.arg.int({ required: false, description: "Evaluations per decision (the bot's own unit); the ruleset's default when omitted." }),
      seat: t.arg.string({ required: false, description: "A seat the bot plays (MatchSeat.bot: left to it at creation, or resigned), asked for by a player of the match or its creator; the caller's own seat when omitted." }),
    },
    resolve: async (_r, args, ctx) => {
      const client = requireScope(ctx, "play");
      const match = await loadMatch(ctx.db, String(args.matchId));
      const seat = args.seat == null ? requireSeat(match, ctx.caller) : botSeatFor(match, args.seat, client.id, viewerOf(match, ctx.caller));
      if (match.status !== "active") throw apiError("match/not_active", match.status === "open" ? "Seats are still open; AI turns start when every seat is claimed." : "The match has ended.");
      if (!rulesetOf(ctx.rulesets, match).bot) throw apiError("request/invalid", `${match.rulesetId} has no bot to play a seat.`);
      if (args.expectedEventNumber != null && args.expectedEventNumber !== match.lastSeq) {
        throw apiError("match/stale_event_number", `The match is at event ${match.lastSeq}, not ${args.expectedEventNumber}.`);
      }
      const checked = JobSchemas["ai-turn"].payload.safeParse({
        matchId: match.id, seat, budgetMs: args.budgetMs, expectedEventNumber: match.lastSeq,
        ...(args.maxEvaluations != null ? { maxEvaluations: args.maxEvaluations } : {}),
      });
      if (!checked.success) {
        const first = checked.error.issues[0];
        throw apiError("request/invalid", `${first?.path.join(".") || "input"}: ${first?.message ?? "invalid"}`);
      }
      // Keyed by the match's secret server seed: the same turn asked twice is one job, but nobody can compute the id
      // in advance from public data and occupy it (issue 17).
      const jobId = toKeyedJobId("ai-turn", checked.data, match.serverSeed);
      const { id } = await enqueueSystemJob(ctx.queue, "ai-turn", checked.data, { jobId, meta: { requestId: ctx.requestId } });
      ctx.log.info({ jobId: id, job: "ai-turn", matchId: match.id }, "job enqueued");
      const info = await ctx.queue.getJob(id);
      if (!info) throw apiError("job/unknown", `job ${id} vanished right after it was queued`);
      return info;
    },
  }),
);

/**
 * The bot seat an AI turn is asked for: a seat of the match the bot plays, asked for by one of its players (any seat)
 * or by the client that created it. A player's own seat is asked for without `seat`, by its token.
 */
function botSeatFor(match: StoredMatch, seat: string, clientId: string, viewer: string): string {
  const row = match.seats.find((s) => s.seat === seat);
  if (!row) throw apiError("match/unknown_seat", `This match has no seat "${seat.slice(0, 64)}" (seats: ${match.seats.map((s) => s.seat).join(", ")}).`);
  if (!row.bot && row.resignedAt !== null) throw apiError("request/invalid", `Seat ${row.seat} resigned, and this ruleset has no bot to play it.`);
  if (!row.bot) throw apiError("auth/forbidden", `Seat ${row.seat} is a player's: only its own seat token asks for its AI turn (omit seat).`);
  if (viewer === "spectator" && match.createdByClientId !== clientId) {
    throw apiError("auth/seat_token_invalid", "Send the seat token of a seat at this match, or use the key that created it, to ask for a bot seat's turn.");
  }
  return row.seat;
}
