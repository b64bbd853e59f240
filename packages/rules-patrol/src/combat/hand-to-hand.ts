import { fromBook, lookupOrThrow, placeholder, summarizeProvenance } from "@tactica/engine";
import type { Provenance, ProvenanceSummary } from "@tactica/engine";
import type { Distribution } from "@tactica/dice";
import { fromEntries, rational } from "@tactica/dice";
import type { FireResult } from "../tables/firearm-results";
import type { PatrolTableSet } from "./patrol-tables";
import { DEFAULT_TABLES } from "./patrol-tables";

/** The attacker's hand-to-hand class: a counter weapon, a rifle sub-type, or unarmed (Ua). */
export type HandToHandWeapon = "BR" | "SR" | "AW" | "AR" | "MP" | "MG" | "GL" | "RL" | "FT" | "TC" | "Ua";

/** One hand-to-hand attack [12.5]: attacker weapon and posture, who is wounded. */
export type HandToHandInput = {
  readonly weapon: HandToHandWeapon;
  readonly attackerProne: boolean;
  readonly attackerWounded: boolean;
  readonly defenderWounded: boolean;
};

const BASE: Record<HandToHandWeapon, number> = { BR: 2, SR: 2, AW: 3, AR: 3, MP: 4, MG: 4, GL: 5, RL: 5, FT: 5, TC: 5, Ua: 5 };

/**
 * The table line [12.5] (digest §8.8 RECON, weapon-to-line assignment invented): base by weapon, -1 if only the
 * defender is wounded, +1 if only the attacker is wounded, +1 if the attacker is prone; clamped to 1-6. Matches
 * both printed anchors (BR/SR erect vs wounded defender = line 1; erect wounded MP vs fit defender = line 5).
 */
export function toHandToHandLine(input: HandToHandInput): { readonly line: number; readonly provenance: Provenance } {
  let line = BASE[input.weapon];
  if (input.defenderWounded && !input.attackerWounded) line -= 1;
  if (input.attackerWounded && !input.defenderWounded) line += 1;
  if (input.attackerProne) line += 1;
  line = Math.min(6, Math.max(1, line));
  const anchored = (input.weapon === "BR" || input.weapon === "SR") && line === 1 && !input.attackerProne;
  return { line, provenance: anchored ? fromBook("12.5") : placeholder("digest §8.8: weapon-to-line assignments lost; invented") };
}

/** Exact odds of one hand-to-hand attack [12.5]; an incapacitated defender is killed outright [12.23]. */
export function handToHandOdds(input: HandToHandInput & { readonly defenderIncapacitated?: boolean }, tables: PatrolTableSet = DEFAULT_TABLES):
  { readonly line: number; readonly distribution: Distribution<FireResult>; readonly rolls: readonly FireResult[]; readonly provenance: ProvenanceSummary } {
  if (input.defenderIncapacitated) {
    return { line: 0, distribution: fromEntries<FireResult>([["K", rational(1)]]), rolls: ["K", "K", "K", "K", "K", "K"], provenance: summarizeProvenance([fromBook("12.23")]) };
  }
  const { line, provenance } = toHandToHandLine(input);
  const cells = [1, 2, 3, 4, 5, 6].map((roll) => lookupOrThrow(tables.handToHand, { line, roll }));
  const counts = new Map<FireResult, number>();
  for (const c of cells) counts.set(c.value, (counts.get(c.value) ?? 0) + 1);
  return {
    line, rolls: cells.map((c) => c.value),
    distribution: fromEntries<FireResult>([...counts].map(([k, n]) => [k, rational(n, 6)] as const)),
    provenance: summarizeProvenance([provenance, ...cells]),
  };
}
