// Ordered set-up steps: what a ruleset adds to the game state it sets up, one named step per rule (craters first,
// then water, bridges...), run in declared order after the ruleset's `setup`, instead of nested calls.
import type { SetupResult } from "./define-ruleset";

/** One set-up step: its name, the rule it implements, and the game state it makes from the previous step's. */
export interface SetupStep<G, Sc> {
  readonly name: string;
  readonly rule: string;
  apply(game: G, scenario: Sc, options: Readonly<Record<string, string>>): G;
}

/** Run the steps in order over the set-up result's game state (seats and turn state are the setup's own). */
export function runSetupSteps<G, T, Sc>(
  steps: readonly SetupStep<G, Sc>[], made: SetupResult<G, T>, scenario: Sc, options: Readonly<Record<string, string>>,
): SetupResult<G, T> {
  if (steps.length === 0) return made;
  const game = steps.reduce((g, step) => step.apply(g, scenario, options), made.game);
  return { ...made, game };
}
