import { createFixedDice, createRngState, createSeededDice } from "@tactica/dice";
import { describe, expect, it } from "vitest";
import { apply } from "./apply";
import { createMatch } from "./create-match";
import { legalActionsFor } from "./legal-actions";
import { duelScenario, toyDuel } from "./toy-duel.fixture";
import type { DuelState } from "./toy-duel.fixture";

function start(): DuelState {
  const made = createMatch(toyDuel, { scenario: duelScenario });
  if (!made.ok) throw new Error(made.error.code);
  return made.state;
}

describe("legalActionsFor", () => {
  it("lists only commands that apply, for every state of random playouts", () => {
    for (const seed of ["1", "2", "3"]) {
      const { dice } = createSeededDice(createRngState(seed, "sfc32"));
      let state = start();
      for (let n = 0; n < 60 && !state.turn.over && !toyDuel.isOver?.(state); n += 1) {
        const seat = state.seats[dice.roll(2) - 1] ?? "red";
        const legal = legalActionsFor(toyDuel, state, seat);
        for (const cmd of legal) expect(apply(toyDuel, state, cmd, dice).ok).toBe(true);
        const pick = legal[dice.roll(legal.length) - 1];
        if (!pick) continue;
        const r = apply(toyDuel, state, pick, dice);
        if (r.ok) state = r.state;
      }
    }
  });

  it("drops what the turn model forbids: no plot changes after locking, nothing for unknown seats", () => {
    const s0 = start();
    const types = (s: DuelState, seat: string) => [...new Set(legalActionsFor(toyDuel, s, seat).map((c) => c.type))].sort();
    expect(types(s0, "red")).toEqual(["rename", "turn/submit_plot"]);
    let s = s0;
    for (const cmd of [{ type: "turn/submit_plot", seat: "red", payload: { plot: { move: 0, fire: false, note: "" } } }, { type: "turn/lock_plot", seat: "red", payload: {} }]) {
      const r = apply(toyDuel, s, cmd, createFixedDice([]));
      if (!r.ok) throw new Error(r.error.code);
      s = r.state;
    }
    expect(types(s, "red")).toEqual(["rename"]);
    expect(legalActionsFor(toyDuel, s, "nobody")).toEqual([]);
  });
});
