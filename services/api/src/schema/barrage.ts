import { enqueueSystemJob } from "@tactica/queue";
import { dueBarrage } from "@tactica/ruleset-module";
import type { BarrageOrder } from "@tactica/ruleset-module";
import { requireScope } from "../auth/require-scope";
import { builder } from "../builder";
import { apiError } from "../errors";
import { barrageJobsOf, toBarrageJob } from "../matches/barrage-job";
import { loadMatch, requireSeat, stateOf } from "../matches/stored-match";
import { Job } from "./jobs";

const MortarShotInput = builder.inputType("MortarShotInput", {
  description: "The fields of a barrage order of kind \"mortar\" (the tube, the crewman who fires it, the target hex), for rulesets that serve that kind; see the ruleset's documentation.",
  fields: (t) => ({
    mortar: t.string({ required: true }),
    crewman: t.string({ required: true }),
    hex: t.string({ required: true, description: "Printed hex ID, e.g. 1H3." }),
  }),
});

/** The caller's own order, if any: `order` as given, or the `mortar` shorthand as an order of that kind. */
function requestedOrder(args: { order?: unknown; mortar?: { mortar: string; crewman: string; hex: string } | null }): BarrageOrder | null {
  if (args.order != null && args.mortar != null) throw apiError("request/invalid", "Give order or mortar, not both.");
  if (args.mortar != null) return { kind: "mortar", ...args.mortar };
  if (args.order == null) return null;
  const order = args.order as { kind?: unknown };
  if (typeof order !== "object" || Array.isArray(order) || typeof order.kind !== "string") throw apiError("request/invalid", "order: an object with a string `kind` and the fields the ruleset gives that kind.");
  return order as BarrageOrder;
}

builder.mutationField("requestBarrage", (t) =>
  t.field({
    type: Job,
    description: [
      "Queues a barrage for a match (X-Seat-Token; play scope) and returns the job at once; follow it with `job(id)` or",
      "`jobProgress(id)`. Without an order, resolves what the match's ruleset says is due now (e.g. rounds the match",
      "waits for; any seat may ask, the outcome depends only on the match's dice), or answers barrage/not_due.",
      "With `order`, the ruleset turns the caller's own order into its command for the caller's seat (the same checks as",
      "that command). The kinds of order and their fields are the ruleset's: see its documentation.",
      "The job id is derived from the request and the event number (keyed by the match's secret server seed), so asking again at the same point returns the same job.",
    ].join(" "),
    args: {
      matchId: t.arg.id({ required: true }),
      order: t.arg({ type: "JSON", required: false, description: "The caller's own barrage order: `{ kind, ...fields }` as the ruleset defines them." }),
      mortar: t.arg({ type: MortarShotInput, required: false, description: "Shorthand for `order: { kind: \"mortar\", ...mortar }`." }),
      expectedEventNumber: t.arg.int({ required: false, description: "The event number the caller saw; the current one when omitted." }),
    },
    resolve: async (_r, args, ctx) => {
      requireScope(ctx, "play");
      const match = await loadMatch(ctx.db, String(args.matchId));
      const seat = requireSeat(match, ctx.caller);
      if (match.status !== "active") throw apiError("match/not_active", match.status === "open" ? "Seats are still open." : "The match has ended.");
      if (args.expectedEventNumber != null && args.expectedEventNumber !== match.lastSeq) {
        throw apiError("match/stale_event_number", `The match is at event ${match.lastSeq}, not ${args.expectedEventNumber}.`);
      }
      const jobs = barrageJobsOf(ctx.rulesets, match.rulesetId);
      const own = requestedOrder(args);
      if (!jobs) throw apiError(own ? "request/invalid" : "barrage/not_due", "This match's rule system has no barrages.");
      const barrage = own ? jobs.fromRequest(own, seat) : dueBarrage(jobs, stateOf(match));
      if (!barrage) throw apiError("barrage/not_due", jobs.notDueMessage);
      const job = toBarrageJob(match, jobs, barrage, match.lastSeq);
      const { id } = await enqueueSystemJob(ctx.queue, "barrage", job.payload, { jobId: job.jobId, meta: { requestId: ctx.requestId } });
      ctx.log.info({ jobId: id, job: "barrage", matchId: match.id }, "job enqueued");
      const info = await ctx.queue.getJob(id);
      if (!info) throw apiError("job/unknown", `job ${id} vanished right after it was queued`);
      return info;
    },
  }),
);
