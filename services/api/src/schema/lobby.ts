// Issue 18 "No lobby": finding matches to join or resume, as a Relay connection over public facts only.
import { requireScope } from "../auth/require-scope";
import { builder } from "../builder";
import { LOBBY_MAX_FIRST, lobbyPage } from "../matches/lobby-page";
import type { LobbyEntry } from "../matches/lobby-page";
import { MatchStatusEnum, PageInfo } from "./matches";

const LobbySeat = builder.objectRef<LobbyEntry["seats"][number]>("LobbySeat").implement({
  description: "A seat as the lobby shows it: its side, and whether a player claimed it or the server's bot plays it.",
  fields: (t) => ({
    seat: t.exposeString("seat"),
    side: t.exposeString("side", { description: "The side (team) the seat plays on; the seat's own name when the ruleset declares no sides." }),
    claimed: t.exposeBoolean("claimed"),
    bot: t.exposeBoolean("bot", { description: "Played by the server's bot: never claimed." }),
  }),
});

const LobbyMatch = builder.objectRef<LobbyEntry>("LobbyMatch").implement({
  description: "A match as the lobby lists it: public facts only. Read its view with match(id:), as a seat or a spectator.",
  fields: (t) => ({
    id: t.id({ resolve: (m) => m.id }),
    rulesetId: t.exposeString("rulesetId"),
    rulesetVersion: t.exposeString("rulesetVersion"),
    scenarioId: t.id({ nullable: true, resolve: (m) => m.scenarioId }),
    scenarioTitle: t.string({ nullable: true, description: "The stored scenario's title (null for a match made from an inline scenario).", resolve: (m) => m.scenarioTitle }),
    status: t.field({ type: MatchStatusEnum, resolve: (m) => m.status }),
    seats: t.field({ type: [LobbySeat], resolve: (m) => [...m.seats] }),
    createdAt: t.string({ description: "ISO 8601, milliseconds.", resolve: (m) => m.createdAt.toISOString() }),
  }),
});

type Page = Awaited<ReturnType<typeof lobbyPage>>;

const LobbyMatchEdge = builder.objectRef<Page["edges"][number]>("LobbyMatchEdge").implement({
  fields: (t) => ({ cursor: t.exposeString("cursor"), node: t.field({ type: LobbyMatch, resolve: (e) => e.node }) }),
});

const LobbyMatchConnection = builder.objectRef<Page>("LobbyMatchConnection").implement({
  description: "A Relay connection over the lobby, newest match first (createdAt, then id): forward with first and after.",
  fields: (t) => ({
    edges: t.field({ type: [LobbyMatchEdge], resolve: (c) => c.edges }),
    pageInfo: t.field({ type: PageInfo, resolve: (c) => c.pageInfo }),
  }),
});

const MatchFilter = builder.inputType("MatchFilter", {
  description: "Which matches the lobby lists; the conditions given all hold. A false or omitted flag restricts nothing.",
  fields: (t) => ({
    status: t.field({ type: MatchStatusEnum, required: false }),
    rulesetId: t.string({ required: false, description: "One of Query.rulesets' ids." }),
    openSeats: t.boolean({ required: false, description: "Only matches still waiting for players: open, with a seat neither claimed nor left to the bot." }),
    mine: t.boolean({ required: false, description: "Only matches the caller's API client created or claimed a seat of." }),
  }),
});

builder.queryField("matches", (t) =>
  t.field({
    type: LobbyMatchConnection,
    description: `The lobby: matches newest first, filtered, ${LOBBY_MAX_FIRST} at most a page (first, default 20; after: a cursor it returned). `
      + "Public facts only, never a match's state or tokens. Needs the read scope.",
    args: { filter: t.arg({ type: MatchFilter, required: false }), first: t.arg.int({ required: false }), after: t.arg.string({ required: false }) },
    resolve: async (_r, args, ctx) => {
      const client = requireScope(ctx, "read");
      return lobbyPage(ctx.db, client.id, args);
    },
  }),
);
