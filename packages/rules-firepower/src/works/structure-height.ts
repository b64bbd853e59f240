// Firepower 12.2.10 for thrown and fired special rounds: "The die number rolled is modified by '-1' for each height of
// wall, fence, or roadblock in a target hex ... For other types of ammunition [than A or H used as armour piercing], it
// is enough that the object is in the hex." The rule lists A, F, G, H, M and W: not L, so small-arms fire at men behind
// a fence gets no such modifier (the book wins over the brief's "for L fire"); G hand grenades and the F, M and W
// special rounds (special-fire.ts) take it here, as ammo-fire.ts's G rounds do. Advanced Game only (12.2).
import type { AnyTable } from "@tactica/engine";
import { lookupOrThrow } from "@tactica/engine";
import type { Hex } from "@tactica/hex";
import type { AppliedModifier } from "../fire/applied-modifier";
import { tableOf } from "../fire/table-of";
import { STRUCTURE_HEIGHT_MODIFIER } from "../tables/ammo-weapons";
import { boardOf } from "../core/board";
import type { FirepowerGame } from "../state/types";

/** The letters 12.2.10 names whose roll takes the modifier when the object merely stands in the target hex. */
const IN_HEX_AMMO: ReadonlySet<string> = new Set(["F", "G", "M", "W"]);

const KINDS: ReadonlySet<string> = new Set(["wall", "fence", "roadblock"]);

/** The height of the tallest wall, fence or roadblock on a side of `target` (0: none) [12.2.10]. */
export function structureHeightIn(game: FirepowerGame, target: Hex): number {
  const board = boardOf(game);
  let height = 0;
  for (let d = 0; d < 6; d += 1) for (const f of board.sideFeatureHeights(target, d)) if (KINDS.has(f.type)) height = Math.max(height, f.height);
  return height;
}

/** 12.2.10: -1 per height of the tallest wall, fence or roadblock on a side of the target hex, for an F, G, M or W roll. */
export function structureHeightModifiers(game: FirepowerGame, target: Hex, ammo: string, tables?: ReadonlyMap<string, AnyTable>): AppliedModifier[] {
  if (game.rules !== "advanced" || !IN_HEX_AMMO.has(ammo)) return [];
  return structureHeightModifier(structureHeightIn(game, target), tables);
}

/** The 12.2.10 modifier for `height` heights (none at 0): the table cell times the height. */
export function structureHeightModifier(height: number, tables?: ReadonlyMap<string, AnyTable>): AppliedModifier[] {
  if (height <= 0) return [];
  const cell = lookupOrThrow(tableOf(tables, STRUCTURE_HEIGHT_MODIFIER), { per: "height" as const });
  return [{ name: `${height} height(s) of wall, fence or roadblock in the target hex`, value: cell.value * height, rule: "Firepower 12.2.10", provenance: cell.provenance }];
}
