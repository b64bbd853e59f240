import { apply, createMatch } from "@tactica/engine";
import type { MatchState } from "@tactica/engine";
import { createFixedDice } from "@tactica/dice";
import { boardOf, firepowerRuleset } from "@tactica/rules-firepower";
import type { FirepowerScenario, FirepowerState } from "@tactica/rules-firepower";
import { describe, expect, it } from "vitest";
import { ODDS_SCENARIO } from "./command-odds.fixture";
import { commandOdds, seatState } from "./command-odds";

const board = boardOf("firepower-sample-2-panel");
const hex = (q: number, r: number) => board.idOf({ q, r });
const run = (s: FirepowerState, type: string, seat: string, payload: Record<string, unknown> = {}, faces: number[] = []): FirepowerState => {
  const r = apply(firepowerRuleset, s, { type, seat, payload }, createFixedDice(faces));
  if (!r.ok) throw new Error(`${type}: ${r.error.code} ${r.error.message}`);
  return r.state as FirepowerState;
};

/** ODDS_SCENARIO with A2 a rifleman carrying two HRG rounds (one loaded on his rifle when `loaded`), in A's Impulse. */
function inImpulse(loaded: boolean): FirepowerState {
  const a = ODDS_SCENARIO.sides.A;
  const sc: FirepowerScenario = { ...ODDS_SCENARIO, sides: { ...ODDS_SCENARIO.sides, A: { ...a, soldiers: a.soldiers.map((s) => (s.id === "A2" ? { ...s, launcher: { weapon: "HRG" as const, rounds: { H: 2 }, ...(loaded ? { loaded: true } : {}) } } : s)) } } };
  const made = createMatch(firepowerRuleset, { scenario: sc });
  if (!made.ok) throw new Error(made.error.message);
  return run(run(made.state as FirepowerState, "turn/draw_chit", "A", {}, [1]), "turn/start_impulse", "A", { squad: "A", hex: hex(1, 3) });
}
const odds = (s: FirepowerState, seat: string, type: string, payload: Record<string, unknown>) => commandOdds(firepowerRuleset, s as MatchState<unknown, unknown>, seat, { type, payload });
const refusalOf = (s: FirepowerState, seat: string, type: string, payload: Record<string, unknown>) => {
  const r = apply(firepowerRuleset, s, { type, seat, payload }, createFixedDice([]));
  return r.ok ? "accepted" : r.error;
};

describe("commandOdds and secret loading (firepower 12.4.1.2, 11.1.12)", () => {
  it("firepower 12.4.1.2: an HRG fired as a rifle grenade is refused with the command's own code until loaded, and at two hexes; loaded, its odds are answered", () => {
    const block = { soldier: "A2", ammo: "H", hex: hex(4, 3), structure: "block" };
    const unloaded = inImpulse(false);
    expect(odds(unloaded, "A", "fire_ammo", block)).toEqual({ ok: false, error: refusalOf(unloaded, "A", "fire_ammo", block) });
    expect(refusalOf(unloaded, "A", "fire_ammo", block)).toMatchObject({ code: "hrg/not_loaded" });
    const loaded = inImpulse(true);
    const close = { soldier: "A2", ammo: "H", use: "general", hex: hex(3, 3) };
    expect(odds(loaded, "A", "fire_ammo", close)).toEqual({ ok: false, error: refusalOf(loaded, "A", "fire_ammo", close) });
    expect(refusalOf(loaded, "A", "fire_ammo", close)).toMatchObject({ code: "rgn/too_close" });
    const r = odds(loaded, "A", "fire_ammo", block);
    expect(r.ok).toBe(true);
    expect(apply(firepowerRuleset, loaded, { type: "fire_ammo", seat: "A", payload: block }, createFixedDice(Array.from({ length: 20 }, () => 10))).ok).toBe(true);
  });

  it("firepower 11.1.12 (fog): the state commandOdds reads for B holds nothing of A's secret loading; A's own holds it", () => {
    const s = inImpulse(false);
    const loaded = run(s, "load_rgn", "A", { soldier: "A2", item: "HRG" });
    const spent = { ...s, game: { ...s.game, soldiers: s.game.soldiers.map((x) => (x.id === "A2" ? { ...x, mf: loaded.game.soldiers.find((y) => y.id === "A2")?.mf ?? 0, afterFireMf: 0 } : x)) } };
    const seen = (st: FirepowerState, seat: string) => JSON.stringify(seatState(firepowerRuleset, st as MatchState<unknown, unknown>, seat).game);
    expect(seen(loaded, "B")).not.toMatch(/hrgLoaded/);
    expect(seen(loaded, "B")).toBe(seen(spent, "B"));
    expect(seen(loaded, "A")).toMatch(/"hrgLoaded":true/);
  });
});
