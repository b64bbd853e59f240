import { enqueueSystemJob } from "@tactica/queue";
import { requireScope } from "../auth/require-scope";
import { builder } from "../builder";
import { apiError } from "../errors";
import { dueRounds, toBarrageJob } from "../matches/barrage-job";
import { loadMatch, requireSeat, stateOf } from "../matches/stored-match";
import { findModule } from "../rulesets";
import { Job } from "./jobs";

const MortarShotInput = builder.inputType("MortarShotInput", {
  description: "A Firepower mortar shot (Advanced rules, 12.4.2): the tube, the crewman of the current Impulse who fires it, the target hex.",
  fields: (t) => ({
    mortar: t.string({ required: true }),
    crewman: t.string({ required: true }),
    hex: t.string({ required: true, description: "Printed hex ID, e.g. 1H3." }),
  }),
});

builder.mutationField("requestBarrage", (t) =>
  t.field({
    type: Job,
    description: [
      "Queues a barrage for a match (X-Seat-Token; play scope) and returns the job at once; follow it with `job(id)` or",
      "`jobProgress(id)`. Patrol!: without `mortar`, resolves the artillery rounds due in this turn's F2 (the match waits",
      "in its explosives stage until they are resolved; any seat may ask, the outcome depends only on the match's dice).",
      "Firepower: with `mortar`, fires it for the caller's seat (the same checks as the fire_mortar command).",
      "The job id is derived from the request and the event number (keyed by the match's secret server seed), so asking again at the same point returns the same job.",
    ].join(" "),
    args: {
      matchId: t.arg.id({ required: true }),
      mortar: t.arg({ type: MortarShotInput, required: false }),
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
      const jobs = findModule(ctx.rulesets, match.rulesetId)?.jobs.barrage;
      const due = dueRounds(ctx.rulesets, { rulesetId: match.rulesetId, state: stateOf(match) });
      if (!args.mortar && due.length === 0) throw apiError("barrage/not_due", jobs?.notDueMessage ?? "This match's rule system has no barrages.");
      const barrage = args.mortar ? { kind: "mortar" as const, seat, ...args.mortar } : { kind: "artillery" as const, rounds: [...due] };
      const job = toBarrageJob(match, barrage, match.lastSeq);
      const { id } = await enqueueSystemJob(ctx.queue, "barrage", job.payload, { jobId: job.jobId, meta: { requestId: ctx.requestId } });
      ctx.log.info({ jobId: id, job: "barrage", matchId: match.id }, "job enqueued");
      const info = await ctx.queue.getJob(id);
      if (!info) throw apiError("job/unknown", `job ${id} vanished right after it was queued`);
      return info;
    },
  }),
);
