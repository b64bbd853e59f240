// Test helpers (imported only by tests): create a Patrol match and drive whole turns with fixed plots.
import type { DiceSource } from "@tactica/dice";
import type { LoggedEvent, MatchState, PlotTurn } from "@tactica/engine";
import { apply, createMatch } from "@tactica/engine";
import type { Plot } from "../plot/task";
import { patrolRuleset } from "../ruleset";
import type { PatrolGame } from "../state/index";

/** A match from a scenario (throws on a bad scenario: a test bug). */
export function createTestMatch(scenario: Record<string, unknown>): MatchState<PatrolGame, PlotTurn> {
  const made = createMatch(patrolRuleset, { scenario });
  if (!made.ok) throw new Error(made.error.message);
  return made.state as MatchState<PatrolGame, PlotTurn>;
}

/** Submit and lock both plots; returns the state after the turn resolves and every event, in order. */
export function playTurn(state0: MatchState<PatrolGame, PlotTurn>, plots: { alpha: Plot; bravo: Plot }, dice: DiceSource) {
  let state = state0;
  const events: LoggedEvent[] = [];
  for (const [type, seat] of [["submit_plot", "alpha"], ["submit_plot", "bravo"], ["lock_plot", "alpha"], ["lock_plot", "bravo"]] as const) {
    const payload = type === "submit_plot" ? { plot: plots[seat] } : {};
    const r = apply(patrolRuleset, state, { type: `turn/${type}`, seat, payload }, dice);
    if (!r.ok) throw new Error(`${type} ${seat}: ${r.error.code} ${r.error.message}`);
    state = r.state;
    events.push(...r.events);
  }
  return { state, events };
}

/** The same match with both Panic Levels at 0, so worked examples roll only the dice they name. */
export function withoutPanic(state: MatchState<PatrolGame, PlotTurn>): MatchState<PatrolGame, PlotTurn> {
  const sides = state.game.sides;
  return { ...state, game: { ...state.game, sides: { alpha: { ...sides.alpha, panic: 0 }, bravo: { ...sides.bravo, panic: 0 } } } };
}
