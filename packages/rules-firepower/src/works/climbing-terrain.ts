// Firepower 11.1.11: what a soldier can climb from where he stands, and how high. Pure look-ups on the board; the
// commands are in climbing.ts.
import type { AnyTable } from "@tactica/engine";
import { defineTable, lookup } from "@tactica/engine";
import type { Hex } from "@tactica/hex";
import { isSameHex } from "@tactica/hex";
import { z } from "zod";
import { tableOf } from "../fire/table-of";
import { DEFAULT_TREE_HEIGHT } from "../sighting/firepower-terrain";
import { missing } from "../tables/sources";
import { fortificationAt, isInFortification } from "./bunkers";
import type { Board } from "../core/board";
import { hexAhead } from "../core/geometry";
import type { FirepowerGame, Soldier, UpState } from "../state/types";

/** Hexside features climbed at 2 MF per height (walls, fences, roadblocks) [11.1.11]; barricades are walls. */
export const CLIMBED_FEATURES = new Set(["fence", "wall", "roadblock", "barricade"]);

/** A head height climbed to is 2 above the feet [10.5.2]: a Standing soldier's feet are at 0, his head at 2. */
export const HEAD_ABOVE_FEET = 2;

/** Ground height of a hex (its storey 0 outside buildings) [8.2.2]. */
export function groundOf(board: Board, hex: Hex): number {
  const c = board.map.indexOf(hex.q, hex.r);
  return c < 0 ? 0 : (board.map.groundHeight[c] ?? 0);
}

/** His feet above his hex's ground: 0 unless Up [10.5.2, 11.1.11.2]. */
export function feetOf(s: Soldier): number {
  return s.up ? s.up.height - HEAD_ABOVE_FEET : 0;
}

/**
 * The roof a soldier may stand on in a building hex: a level the map document marks `roof` covering the hex
 * (11.1.11.2: roofs are flat and add no height, 8.2.3). Maps without a roof level give no roof to stand on.
 */
export function roofLevelOf(board: Board, hex: Hex): { readonly storey: number; readonly floor: number } | undefined {
  for (const b of board.document.buildings ?? []) {
    for (const l of b.levels) {
      if (l.roof === true && (l.hexes ?? b.hexes).some((h) => isSameHex(h, hex))) return { storey: l.storey, floor: l.floor };
    }
  }
  return undefined;
}

/** Whether a soldier stands on a roof (his storey is the hex's roof level): Up + posture on the roof [11.1.11.2]. */
export function isOnRoof(board: Board, s: Soldier): boolean {
  const roof = roofLevelOf(board, s.hex);
  return roof !== undefined && s.storey === roof.storey;
}

/** Highest top of a building hex: its roof level's floor, else its highest ceiling [8.2.3]. */
function buildingTop(board: Board, hex: Hex): number {
  const roof = roofLevelOf(board, hex);
  if (roof) return roof.floor;
  return Math.max(...board.storeysOf(hex).map((st) => board.floorOf(hex, st + 1) ?? board.floorOf(hex, st) ?? 0));
}

/**
 * The tree height used for climbing: the LOS judge's default (a placeholder: the scenario gives tree heights, 8.2.2).
 * A tree is 2 heights higher than the highest head height climbed in it [11.1.11.1].
 */
export const TREE_HEIGHT = DEFAULT_TREE_HEIGHT;

/** The tree hold in his hex: feet may rise to the tree's height (the scenario's, climbing-more.ts) less 2 (head) less 2 (head above feet) [11.1.11.1]. */
export function treeHold(board: Board, s: Soldier, treeHeight: number = TREE_HEIGHT): UpState | undefined {
  if (board.terrainOf(s.hex) !== "tree" || (s.storey ?? 0) !== 0) return undefined;
  return { height: HEAD_ABOVE_FEET, hold: "tree", top: treeHeight - 2 - HEAD_ABOVE_FEET };
}

/**
 * What stands on the hexside he faces, to climb up from the ground of his hex [11.1.11]: a building's outside wall
 * (to its roof, 11.1.11.2), a fence, wall or roadblock (its height above the higher ground), or a height hexside
 * going up (its height); `top` is where his feet stand at its top.
 */
export function sideHold(board: Board, s: Soldier): UpState | undefined {
  if ((s.storey ?? 0) !== 0 || board.storeysOf(s.hex).length > 0) return undefined;
  const ahead = hexAhead(s.hex, s.facing);
  if (!board.has(ahead)) return undefined;
  const here = groundOf(board, s.hex);
  if (board.storeysOf(ahead).length > 0) {
    const top = buildingTop(board, ahead) - here;
    return top > 0 ? { height: HEAD_ABOVE_FEET, hold: "building", side: s.facing, top } : undefined;
  }
  const rise = Math.max(0, groundOf(board, ahead) - here);
  const fences = board.sideFeatureHeights(s.hex, s.facing - 1).filter((f) => CLIMBED_FEATURES.has(f.type));
  const fence = Math.max(0, ...fences.map((f) => f.height));
  if (fence > 0) return { height: HEAD_ABOVE_FEET, hold: "fence", side: s.facing, top: rise + fence };
  return rise > 0 ? { height: HEAD_ABOVE_FEET, hold: "hexside", side: s.facing, top: rise } : undefined;
}

/** MF per height climbed: 2 for walls, fences and roadblocks (and building walls), else 1 [11.1.11]. */
export function mfPerHeight(up: UpState): number {
  return up.hold === "fence" || up.hold === "building" ? 2 : 1;
}

/** Trees, walls and fences are climbed up only by soldiers whose kit reduces no MF [11.1.11] (not hill hexsides, bunkers or pillboxes). */
export function needsFreeKit(up: UpState): boolean {
  return up.hold !== "hexside" && up.hold !== "unit";
}

/** MF his weapons and equipment take from him in play: a crewed weapon's Move and missing crew, an NBC suit [10.1, 27.1.2]. */
export function kitMfReduction(s: Soldier): number {
  return (s.mfPenalty ?? 0) + (s.nbc ? 1 : 0);
}

/**
 * Advanced melee heights [13]: opposing soldiers in a hex melee only when they share at least one height, feet to head
 * (a man Up a tree with his head at 7, feet 5, is out of reach of a Standing man on the ground, head 2; with his head
 * at 4, feet 2, he is not). `attacker` is taken as he would stand in `hex`, on his storey, at his posture.
 */
export function meleeHeightsMeet(board: Board, attacker: Soldier, hex: Hex, defender: Soldier): boolean {
  const floor = (h: Hex, storey: number) => (storey === 0 ? groundOf(board, h) : (board.floorOf(h, storey) ?? groundOf(board, h)));
  const postureHead = (s: Soldier) => (s.posture === "stand" ? 2 : s.posture === "crouch" ? 1 : 0);
  const aFeet = floor(hex, attacker.storey ?? 0) + feetOf(attacker);
  const aHead = aFeet + (attacker.up ? HEAD_ABOVE_FEET : postureHead(attacker));
  const dFeet = floor(defender.hex, defender.storey ?? 0) + feetOf(defender);
  const dHead = dFeet + (defender.up ? HEAD_ABOVE_FEET : postureHead(defender));
  return aFeet <= dHead && dFeet <= aHead;
}

/** Height of a bunker's or pillbox's top above its hex's ground (8.8.4: soldiers may climb on top; the text gives no height). */
export const FORTIFICATION_TOP = defineTable<{ type: "bunker" | "pillbox" }, number>({
  id: "firepower/fortification_top_height",
  version: "1",
  title: "Height of a bunker's and a pillbox's top (placeholder)",
  inputs: z.object({ type: z.enum(["bunker", "pillbox"]) }),
  output: z.number().int().min(1).max(10),
  cells: [
    { inputs: { type: "bunker" }, value: 3, provenance: missing("the bunker's height is on the missing unit/terrain charts [8.8.4]; 3 stands in: loopholes 1-2 heights up (8.8.4.1) under a roof above a Standing man") },
    { inputs: { type: "pillbox" }, value: 2, provenance: missing("the pillbox's height is on the missing unit/terrain charts [8.8.4]; 2 stands in: a loophole 1 height up for Crouching men only (8.8.4.2)") },
  ],
});

/** The bunker or pillbox of his hex to climb on top of, from beside it (8.8.4), with the placeholder height's provenance. */
export function unitHold(game: FirepowerGame, s: Soldier, tables?: ReadonlyMap<string, AnyTable>): UpState | undefined {
  const unit = fortificationAt(game, s.hex);
  if (!unit || unit.type === "tower" || isInFortification(s)) return undefined;
  const cell = lookup(tableOf(tables, FORTIFICATION_TOP), { type: unit.type });
  if (!cell.ok) throw new Error(`firepower/fortification_top_height: no cell for ${unit.type}`);
  return { height: HEAD_ABOVE_FEET, hold: "unit", top: cell.value };
}
