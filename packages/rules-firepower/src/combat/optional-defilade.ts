// Optional Rule 23.4: defilade cover from intervening terrain [23.4, 12.2.3].
import { FIREPOWER_POSTURE_HEIGHT } from "../sighting/firepower-los-options";
import type { Board } from "../core/board";
import { toSoldierViewpoint } from "./advanced-los";
import { losFrom } from "./fire-context";
import { isProneFromAbove } from "../blasts/optional-confined";
import { inRoofRubble } from "../blasts/building-damage";
import type { FirepowerGame, Soldier } from "../state/types";
export { DEFILADE } from "../options/rule-options";

/**
 * Heights of defilade cover of `target` from `firer` [23.4]: the LOS to each height of him (1 up to his head, above his
 * floor) from the bottom up; each completely blocked height counts, up to the first that is seen. A Prone man (his head
 * at his feet) has no heights to hide. Undefined when the option is off or outside the Advanced Game.
 */
export function defiladeHeights(board: Board, game: FirepowerGame, firer: Soldier, target: Soldier, options: Readonly<Record<string, string>>): number | undefined {
  if (options["firepower/defilade"] !== "on" || game.rules !== "advanced" || target.up) return undefined;
  const tall = FIREPOWER_POSTURE_HEIGHT[target.posture] ?? 0;
  let covered = 0;
  for (let h = 1; h < tall; h += 1) {
    if (losFrom(board, game, firer, { ...toSoldierViewpoint(target), upHeight: (target.bridgeDeck ?? 0) + h }, options)?.clear) break; // 8.9: a deck man's heights from the deck up
    covered = h;
  }
  return covered;
}

/** The target fields Options 16.2.2 and 23.4, and the rubble of a destroyed roof (12.3.4.2.7), add to an L fire situation (none when they do not apply). */
export function heightOptionsOf(board: Board, game: FirepowerGame, firer: Soldier, target: Soldier, mode: string, options: Readonly<Record<string, string>>): { proneFromAbove?: true; defilade?: number; roofRubble?: true } {
  if (mode === "throw") return {};
  const defilade = defiladeHeights(board, game, firer, target, options);
  return {
    ...(isProneFromAbove(board, game, firer, target, options) ? { proneFromAbove: true as const } : {}), ...(defilade ? { defilade } : {}),
    ...(game.rules === "advanced" && inRoofRubble(board, game, target) ? { roofRubble: true as const } : {}),
  };
}
