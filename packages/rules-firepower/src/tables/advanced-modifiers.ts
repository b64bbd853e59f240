import { defineTable } from "@tactica/engine";
import { z } from "zod";
import { book } from "./sources";

/** Ammunition letters of 12.2 (B = blast hit number rolls). */
export type AmmoLetter = "A" | "B" | "C" | "F" | "G" | "H" | "L" | "M" | "U" | "W";

/** Advanced modifiers in play beyond the Basic ones: smoke, Observation Conditions, wounds. */
export const ADVANCED_MODIFIERS = ["smoke_fm", "smoke_w", "observation_2", "observation_3", "wound_fire"] as const;

/** One Advanced modifier id. */
export type AdvancedModifier = (typeof ADVANCED_MODIFIERS)[number];

const SPEC: Readonly<Record<AdvancedModifier, { value: number; section: string; letters: readonly AmmoLetter[] }>> = {
  // 12.2.7: per smoke hex in the LOS (or firing into/out of one): F, M and Fire smoke +3; W smoke +2.
  smoke_fm: { value: 3, section: "12.2.7", letters: ["A", "C", "F", "G", "H", "L", "M", "W"] },
  smoke_w: { value: 2, section: "12.2.7", letters: ["A", "C", "F", "G", "H", "L", "M", "W"] },
  // 12.2.11: target hex Observation Condition 2 / 3.
  observation_2: { value: 1, section: "12.2.11", letters: ["A", "G", "H", "L", "M", "U", "W"] },
  observation_3: { value: 2, section: "12.2.11", letters: ["A", "G", "H", "L", "M", "U", "W"] },
  // Option 23.1.1: a wound "nF" is +n to the soldier's fire (every kind of firing).
  wound_fire: { value: 1, section: "23.1.1", letters: ["A", "C", "F", "G", "H", "L", "M", "U", "W"] },
};

/** Rule section of a modifier. */
export function advancedModifierSection(id: AdvancedModifier): string {
  return SPEC[id].section;
}

/** Whether a modifier applies to fire with that ammunition letter (12.2: "the modifiers do not apply where the letter is not listed"). */
export function appliesTo(id: AdvancedModifier, letter: AmmoLetter): boolean {
  return SPEC[id].letters.includes(letter);
}

/** Advanced Game modifiers (values per hex / per wound point), all the book's [12.2.7, 12.2.11, 23.1.1]. */
export const ADVANCED_FIRE_MODIFIERS = defineTable<{ modifier: AdvancedModifier }, number>({
  id: "firepower/advanced_fire_modifiers",
  version: "1",
  title: "Advanced Game modifiers: smoke, Observation Conditions, wounds",
  inputs: z.object({ modifier: z.enum(ADVANCED_MODIFIERS) }),
  output: z.number().int(),
  cells: ADVANCED_MODIFIERS.map((modifier) => ({ inputs: { modifier }, value: SPEC[modifier].value, provenance: book(SPEC[modifier].section) })),
});
