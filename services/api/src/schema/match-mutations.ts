import { requireScope } from "../auth/require-scope";
import { builder } from "../builder";
import { apiError } from "../errors";
import { checkEventSeat } from "../organiser/event-seats";
import { loadPublishedPack } from "../organiser/packs";
import type { Context } from "../context";
import { createAfterAccept } from "../matches/after-accept";
import { createStoredMatch } from "../matches/create-stored-match";
import { endMatch, resign } from "../matches/end-match";
import { commitSeed, joinMatch } from "../matches/join-match";
import type { StoredMatch } from "../matches/stored-match";
import { findRulesetIn, loadMatch, viewerOf } from "../matches/stored-match";
import { queueBotTurns } from "../matches/queue-bot-turns";
import { submitCommand } from "../matches/submit-command";
import type { SubmitOutcome } from "../matches/submit-command";
import { MatchRef } from "./matches";

const asSource = (row: StoredMatch, ctx: Context) => ({ row, viewer: viewerOf(row, ctx.caller) });
const notify = (ctx: Context) => createAfterAccept({ ...ctx, log: ctx.log });
/** A change that makes no command (created active, the activating join, a resignation): the bot seats that may act now play. */
const playBots = (ctx: Context, row: StoredMatch) => queueBotTurns({ queue: ctx.queue, rulesets: findRulesetIn(ctx.rulesets), warn: (obj, msg) => ctx.log.warn(obj, msg) }, row, row.lastSeq);

const PublishedPackInput = builder.inputType("PublishedPackInput", {
  fields: (t) => ({ id: t.string({ required: true }), version: t.int({ required: true }) }),
});

const CreateMatchInput = builder.inputType("CreateMatchInput", {
  fields: (t) => ({
    rulesetId: t.string({ required: true }),
    scenarioId: t.id({ required: false, description: "A stored scenario of that ruleset (a deleted one is refused until restoreScenario takes it back)..." }),
    scenario: t.field({ type: "JSON", required: false, description: "...or an inline scenario document." }),
    rulingsPack: t.field({ type: "JSON", required: false, description: "An organiser's rulings pack. Omitted: a stored scenario's own pack (ScenarioRecord.rulingsPack), else the default pack (every option at its default); given, it wins over the scenario's." }),
    publishedPack: t.field({ type: PublishedPackInput, required: false, description: "A published rulings pack by id and version (instead of rulingsPack); the match records its id, version and hash (Match.publishedPack)." }),
    bots: t.stringList({ required: false, description: "Seats the server's bot plays (the ruleset must have one): they are never claimed, the match starts once the other seats are, and the server plays each whenever it is named in the view's actors (no client call needed)." }),
  }),
});

builder.mutationField("createMatch", (t) =>
  t.field({
    type: MatchRef,
    description: "Creates a match with open seats; `serverSeedHash` is the dice commitment. Needs the play scope.",
    args: { input: t.arg({ type: CreateMatchInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      const client = requireScope(ctx, "play");
      if (input.publishedPack && input.rulingsPack != null) throw apiError("request/invalid", "Give rulingsPack or publishedPack, not both.");
      const rulingsPack = input.publishedPack ? (await loadPublishedPack(ctx.db, input.publishedPack.id, input.publishedPack.version)).document : input.rulingsPack;
      const row = await createStoredMatch(ctx, client, { rulesetId: input.rulesetId, scenarioId: input.scenarioId == null ? null : String(input.scenarioId), scenario: input.scenario, rulingsPack, bots: input.bots ?? null });
      await playBots(ctx, row);
      return { row, viewer: "spectator" };
    },
  }),
);

const JoinMatchPayload = builder.objectRef<{ row: StoredMatch; seat: string; seatToken: string }>("JoinMatchPayload").implement({
  fields: (t) => ({
    match: t.field({ type: MatchRef, resolve: (p) => ({ row: p.row, viewer: p.seat }) }),
    seat: t.exposeString("seat"),
    seatToken: t.exposeString("seatToken", { description: "Send as X-Seat-Token to act and see as this seat. Shown once; only its hash is stored." }),
  }),
});

builder.mutationField("joinMatch", (t) =>
  t.field({
    type: JoinMatchPayload,
    description: "Claims an open seat and returns its seat token. In a match an event paired, a human entrant's seat is joined only by the key that registered the entrant. Needs the play scope.",
    args: { matchId: t.arg.id({ required: true }), seat: t.arg.string({ required: true }), playerSeed: t.arg.string({ required: false }) },
    resolve: async (_r, args, ctx) => {
      const client = requireScope(ctx, "play");
      // A human entrant's seat in an event's match is joined only by that entrant's key.
      await checkEventSeat(ctx.db, await loadMatch(ctx.db, String(args.matchId)), args.seat, client.id);
      const { match, seatToken } = await joinMatch(ctx.db, { matchId: String(args.matchId), seat: args.seat, playerSeed: args.playerSeed ?? null, clientId: client.id });
      // The claim that starts the match is a change of status every seat's stream waits for (yourTurn on an open match).
      if (match.status !== "open") await ctx.live.publishMatch({ matchId: match.id, seq: match.lastSeq, kind: "status" });
      await playBots(ctx, match);
      return { row: match, seat: args.seat, seatToken };
    },
  }),
);

builder.mutationField("commitSeed", (t) =>
  t.field({
    type: MatchRef,
    description: "Sets the caller's seat's player seed for the verifiable dice (while seats are still open).",
    args: { matchId: t.arg.id({ required: true }), seed: t.arg.string({ required: true }) },
    resolve: async (_r, args, ctx) => {
      requireScope(ctx, "play");
      return asSource(await commitSeed(ctx.db, ctx.caller, { matchId: String(args.matchId), seed: args.seed }), ctx);
    },
  }),
);

const CommandAccepted = builder.objectRef<Extract<SubmitOutcome, { kind: "accepted" }>>("CommandAccepted").implement({
  fields: (t) => ({
    eventNumber: t.exposeInt("seq"),
    events: t.field({ type: ["JSON"], description: "The events of this step the caller's seat may see.", resolve: (o) => [...o.events] }),
    status: t.exposeString("status"),
  }),
});

const CommandRejected = builder.objectRef<Extract<SubmitOutcome, { kind: "rejected" }>>("CommandRejected").implement({
  description: "The rules refused the command; nothing changed and no dice were rolled.",
  fields: (t) => ({ code: t.exposeString("code"), message: t.exposeString("message"), rule: t.exposeString("rule", { description: 'Rule section cited ("" for the framework\'s own checks).' }) }),
});

const SubmitCommandResult = builder.unionType("SubmitCommandResult", {
  types: [CommandAccepted, CommandRejected],
  resolveType: (o) => (o.kind === "accepted" ? CommandAccepted : CommandRejected),
});

const SubmitCommandInput = builder.inputType("SubmitCommandInput", {
  fields: (t) => ({
    matchId: t.id({ required: true }),
    type: t.string({ required: true, description: 'A ruleset command or a turn-model command ("turn/...").' }),
    payload: t.field({ type: "JSON", required: false, description: "The command's payload; its JSON Schema is `rulesets { commands { type payloadSchema } }` (a wrong shape: CommandRejected command/invalid_payload naming each path and the shape expected)." }),
    idempotencyKey: t.string({ required: false, description: "Same key + same request = the first answer; same key + other request = idempotency/key_reused." }),
    expectedEventNumber: t.int({ required: false, description: "Refuse (match/stale_event_number) unless the match is at this event number." }),
  }),
});

builder.mutationField("submitCommand", (t) =>
  t.field({
    type: SubmitCommandResult,
    description: "Applies a command as the caller's seat (X-Seat-Token). Needs the play scope.",
    args: { input: t.arg({ type: SubmitCommandInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      const client = requireScope(ctx, "play");
      return submitCommand({ db: ctx.db, rulesets: ctx.rulesets, lock: ctx.matchLock, afterAccept: notify(ctx) }, client, ctx.caller, {
        matchId: String(input.matchId), type: input.type, payload: input.payload, idempotencyKey: input.idempotencyKey ?? null, expectedEventNumber: input.expectedEventNumber ?? null,
      });
    },
  }),
);

builder.mutationField("endMatch", (t) =>
  t.field({
    type: MatchRef,
    description: "Ends a match (its creator, or an organise key) and reveals the server seed.",
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_r, { id }, ctx) => {
      const client = requireScope(ctx, "play");
      const row = await ctx.matchLock(String(id), () => endMatch(ctx.db, client, String(id)));
      await ctx.live.publishMatch({ matchId: row.id, seq: row.lastSeq, kind: "status" });
      return asSource(row, ctx);
    },
  }),
);

builder.mutationField("resign", (t) =>
  t.field({
    type: MatchRef,
    description: "The caller's seat resigns. If it was its side's last player the side loses: the match ends and the server seed is revealed. Otherwise the match plays on, the seat's token acts no more and the seat goes to the ruleset's bot (if it has one).",
    args: { matchId: t.arg.id({ required: true }) },
    resolve: async (_r, args, ctx) => {
      requireScope(ctx, "play");
      const row = await ctx.matchLock(String(args.matchId), () => resign(ctx.db, ctx.rulesets, ctx.caller, String(args.matchId)));
      await ctx.live.publishMatch({ matchId: row.id, seq: row.lastSeq, kind: "status" });
      await playBots(ctx, row);
      return asSource(row, ctx);
    },
  }),
);
