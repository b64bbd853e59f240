import { createFixedDice, createRngState, createSeededDice } from "@tactica/dice";
import { describe, expect, it } from "vitest";
import { apply } from "./apply";
import { askBot } from "./ask-bot";
import { createMatch } from "./create-match";
import type { PlotTurn } from "../turn-models/simultaneous-plot";
import type { Ruleset } from "./define-ruleset";
import { legalActionsFor } from "./legal-actions";
import { duelScenario, toyDuel } from "./toy-duel.fixture";
import type { DuelGame } from "./toy-duel.fixture";

// A seeded bot: any legal action, chosen with the dice it is given (bots are deterministic given their dice).
const withBot: Ruleset<DuelGame, PlotTurn, unknown> = {
  ...toyDuel,
  bot: (state, seat, dice) => {
    const legal = legalActionsFor(withBot, state, seat).filter((c) => c.type !== "rename");
    const lock = legal.find((c) => c.type === "turn/lock_plot");
    return state.turn.plots[seat] ? lock : legal[dice.roll(legal.length) - 1];
  },
};

describe("askBot", () => {
  it("plays a whole match bot against bot with legal commands only", () => {
    const made = createMatch(withBot, { scenario: duelScenario });
    if (!made.ok) throw new Error(made.error.code);
    const { dice } = createSeededDice(createRngState("bots", "sfc32"));
    let state = made.state;
    for (let n = 0; n < 100 && !state.turn.over && !withBot.isOver?.(state); n += 1) {
      for (const seat of state.seats) {
        const cmd = askBot(withBot, state, seat, dice);
        if (!cmd) continue;
        const r = apply(withBot, state, cmd, dice);
        if (!r.ok) throw new Error(r.error.code);
        state = r.state;
      }
    }
    expect(state.turn.over || withBot.isOver?.(state)).toBe(true);
  });

  it("returns undefined without a bot and throws when a bot proposes an illegal command", () => {
    const made = createMatch(toyDuel, { scenario: duelScenario });
    if (!made.ok) throw new Error(made.error.code);
    expect(askBot(toyDuel, made.state, "red", createFixedDice([]))).toBeUndefined();
    const cheat = { ...toyDuel, bot: () => ({ type: "turn/lock_plot", seat: "red", payload: {} }) };
    expect(() => askBot(cheat, made.state, "red", createFixedDice([]))).toThrow(/plot\/missing/);
  });

  it("passes its limits to the bot, which answers with the best legal command found when told to stop", () => {
    const made = createMatch(toyDuel, { scenario: duelScenario });
    if (!made.ok) throw new Error(made.error.code);
    // An anytime bot: scans the legal actions in order, polling shouldStop before each one.
    let polls = 0;
    const anytime: Ruleset<DuelGame, PlotTurn, unknown> = {
      ...toyDuel,
      bot: (state, seat, _dice, limits) => {
        const legal = legalActionsFor(anytime, state, seat).filter((c) => c.type !== "rename");
        let best = legal[0];
        for (const [i, c] of legal.entries()) {
          if (i >= (limits?.budget ?? Infinity) || limits?.shouldStop?.()) break;
          polls += 1;
          best = c;
        }
        return best;
      },
    };
    const all = legalActionsFor(anytime, made.state, "red").filter((c) => c.type !== "rename");
    expect(all.length).toBeGreaterThan(2);
    expect(askBot(anytime, made.state, "red", createFixedDice([]))).toEqual(all[all.length - 1]);
    polls = 0;
    expect(askBot(anytime, made.state, "red", createFixedDice([]), { shouldStop: () => polls >= 2 })).toEqual(all[1]);
    expect(askBot(anytime, made.state, "red", createFixedDice([]), { shouldStop: () => true })).toEqual(all[0]);
    expect(askBot(anytime, made.state, "red", createFixedDice([]), { budget: 1 })).toEqual(all[0]);
  });
});
