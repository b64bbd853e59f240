// Firepower 8.9: a bridge deck in the Advanced LOS. "The height of the bridge floor is the same height as the
// originating hexes. A bridge is also one height thick below the floor." Each bridge unit is a slab from (deck - 1) to
// the deck over its hex (the judge's `slabs` option, judge-slab.ts); a man under it has his head below it.
import type { Viewpoint } from "@tactica/sighting";
import type { FirepowerSlab } from "../sighting/firepower-los-options";
import { FIREPOWER_POSTURE_HEIGHT } from "../sighting/firepower-los-options";
import type { Board } from "../core/board";
import { BRIDGE_RULE, bridgeAt } from "./bridges";
import type { FirepowerGame } from "../state/types";

/** The word LOS answers use for a bridge unit's deck. */
export const BRIDGE_DECK_FEATURE = "bridge deck";

/** The game's bridge units as LOS slabs: from one height below the floor up to the floor (absolute heights) [8.9]. */
export function bridgeSlabs(game: FirepowerGame): FirepowerSlab[] {
  return (game.bridges ?? []).flatMap((b) => b.hexes.map((hex) => ({ hex, bottom: b.deck - 1, top: b.deck, feature: BRIDGE_DECK_FEATURE, rule: BRIDGE_RULE })));
}

/** The LOS option for the game's bridges (nothing without bridges, so other matches prepare the judge as before). */
export function bridgeLosOptions(game: FirepowerGame): { slabs?: FirepowerSlab[] } {
  return game.bridges && game.bridges.length > 0 ? { slabs: bridgeSlabs(game) } : {};
}

/**
 * A viewpoint in a bridge hex under the bridge unit: his head no higher than the deck's underside [8.9: "soldiers
 * moving under the bridge are placed under the bridge unit"; the deck is one height thick]. A reading: the book gives
 * the clearance, not what a Standing man does in a lower gap, so he stoops (his posture is not changed). A man on the
 * deck (his head at or above the floor, set by his `bridgeDeck`) and any viewpoint outside bridge hexes are unchanged.
 */
export function underDeckViewpoint(board: Board, game: FirepowerGame, v: Viewpoint): Viewpoint {
  const bridge = game.bridges && game.bridges.length > 0 ? bridgeAt(game, v.hex) : undefined;
  if (!bridge) return v;
  const cell = board.map.indexOf(v.hex.q, v.hex.r);
  const ground = cell < 0 ? 0 : (board.map.groundHeight[cell] ?? 0);
  const head = v.upHeight ?? FIREPOWER_POSTURE_HEIGHT[v.posture] ?? 0;
  if (v.upHeight !== undefined && ground + head >= bridge.deck) return v; // on the deck (toSoldierViewpoint)
  const clearance = bridge.deck - 1 - ground;
  return head <= clearance ? v : { hex: v.hex, posture: v.posture, upHeight: clearance };
}
