import { requireScope } from "../auth/require-scope";
import { builder } from "../builder";
import { apiError } from "../errors";
import { toEventSource } from "../matches/event-pages";
import { matchTopic } from "../matches/live";
import type { MatchSignal } from "../matches/live";
import { loadMatch, rulesetOf, viewerOf } from "../matches/stored-match";
import { MatchStatusEnum } from "./matches";

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
    description: "Live updates of a match over graphql-ws, per seat (connection_init payload: { authorization, seatToken }).",
    args: { matchId: t.arg.id({ required: true }) },
    subscribe: async (_r, args, ctx) => {
      requireScope(ctx, "read");
      const row = await loadMatch(ctx.db, String(args.matchId));
      if (!ctx.pubsub) throw apiError("request/invalid", "Subscriptions run over WebSocket (graphql-ws).");
      return (await ctx.pubsub.subscribe(matchTopic(row.id))) as AsyncIterable<MatchSignal>;
    },
    resolve: async (signal: MatchSignal | undefined, _args, ctx): Promise<MatchUpdateSource> => {
      // A subscription sent as a plain HTTP request executes once with no signal.
      if (!signal || typeof signal.matchId !== "string") throw apiError("request/invalid", "Subscriptions run over WebSocket (graphql-ws) at /graphql.");
      // Only ids travel through Redis; every subscriber reads the stored event and sees its own view of it.
      const row = await loadMatch(ctx.db, signal.matchId);
      const stored = signal.kind === "event" ? await ctx.db.prisma.matchEvent.findUnique({ where: { matchId_seq: { matchId: row.id, seq: signal.seq } } }) : null;
      const events = stored ? toEventSource(rulesetOf(ctx.rulesets, row), row, stored, viewerOf(row, ctx.caller)).events : [];
      return { eventNumber: signal.seq, status: row.status, events };
    },
  }),
);
