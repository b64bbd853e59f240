import { viewFor, sideOf, sidesOf } from "@tactica/engine";
import type { Side } from "@tactica/engine";
import { requireScope } from "../auth/require-scope";
import { builder } from "../builder";
import { apiError } from "../errors";
import { eventPage } from "../matches/event-pages";
import { legalActionsOf } from "../matches/legal-actions";
import { buildMatchRecord } from "../matches/match-record";
import type { MatchEventSource, MatchSource } from "../matches/match-source";
import { loadMatch, requireSeat, rulesetOf, stateOf, viewerOf } from "../matches/stored-match";
import type { StoredMatch } from "../matches/stored-match";
import { verifyMatch } from "../matches/verify-match";
import type { VerifyReport } from "../matches/verify-match";
import { keyringOf } from "../signing/keyring";
import { signRecord } from "../signing/sign-record";

export const MatchStatusEnum = builder.enumType("MatchStatus", { values: ["open", "active", "ended", "aborted"] as const });

const MatchSeat = builder.objectRef<StoredMatch["seats"][number]>("MatchSeat").implement({
  description: "A seat at a match: its side, claimed or open (or played by the bot), and its public dice seed once committed.",
  fields: (t) => ({
    seat: t.exposeString("seat"),
    side: t.string({ description: "The side (team) the seat plays on; the seat's own name when the ruleset declares no sides.", resolve: (s) => s.side }),
    claimed: t.boolean({ resolve: (s) => s.tokenHash !== null }),
    bot: t.boolean({ description: "Played by the server's bot (left to it at creation, or handed to it when the player resigned).", resolve: (s) => s.bot }),
    resigned: t.boolean({ description: "The seat's player resigned (the match went on: the side had other players).", resolve: (s) => s.resignedAt !== null }),
    playerSeed: t.string({ nullable: true, description: "The seat's contribution to the dice (public; fixed once every seat is claimed).", resolve: (s) => s.playerSeed }),
  }),
});

const MatchSide = builder.objectRef<Side>("MatchSide").implement({
  description: "A side: a team of seats that wins or loses together and shares what any of its seats may see.",
  fields: (t) => ({ id: t.exposeString("id"), seats: t.stringList({ resolve: (s) => [...s.seats] }) }),
});

/** An option reading the match's rulings pack fixed, and the pack that fixed it. */
type FixedRuling = { optionId: string; value: string; citation: string; packId: string | null; packTitle: string | null; rulingsPackHash: string };

const FixedRulingRef = builder.objectRef<FixedRuling>("FixedRuling").implement({
  description: "An option players could otherwise settle in play (ruling/settle) whose reading the match's rulings pack sets: the organiser has ruled, so a settle of it is refused (ruling/fixed_by_pack).",
  fields: (t) => ({
    optionId: t.exposeString("optionId"),
    value: t.exposeString("value", { description: "The reading the pack fixed (as view.options shows it)." }),
    citation: t.exposeString("citation", { description: "Where the rulebook raises the question." }),
    packId: t.exposeString("packId", { nullable: true, description: "The id the rulings pack gives itself." }),
    packTitle: t.exposeString("packTitle", { nullable: true }),
    rulingsPackHash: t.exposeString("rulingsPackHash", { description: "The pack's content hash (Match.rulingsPackHash)." }),
  }),
});

/** The match's pack as createMatch stored it in the set-up (id and title), if readable. */
function packOf(setup: unknown): { id: string | null; title: string | null } {
  const rulings = setup !== null && typeof setup === "object" ? (setup as { rulings?: { id?: unknown; title?: unknown } }).rulings : undefined;
  return { id: typeof rulings?.id === "string" ? rulings.id : null, title: typeof rulings?.title === "string" ? rulings.title : null };
}

export const MatchRef = builder.objectRef<MatchSource>("Match").implement({
  description: "A stored match as one viewer (a seat, by its token, or a spectator) may see it.",
  fields: (t) => ({
    id: t.id({ resolve: (m) => m.row.id }),
    rulesetId: t.string({ resolve: (m) => m.row.rulesetId }),
    rulesetVersion: t.string({ resolve: (m) => m.row.rulesetVersion }),
    scenarioId: t.id({ nullable: true, resolve: (m) => m.row.scenarioId }),
    status: t.field({ type: MatchStatusEnum, resolve: (m) => m.row.status }),
    endReason: t.string({ nullable: true, description: '"over" (by the rules), "ended" (endMatch) or "resigned:<seat>" (the last player of that seat\'s side resigned).', resolve: (m) => m.row.endReason }),
    rulingsPackHash: t.string({ resolve: (m) => m.row.rulingsPackHash }),
    serverSeedHash: t.string({ description: "The dice commitment: SHA-256 of the secret server seed, published at creation.", resolve: (m) => m.row.serverSeedHash }),
    serverSeed: t.string({ nullable: true, description: "Revealed once the match has ended (null before).", resolve: (m) => (m.row.status === "ended" ? m.row.serverSeed : null) }),
    lastEventNumber: t.int({ resolve: (m) => m.row.lastSeq }),
    seats: t.field({ type: [MatchSeat], resolve: (m) => [...m.row.seats] }),
    sides: t.field({ type: [MatchSide], description: "The match's sides: the ruleset's, or one per seat named after it.", resolve: (m) => [...sidesOf(stateOf(m.row))] }),
    viewer: t.string({ description: 'The seat this view is for, or "spectator".', resolve: (m) => m.viewer }),
    viewerSide: t.string({ nullable: true, description: "The side of the seat this view is for (null for a spectator).", resolve: (m) => sideOf(stateOf(m.row), m.viewer) ?? null }),
    fixedRulings: t.field({
      type: [FixedRulingRef],
      description: "Readings the match's rulings pack fixed among the options players may settle in play (the engine's rulings.fixedByPack), in the ruleset's order, with the pack: why such an option is locked. Public, like the pack's hash.",
      resolve: (m, _a, ctx) => {
        const state = stateOf(m.row);
        const ids = state.rulings.fixedByPack ?? [];
        if (ids.length === 0) return [];
        const options = rulesetOf(ctx.rulesets, m.row).options;
        const pack = packOf(m.row.setup);
        return ids.map((id) => {
          const option = options.find((o) => o.id === id);
          return { optionId: id, value: state.options[id] ?? option?.default ?? "", citation: option?.citation ?? "", packId: pack.id, packTitle: pack.title, rulingsPackHash: m.row.rulingsPackHash };
        });
      },
    }),
    view: t.field({
      type: "JSON",
      description: "The engine's per-viewer view (viewFor): round, step, actors, turn and game as this viewer may see them.",
      resolve: (m, _a, ctx) => viewFor(rulesetOf(ctx.rulesets, m.row), stateOf(m.row), m.viewer),
    }),
  }),
});

export const MatchEventRef = builder.objectRef<MatchEventSource>("MatchEventEntry").implement({
  description: "One accepted command in the log, as the viewer may see it.",
  fields: (t) => ({
    eventNumber: t.exposeInt("eventNumber"),
    events: t.field({ type: ["JSON"], description: "Events of this step visible to the viewer, without state hashes.", resolve: (e) => [...e.events] }),
    command: t.field({ type: "JSON", nullable: true, description: "The command, for its own seat only (everyone once the match has ended).", resolve: (e) => e.command }),
    createdAt: t.string({ resolve: (e) => e.createdAt.toISOString() }),
  }),
});

export const PageInfo = builder.objectRef<{ hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null }>("PageInfo").implement({
  fields: (t) => ({
    hasNextPage: t.exposeBoolean("hasNextPage"),
    hasPreviousPage: t.exposeBoolean("hasPreviousPage"),
    startCursor: t.exposeString("startCursor", { nullable: true }),
    endCursor: t.exposeString("endCursor", { nullable: true }),
  }),
});

const MatchEventEdge = builder.objectRef<{ cursor: string; node: MatchEventSource }>("MatchEventEdge").implement({
  fields: (t) => ({ cursor: t.exposeString("cursor"), node: t.field({ type: MatchEventRef, resolve: (e) => e.node }) }),
});

const MatchEventConnection = builder.objectRef<Awaited<ReturnType<typeof eventPage>>>("MatchEventConnection").implement({
  description: "A Relay connection over a match's event log (forward: first, after).",
  fields: (t) => ({
    totalCount: t.exposeInt("totalCount"),
    edges: t.field({ type: [MatchEventEdge], resolve: (c) => c.edges }),
    pageInfo: t.field({ type: PageInfo, resolve: (c) => c.pageInfo }),
  }),
});

const Mismatch = builder.objectRef<NonNullable<VerifyReport["mismatch"]>>("VerifyMismatch").implement({
  fields: (t) => ({ step: t.exposeInt("step"), kind: t.exposeString("kind"), detail: t.exposeString("detail", { nullable: true }) }),
});

const VerifyReportRef = builder.objectRef<VerifyReport>("VerifyReport").implement({
  description: "A replay of the stored record: state hashes always, dice rolls once the server seed is revealed.",
  fields: (t) => ({
    ok: t.exposeBoolean("ok"),
    steps: t.exposeInt("steps"),
    replayOk: t.exposeBoolean("replayOk"),
    diceOk: t.exposeBoolean("diceOk", { nullable: true }),
    rollsChecked: t.exposeInt("rollsChecked"),
    mismatch: t.field({ type: Mismatch, nullable: true, resolve: (r) => r.mismatch }),
  }),
});


builder.queryField("match", (t) =>
  t.field({
    type: MatchRef,
    description: "A match as the caller's seat (X-Seat-Token) or a spectator sees it. Needs the read scope.",
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_r, { id }, ctx) => {
      requireScope(ctx, "read");
      const row = await loadMatch(ctx.db, String(id));
      return { row, viewer: viewerOf(row, ctx.caller) };
    },
  }),
);

builder.queryField("matchEvents", (t) =>
  t.field({
    type: MatchEventConnection,
    description: "The match's event log as the caller's seat (or a spectator) may see it, oldest first.",
    args: { matchId: t.arg.id({ required: true }), first: t.arg.int({ required: false }), after: t.arg.string({ required: false }) },
    resolve: async (_r, args, ctx) => {
      requireScope(ctx, "read");
      const row = await loadMatch(ctx.db, String(args.matchId));
      return eventPage(ctx.db, rulesetOf(ctx.rulesets, row), row, viewerOf(row, ctx.caller), args);
    },
  }),
);

builder.queryField("legalActions", (t) =>
  t.field({
    type: ["JSON"],
    description: "Commands the caller's seat may submit now (each would be accepted), as { type, payload } and, where the ruleset says more, "
      + "details (for a plot step: the man, its MP cost, his MA and the rule); submit type and payload only. Needs a seat token.",
    args: { matchId: t.arg.id({ required: true }) },
    resolve: async (_r, args, ctx) => {
      requireScope(ctx, "read");
      const row = await loadMatch(ctx.db, String(args.matchId));
      const seat = requireSeat(row, ctx.caller);
      return legalActionsOf(rulesetOf(ctx.rulesets, row), row, seat);
    },
  }),
);

builder.queryField("verifyMatch", (t) =>
  t.field({
    type: VerifyReportRef,
    description: "Replays the match from its record and checks every state hash (and every roll once it has ended).",
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_r, { id }, ctx) => {
      requireScope(ctx, "read");
      return verifyMatch(ctx, await loadMatch(ctx.db, String(id)));
    },
  }),
);

builder.queryField("exportMatch", (t) =>
  t.field({
    type: "JSON",
    description: "The full replayable record (engine MatchRecord, server seed included) with the server's Ed25519 `signature` { keyId, algorithm, signature } over its canonical JSON (docs/signed-records.md); only after the match ends.",
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_r, { id }, ctx) => {
      requireScope(ctx, "read");
      const row = await loadMatch(ctx.db, String(id));
      if (row.status !== "ended") throw apiError("match/not_over", "The record holds every seat's secrets; it is published when the match ends.");
      return signRecord(keyringOf(ctx), await buildMatchRecord(ctx, row, true));
    },
  }),
);

