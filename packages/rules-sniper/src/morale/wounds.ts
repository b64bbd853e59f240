// Wounds [14.0-14.2]: healthy -> wounded -> unconscious (Incap) -> killed, applied in the order of the attacks.
// Two wounds = Incap, two Incap results = KIA; a wound has no effect on an Incap soldier; a more serious result
// always prevails; Stun always applies but does nothing to the Incap or dead.

export const HEALTH = ["healthy", "wounded", "incap", "kia"] as const;
export type Health = (typeof HEALTH)[number];
/** Results that change a soldier's condition (P, P1, P2 are panic tests [24.1], not wounds). */
export type WoundResult = "W" | "I" | "K" | "Stun" | "-" | "P" | "P1" | "P2";

export type Condition = { readonly health: Health; readonly stunned: boolean };

/** One result on a condition [14.2]. */
export function applyWound(c: Condition, r: WoundResult): Condition {
  switch (r) {
    case "K": return { ...c, health: "kia" };
    case "I": return { ...c, health: c.health === "incap" || c.health === "kia" ? "kia" : "incap" };
    case "W": return { ...c, health: c.health === "healthy" ? "wounded" : c.health === "wounded" ? "incap" : c.health };
    case "Stun": return { ...c, stunned: c.health === "healthy" || c.health === "wounded" ? true : c.stunned };
    default: return c;
  }
}

/** Results in the order the attacks came [14.2]. */
export function applyWounds(c: Condition, results: readonly WoundResult[]): { readonly final: Condition; readonly steps: readonly Condition[] } {
  const steps: Condition[] = [];
  let cur = c;
  for (const r of results) { cur = applyWound(cur, r); steps.push(cur); }
  return { final: cur, steps };
}
