// Optional Rule 16.2.2: L fire at a Prone soldier from 6 or more heights above [16.2.2, 12.2.5]. (16.2.3 confined-space
// blasts are in storey-blasts.ts, where blasts meet storeys.)
import type { Board } from "../core/board";
import { soldierSpan } from "./storey-blasts";
import type { FirepowerGame, Soldier } from "../state/types";
export { FIRE_FROM_ABOVE } from "../options/rule-options";

/** Heights below the firing height at which Option 16.2.2 applies. */
export const FROM_ABOVE_HEIGHTS = 6;

/**
 * Whether Option 16.2.2 applies to `firer`'s L fire at `target` [16.2.2]: the option on, Advanced heights, the target
 * Prone, his head (a Prone man's only height) at least 6 heights below the firer's head (the firing height).
 */
export function isProneFromAbove(board: Board, game: FirepowerGame, firer: Soldier, target: Soldier, options: Readonly<Record<string, string>>): boolean {
  if (options["firepower/fire_from_above"] !== "on" || game.rules !== "advanced" || target.posture !== "prone") return false;
  return soldierSpan(board, firer).head - soldierSpan(board, target).head >= FROM_ABOVE_HEIGHTS;
}
