import { createFixedDice } from "@tactica/dice";
import { apply } from "@tactica/engine";
import type { MatchState, PlotTurn } from "@tactica/engine";
import { describe, expect, it } from "vitest";
import { patrolRuleset } from "../ruleset";
import { createTestMatch, playTurn, withoutPanic } from "../testing/game-test-helpers";
import type { PatrolGame } from "../state/state";

type S = MatchState<PatrolGame, PlotTurn>;
const clear = (s: S): S => ({ ...s, game: { ...s.game, map: { ...s.game.map, terrain: {}, slopes: [] } } });
// Ypres (OPEN), Leader rules: a01 leads; a02 and a03 stand in column behind him; β far off behind a slope line.
const start = (leaders = true) => withoutPanic(clear(createTestMatch({ ob: "27.11", situation: "patrol", leaders, forces: { alpha: "4BR", bravo: "1BR" }, board: { cols: 10, rows: 15 },
  deploy: { a01: { hex: "0505" }, a02: { hex: "0504" }, a03: { hex: "0503" }, a04: { hex: "0902" }, b01: { hex: "0115", posture: "prone" } } })));
const submit = (s: S, plot: unknown) => apply(patrolRuleset, s, { type: "turn/submit_plot", seat: "alpha", payload: { plot } }, createFixedDice([]));
const code = (r: ReturnType<typeof submit>) => (r.ok ? "ok" : r.error.code);
const dice = () => createFixedDice(Array.from({ length: 60 }, () => 6));

describe("Patrol! follow the leader (optional rule 28.47)", () => {
  it("patrol 28.47: the men in column behind the leader walk his trail, each one place further back", () => {
    const s = start();
    const { state, events } = playTurn(s, { alpha: { orders: { a01: [{ code: "MV", path: ["0506", "0507"] }] }, follow: ["a02", "a03"] }, bravo: { orders: {} } }, dice());
    expect(["a01", "a02", "a03"].map((id) => state.game.men[id]!.hex)).toEqual(["0507", "0506", "0505"]);
    expect(events.find((e) => e.type === "patrol/follow_the_leader")?.visibleTo).toEqual(["alpha"]);
  });

  it("patrol 28.47: his men do whatever the leader does, including going prone", () => {
    const { state } = playTurn(start(), { alpha: { orders: { a01: [{ code: "MV", path: ["0506"], prone: true }] }, follow: ["a02"] }, bravo: { orders: {} } }, dice());
    expect([state.game.men.a01!.posture, state.game.men.a02!.posture, state.game.men.a03!.posture]).toEqual(["prone", "prone", "erect"]);
    expect(state.game.men.a02!.hex).toBe("0505");
  });

  it("patrol 28.47: only in column behind the side's leader, and a follower plots nothing himself", () => {
    const s = start();
    expect(code(submit(s, { orders: {}, follow: ["a02", "a04"] }))).toBe("plot/not_in_column");
    expect(code(submit(s, { orders: { a02: [{ code: "ER" }] }, follow: ["a02"] }))).toBe("plot/follower_orders");
    expect(code(submit(s, { orders: {}, follow: ["b01"] }))).toBe("plot/bad_follower");
    expect(code(submit(start(false), { orders: {}, follow: ["a02"] }))).toBe("plot/no_leader");
  });
});
