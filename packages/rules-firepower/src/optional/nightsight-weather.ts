// Option 16.7.2.1 in play: an NST brings the target hex to Observation Condition 1 only in strictly Night conditions;
// when it is Snowing at Night it improves the Condition by one (3 to 2, 2 to 1). The scenario's `snow` weather
// (11.2.2, weather.ts) is read as Snowing; Mud is ground, not Rain, and the scenario has no Rain or Fog weather.
import type { FirepowerGame, Soldier } from "../state/types";
import type { FieldSoldier } from "../core/wound-effects";

const NIGHTSIGHTS_ID = "firepower/nightsights";

/** The weather in which an NST gains only one Condition [16.7.2.1] (of the scenario weathers, Snow; Mud is not). */
const FALLING_WEATHER = new Set<string>(["snow"]);

/** Whether 16.7.2.1 limits this firer's NST: Option 16.7.2 on, his sight an NST, and it snows [16.7.2.1]. */
export function nstLimitedByWeather(game: Pick<FirepowerGame, "weather">, firer: Soldier, options: Readonly<Record<string, string>>): boolean {
  const sighted: FieldSoldier = firer;
  return options[NIGHTSIGHTS_ID] === "on" && sighted.nightsight === "NST" && game.weather !== undefined && FALLING_WEATHER.has(game.weather);
}

/**
 * The Observation Condition a firer with a nightsight fires at [12.4.7, 16.7.2.1]: Condition 1, except an NST under
 * Option 16.7.2 while it snows, which takes the target hex's Condition (after illumination) one better.
 */
export function nightsightObservation(game: Pick<FirepowerGame, "weather">, firer: Soldier, atTarget: 1 | 2 | 3, options: Readonly<Record<string, string>>): 1 | 2 | 3 {
  if (!nstLimitedByWeather(game, firer, options)) return 1;
  return atTarget === 3 ? 2 : 1;
}
