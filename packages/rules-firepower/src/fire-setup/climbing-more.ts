// Firepower 11.1.11 leftovers: scenario tree heights (8.2.2, 11.1.11.1) and climbing an inside wall where the roof is
// destroyed (11.1.11.2: "a rooftop may only be reached by climbing an outside wall or an inside wall in a hex where the
// roof had been destroyed"). The commands stay in climbing.ts; these are its look-ups.
//
// Maps with no roof level (decided here, README): a building whose map document has no level marked `roof: true` has
// no roof a soldier can stand on. A climber still climbs its outside wall (or, roof destroyed, its inside wall) to the
// top of its highest storey, but may not climb over onto it (`climb/no_roof`); he climbs down again, or from an inside
// wall over and down the outside. Inventing a roof storey would give soldiers a storey the map, its LOS and its
// stairs do not have.
import type { FirepowerScenario } from "./scenario-schema";
import type { Board } from "../core/board";
import { isRoofDestroyed } from "../blasts/building-damage";
import { feetOf, HEAD_ABOVE_FEET, roofLevelOf, TREE_HEIGHT } from "../works/climbing-terrain";
import type { FirepowerGame, Soldier, UpState } from "../state/types";

/** The tree height climbing and LOS use: the scenario's `treeHeight` (8.2.2), else the placeholder 6, with its provenance. */
export function treeHeightOf(game: FirepowerGame): { height: number; provenance: "scenario" | "placeholder" } {
  return game.treeHeight !== undefined ? { height: game.treeHeight, provenance: "scenario" } : { height: TREE_HEIGHT, provenance: "placeholder" };
}

/** The game with the scenario's tree height (present only when the scenario sets one) [8.2.2]. */
export function withTreeHeight(game: FirepowerGame, sc: Pick<FirepowerScenario, "treeHeight">): FirepowerGame {
  return sc.treeHeight === undefined ? game : { ...game, treeHeight: sc.treeHeight };
}

/**
 * The inside wall of his hex to climb to the roof [11.1.11.2], on the side he faces: only in a building hex whose roof
 * is destroyed (12.3.4.2.7, building-damage.ts), from its top storey below the roof. His feet go up to the roof
 * level's floor (or, on a map with no roof level, the top storey's ceiling); walls cost 2 MF a height (11.1.11).
 */
export function insideWallHold(game: FirepowerGame, board: Board, s: Soldier): UpState | undefined {
  if (s.up || !isRoofDestroyed(game, s.hex)) return undefined;
  const roof = roofLevelOf(board, s.hex);
  const storeys = board.storeysOf(s.hex).filter((st) => st !== roof?.storey);
  if (storeys.length === 0) return undefined;
  const top = Math.max(...storeys);
  const storey = s.storey ?? 0;
  if (storey !== top) return undefined;
  const floor = board.floorOf(s.hex, storey) ?? 0;
  const ceiling = roof?.floor ?? board.floorOf(s.hex, storey + 1) ?? ceilingOf(board, s.hex, storey);
  const rise = ceiling - floor;
  return rise > 0 ? { height: feetOf(s) + HEAD_ABOVE_FEET, hold: "building", side: s.facing, top: rise } : undefined;
}

/** A storey's ceiling from the map document (the level covering the hex). */
function ceilingOf(board: Board, hex: { q: number; r: number }, storey: number): number {
  for (const b of board.document.buildings ?? []) {
    for (const l of b.levels) if (l.storey === storey && (l.hexes ?? b.hexes).some((h) => h.q === hex.q && h.r === hex.r)) return l.ceiling;
  }
  return board.floorOf(hex, storey) ?? 0;
}
