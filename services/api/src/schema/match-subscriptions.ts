import { requireScope } from "../auth/require-scope";
import { builder } from "../builder";
import { apiError } from "../errors";
import { matchSteps, startAfter, subscribeSignals } from "../matches/match-stream";
import type { StreamItem } from "../matches/match-stream";
import { loadMatch } from "../matches/stored-match";
import { limitSubscription } from "../limits/limit-subscription";
import { MatchStatusEnum } from "./matches";
import "./your-turn";

type MatchUpdateSource = { eventNumber: number; status: "open" | "active" | "ended" | "aborted"; events: readonly unknown[] };

const MatchUpdate = builder.objectRef<MatchUpdateSource>("MatchUpdate").implement({
  description: "A match moved: a new event (events as the subscriber's seat may see them) or a status change.",
  fields: (t) => ({
    eventNumber: t.exposeInt("eventNumber"),
    status: t.field({ type: MatchStatusEnum, resolve: (u) => u.status }),
    events: t.field({ type: ["JSON"], resolve: (u) => [...u.events] }),
  }),
});

builder.subscriptionField("matchEvents", (t) =>
  t.field({
    type: MatchUpdate,
    description: "Live updates of a match over graphql-ws, per seat (connection_init payload: { authorization, seatToken }). "
      + "With after (an event number received before), the steps stored since are replayed first (at most 1000: "
      + "request/invalid beyond, read them with the matchEvents query), then live ones, each event number once and in order.",
    args: { matchId: t.arg.id({ required: true }), after: t.arg.int({ required: false }) },
    subscribe: async (_r, args, ctx) => {
      requireScope(ctx, "read");
      return limitSubscription(ctx, async () => {
        const row = await loadMatch(ctx.db, String(args.matchId));
        const after = startAfter(row, args.after);
        return matchSteps(ctx, row.id, after, await subscribeSignals(ctx, row.id));
      });
    },
    resolve: (item: StreamItem | undefined): MatchUpdateSource => {
      // A subscription sent as a plain HTTP request executes once with nothing from the stream.
      if (!item?.row) throw apiError("request/invalid", "Subscriptions run over WebSocket (graphql-ws) at /graphql.");
      return item.kind === "step"
        ? { eventNumber: item.step.eventNumber, status: item.row.status, events: item.step.events }
        : { eventNumber: item.seq, status: item.row.status, events: [] };
    },
  }),
);
