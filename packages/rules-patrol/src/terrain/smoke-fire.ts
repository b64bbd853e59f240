// Fire and smoke [11.54-11.57]: no firing into, through or out of a smoke hex. "Through" is the LOS judge's (a smoke
// hex between blocks, src/sighting); "into" is allowed as blind fire at DS 10 (11.55, combat/defense-strength.ts);
// a tank's turret gun keeps the hexes it sighted before they filled (11.56, smoke-sight.ts). This module adds
// "out of" for men, and "into" for rifle grenades (11.57: they may not be fired into, through or out of smoke).
import type { Man, PatrolGame } from "../state/index";

/** True when `hex` is a smoke hex now [11.52]. */
export function isSmokeHex(game: PatrolGame, hex: string): boolean {
  return game.smoke.some((s) => s.hexes.includes(hex));
}

/** True when the man stands in a smoke hex, out of which he may not fire [11.54]. */
export function firesOutOfSmoke(game: PatrolGame, m: Man): boolean {
  return m.hex !== null && isSmokeHex(game, m.hex);
}
