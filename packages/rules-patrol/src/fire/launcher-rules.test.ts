import { createFixedDice } from "@tactica/dice";
import { apply } from "@tactica/engine";
import type { MatchState, PlotTurn } from "@tactica/engine";
import { describe, expect, it } from "vitest";
import { patrolRuleset } from "../ruleset";
import { createTestMatch, playTurn, withoutPanic } from "../testing/game-test-helpers";
import type { Man, PatrolGame } from "../state/state";

type S = MatchState<PatrolGame, PlotTurn>;
const ones = (n = 40) => Array.from({ length: n }, () => 1);
const withMan = (s: S, id: string, patch: Partial<Man>): S => ({ ...s, game: { ...s.game, men: { ...s.game.men, [id]: { ...s.game.men[id]!, ...patch } } } });
const start = (alpha: string) => {
  const s = withoutPanic(createTestMatch({ ob: "27.21", situation: "patrol", forces: { alpha, bravo: "1BR" },
    deploy: { a01: { hex: "0502" }, a02: { hex: "0502" }, b01: { hex: "0112" } }, board: { cols: 10, rows: 12 } }));
  return { ...s, game: { ...s.game, contactRound: 0 } };
};
const submit = (s: S, orders: unknown) => {
  const r = apply(patrolRuleset, s, { type: "turn/submit_plot", seat: "alpha", payload: { plot: { orders } } }, createFixedDice([]));
  return r.ok ? "ok" : r.error.code;
};

describe("Patrol! launcher reloads and rifle-grenade preparation", () => {
  it("patrol 14.31: reloading the rocket launcher takes two full turns of RL", () => {
    const s = withMan(start("1RL 1BR"), "a01", { unloaded: true });
    const one = playTurn(s, { alpha: { orders: { a01: [{ code: "RL" }] } }, bravo: { orders: {} } }, createFixedDice(ones()));
    expect(one.state.game.men.a01).toMatchObject({ unloaded: true, reloadTurns: 1 });
    expect(one.events.find((e) => e.type === "patrol/reloading")?.data).toEqual({ man: "a01", turns: 1, of: 2, rule: "14.31" });
    const two = playTurn(one.state, { alpha: { orders: { a01: [{ code: "RL" }] } }, bravo: { orders: {} } }, createFixedDice(ones()));
    expect(two.state.game.men.a01!.unloaded).toBe(false);
    expect(two.state.game.men.a01!.reloadTurns).toBeUndefined();
  });

  it("patrol 14.31: a reload broken off for a turn starts again", () => {
    const s = withMan(start("1RL 1BR"), "a01", { unloaded: true, reloadTurns: 1 });
    const { state } = playTurn(s, { alpha: { orders: { a01: [{ code: "PP" }] } }, bravo: { orders: {} } }, createFixedDice(ones()));
    expect(state.game.men.a01).toMatchObject({ unloaded: true });
    expect(state.game.men.a01!.reloadTurns).toBeUndefined();
  });

  it("patrol 14.32: a helper in the same hex, firearm slung, cuts the reload to one turn; a helper elsewhere is refused", () => {
    const s = withMan(start("1RL 1BR"), "a01", { unloaded: true });
    expect(submit(withMan(s, "a02", { hex: "0503" }), { a01: [{ code: "RL", helper: "a02" }] })).toBe("plot/bad_helper");
    const { state } = playTurn(s, { alpha: { orders: { a01: [{ code: "RL", helper: "a02" }] } }, bravo: { orders: {} } }, createFixedDice(ones()));
    expect(state.game.men.a01!.unloaded).toBe(false);
    // A helper who fires that turn is no help.
    const busy = playTurn(s, { alpha: { orders: { a01: [{ code: "RL", helper: "a02" }], a02: [{ code: "OF", hex: "0508" }] } }, bravo: { orders: {} } }, createFixedDice(ones()));
    expect(busy.state.game.men.a01).toMatchObject({ unloaded: true, reloadTurns: 1 });
  });

  it("patrol 13.12: a rifle grenade begun must be prepared until armed; given no orders he keeps trying, given others he is refused", () => {
    const s = start("2BR");
    // G5: a roll of 4 fails (13.13).
    const one = playTurn(s, { alpha: { orders: { a01: [{ code: "PR" }] } }, bravo: { orders: {} } }, createFixedDice([4, ...ones()]));
    expect(one.state.game.men.a01!.preparingRifleGrenade).toBe(true);
    expect(one.state.game.men.a01!.rifleGrenade).toBeFalsy();
    expect(submit(one.state, { a01: [{ code: "MV", path: ["D"] }] })).toBe("plot/keep_trying");
    expect(submit(one.state, { a01: [{ code: "PR" }] })).toBe("ok");
    const two = playTurn(one.state, { alpha: { orders: {} }, bravo: { orders: {} } }, createFixedDice([2, ...ones()]));
    expect(two.events.find((e) => e.type === "patrol/rifle_grenade_prepared")?.data).toEqual({ man: "a01", roll: 2, armed: true });
    expect(two.state.game.men.a01).toMatchObject({ rifleGrenade: true, preparingRifleGrenade: false });
  });
});
