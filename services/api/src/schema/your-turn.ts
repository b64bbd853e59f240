import { viewFor } from "@tactica/engine";
import { requireScope } from "../auth/require-scope";
import { limitSubscription } from "../limits/limit-subscription";
import { builder } from "../builder";
import { apiError } from "../errors";
import { legalActionsOf } from "../matches/legal-actions";
import { seatPushes, startAfter, subscribeSignals } from "../matches/match-stream";
import type { SeatPush } from "../matches/match-stream";
import { loadMatch, requireSeat, rulesetOf, stateOf } from "../matches/stored-match";
import { MatchEventRef, MatchRef, MatchStatusEnum } from "./matches";

const YourTurn = builder.objectRef<SeatPush>("YourTurn").implement({
  description: "A seat's stream message: the match as the seat sees it now, whether it may act and what it may submit, "
    + "and the steps since the previous message.",
  fields: (t) => ({
    eventNumber: t.int({ description: "The match's last event number: send it as expectedEventNumber, or as after to resume.", resolve: (p) => p.row.lastSeq }),
    status: t.field({ type: MatchStatusEnum, resolve: (p) => p.row.status }),
    seat: t.string({ description: "The seat this stream is for (the seat token of connection_init).", resolve: (p) => p.seat }),
    canAct: t.boolean({
      description: "The seat is among view.actors: it may act now (legalActions says how). False once the match is over or the seat resigned.",
      resolve: (p, _a, ctx) => p.row.status === "active" && p.viewer === p.seat && viewFor(rulesetOf(ctx.rulesets, p.row), stateOf(p.row), p.viewer).actors.includes(p.seat),
    }),
    legalActions: t.field({
      type: ["JSON"],
      description: "What Query.legalActions answers for this seat now ({ type, payload, details? }); empty unless the match is active.",
      resolve: (p, _a, ctx) => (p.viewer === p.seat ? legalActionsOf(rulesetOf(ctx.rulesets, p.row), p.row, p.seat) : []),
    }),
    match: t.field({ type: MatchRef, description: "The match as Query.match shows it to this seat (view, status, seats, ...).", resolve: (p) => ({ row: p.row, viewer: p.viewer }) }),
    events: t.field({
      type: [MatchEventRef],
      description: "The steps stored since the previous message (the first message: since after, or none), as Query.matchEvents shows them to this seat.",
      resolve: (p) => [...p.steps],
    }),
  }),
});

builder.subscriptionField("yourTurn", (t) =>
  t.field({
    type: YourTurn,
    description: "One stream for a seat (seat token in connection_init): a message now, then one after every change of the match, "
      + "each with the seat's view, canAct and legalActions, so a client needs only submitCommand besides. "
      + "With after (an event number received before), the first message carries the steps since (at most 1000). "
      + "It completes after the message that shows the match ended or aborted, or the seat resigned.",
    args: { matchId: t.arg.id({ required: true }), after: t.arg.int({ required: false }) },
    subscribe: async (_r, args, ctx) => {
      requireScope(ctx, "read");
      return limitSubscription(ctx, async () => {
        const row = await loadMatch(ctx.db, String(args.matchId));
        const seat = requireSeat(row, ctx.caller);
        const after = startAfter(row, args.after);
        return seatPushes(ctx, row.id, seat, after, await subscribeSignals(ctx, row.id));
      });
    },
    resolve: (push: SeatPush | undefined): SeatPush => {
      if (!push?.row) throw apiError("request/invalid", "Subscriptions run over WebSocket (graphql-ws) at /graphql.");
      return push;
    },
  }),
);
