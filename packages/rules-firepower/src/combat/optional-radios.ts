// Option 20.2 radios in play for remote observation: "A pair of radios require a clear line of sight between them in
// order to be used. ... Radios have an unlimited range and radio communication expends no movement factors." A mortar
// whose crew and observers are on the radio (scenario mortar `radio`, 20.1.1) so reaches an observer at any range, but
// only along a clear LOS between him and the tube. Phones (20.3) link an MCV's crew with soldiers on or sharing its
// hex, where that LOS always holds.
import type { Check } from "@tactica/engine";
import { OK, reject } from "@tactica/engine";
import type { Hex } from "@tactica/hex";
import { boardOf } from "../core/board";
import { losFrom } from "./fire-context";
import type { FirepowerGame, Soldier } from "../state/types";

/** The rule of radio contact [20.2]. */
export const RADIO_RULE = "Firepower 20.2";

/** Radio contact between `soldier` and a radio at `hex`: a clear LOS between them, any range [20.2]. */
export function checkRadioContact(game: FirepowerGame, soldier: Soldier, hex: Hex): Check {
  const clear = losFrom(boardOf(game), game, soldier, { hex, posture: "stand" })?.clear === true;
  return clear ? OK : reject("radio/no_los", "a pair of radios needs a clear line of sight between them (any range)", RADIO_RULE);
}
