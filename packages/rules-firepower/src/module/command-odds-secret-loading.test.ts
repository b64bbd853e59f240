import { apply } from "@tactica/engine";
import type { MatchState } from "@tactica/engine";
import { createFixedDice } from "@tactica/dice";
import { firepowerRuleset } from "@tactica/rules-firepower";
import type { FirepowerScenario, FirepowerState } from "@tactica/rules-firepower";
import { describe, expect, it } from "vitest";
import { hex, ODDS_SCENARIO, odds, refusalOf, run, startImpulse } from "./command-odds.fixture";
import { seatState } from "./command-odds";


/** ODDS_SCENARIO with A2 a rifleman carrying two HRG rounds (one loaded on his rifle when `loaded`), in A's Impulse. */
function inImpulse(loaded: boolean): FirepowerState {
  const a = ODDS_SCENARIO.sides.A;
  const sc: FirepowerScenario = { ...ODDS_SCENARIO, sides: { ...ODDS_SCENARIO.sides, A: { ...a, soldiers: a.soldiers.map((s) => (s.id === "A2" ? { ...s, launcher: { weapon: "HRG" as const, rounds: { H: 2 }, ...(loaded ? { loaded: true } : {}) } } : s)) } } };
  return startImpulse(sc, hex(1, 3));
}

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
