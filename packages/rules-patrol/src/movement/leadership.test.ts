import { createFixedDice, createRngState, createSeededDice } from "@tactica/dice";
import { apply } from "@tactica/engine";
import type { MatchState, PlotTurn } from "@tactica/engine";
import { describe, expect, it } from "vitest";
import { patrolRuleset } from "../ruleset";
import { createTestMatch, playTurn, withoutPanic } from "../testing/game-test-helpers";
import { toLeaderInCharge } from "./leadership";
import type { PatrolGame } from "../state/state";

type S = MatchState<PatrolGame, PlotTurn>;
const seeded = (seed: string) => createSeededDice(createRngState(seed, "sfc32")).dice;
const submit = (s: S, seat: string, orders: Record<string, unknown[]>) => {
  const r = apply(patrolRuleset, s, { type: "turn/submit_plot", seat, payload: { plot: { orders } } }, createFixedDice([]));
  return r.ok ? "ok" : r.error.code;
};
// Tank Zam (CLOSED): prone men are seen only within 10 hexes (9.73).
const start = (deploy: Record<string, { hex: string; posture?: "prone" | "erect" }>, extra: Record<string, unknown> = {}) =>
  withoutPanic(createTestMatch({ ob: "27.21", situation: "assault", forces: { alpha: "3BR", bravo: "1BR" }, board: { cols: 8, rows: 15 }, deploy, entry: "home_edge", ...extra }));

describe("Patrol! optional Leader and Unit Integrity rules [28.4, 28.5]", () => {
  it("patrol 28.45: a fallen leader's successor leads only from the turn after he reaches the fallen leader's hex or one next to it", () => {
    let s = start({ a01: { hex: "0402" }, a02: { hex: "0406" }, a03: { hex: "0407" } }, { leaders: true });
    s = { ...s, game: { ...s.game, men: { ...s.game.men, a01: { ...s.game.men.a01!, status: "K" } } } };
    const one = playTurn(s, { alpha: { orders: {} }, bravo: { orders: {} } }, seeded("lead-1"));
    expect(one.events.find((e) => e.type === "patrol/leader_fallen")?.data).toEqual({ side: "alpha", man: "a01", rule: "28.45" });
    expect(one.state.game.leadership?.alpha).toEqual({ id: null, from: 0, fallen: "a01" });
    expect(toLeaderInCharge(one.state.game, "alpha", 2)).toBeUndefined();
    const two = playTurn(withoutPanic(one.state), { alpha: { orders: { a02: [{ code: "MV", path: ["0405", "0404", "0403"] }] } }, bravo: { orders: {} } }, seeded("lead-2"));
    expect(two.state.game.men.a02!.hex).toBe("0403");
    expect(two.events.find((e) => e.type === "patrol/leader_takes_over")?.data).toEqual({ side: "alpha", man: "a02", from: 3, rule: "28.45" });
    expect(toLeaderInCharge(two.state.game, "alpha", 2)).toBeUndefined();
    expect(toLeaderInCharge(two.state.game, "alpha", 3)?.id).toBe("a02");
  });

  it("patrol 28.44: a man more than two hexes from his prone leader stays prone", () => {
    const s = start({ a01: { hex: "0402", posture: "prone" }, a02: { hex: "0404", posture: "prone" }, a03: { hex: "0406", posture: "prone" } }, { leaders: true });
    expect(submit(s, "alpha", { a03: [{ code: "ER" }] })).toBe("plot/leader_prone");
    expect(submit(s, "alpha", { a02: [{ code: "ER" }] })).toBe("ok");
    expect(submit(start({ a01: { hex: "0402", posture: "prone" }, a03: { hex: "0406", posture: "prone" } }), "alpha", { a03: [{ code: "ER" }] })).toBe("ok");
  });

  it("patrol 28.5: with Unit Integrity, a man who sees no friendly man may not prepare a grenade or fire", () => {
    const lone = start({ a01: { hex: "0401" }, a02: { hex: "0815", posture: "prone" }, a03: { hex: "0115", posture: "prone" } }, { unitIntegrity: true });
    expect(submit(lone, "alpha", { a01: [{ code: "PG", type: "F" }] })).toBe("plot/unit_integrity");
    expect(submit(lone, "alpha", { a01: [{ code: "MV", path: ["0402"] }] })).toBe("ok");
    const together = start({ a01: { hex: "0401" }, a02: { hex: "0402" }, a03: { hex: "0115", posture: "prone" } }, { unitIntegrity: true });
    expect(submit(together, "alpha", { a01: [{ code: "PG", type: "F" }] })).toBe("ok");
    expect(submit(start({ a01: { hex: "0401" }, a02: { hex: "0815", posture: "prone" }, a03: { hex: "0115", posture: "prone" } }), "alpha", { a01: [{ code: "PG", type: "F" }] })).toBe("ok");
  });
});
