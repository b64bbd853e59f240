import { createRngState, createSeededDice } from "@tactica/dice";
import type { DiceSource } from "@tactica/dice";
import { WWB_SHIPPED_SCENARIOS, wwbBotFromView } from "@tactica/rules-wwb";
import type { WwbGameView } from "@tactica/rules-wwb";
import { describe, expect, it } from "vitest";
import { LIVE, SUBMIT, subscribeWs } from "./matches-fixture";
import type { As, LiveSub } from "./matches-fixture";
import { createMatchFor, drain, joinSeat, outsideWatchers, useListeningApi, viewAs } from "./support/bot-match";

// Fog of war on We Were Brothers (issue 22), from every seat of a 3-v-3 match: on a new-moon night (WWB 6.0 Visual
// Range: 2 MHx) no enemy is in sight at the start. Teammates see what their side sees: the three seats of a side
// read the same game, every soldier of all three of its teams. The first move of the match and the other side's
// soldiers never reach the other side's seats, a spectator or another match's token through any read path (view,
// events, legal actions, refusals, subscriptions); the mover's teammates see it (positive control).
const scenario = { ...WWB_SHIPPED_SCENARIOS.find((s) => s.id === "wwb-crossroads-3v3")!.document, illumination: "new_moon", turns: 2 };
const SIDES = { allies: ["us-1", "us-2", "us-3"], axis: ["de-1", "de-2", "de-3"] } as const;
const SEATS = [...SIDES.allies, ...SIDES.axis];

const h = useListeningApi();

describe("fog of war (We Were Brothers, 3 v 3)", () => {
  it("WWB 6.0, 1.0: a side's soldiers and its first move at night reach only its own three seats; teammates share one view", { timeout: 60_000 }, async () => {
    const { api, url } = h;
    const matchId = (await createMatchFor(api, "wwb", scenario)).id;
    const token: Record<string, string> = {};
    const subs: Record<string, LiveSub> = {};
    for (const seat of SEATS) {
      token[seat] = await joinSeat(api, matchId, seat, seat);
      subs[seat] = await subscribeWs(url, LIVE, { m: matchId }, { key: api.readKey, seat: token[seat]! });
    }
    const other = await api.createDuel();
    Object.assign(subs, await outsideWatchers(h, matchId, other.red));
    const as = (seat: string): As => ({ key: api.playKey, seat: token[seat] });
    const viewOf = (who: As) => viewAs(api, matchId, who);

    // At the start every seat sees the twelve soldiers of its side and none of the enemy's (the count only).
    for (const [side, seats] of Object.entries(SIDES)) {
      const games = await Promise.all(seats.map(async (s) => (await viewOf(as(s))).game as WwbGameView));
      for (const g of games) {
        expect(g.soldiers.map((x) => x.side).every((x) => x === side)).toBe(true);
        expect(new Set(g.soldiers.map((x) => x.team)).size).toBe(3);
        expect(g.soldiers.length).toBe(12);
        expect(g.unseen[side === "allies" ? "axis" : "allies"]).toBe(12);
      }
      expect(new Set(games.map((g) => JSON.stringify(g))).size).toBe(1);
    }

    // The bots play from their views until the first move of the match.
    const dice: Record<string, DiceSource> = Object.fromEntries(SEATS.map((s) => [s, createSeededDice(createRngState(`fog-${s}`, "sfc32")).dice]));
    let moved: { seat: string; soldier: string; to: { q: number; r: number } } | undefined;
    for (let i = 0; i < 300 && !moved; i++) {
      let acted = false;
      for (const seat of SEATS) {
        const cmd = wwbBotFromView(await viewOf(as(seat)), dice[seat]!);
        if (!cmd) continue;
        const r = await api.gql(SUBMIT, { i: { matchId, type: cmd.type, payload: cmd.payload } }, as(seat));
        expect(r.body.data?.submitCommand, r.raw).toMatchObject({ __typename: "CommandAccepted" });
        acted = true;
        if (cmd.type === "move") {
          const p = cmd.payload as { soldier: string; path: { q: number; r: number }[] };
          moved = { seat, soldier: p.soldier, to: p.path[p.path.length - 1]! };
          break;
        }
      }
      if (!acted) break;
    }
    expect(moved).toBeDefined();
    const mover = moved!;
    const side = (SIDES.allies as readonly string[]).includes(mover.seat) ? "allies" : "axis";
    const mates = SIDES[side];
    const enemies = SIDES[side === "allies" ? "axis" : "allies"];

    // Positive control: every teammate of the mover sees him where he went, and all three read the same game.
    const mateGames = await Promise.all(mates.map(async (s) => (await viewOf(as(s))).game as WwbGameView));
    for (const g of mateGames) expect(g.soldiers.find((x) => x.id === mover.soldier)?.hex).toEqual(mover.to);
    expect(new Set(mateGames.map((g) => JSON.stringify(g))).size).toBe(1);
    const hiddenIds = mateGames[0]!.soldiers.map((x) => `"${x.id}"`);
    expect(hiddenIds.length).toBe(12);
    // The match's only move so far is the mover's; any event of his side names one of its soldiers.
    const leaks = (raw: string) => raw.includes("wwb/moved") || hiddenIds.some((id) => raw.includes(id));

    const viewers: Record<string, As> = { ...Object.fromEntries(enemies.map((s) => [s, as(s)])), spectator: { key: api.readKey }, wrongMatchToken: { key: api.playKey, seat: other.red } };
    for (const [who, viewer] of Object.entries(viewers)) {
      for (const r of [
        await api.gql("query($m: ID!) { match(id: $m) { viewer view } }", { m: matchId }, viewer),
        await api.gql("query($m: ID!) { matchEvents(matchId: $m) { edges { node { eventNumber events command } } } }", { m: matchId }, viewer),
        await api.gql("query($m: ID!) { legalActions(matchId: $m) }", { m: matchId }, viewer),
        // Refusals: firing at the hidden mover, moving him, an unknown command.
        await api.gql(SUBMIT, { i: { matchId, type: "fire", payload: { soldier: "an1", target: mover.soldier } } }, viewer),
        await api.gql(SUBMIT, { i: { matchId, type: "move", payload: { soldier: mover.soldier, mode: "stealth", path: [mover.to] } } }, viewer),
        await api.gql(SUBMIT, { i: { matchId, type: "no_such_command", payload: {} } }, viewer),
      ]) expect({ who, leaked: leaks(r.raw), body: r.raw.slice(0, 300) }).toMatchObject({ who, leaked: false });
    }
    // Command odds from an enemy seat: a hidden soldier is no target it can ask about.
    const odds = await api.gql("query($m: ID!, $c: CommandOddsInput!) { commandOdds(matchId: $m, command: $c) { parts { target } } }", { m: matchId, c: { type: "fire", payload: { soldier: side === "allies" ? "an1" : "a1", target: mover.soldier } } }, as(enemies[0]));
    expect(odds.body.errors?.[0]?.extensions?.code, odds.raw).toBeTruthy();
    expect(leaks(odds.raw)).toBe(false);

    await drain(api, matchId, subs);
    const text = (s: LiveSub) => JSON.stringify(s.messages);
    for (const s of mates) expect(text(subs[s]!), s).toContain("wwb/moved");
    for (const who of [...enemies, "spectator", "wrongMatch"]) expect({ who, leaked: leaks(text(subs[who]!)), errors: subs[who]!.errors }).toEqual({ who, leaked: false, errors: [] });
    for (const s of Object.values(subs)) s.close();
  });
});
