import { createFixedDice, createRngState, createSeededDice } from "@tactica/dice";
import { eventsFor, viewFor } from "@tactica/engine";
import type { LoggedEvent } from "@tactica/engine";
import { describe, expect, it } from "vitest";
import { patrolRuleset } from "../ruleset";
import { toCraterHexes } from "../terrain/craters";
import { createTestMatch, playTurn } from "../testing/game-test-helpers";
import { isSniperRevealed, sightSnipers } from "./snipers";
import type { PatrolGame } from "../state/state";

const seeded = (seed: string) => createSeededDice(createRngState(seed, "sfc32")).dice;
// Mt. Austen (27.53, CLOSED): American α, Japanese β; the Ambush section E is columns 05-08, rows 07-12 on 12 x 12.
const ambush = (deploy: Record<string, { hex: string }> = {}, extra: Record<string, unknown> = {}) =>
  createTestMatch({ ob: "27.53", situation: "ambush", entry: "home_edge", snipers: true, board: { cols: 12, rows: 12 }, deploy, ...extra });
const SNIPERS = /"b0[123]"/;
const typed = (events: readonly LoggedEvent[], type: string) => events.filter((e) => e.type === type).map((e) => e.data as Record<string, unknown>);
const cleared = (g: PatrolGame): PatrolGame => ({ ...g, map: { ...g.map, terrain: {}, slopes: [] } });

describe("Patrol! spider holes and snipers [28.7]", () => {
  it("patrol 28.7: in the Ambush, a Japanese β fields three hidden BR snipers, each prone in his own secret spider hole", () => {
    const s = ambush();
    const bravo = s.game.order.filter((id) => s.game.men[id]!.side === "bravo").map((id) => s.game.men[id]!);
    expect(bravo.map((m) => [m.counter, m.rifle, m.posture])).toEqual([["RF", "BR", "prone"], ["RF", "BR", "prone"], ["RF", "BR", "prone"]]);
    expect(s.game.snipers?.holes).toEqual(Object.fromEntries(bravo.map((m) => [m.id, m.hex])));
    expect(new Set(Object.values(s.game.snipers!.holes)).size).toBe(3);
    expect(s.game.engagement?.hidden).toEqual(["b01", "b02", "b03"]);
    // A hole is off the map until its sniper is revealed: no crater marker yet.
    expect(toCraterHexes(s.game)).toEqual([]);
    expect(() => ambush({}, { situation: "patrol" })).toThrow(/variant of the Ambush/);
    expect(() => createTestMatch({ ob: "27.11", situation: "ambush", snipers: true })).toThrow(/American α against a Japanese β/);
    expect(() => ambush({}, { alphaSide: 1 })).toThrow(/American α against a Japanese β/);
  });

  it("patrol 28.7 (fog): while hidden, nothing α or a spectator receives names a sniper or his hole", () => {
    const s = ambush();
    const holes = Object.values(s.game.snipers!.holes);
    const { state, events } = playTurn(s, { alpha: { orders: { a01: [{ code: "MV", path: ["0202"] }] } }, bravo: { orders: { b01: [{ code: "OF", hex: "0605" }] } } }, seeded("quiet"));
    expect(state.game.engagement?.hidden).toEqual(["b01", "b02", "b03"]);
    for (const v of ["alpha", "spectator"] as const) {
      const text = JSON.stringify([eventsFor(patrolRuleset, state, events, v), viewFor(patrolRuleset, state, v)]);
      expect(text).not.toMatch(SNIPERS);
      for (const h of holes) expect(text).not.toContain(`"${h}"`);
    }
    expect(JSON.stringify(viewFor(patrolRuleset, state, "bravo"))).toMatch(SNIPERS);
    expect(JSON.stringify(patrolRuleset.legalActions(state, "alpha"))).not.toMatch(SNIPERS);
  });

  it("patrol 28.7: an American adjacent reveals the sniper, publicly, and his hole becomes a crater", () => {
    const probe = ambush();
    const hole = probe.game.snipers!.holes.b02!;
    const next = `${hole.slice(0, 2)}${String(Number(hole.slice(2)) - 1).padStart(2, "0")}`;
    const s = ambush({ a01: { hex: next } });
    const { state, events } = playTurn(s, { alpha: { orders: {} }, bravo: { orders: {} } }, seeded("adjacent"));
    expect(typed(events, "patrol/revealed")).toContainEqual({ man: "b02", hex: hole, rule: "28.7" });
    expect(eventsFor(patrolRuleset, state, events, "alpha").some((e) => e.type === "patrol/revealed" && (e.data as { man: string }).man === "b02")).toBe(true);
    expect(state.game.engagement?.hidden).not.toContain("b02");
    expect(toCraterHexes(state.game)).toContain(hole);
  });

  it("patrol 28.7: within sight but not adjacent, a sniper stays hidden unless he moves or fires (unlike 26.66 a's five hexes)", () => {
    const g = ambush().game;
    const b = g.men.b01!;
    const three = `${b.hex!.slice(0, 2)}${String(Number(b.hex!.slice(2)) - 3).padStart(2, "0")}`;
    const near = { ...g, men: { ...g.men, a01: { ...g.men.a01!, hex: three } } };
    expect([isSniperRevealed(near, b, false, false), isSniperRevealed(near, b, true, false), isSniperRevealed(near, b, false, true)]).toEqual([false, true, true]);
    // Option patrol/sniper_sighting "after_firing": firing makes the sighting draw instead of revealing him.
    const afterFiring = { ...near, snipers: { ...near.snipers!, sighting: "after_firing" as const } };
    expect(isSniperRevealed(afterFiring, b, false, true)).toBe(false);
  });

  it("patrol 28.7: each American with a clear line of sight draws; a 1 in 10 reveals the sniper", () => {
    const g0 = cleared(ambush().game);
    const b = g0.men.b01!;
    const three = `${b.hex!.slice(0, 2)}${String(Number(b.hex!.slice(2)) - 3).padStart(2, "0")}`;
    const g: PatrolGame = { ...g0, men: { ...g0.men, a01: { ...g0.men.a01!, hex: three } } };
    // a01 may see the other snipers too: one draw per sighting American per sniper, b01 first.
    const miss = sightSnipers(g, createFixedDice([7, 7, 7]), []);
    expect(typed(miss.events as LoggedEvent[], "patrol/sniper_sighting")[0]).toEqual({ man: "b01", sighters: ["a01"], draws: [7], revealed: false, rule: "28.7" });
    expect(miss.game.engagement?.hidden).toContain("b01");
    const hit = sightSnipers(g, createFixedDice([1, 7, 7]), []);
    expect(hit.game.engagement?.hidden).not.toContain("b01");
    expect(typed(hit.events as LoggedEvent[], "patrol/revealed")).toEqual([{ man: "b01", hex: b.hex, rule: "28.7" }]);
    expect(toCraterHexes(hit.game)).toContain(b.hex);
    // "after_firing": no draw in a turn the sniper did not fire.
    expect(sightSnipers({ ...g, snipers: { ...g.snipers!, sighting: "after_firing" } }, createFixedDice([]), []).events).toEqual([]);
  });
});
