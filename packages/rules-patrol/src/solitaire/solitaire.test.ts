import { createFixedDice, createRngState, createSeededDice } from "@tactica/dice";
import { apply, askBot, createMatch } from "@tactica/engine";
import type { MatchState, PlotTurn } from "@tactica/engine";
import { describe, expect, it } from "vitest";
import { DEFAULT_TABLES } from "../combat/patrol-tables";
import { patrolRuleset } from "../ruleset";
import { resolveSolitaireMg, toSolitaireGame } from "./solitaire";
import type { PatrolGame } from "../state/state";

describe("Patrol! solitaire 'All Quiet on the Western Front' [28.6]", () => {
  it("patrol 28.62: 16 riflemen on the start line, panic 20%, 15 turns", () => {
    const made = createMatch(patrolRuleset, { scenario: { ob: "28.6", situation: "patrol" } });
    if (!made.ok) throw new Error(made.error.message);
    const s = made.state as MatchState<PatrolGame, PlotTurn>;
    expect(Object.keys(s.game.men)).toHaveLength(16);
    expect(s.game.men.a16?.hex).toBe("4229");
    expect(s.turn.turns).toBe(15);
    expect(s.turn.step).toBe("plot");
  });

  it("patrol 28.64 (B12): rolls 1 then 1 sweep hexrows ending in 1 at AS 20; men in column 41 are attacked", () => {
    const game = toSolitaireGame();
    // 1, 1 -> digit 1; column 41: man at 4130 (range 0 from the bottom edge hex). Attack 20 vs DS 1 (erect clear): roll 1 = K, chit draw.
    const out = resolveSolitaireMg(game, createFixedDice([1, 1, 1, 1]), DEFAULT_TABLES, 1);
    expect(out.events[0]).toEqual({ type: "patrol/solitaire_mg", data: { first: 1, digits: [1] } });
    expect(out.game.men.a08).toMatchObject({ hex: "4130", status: "K" });
    const none = resolveSolitaireMg(game, createFixedDice([5]), DEFAULT_TABLES, 1);
    expect(none.events).toEqual([{ type: "patrol/solitaire_mg", data: { first: 5, digits: [] } }]);
  });

  it("patrol 28.6: the player's bot plays the 15 turns against the random fire to a count of men exited", { timeout: 60_000 }, () => {
    const made = createMatch(patrolRuleset, { scenario: { ob: "28.6", situation: "patrol" } });
    if (!made.ok) throw new Error(made.error.message);
    let state = made.state as MatchState<PatrolGame, PlotTurn>;
    const match = createSeededDice(createRngState("all-quiet", "sfc32")).dice;
    const bot = createSeededDice(createRngState("player", "sfc32")).dice;
    for (let i = 0; i < 200 && !state.game.result; i++) {
      for (const seat of ["alpha", "bravo"]) {
        const cmd = askBot(patrolRuleset, state, seat, bot);
        if (!cmd) continue;
        const r = apply(patrolRuleset, state, cmd, match);
        if (!r.ok) throw new Error(r.error.code);
        state = r.state as MatchState<PatrolGame, PlotTurn>;
      }
    }
    expect(state.game.result?.reason).toBeDefined();
    expect(state.game.result?.vp.alpha).toBe(Object.values(state.game.men).filter((m) => m.exited).length);
  });
});
