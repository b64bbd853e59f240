import { createRngState, createSeededDice } from "@tactica/dice";
import { apply, eventsFor, viewFor } from "@tactica/engine";
import type { LoggedEvent } from "@tactica/engine";
import { describe, expect, it } from "vitest";
import { patrolRuleset } from "../ruleset";
import { createTestMatch, playTurn, withoutPanic } from "../testing/game-test-helpers";
import { rangeBetween, stepHex } from "../state/hex-id";
import { isInZone } from "../situations/engagement";
import { spotPillboxes } from "./pillbox";
import { terrainAt } from "../state/patrol-map";
import { toVictoryPoints } from "../turn/stage-record";

const seeded = (seed: string) => createSeededDice(createRngState(seed, "sfc32")).dice;
// Ypres (OPEN), 3 riflemen a side on 12 x 12: β's section (Recon D) is columns 05-08, rows 07-12.
const recon = (deploy: Record<string, { hex: string }> = {}, garrison: string[] = []) =>
  createTestMatch({ ob: "27.11", situation: "recon", entry: "home_edge", forces: { alpha: "3BR", bravo: "3BR" }, board: { cols: 12, rows: 12 }, deploy,
    ...(garrison.length ? { pillboxes: [{ hex: "0610", garrison }] } : {}) });
const typed = (events: readonly LoggedEvent[], type: string) => events.filter((e) => e.type === type).map((e) => e.data as Record<string, unknown>);
const SECRET = /pb1|pillboxes|"patrol\/pillbox_(revealed|spotted|hit|smoke)|"pillbox"/;

describe("Patrol! the Recon's hidden pillbox [26.62, 26.64, 26.66 a]", () => {
  it("patrol 26.62: β gets one pillbox, in its own section and in clear terrain, hidden from α and spectators", () => {
    const s = recon();
    const [p] = s.game.pillboxes!;
    expect(s.game.pillboxes).toHaveLength(1);
    expect(p).toMatchObject({ id: "pb1", side: "bravo", hidden: true, spotters: [] });
    expect(isInZone(s.game.engagement!.zone, p!.hex)).toBe(true);
    expect(terrainAt(s.game.map, p!.hex)).toBe("clear");
    for (const v of ["alpha", "spectator"] as const) expect(JSON.stringify(viewFor(patrolRuleset, s, v))).not.toMatch(SECRET);
    expect(JSON.stringify(viewFor(patrolRuleset, s, "bravo"))).toContain("pb1");
  });

  it("patrol 26.66 a (fog): a turn in which the pillbox stays hidden sends α and spectators nothing about it, and α's plot check cannot aim at its garrison", () => {
    const s = recon({}, ["b01"]);
    const hex = s.game.pillboxes![0]!.hex;
    // α cannot aim at the hidden garrison: refused exactly like a man who does not exist (26.4).
    const aim = (target: string) => apply(patrolRuleset, s, { type: "turn/submit_plot", seat: "alpha", payload: { plot: { orders: { a01: [{ code: "DF", target }] } } } }, seeded("x"));
    const [hiddenMan, nobody] = [aim("b01"), aim("b99")];
    expect(!hiddenMan.ok && !nobody.ok && [hiddenMan.error.code, hiddenMan.error.message.replace("b01", "b99")]).toEqual([!nobody.ok && nobody.error.code, !nobody.ok && nobody.error.message]);
    const { state, events } = playTurn(s, { alpha: { orders: { a01: [{ code: "MV", path: ["0202"] }] } }, bravo: { orders: { b01: [{ code: "OF", hex: stepHex(stepHex("0610", "B")!, "B")!, aperture: "NE" }] } } }, seeded("quiet"));
    expect(state.game.pillboxes![0]!.hidden).toBe(true);
    for (const v of ["alpha", "spectator"] as const) {
      const text = JSON.stringify([eventsFor(patrolRuleset, state, events, v), viewFor(patrolRuleset, state, v)]);
      expect(text).not.toMatch(SECRET);
      expect(text).not.toMatch(/"b01"/);
    }
    expect(JSON.stringify(viewFor(patrolRuleset, state, "bravo"))).toContain(hex);
    // Nor do the legal actions offered to α.
    expect(JSON.stringify(patrolRuleset.legalActions(state, "alpha"))).not.toMatch(SECRET);
  });

  it("patrol 26.66 a, 9.62: once revealed, the pillbox's printed hexside slopes are removed from the map (not before)", () => {
    const g0 = recon().game;
    const hex = g0.pillboxes![0]!.hex, south = stepHex(hex, "D")!;
    const g = { ...g0, map: { ...g0.map, slopes: [...g0.map.slopes, [hex, south] as const] } };
    const sees = () => true;
    const hidden = spotPillboxes(g, new Set(), sees);
    expect(hidden.events).toEqual([]);
    expect(hidden.game.map.slopes).toContainEqual([hex, south]);
    const shown = spotPillboxes(g, new Set(["b01"]), sees, { ...g, pillboxes: g.pillboxes!.map((p) => ({ ...p, inside: ["b01"] })) });
    expect(shown.events[0]?.type).toBe("patrol/pillbox_revealed");
    expect(shown.game.map.slopes).not.toContainEqual([hex, south]);
  });

  it("patrol 26.66 a: a garrison man who walks out of the hidden pillbox places it on the map", () => {
    const s = withoutPanic(recon({}, ["b01"]));
    const hex = s.game.pillboxes![0]!.hex;
    const afterContact = { ...s, game: { ...s.game, contactRound: 0, engagement: { ...s.game.engagement!, round: 2 } } };
    const out = playTurn(afterContact, { alpha: { orders: {} }, bravo: { orders: { b01: [{ code: "MV", path: [stepHex(hex, "D")!] }] } } }, seeded("walk-out"));
    expect(typed(out.events, "patrol/pillbox_revealed")).toEqual([expect.objectContaining({ pillbox: "pb1", hex, spotters: [] })]);
    expect(out.state.game.pillboxes![0]!.inside).toEqual([]);
  });

  it("patrol 26.66 a, 26.64: an α man within 5 hexes with a clear line of sight reveals it and spots it; exiting fit, α scores 25", () => {
    const s = recon({ a01: { hex: "0604" } });
    const hex = s.game.pillboxes![0]!.hex;
    expect(rangeBetween("0604", hex)).toBeLessThanOrEqual(5);
    const { state, events } = playTurn(s, { alpha: { orders: {} }, bravo: { orders: {} } }, seeded("spot"));
    expect(typed(events, "patrol/pillbox_revealed")).toEqual([expect.objectContaining({ pillbox: "pb1", hex, spotters: expect.arrayContaining(["a01"]), rule: "26.66 a" })]);
    expect(eventsFor(patrolRuleset, state, events, "alpha").some((e) => e.type === "patrol/pillbox_revealed")).toBe(true);
    expect(state.game.pillboxes![0]).toMatchObject({ hidden: false, spotters: expect.arrayContaining(["a01"]) });
    expect((viewFor(patrolRuleset, state, "alpha").game as { pillboxes: unknown[] }).pillboxes).toHaveLength(1);
    const home = (g: typeof state.game) => ({ ...g, men: { ...g.men, a01: { ...g.men.a01!, hex: null, exited: true } } });
    const spotted = toVictoryPoints(home(state.game), "alpha");
    const unspotted = toVictoryPoints(home({ ...state.game, pillboxes: state.game.pillboxes!.map((p) => ({ ...p, spotters: [] })) }), "alpha");
    expect(spotted - unspotted).toBe(25);
    // A wounded spotter still counts; a killed one does not (26.64: "exits the map in a wounded or fit status").
    const hurt = (status: "W" | "K") => toVictoryPoints({ ...home(state.game), men: { ...home(state.game).men, a01: { ...home(state.game).men.a01!, status } } }, "alpha");
    expect(hurt("W") - unspotted).toBe(25);
    expect(hurt("K")).toBeLessThan(spotted);
  });
});
