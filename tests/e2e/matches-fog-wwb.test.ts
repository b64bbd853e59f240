import { createRngState, createSeededDice } from "@tactica/dice";
import type { DiceSource } from "@tactica/dice";
import type { InitiativeTurn } from "@tactica/engine";
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

    // WWB 5.0: once the first phase starts, the acting side's seats read its Leader's ZOC (his seat and which of its
    // teams stand within 3 MHx of him; his own team always does); the other side's seats, a spectator and another
    // match's token never read it: not in the view, not in legal actions, and asking to activate each acting team
    // gets one and the same refusal (a ZOC-dependent code would tell which teams stand near the Leader).
    const outsiders = (acting: "allies" | "axis"): Record<string, As> => ({ ...Object.fromEntries(SIDES[acting === "allies" ? "axis" : "allies"].map((s) => [s, as(s)])), spectator: { key: api.readKey }, wrongMatchToken: { key: api.playKey, seat: other.red } });
    const zocStays = async () => {
      const turn = (await viewOf(as(SEATS[0]!))).turn as InitiativeTurn;
      const acting = turn.acting as "allies" | "axis";
      for (const s of SIDES[acting]) expect(((await viewOf(as(s))).turn as InitiativeTurn).zoc?.leaderSeat, s).toMatch(acting === "allies" ? /^us-/ : /^de-/);
      const actingTeams = turn.teams.filter((t) => t.side === acting).map((t) => t.id);
      for (const [who, viewer] of Object.entries(outsiders(acting))) {
        const view = await api.gql("query($m: ID!) { match(id: $m) { view } }", { m: matchId }, viewer);
        const legal = await api.gql("query($m: ID!) { legalActions(matchId: $m) }", { m: matchId }, viewer);
        for (const r of [view, legal]) expect({ who, zoc: r.raw.includes('"zoc":{') }).toEqual({ who, zoc: false });
        const refusals = await Promise.all(actingTeams.map(async (team) => (await api.gql(SUBMIT, { i: { matchId, type: "turn/activate_team", payload: { team } } }, viewer)).raw));
        expect({ who, kinds: new Set(refusals).size, zoc: refusals.some((r) => /zoc_teams_last|leader_decides/.test(r)) }).toEqual({ who, kinds: 1, zoc: false });
      }
    };

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
        if (cmd.type === "turn/roll_initiative" && i === 0) await zocStays();
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
    // ... and the mover's side is acting: its Leader's ZOC reaches its seats only (WWB 5.0).
    const leaks = (raw: string) => raw.includes("wwb/moved") || raw.includes('"zoc":{') || hiddenIds.some((id) => raw.includes(id));
    for (const s of mates) expect(((await viewOf(as(s))).turn as InitiativeTurn).zoc, s).not.toBeNull();

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
