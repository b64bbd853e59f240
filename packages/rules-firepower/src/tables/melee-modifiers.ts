import { defineTable } from "@tactica/engine";
import { z } from "zod";
import { book } from "./sources";

/** Melee modifiers: Basic 6.5.2 and Advanced 13.1-13.6 (each side's version; + is bad for the attacker). */
export const MELEE_MODIFIERS = [
  "attacker_excess", "defender_excess", "defenders_crouching", "attackers_crouching", "defenders_prone", "attackers_prone",
  "rear_attack", "defenders_stunned", "attackers_stunned", "attackers_climbed_up", "attackers_climbed_down",
  "attackers_bayonets", "defenders_bayonets",
] as const;

/** One melee modifier id. */
export type MeleeModifier = (typeof MELEE_MODIFIERS)[number];

const VALUES: Readonly<Record<MeleeModifier, { value: number; section: string }>> = {
  attacker_excess: { value: -2, section: "6.5.2" },
  defender_excess: { value: 2, section: "6.5.2" },
  defenders_crouching: { value: -1, section: "13.2" },
  attackers_crouching: { value: 1, section: "13.2" },
  defenders_prone: { value: -2, section: "13.2" },
  attackers_prone: { value: 2, section: "13.2" },
  rear_attack: { value: -3, section: "13.3" },
  defenders_stunned: { value: -3, section: "13.4" },
  attackers_stunned: { value: 3, section: "13.4" },
  attackers_climbed_up: { value: 1, section: "13.5" },
  attackers_climbed_down: { value: -1, section: "13.5" },
  attackers_bayonets: { value: -1, section: "13.6" },
  defenders_bayonets: { value: 1, section: "13.6" },
};

/** Melee modifier table (per excess soldier for the two count modifiers). Melee hit number is 5 [6.5.1]. */
export const MELEE_MODIFIER_TABLE = defineTable<{ modifier: MeleeModifier }, number>({
  id: "firepower/melee_modifiers",
  version: "1",
  title: "Melee modifiers (Basic 6.5.2, Advanced 13)",
  inputs: z.object({ modifier: z.enum(MELEE_MODIFIERS) }),
  output: z.number().int(),
  cells: MELEE_MODIFIERS.map((modifier) => ({ inputs: { modifier }, value: VALUES[modifier].value, provenance: book(VALUES[modifier].section) })),
});

/** Melee hit number [6.5.1]: modified ≤ 5 the attacker wins. */
export const MELEE_HIT_NUMBER = { value: 5, provenance: book("6.5.1") } as const;
