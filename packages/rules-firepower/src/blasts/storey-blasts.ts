// Blasts on building storeys and at heights (Advanced Game) [12.1.6, 12.2.3, 12.2.8, 12.3.3, 12.3.9; Option 16.2.3].
import type { Hex } from "@tactica/hex";
import { hexDistance, isSameHex } from "@tactica/hex";
import { FIREPOWER_POSTURE_HEIGHT } from "../sighting/firepower-los-options";
import type { Board } from "../core/board";
import { isRoofDestroyed } from "./building-damage";
import { roofLevelOf } from "../works/climbing-terrain";
import { storeyOf } from "../works/heights-movement";
import type { FirepowerGame, Soldier } from "../state/types";
import { burstOnCaveTop, CAVE_HILL_HEIGHT, caveAt } from "../works/caves";
import { TOWER } from "../works/bunkers";
import { deckImpactAt, deckShutsOut } from "./bridges-levels";
export { CONFINED_BLASTS, INDIRECT_BUILDING_IMPACT } from "../options/rule-options";

/**
 * Where a blast bursts: its hex, the storey it bursts on (0 outside buildings and on the ground floor) and its impact
 * height (absolute heights, like floors) [12.2.8]. `inside` is false for a burst outside a building's wall (a grenade
 * that failed to pass a window, 12.7.3): then only soldiers outside are in reach.
 */
export type ImpactLocation = {
  readonly hex: Hex; readonly storey: number; readonly height: number; readonly inside: boolean;
  /** 12.7.3: a burst inside the bunker, pillbox, tower or cave of its hex, or outside it against its wall (opening-blasts.ts); absent otherwise. */
  readonly unit?: "inside" | "outside";
  /** 12.7.1: the burst landed beyond the fence, wall or roadblock on this hexside (map direction) of its hex (hit-location-sides.ts); absent: the hex's own side. */
  readonly beyond?: number;
};

/** F and W blasts hit every part of a hex within this many heights up and down of the impact height [12.3.3, 12.3.9]. */
export const FLAME_REACH_HEIGHTS = 3;

/** The blast die modifier of Option 16.2.3 for a blast originating inside a confined space. */
export const CONFINED_BLAST_MODIFIER = -2;

/** The ceiling height of a storey of a building hex (the compiled level's), if the hex has that storey [8.2.3]. */
function ceilingOf(board: Board, hex: Hex, storey: number): number | undefined {
  const c = board.map.indexOf(hex.q, hex.r);
  if (c < 0) return undefined;
  const start = board.map.levelStart[c] ?? 0;
  for (let i = 0; i < (board.map.levelCount[c] ?? 0); i += 1) if (board.map.levelNumber[start + i] === storey) return board.map.levelCeiling[start + i];
  return undefined;
}

/**
 * Where a high-angle round bursts in `hex` [8.2.3, 12.4.2; option `firepower/indirect_building_impact`]: outside
 * buildings at ground level; in a building hex on its roof (its roof level, where men may stand on it, else above the
 * top storey's ceiling, where nobody is), or on its top storey once the roof is destroyed.
 */
export function indirectImpactAt(board: Board, game: FirepowerGame, hex: Hex, options: Readonly<Record<string, string>>): ImpactLocation {
  const storeys = board.storeysOf(hex);
  const deck = deckImpactAt(game, hex); // 8.9: a bomb falling into a bridge hex bursts on its deck (bridges-levels.ts)
  if (deck) return deck;
  if (storeys.length === 0 || options["firepower/indirect_building_impact"] === "ground_floor") return impactAt(board, hex);
  const roof = roofLevelOf(board, hex);
  const top = Math.max(...storeys.filter((st) => st !== roof?.storey));
  if (isRoofDestroyed(game, hex)) return impactAt(board, hex, top);
  if (roof) return { hex, storey: roof.storey, height: roof.floor, inside: true };
  return { hex, storey: top + 1, height: ceilingOf(board, hex, top) ?? board.floorOf(hex, top) ?? 0, inside: true };
}

/** The impact location of a burst at `hex` on `storey` (its floor height; the ground's outside buildings) [12.2.8]. */
export function impactAt(board: Board, hex: Hex, storey = 0): ImpactLocation {
  const inside = board.storeysOf(hex).includes(storey);
  return { hex, storey: inside ? storey : 0, height: board.floorOf(hex, inside ? storey : 0) ?? 0, inside };
}

/** A soldier's feet and head heights (absolute): his storey's floor (the ground outside) and his posture, or his Up height [8.2.2, 10.5.1, 12.2.8]. */
export function soldierSpan(board: Board, s: Soldier): { readonly feet: number; readonly head: number } {
  // 10.5.1, 12.2.8: a man Up has his head at his height unit above the hex's ground, his feet two heights lower.
  if (s.up) {
    const head = (board.floorOf(s.hex, 0) ?? 0) + s.up.height;
    return { feet: head - 2, head };
  }
  // 8.8.6: a man in a tower stands on its floor, 5 heights above the ground.
  // 8.9: a man on a bridge deck stands on its floor, `bridgeDeck` heights above the ground (bridges.ts).
  const feet = (board.floorOf(s.hex, storeyOf(s)) ?? board.floorOf(s.hex, 0) ?? 0) + (s.inFortification === "tower" ? TOWER.floor : 0) + (s.bridgeDeck ?? 0) + (s.caveTop ? CAVE_HILL_HEIGHT : 0); // 8.8.7: a cave top is 3 up
  return { feet, head: feet + (FIREPOWER_POSTURE_HEIGHT[s.posture] ?? 0) };
}

/** Heights from the impact height to the nearest part of the soldier (0 when the impact height is within him) [12.2.8]. */
export function heightsFromImpact(impactHeight: number, span: { readonly feet: number; readonly head: number }): number {
  if (span.feet > impactHeight) return span.feet - impactHeight;
  if (span.head < impactHeight) return impactHeight - span.head;
  return 0;
}

/**
 * Whether the floors and walls let a blast at `at` reach soldier `s` [12.1.6, 12.2.3]. A burst inside a building on a
 * storey reaches that storey only (floors shut the others out), except in a stair hex, open to its two floors
 * (12.1.6); a ground-floor burst also reaches soldiers outside at ground level, as blasts always did. A burst outside
 * (or outside a wall) reaches soldiers at ground level only: the walls and floors of an upper storey shut it out.
 */
function floorsLetThrough(board: Board, at: ImpactLocation, s: Soldier): boolean {
  const storey = storeyOf(s);
  if (at.inside && storey === at.storey && board.storeysOf(s.hex).includes(storey)) return true;
  if (storey === 0 && at.storey === 0) return true;
  return at.inside && hexDistance(s.hex, at.hex) === 0 && board.stairsLink(at.hex, at.storey, storey);
}

/**
 * 12.2.3: "If a ... wall (with no openings) totally blocks the line of sight from an impact location to a possible
 * target unit ... the target unit cannot be hit, Stunned, or Suppressed unless the blocking terrain can be destroyed or
 * at least penetrated by the hit". Where a building is involved (the burst or the man in a building hex) and they are
 * in different hexes, the Advanced LOS from the impact location to the man decides: a building wall, or a closed door
 * or window, that blocks it (12.1.6) shuts him out; no blast in play penetrates a wall (grenade penetration 1 against
 * the standard wall's 8, 12.5). Hills, fences and roadblocks are not checked (their terrain values are missing).
 */
function wallShutsOut(board: Board, at: ImpactLocation, s: Soldier): boolean {
  if (hexDistance(s.hex, at.hex) === 0) return false;
  if (!at.inside && board.storeysOf(s.hex).length === 0) return false;
  const floor = board.floorOf(at.hex, at.inside ? at.storey : 0) ?? at.height;
  const from = { hex: at.hex, posture: "prone", ...(at.inside && at.storey !== 0 ? { level: at.storey } : {}), upHeight: Math.max(0, at.height - floor) };
  const to = { hex: s.hex, posture: s.posture, ...(s.storey ? { level: s.storey } : {}) };
  const los = board.los(from, to, [], { game: "advanced" });
  return los !== undefined && !los.clear && los.blockedBy.some((n) => n.rule === "Firepower 12.1.6");
}

/** How one blast meets one soldier: in reach or not, its 12.2.8 height modifier and the Option 16.2.3 modifier. */
export type StoreyReach = { readonly heights: number; readonly confined: number };

/**
 * The storey and height part of a blast roll [12.1.6, 12.2.3, 12.2.8, 12.3.3, 12.3.9, 16.2.3]: undefined when the
 * soldier is out of reach (another storey behind a floor, a building wall between; for F and W more than 3 heights from the impact height),
 * else the +1 per height between the impact height and his nearest part and, with Option 16.2.3, -2 for a blast
 * inside a roofed building storey. The Basic Game keeps its ground-level blasts (no heights, 6.3.6.3.2.2).
 */
export function storeyReach(board: Board, game: FirepowerGame, at: ImpactLocation, s: Soldier, kind: "G" | "FW", options: Readonly<Record<string, string>>): StoreyReach | undefined {
  if (game.rules !== "advanced") return storeyOf(s) === 0 ? { heights: 0, confined: 0 } : undefined;
  if (!floorsLetThrough(board, at, s) || wallShutsOut(board, at, s) || deckShutsOut(game, at, s)) return undefined; // 8.9: a bridge deck between (bridges-levels.ts)
  const heights = heightsFromImpact(at.height, soldierSpan(board, s));
  if (kind === "FW" && heights > FLAME_REACH_HEIGHTS) return undefined;
  return { heights, confined: options["firepower/confined_blasts"] === "on" && isConfined(board, game, at) ? CONFINED_BLAST_MODIFIER : 0 };
}

/**
 * Whether a burst is inside a confined space [16.2.3]: inside a building hex, under a floor above or a roof that still
 * stands (12.3.4.2.7: a destroyed roof leaves the top storey open to the sky).
 */
export function isConfined(board: Board, game: FirepowerGame, at: ImpactLocation): boolean {
  if (at.unit) return at.unit === "inside"; // 16.2.3: bunkers, pillboxes, towers and caves are confined spaces (opening-blasts.ts)
  if (caveAt(game, at.hex)) return !burstOnCaveTop(game, at.hex, at); // 8.8.7, 16.2.3: a burst in a cave hex is inside the cave unless on its top (caves.ts)
  const roof = roofLevelOf(board, at.hex);
  const storeys = board.storeysOf(at.hex).filter((st) => st !== roof?.storey);
  if (!at.inside || !storeys.includes(at.storey)) return false;
  return storeys.some((st) => st > at.storey) || !isRoofDestroyed(game, at.hex);
}

/** The fields a blast roll record carries for heights and confinement (none when both are 0, as before). */
export function reachFields(r: StoreyReach): { heightModifier?: number; confinedModifier?: number } {
  return { ...(r.heights ? { heightModifier: r.heights } : {}), ...(r.confined ? { confinedModifier: r.confined } : {}) };
}

/** Whether `at` is the default ground-level burst in `hex` (nothing to say in events). */
export function isGroundBurst(board: Board, at: ImpactLocation, hex: Hex): boolean {
  return isSameHex(at.hex, hex) && at.storey === 0 && at.inside === board.storeysOf(hex).includes(0);
}
