import type { LosAnswer } from "@tactica/sighting";
import type { FireOddsAnswer, FireOddsResult } from "../fire-setup/fire-odds";
import { fireOdds } from "../fire-setup/fire-odds";
import type { FireError } from "../fire/hit-number";
import { boardOf } from "../core/board";
import { losFrom, toFireSituation, toViewpoint } from "./fire-context";
import { isInArc } from "../core/geometry";
import { findSoldier } from "../core/soldiers";
import { checkFortificationFire } from "../works/bunkers-fire";
import type { FirepowerState } from "../state/types";

/** An explained shot in a match: the LOS ruling it rests on and the exact odds with modifiers and provenance. */
export type FireExplanation = { readonly los: LosAnswer; readonly odds: FireOddsAnswer; readonly inArc: boolean };

/**
 * What a soldier's fire at an enemy would do now [6.3]: LOS (Basic 6.3.4, with the firer's friends as obstacles; in
 * the Advanced Game 12.1 with heights and storeys, the LOS chart's reconstructed stand-in flagged in its provenance),
 * arc, and `fireOdds` from the current markers (posture, Running, Suppressed, MF already spent). For the API's
 * "odds" query; it does not check whose Impulse it is (the `fire` command does).
 */
export function explainFire(
  state: FirepowerState, firerId: string, targetId: string, mode?: "auto" | "semi" | "throw",
): { ok: true; value: FireExplanation } | { ok: false; error: FireError } {
  const firer = findSoldier(state.game, firerId), target = findSoldier(state.game, targetId);
  if (!firer || !target || firer.eliminated || target.eliminated) return { ok: false, error: { code: "fire/bad_target", message: "both soldiers must be alive", rule: "Firepower 6.3.1" } };
  // 8.8.4, 12.1.6: no odds for a shot the walls of a bunker, pillbox or tower refuse (bunkers-fire.ts).
  const fort = checkFortificationFire(state.game, firer, [target]);
  if (!fort.ok) return { ok: false, error: fort.error };
  const board = boardOf(state.game);
  const los = losFrom(board, state.game, firer, toViewpoint(target), state.options);
  if (!los) return { ok: false, error: { code: "fire/no_los", message: "no line of sight could be traced", rule: "Firepower 6.3.4" } };
  const m = mode ?? (firer.weapon === "PST" ? "semi" : "auto");
  const odds: FireOddsResult = fireOdds(toFireSituation(board, state.game, firer, target, m, 0, state.options, los));
  if (!odds.ok) return odds;
  return { ok: true, value: { los, odds: odds.value, inArc: isInArc(firer.hex, firer.facing, target.hex) } };
}
