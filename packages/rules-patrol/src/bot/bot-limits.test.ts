import { createFixedDice, createRngState, createSeededDice } from "@tactica/dice";
import { apply, askBot } from "@tactica/engine";
import type { MatchState, PlotTurn } from "@tactica/engine";
import { describe, expect, it } from "vitest";
import { createTestMatch } from "../testing/game-test-helpers";
import type { PatrolGame } from "../state/state";
import { patrolRuleset } from "../ruleset";

// The ruleset's bot entry as the ai-turn worker calls it (askBot with limits): anytime, and blind to what the
// seat may not see.
// Fixed home-edge set-up: these tests lock plots for men already on the map.
const scenario = { ob: "27.12", situation: "patrol", entry: "home_edge", forces: { alpha: "3BR", bravo: "3BR" }, board: { cols: 10, rows: 12 } };
const botDice = () => createSeededDice(createRngState("bot-limits", "sfc32")).dice;
type PlotPayload = { plot: { orders: Record<string, unknown[]> } };

function lockAlpha(state: MatchState<PatrolGame, PlotTurn>, orders: Record<string, unknown[]>): MatchState<PatrolGame, PlotTurn> {
  let s = state;
  for (const [type, payload] of [["turn/submit_plot", { plot: { orders } }], ["turn/lock_plot", {}]] as const) {
    const r = apply(patrolRuleset, s, { type, seat: "alpha", payload }, createFixedDice([]));
    if (!r.ok) throw new Error(r.error.code);
    s = r.state as MatchState<PatrolGame, PlotTurn>;
  }
  return s;
}

describe("Patrol! bot entry with limits", () => {
  it("patrol 5.1: bravo's bot answers the same whatever alpha's locked plot and alpha's secret grenade type", () => {
    const start = createTestMatch(scenario);
    const a = lockAlpha(start, { a01: [{ code: "PP" }] });
    const b0 = lockAlpha(start, { a01: [{ code: "MV", path: ["0202"] }], a02: [{ code: "PP" }] });
    // The type of a prepared grenade is secret from the other side [11.12]: frag in one state, smoke in the other.
    const withGrenade = (s: MatchState<PatrolGame, PlotTurn>, kind: "F" | "S") =>
      ({ ...s, game: { ...s.game, men: { ...s.game.men, a01: { ...s.game.men.a01!, grenade: kind } } } });
    const answers = [withGrenade(a, "F"), withGrenade(b0, "S")].map((s) => askBot(patrolRuleset, s, "bravo", botDice(), { budget: 400 }));
    expect(answers[0]?.type).toBe("turn/submit_plot");
    expect(answers[1]).toEqual(answers[0]);
  });

  it("stops when told to and still answers a legal plot: fewer men planned, none planned when stopped at once", () => {
    const s = createTestMatch(scenario);
    const full = askBot(patrolRuleset, s, "alpha", botDice());
    const planned = (c: ReturnType<typeof askBot>) => Object.keys((c?.payload as PlotPayload).plot.orders).length;
    expect(planned(full)).toBeGreaterThan(1);
    let polls = 0;
    const early = askBot(patrolRuleset, s, "alpha", botDice(), { shouldStop: () => ++polls > 1 });
    expect(early?.type).toBe("turn/submit_plot");
    expect(planned(early)).toBeLessThan(planned(full));
    const none = askBot(patrolRuleset, s, "alpha", botDice(), { shouldStop: () => true });
    expect(none).toEqual({ type: "turn/submit_plot", seat: "alpha", payload: { plot: { orders: {} } } });
    // askBot checked each against apply's rules; the stopped plot is accepted by apply too.
    expect(apply(patrolRuleset, s, early!, createFixedDice([])).ok).toBe(true);
  });
});
