import type { Provenance } from "@tactica/engine";

/** One die-roll modifier used in an answer: what, how much, which rule, where the number comes from. */
export type AppliedModifier = {
  readonly name: string;
  readonly value: number;
  readonly rule: string;
  readonly provenance: Provenance;
};

/** Sum of the modifiers' values. */
export function totalModifier(modifiers: readonly AppliedModifier[]): number {
  let total = 0;
  for (const m of modifiers) total += m.value;
  return total;
}
