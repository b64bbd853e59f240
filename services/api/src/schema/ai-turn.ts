import { AI_TURN_BUDGET_MS, JobSchemas } from "@tactica/contracts";
import { enqueueSystemJob, toKeyedJobId } from "@tactica/queue";
import { requireScope } from "../auth/require-scope";
import { builder } from "../builder";
import { apiError } from "../errors";
import { loadMatch, requireSeat, rulesetOf } from "../matches/stored-match";
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
    },
    resolve: async (_r, args, ctx) => {
      requireScope(ctx, "play");
      const match = await loadMatch(ctx.db, String(args.matchId));
      const seat = requireSeat(match, ctx.caller);
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
