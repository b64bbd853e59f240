// Issue 29: the movement allowance a plot may spend [7.4, 7.32, 19.11], in play through submit_plot. Ypres (OPEN)
// with the map's terrain cleared, so each hex costs 1 MP; Contact made already, no panic.
import { createFixedDice } from "@tactica/dice";
import { apply } from "@tactica/engine";
import type { MatchState, PlotTurn } from "@tactica/engine";
import { describe, expect, it } from "vitest";
import { patrolRuleset } from "../ruleset";
import type { PatrolGame } from "../state/index";
import { createTestMatch, withoutPanic } from "../testing/game-test-helpers";

type S = MatchState<PatrolGame, PlotTurn>;
const start = (patch: Record<string, unknown> = {}): S => {
  const s = withoutPanic(createTestMatch({
    ob: "27.11", situation: "patrol", forces: { alpha: "1BR", bravo: "1BR" }, board: { cols: 10, rows: 30 },
    deploy: { a01: { hex: "0302" }, b01: { hex: "0130", posture: "prone" } },
  }));
  const men = { ...s.game.men, a01: { ...s.game.men.a01!, ...patch } };
  return { ...s, game: { ...s.game, men, contactRound: 0, map: { ...s.game.map, terrain: {}, slopes: [] } } } as S;
};
const south = (n: number) => Array.from({ length: n }, () => "D");
const plot = (s: S, hexes: number) => {
  const r = apply(patrolRuleset, s, { type: "turn/submit_plot", seat: "alpha", payload: { plot: { orders: { a01: [{ code: "MV", path: south(hexes) }] } } } }, createFixedDice([]));
  return r.ok ? "ok" : r.error.code;
};

describe("Patrol! movement allowance in the plot (issue 29)", () => {
  it("patrol 7.4, 7.32: a fit man plots at most his 10 MP: ten clear hexes are accepted, eleven refused", () => {
    expect([plot(start(), 10), plot(start(), 11)]).toEqual(["ok", "plot/over_movement_allowance"]);
  });

  it("patrol 19.11: a wounded man has 5 MP, a stunned one half his MA, a wounded and stunned one 2 (2½ rounded down)", () => {
    expect([plot(start({ status: "W" }), 5), plot(start({ status: "W" }), 6)]).toEqual(["ok", "plot/over_movement_allowance"]);
    expect([plot(start({ stunnedRound: 0 }), 5), plot(start({ stunnedRound: 0 }), 6)]).toEqual(["ok", "plot/over_movement_allowance"]);
    expect([plot(start({ status: "W", stunnedRound: 0 }), 2), plot(start({ status: "W", stunnedRound: 0 }), 3)]).toEqual(["ok", "plot/over_movement_allowance"]);
  });
});
