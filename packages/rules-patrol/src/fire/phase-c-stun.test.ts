import { createFixedDice } from "@tactica/dice";
import type { MatchState, PlotTurn } from "@tactica/engine";
import { describe, expect, it } from "vitest";
import type { PatrolGame } from "../state/state";
import { createTestMatch, playTurn, withoutPanic } from "../testing/game-test-helpers";

type S = MatchState<PatrolGame, PlotTurn>;

/** a01 fires an armed rifle grenade at 0508 (range 3: roll 1 = H); b01 next door in 0509 takes the frag's 10, rolls 6 (no effect) and is stunned. */
function afterBurst(options: Record<string, string>) {
  const s0 = withoutPanic(createTestMatch({ ob: "27.12", situation: "patrol", forces: { alpha: "1BR", bravo: "1BR" },
    deploy: { a01: { hex: "0505" }, b01: { hex: "0509" } }, board: { cols: 10, rows: 10 } }));
  const s: S = { ...s0, options: { ...s0.options, ...options }, game: { ...s0.game, men: { ...s0.game.men, a01: { ...s0.game.men.a01!, rifleGrenade: true } } } };
  const { state, events } = playTurn(s, { alpha: { orders: { a01: [{ code: "RG", hex: "0508" }] } }, bravo: { orders: {} } }, createFixedDice([1, 6, ...Array.from({ length: 20 }, () => 6)]));
  const blast = events.find((e) => e.type === "patrol/blast" && (e.data as { man: string }).man === "b01")?.data;
  return { b01: state.game.men.b01!, blast, recovered: events.some((e) => e.type === "patrol/stun_recovered") };
}

describe("Patrol! how long a phase-C stun lasts [6.22]", () => {
  it("patrol 6.22 (option patrol/phase_c_stun): by default a rifle grenade's stun outlasts this turn's phase E; this_turn_e removes it there", () => {
    const kept = afterBurst({});
    expect(kept.blast).toMatchObject({ distance: 1, as: 10, roll: 6, result: "-" });
    expect([kept.b01.status, kept.b01.stunnedRound !== null, kept.recovered]).toEqual(["fit", true, false]);
    const gone = afterBurst({ "patrol/phase_c_stun": "this_turn_e" });
    expect([gone.b01.status, gone.b01.stunnedRound, gone.recovered]).toEqual(["fit", null, true]);
  });
});
