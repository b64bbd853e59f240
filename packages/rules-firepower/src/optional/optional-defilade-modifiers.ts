// Optional Rules 16.2.2 and 23.4 as L fire modifiers (no game imports beyond tables: the fire pieces call these).
import type { AnyTable } from "@tactica/engine";
import { lookupOrThrow } from "@tactica/engine";
import type { AppliedModifier } from "../fire/applied-modifier";
import type { FireSituation } from "../fire/fire-situation";
import { tableOf } from "../fire/table-of";
import { BASIC_FIRE_MODIFIERS } from "../tables/basic-fire-modifiers";
import { book } from "../tables/sources";

/** The 16.2.2 correction to the Prone +2 already counted: -1, so the Prone target counts +1. */
export function proneFromAboveModifiers(proneFromAbove: boolean | undefined): AppliedModifier[] {
  return proneFromAbove ? [{ name: "Prone target 6+ heights below the firer: +1 instead of +2 (Option 16.2.2)", value: -1, rule: "Firepower 16.2.2", provenance: book("16.2.2") }] : [];
}

/**
 * The defilade modifier [23.4]: +1 (the usual cover, 23.2's Cover Effects Chart being missing) for 1 height or more,
 * unless he already has cover in his hex (each modifier counts once, 12.2). Option 16.9's "2 height defilade" never
 * arises: a Standing man is 2 heights tall (12.2.8), so with both heights blocked he is out of sight.
 */
export function defiladeModifiers(defilade: number | undefined, alreadyCovered: boolean, tables?: ReadonlyMap<string, AnyTable>): AppliedModifier[] {
  if (!defilade || alreadyCovered) return [];
  const cell = lookupOrThrow(tableOf(tables, BASIC_FIRE_MODIFIERS), { modifier: "target_cover" as const });
  return [{ name: `target in ${defilade}-height defilade cover (Option 23.4)`, value: cell.value, rule: "Firepower 23.4, 12.2.3", provenance: cell.provenance }];
}

/**
 * 12.3.4.2.7: a man on the top storey under a destroyed roof is among walls and rubble, and "both cover modifiers apply":
 * the rubble's +1 counts on top of any cover he has (rubble is cover from all directions, 12.2.3).
 */
export function roofRubbleModifiers(roofRubble: boolean | undefined, tables?: ReadonlyMap<string, AnyTable>): AppliedModifier[] {
  if (!roofRubble) return [];
  const cell = lookupOrThrow(tableOf(tables, BASIC_FIRE_MODIFIERS), { modifier: "target_cover" as const });
  return [{ name: "target in the rubble of a destroyed roof (12.3.4.2.7: both cover modifiers apply)", value: cell.value, rule: "Firepower 12.3.4.2.7, 12.2.3", provenance: cell.provenance }];
}

/** Options 16.2.2 and 23.4, and 12.3.4.2.7 roof rubble, for one L fire situation (`covered`: the target's cover modifier is already counted). */
export function heightOptionModifiers(s: FireSituation, covered: boolean): AppliedModifier[] {
  return [
    ...proneFromAboveModifiers(s.target.proneFromAbove),
    ...roofRubbleModifiers(s.target.roofRubble, s.tables),
    ...defiladeModifiers(s.target.defilade, covered, s.tables),
  ];
}
