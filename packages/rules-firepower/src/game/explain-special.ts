import type { FireError } from "../fire/hit-number";
import type { SpecialOddsAnswer } from "../fire/special-odds";
import { specialOdds } from "../fire/special-odds";
import { firepowerRange } from "../sighting/firepower-range";
import type { SpecialItem } from "../tables/special-weapons";
import { boardOf } from "./board";
import { findSoldier } from "./soldiers";
import { specialModifiers } from "./special-fire";
import type { FirepowerState } from "./types";

/**
 * What a soldier's special round at a hex would do now [12.3]: its modifiers (firer status, trees, smoke on the line,
 * the night at the hex, his wounds, each with rule and provenance) and `specialOdds`. For the API's odds query; the
 * `fire_special` command checks arc, LOS and whose Impulse it is.
 */
export function explainSpecialFire(state: FirepowerState, firerId: string, item: SpecialItem, hexId: string): { ok: true; value: SpecialOddsAnswer } | { ok: false; error: FireError } {
  const firer = findSoldier(state.game, firerId);
  const board = boardOf(state.game);
  const hex = board.hexOf(hexId);
  if (!firer || firer.eliminated || !hex) return { ok: false, error: { code: "fire/bad_target", message: "a living firer and a hex on the map are needed", rule: "Firepower 6.3.1" } };
  const modifiers = specialModifiers(board, state.game, firer, item, hex, { options: state.options });
  const odds = specialOdds({ item, range: firepowerRange(firer.hex, hex), modifiers });
  return odds ? { ok: true, value: odds } : { ok: false, error: { code: "fire/out_of_range", message: `the hex is beyond the ${item}'s range`, rule: "Firepower 10.7" } };
}
