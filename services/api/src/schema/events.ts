import { requireScope } from "../auth/require-scope";
import { builder } from "../builder";
import type { Context } from "../context";
import { createEvent, eventPairings, eventRecords, eventStandings, loadEvent, overrideResult, pairNextRound, registerEntrant } from "../organiser/events";
import type { EventPairingRow } from "../organiser/events";
import type { Standing } from "../organiser/standings";

// Issue 24 "Events": an organiser's event - registration, rounds paired (Swiss or round robin) with matches bound to
// the event under its locked published pack, results from the engine when a match ends (or the organiser's logged
// override), standings with tie-breaks. Exports as CSV/JSON at /events/<id>/standings|pairings.(csv|json).

type EventRow = Awaited<ReturnType<typeof loadEvent>>;

const StandingRef = builder.objectRef<Standing>("EventStanding").implement({
  description: "One entrant's line: points (win 3, draw 1, loss 0, bye 3), then the tie-breaks opponents' points and VP difference.",
  fields: (t) => ({
    rank: t.exposeInt("rank"), entrant: t.exposeString("entrant"), points: t.exposeInt("points"), wins: t.exposeInt("wins"), draws: t.exposeInt("draws"),
    losses: t.exposeInt("losses"), byes: t.exposeInt("byes"), opponentsPoints: t.exposeInt("opponentsPoints"),
    vpFor: t.exposeInt("vpFor"), vpAgainst: t.exposeInt("vpAgainst"), vpDifference: t.exposeInt("vpDifference"),
  }),
});

type PairingSource = EventPairingRow & { names: ReadonlyMap<string, string> };
const PairingRef = builder.objectRef<PairingSource>("EventPairing").implement({
  description: "One game of a round: entrant A takes the match's first seat; entrantB null is a bye.",
  fields: (t) => ({
    id: t.exposeID("id"),
    round: t.exposeInt("round"),
    table: t.int({ resolve: (p) => p.tableNo }),
    entrantA: t.string({ resolve: (p) => p.names.get(p.entrantA) ?? p.entrantA }),
    entrantB: t.string({ nullable: true, resolve: (p) => (p.entrantB ? p.names.get(p.entrantB) ?? p.entrantB : null) }),
    matchId: t.exposeID("matchId", { nullable: true }),
    matchStatus: t.exposeString("matchStatus", { nullable: true }),
    seatA: t.exposeString("seatA", { nullable: true, description: "The match seat entrant A plays (a player joins it with joinMatch)." }),
    seatB: t.exposeString("seatB", { nullable: true }),
    resultSource: t.string({ description: "engine (the match's own end), override (the organiser's, with reason), bye, or pending.", resolve: (p) => p.result.source }),
    winner: t.string({ nullable: true, description: "A, B or draw.", resolve: (p) => p.result.outcome?.winner ?? null }),
    vpA: t.int({ nullable: true, resolve: (p) => p.result.outcome?.vpA ?? null }),
    vpB: t.int({ nullable: true, resolve: (p) => p.result.outcome?.vpB ?? null }),
    overrideReason: t.string({ nullable: true, resolve: (p) => p.result.reason }),
  }),
});

type LogRow = { action: string; at: Date; detail: unknown };
const LogRef = builder.objectRef<LogRow>("EventLogEntry").implement({
  fields: (t) => ({ action: t.exposeString("action"), at: t.string({ resolve: (l) => l.at.toISOString() }), detail: t.field({ type: "JSON", resolve: (l) => l.detail }) }),
});

async function pairingsWithNames(ctx: Context, eventId: string): Promise<PairingSource[]> {
  const entrants = await ctx.db.prisma.eventEntrant.findMany({ where: { eventId } });
  const names = new Map(entrants.map((e) => [e.id, e.name]));
  return (await eventPairings(ctx, eventId)).map((p) => ({ ...p, names }));
}

const EventRef = builder.objectRef<EventRow>("TournamentEvent").implement({
  description: "An organiser's event: one ruleset, a published rulings pack locked for every match, a format and rounds.",
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    rulesetId: t.exposeString("rulesetId"),
    format: t.exposeString("format", { description: "swiss or round_robin." }),
    rounds: t.exposeInt("rounds"),
    currentRound: t.exposeInt("currentRound", { description: "The round paired last (0 in registration)." }),
    roundMinutes: t.exposeInt("roundMinutes", { nullable: true }),
    packId: t.exposeString("packId"),
    packVersion: t.exposeInt("packVersion"),
    packHash: t.exposeString("packHash", { description: "SHA-256 of the pack every match of the event plays." }),
    status: t.string({
      description: "registration, running, or finished (every round paired and every game with a result).",
      resolve: async (e, _a, ctx) => {
        if (e.status !== "running" || e.currentRound < e.rounds) return e.status;
        return (await eventPairings(ctx, e.id)).some((p) => p.result.source === "pending") ? "running" : "finished";
      },
    }),
    roundEndsAt: t.string({
      nullable: true, description: "The round timer: when the current round's time is up (its pairing time plus roundMinutes).",
      resolve: async (e, _a, ctx) => {
        if (!e.roundMinutes || e.currentRound === 0) return null;
        const paired = await ctx.db.prisma.eventLogEntry.findFirst({ where: { eventId: e.id, action: "pair_round" }, orderBy: { at: "desc" } });
        return paired ? new Date(paired.at.getTime() + e.roundMinutes * 60_000).toISOString() : null;
      },
    }),
    entrants: t.stringList({ resolve: async (e, _a, ctx) => (await ctx.db.prisma.eventEntrant.findMany({ where: { eventId: e.id }, orderBy: { createdAt: "asc" } })).map((x) => x.name) }),
    pairings: t.field({
      type: [PairingRef], args: { round: t.arg.int({ required: false }) },
      resolve: async (e, a, ctx) => (await pairingsWithNames(ctx, e.id)).filter((p) => a.round == null || p.round === a.round),
    }),
    standings: t.field({ type: [StandingRef], resolve: (e, _a, ctx) => eventStandings(ctx, e.id) }),
    records: t.field({
      type: "JSON", description: "Every match record of the event as one archive: { eventId, records: [{ round, table, matchId, record }] }, each record exportMatch's signed export (null while the match runs).",
      resolve: (e, _a, ctx) => eventRecords(ctx, e.id),
    }),
    log: t.field({ type: [LogRef], description: "Every change the organiser made, in order (overrides with their reasons).", resolve: (e, _a, ctx) => ctx.db.prisma.eventLogEntry.findMany({ where: { eventId: e.id }, orderBy: { at: "asc" } }) }),
  }),
});

const CreateEventInput = builder.inputType("CreateEventInput", {
  fields: (t) => ({
    name: t.string({ required: true }),
    rulesetId: t.string({ required: true }),
    scenarioId: t.id({ required: false, description: "A stored scenario every round plays..." }),
    scenario: t.field({ type: "JSON", required: false, description: "...or an inline scenario document." }),
    packId: t.string({ required: true, description: "A published rulings pack of the ruleset (locked for every match)." }),
    packVersion: t.int({ required: true }),
    format: t.string({ required: true, description: "swiss (no rematches, byes to the lowest-placed) or round_robin." }),
    rounds: t.int({ required: true }),
    roundMinutes: t.int({ required: false, description: "The round timer's length." }),
  }),
});

builder.mutationField("createEvent", (t) =>
  t.field({
    type: EventRef, description: "Creates an event in registration. Needs the organise scope; that key is the event's organiser.",
    args: { input: t.arg({ type: CreateEventInput, required: true }) },
    resolve: (_r, { input }, ctx) => createEvent(ctx, requireScope(ctx, "organise"), { ...input, scenarioId: input.scenarioId == null ? null : String(input.scenarioId) }),
  }),
);

builder.mutationField("registerEntrant", (t) =>
  t.field({
    type: EventRef, description: "Registers an entrant while the event is in registration: the organiser adds players or bots (the server plays a bot's seat); a play key registers itself.",
    args: { eventId: t.arg.id({ required: true }), name: t.arg.string({ required: true }), bot: t.arg.boolean({ required: false }) },
    resolve: async (_r, a, ctx) => {
      const client = ctx.caller.client ?? requireScope(ctx, "play");
      await registerEntrant(ctx, client, String(a.eventId), a.name, a.bot ?? false);
      return loadEvent(ctx, String(a.eventId));
    },
  }),
);

builder.mutationField("pairNextRound", (t) =>
  t.field({
    type: EventRef, description: "Pairs the next round and creates its matches under the event's pack (the event's organiser only; every game of the round before needs a result).",
    args: {
      eventId: t.arg.id({ required: true }),
      scenarioId: t.arg.id({ required: false, description: "This round's scenario (a stored one), instead of the event's..." }),
      scenario: t.arg({ type: "JSON", required: false, description: "...or an inline one." }),
    },
    resolve: (_r, a, ctx) => pairNextRound(ctx, requireScope(ctx, "organise"), String(a.eventId), { scenarioId: a.scenarioId == null ? null : String(a.scenarioId), scenario: a.scenario }),
  }),
);

builder.mutationField("overrideEventResult", (t) =>
  t.field({
    type: EventRef, description: "Sets a game's result by hand in place of the engine's, with the reason (logged). The event's organiser only.",
    args: {
      eventId: t.arg.id({ required: true }), pairingId: t.arg.id({ required: true }), winner: t.arg.string({ required: true, description: "A, B or draw." }),
      vpA: t.arg.int({ required: true }), vpB: t.arg.int({ required: true }), reason: t.arg.string({ required: true }),
    },
    resolve: async (_r, a, ctx) => {
      const client = requireScope(ctx, "organise");
      await overrideResult(ctx, client, String(a.eventId), String(a.pairingId), { winner: a.winner as "A" | "B" | "draw", vpA: a.vpA, vpB: a.vpB }, a.reason);
      return loadEvent(ctx, String(a.eventId));
    },
  }),
);

builder.queryField("event", (t) =>
  t.field({ type: EventRef, args: { id: t.arg.id({ required: true }) }, description: "An event: entrants, pairings per round, standings (public).", resolve: (_r, a, ctx) => loadEvent(ctx, String(a.id)) }),
);
