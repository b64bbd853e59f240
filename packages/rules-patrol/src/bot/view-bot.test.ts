import { createRngState, createSeededDice, createFixedDice } from "@tactica/dice";
import { apply, viewFor } from "@tactica/engine";
import { describe, expect, it } from "vitest";
import { createTestMatch } from "../testing/game-test-helpers";
import { patrolRuleset } from "../ruleset";
import { botCommandFromView, toSeatGame } from "./view-bot";
import type { PatrolGameView } from "./view-bot";

// Fixed home-edge set-up: these tests lock plots for men already on the map.
const scenario = { ob: "27.12", situation: "patrol", entry: "home_edge", forces: { alpha: "3BR", bravo: "3BR" }, board: { cols: 10, rows: 12 } };
const botDice = () => createSeededDice(createRngState("view-bot", "sfc32")).dice;

describe("Patrol! bot from a seat's view", () => {
  it("patrol 5.1: bravo's bot answers the same whatever alpha's locked plot says", () => {
    const start = createTestMatch(scenario);
    const answers = [{ a01: [{ code: "PP" }] }, { a01: [{ code: "MV", path: ["0202"] }], a02: [{ code: "PP" }] }].map((orders) => {
      let s = start;
      for (const [type, payload] of [["turn/submit_plot", { plot: { orders } }], ["turn/lock_plot", {}]] as const) {
        const r = apply(patrolRuleset, s, { type, seat: "alpha", payload }, createFixedDice([]));
        if (!r.ok) throw new Error(r.error.code);
        s = r.state;
      }
      return botCommandFromView(viewFor(patrolRuleset, s, "bravo"), botDice());
    });
    expect(answers[0]?.type).toBe("turn/submit_plot");
    expect(answers[1]).toEqual(answers[0]);
  });

  it("patrol 21.13: the seat's game keeps its own chits and knows none of the other side's", () => {
    const s = createTestMatch(scenario);
    const game = toSeatGame(viewFor(patrolRuleset, s, "alpha").game as PatrolGameView);
    expect(game.sides.alpha.pool).toEqual(s.game.sides.alpha.pool);
    expect(game.sides.bravo.pool).toEqual([]);
  });

  it("patrol 5.0: submit, then lock, then wait; a spectator's view gives no command", () => {
    let s = createTestMatch(scenario);
    const first = botCommandFromView(viewFor(patrolRuleset, s, "alpha"), botDice());
    expect(first?.type).toBe("turn/submit_plot");
    const r = apply(patrolRuleset, s, first!, createFixedDice([]));
    if (!r.ok) throw new Error(r.error.code);
    s = r.state;
    expect(botCommandFromView(viewFor(patrolRuleset, s, "alpha"), botDice())).toEqual({ type: "turn/lock_plot", seat: "alpha", payload: {} });
    expect(botCommandFromView(viewFor(patrolRuleset, s, "spectator"), botDice())).toBeUndefined();
  });
});
