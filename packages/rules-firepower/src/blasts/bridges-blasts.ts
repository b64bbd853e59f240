// Firepower 8.9: where a round or grenade landing in a bridge hex bursts (on the deck or under it), judged from the
// firer's feet; the deck then shuts the other level out (storey-blasts.ts storeyReach, bridges-levels.ts).
import type { Hex } from "@tactica/hex";
import type { Viewpoint } from "@tactica/sighting";
import { FIREPOWER_POSTURE_HEIGHT } from "../sighting/firepower-los-options";
import { boardOf } from "../core/board";
import { bridgeImpactFor, burstLevel } from "./bridges-levels";
import type { ImpactLocation } from "./storey-blasts";
import { soldierSpan } from "./storey-blasts";
import type { FirepowerGame, Soldier } from "../state/types";

/**
 * The burst in bridge hex `hex` of a round or grenade from `firer` (a soldier), or from a gun in hex `from` (a vehicle
 * or crewed weapon: its hex's ground), or from above (neither): on the deck unless it comes from below the floor
 * [8.9; reading]. Undefined: no bridge there, or under it (the ordinary ground burst).
 */
export function bridgeBurstFrom(game: FirepowerGame, hex: Hex, firer: Soldier | undefined, from?: Hex): ImpactLocation | undefined {
  if (!game.bridges || game.bridges.length === 0) return undefined;
  const board = boardOf(game);
  const feet = firer ? soldierSpan(board, firer).feet : from ? (board.floorOf(from, 0) ?? 0) : Number.POSITIVE_INFINITY;
  return bridgeImpactFor(game, hex, feet);
}

/** The event field naming a burst's level in a bridge hex (none elsewhere) [8.9]. */
export function bridgeBurstField(game: FirepowerGame, at: ImpactLocation | undefined, hex: Hex): { bridgeBurst?: "deck" | "under" } {
  const level = burstLevel(game, at ?? { hex, storey: 0, height: Number.NEGATIVE_INFINITY, inside: false });
  return level ? { bridgeBurst: level } : {};
}

/**
 * The point a thrower or firer aims at in a bridge hex [8.9, 6.3.4]: where his round would burst - a Standing man's
 * height on the deck when it bursts on the deck (the LOS goes to the deck, not under it), else the hex as given (under
 * the deck, bridges-los.ts lowers the point below it). A viewpoint with a storey or height of its own is unchanged.
 */
export function aimAt(game: FirepowerGame, firer: Soldier, target: Viewpoint): Viewpoint {
  if (target.level !== undefined || target.upHeight !== undefined) return target;
  const at = bridgeBurstFrom(game, target.hex, firer);
  const board = boardOf(game);
  const ground = board.floorOf(target.hex, 0) ?? 0;
  return at ? { ...target, upHeight: at.height - ground + (FIREPOWER_POSTURE_HEIGHT[target.posture] ?? 0) } : target;
}
