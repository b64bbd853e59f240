import type { AnyTable } from "@tactica/engine";
import { lookupOrThrow } from "@tactica/engine";
import type { AdvancedModifier, AmmoLetter } from "../tables/advanced-modifiers";
import { ADVANCED_FIRE_MODIFIERS, advancedModifierSection, appliesTo } from "../tables/advanced-modifiers";
import type { AppliedModifier } from "./applied-modifier";
import { tableOf } from "./table-of";

/** What made a smoke hex [12.2.7, 21.3]: F, M or W impact smoke, a Fire, or a W-started Fire. */
export type SmokeSource = "M" | "F" | "W" | "fire" | "w_fire";

/**
 * Battlefield conditions of one fire beyond the Basic modifiers (Advanced Game): the smoke hexes the LOS crosses,
 * fires into or out of (hex ID and source) [12.2.7], the target hex's Observation Condition after illumination
 * [12.2.11, 12.3.8], and the firer's wound fire penalty n of "nF" wounds [23.1.1].
 */
export type FieldConditions = {
  /** `source` is absent when only the value is known (a line ruled on a map: +2 W smoke, +3 F/M smoke or a Fire). */
  readonly smoke?: readonly { readonly hex: string; readonly source?: SmokeSource; readonly value: 2 | 3 }[];
  readonly observation?: 1 | 2 | 3;
  readonly woundFire?: number;
};

function applied(tables: ReadonlyMap<string, AnyTable> | undefined, id: AdvancedModifier, name: string, times = 1): AppliedModifier {
  const cell = lookupOrThrow(tableOf(tables, ADVANCED_FIRE_MODIFIERS), { modifier: id });
  return { name, value: cell.value * times, rule: `Firepower ${advancedModifierSection(id)}`, provenance: cell.provenance };
}

/**
 * The Advanced modifiers of `field` that apply to fire with ammunition `letter` (12.2: a modifier applies only where
 * its letter is listed): +3 per F/M/Fire smoke hex, +2 per W smoke hex, +1/+2 for Observation Condition 2/3, +n
 * for the firer's "nF" wounds.
 */
export function fieldModifiers(field: FieldConditions | undefined, letter: AmmoLetter, tables?: ReadonlyMap<string, AnyTable>): AppliedModifier[] {
  if (!field) return [];
  const out: AppliedModifier[] = [];
  for (const s of field.smoke ?? []) {
    const id: AdvancedModifier = s.value === 2 ? "smoke_w" : "smoke_fm";
    const made = s.source === undefined ? (s.value === 2 ? "W" : "F/M or Fire") : s.source === "w_fire" ? "W-started Fire" : s.source === "fire" ? "Fire" : s.source;
    if (appliesTo(id, letter)) out.push(applied(tables, id, `smoke hex ${s.hex} (${made}) in the LOS`));
  }
  if (field.observation === 2 && appliesTo("observation_2", letter)) out.push(applied(tables, "observation_2", "target hex at Observation Condition 2"));
  if (field.observation === 3 && appliesTo("observation_3", letter)) out.push(applied(tables, "observation_3", "target hex at Observation Condition 3"));
  if ((field.woundFire ?? 0) > 0 && appliesTo("wound_fire", letter)) out.push(applied(tables, "wound_fire", `firer's wounds (${field.woundFire}F)`, field.woundFire));
  return out;
}
