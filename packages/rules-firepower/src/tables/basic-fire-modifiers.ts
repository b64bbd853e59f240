import { defineTable } from "@tactica/engine";
import { z } from "zod";
import { book } from "./sources";

/** Basic Game Firing Modifiers [6.3.6.2.1-7] (also printed on the Basic Game Card). */
export const BASIC_MODIFIERS = [
  "firer_suppressed", "target_cover", "target_concealment", "target_crouching", "target_prone",
  "tree_or_hedge_in_los", "target_running", "firer_non_combat_mf", "blast_adjacent", "blast_two_hexes", "firer_pinned",
  "standing_behind_high_cover",
] as const;

/** One Basic firing modifier id. */
export type BasicModifier = (typeof BASIC_MODIFIERS)[number];

const SECTIONS: Readonly<Record<BasicModifier, { value: number; section: string }>> = {
  firer_suppressed: { value: 1, section: "6.3.6.2.1" },
  target_cover: { value: 1, section: "6.3.6.2.2" },
  target_concealment: { value: 1, section: "6.3.6.2.3" },
  target_crouching: { value: 1, section: "6.3.6.2.4" },
  target_prone: { value: 2, section: "6.3.6.2.4" },
  tree_or_hedge_in_los: { value: 1, section: "6.3.6.2.5" },
  target_running: { value: 2, section: "6.3.6.2.6" },
  firer_non_combat_mf: { value: 1, section: "6.3.6.2.7" },
  blast_adjacent: { value: 3, section: "6.3.6.3.2.2" },
  blast_two_hexes: { value: 4, section: "6.3.6.3.2.2" },
  // Optional Rule 16.6: a Pinned firer (or thrower) rolls at +2 instead of the Suppressed +1.
  firer_pinned: { value: 2, section: "12.2.2" },
  // Optional Rule 16.9: Standing behind 2-height cover, +1 more when fired at or against blasts.
  standing_behind_high_cover: { value: 1, section: "16.9" },
};

/** Section of each Basic modifier, for explanations. */
export function basicModifierSection(id: BasicModifier): string {
  return SECTIONS[id].section;
}

/** Basic Game firing modifiers: die-roll modifier per condition (per MF / per hex where the rule says so). */
export const BASIC_FIRE_MODIFIERS = defineTable<{ modifier: BasicModifier }, number>({
  id: "firepower/basic_fire_modifiers",
  version: "1",
  title: "Basic Game Firing Modifiers and Grenade Blast Diagram modifiers",
  inputs: z.object({ modifier: z.enum(BASIC_MODIFIERS) }),
  output: z.number().int(),
  cells: BASIC_MODIFIERS.map((modifier) => ({ inputs: { modifier }, value: SECTIONS[modifier].value, provenance: book(SECTIONS[modifier].section) })),
});
