// Firepower dice (shared/rules/firepower.md §1, §8): one d10, "0" reads 10, roll + modifiers ≤ number succeeds.
import type { Distribution, Rational } from "@tactica/dice";
import { chanceAtMost, complement, die, fromEntries, mapOutcomes, modifiedRoll, repeatFold } from "@tactica/dice";

/** The Firepower decimal die: faces 1..10 ("0" = 10) [1.3]. */
export function firepowerD10(): Distribution<number> {
  return die(10);
}

/** Read a printed d10 face: 0 means 10 [1.3]. */
export function firepowerFace(printed: number): number {
  return printed === 0 ? 10 : printed;
}

/** P(d10 + modifiers ≤ target) [4.2]; firing rolls are not clamped, so this is clamp(target − mod, 0, 10)/10. */
export function firepowerCheckChance(target: number, modifierTotal: number): Rational {
  return chanceAtMost(die(10), target, modifierTotal);
}

/** Outcome of one burst (or one semi-auto shot group) of L fire at one soldier [6.3.6.3, 6.4.1]. */
export type FirepowerFireOutcome = "eliminated" | "suppressed" | "no_effect";

/**
 * One burst of `shots` rolls at one soldier [6.3.6.3]: any modified roll ≤ hit number eliminates him
 * (Opt 23 wounds aside). Automatic fire Suppresses an unhit soldier [6.4.1]: "if_possible" (default, digest
 * §15 item 15) when 1 + ΣMod ≤ 10, "if_rolled" when some shot's modified roll was ≤ 10.
 */
export function firepowerBurstOdds(p: {
  readonly hitNumber: number;
  readonly modifierTotal: number;
  readonly shots: number;
  readonly automatic: boolean;
  readonly suppression?: "if_possible" | "if_rolled";
}): Distribution<FirepowerFireOutcome> {
  const shot = mapOutcomes(modifiedRoll(die(10), p.modifierTotal), (m): "hit" | "low" | "high" =>
    m <= p.hitNumber ? "hit" : m <= 10 ? "low" : "high");
  const folded = repeatFold(p.shots, shot, "high" as "hit" | "low" | "high", (s, o) =>
    s === "hit" || o === "hit" ? "hit" : s === "low" || o === "low" ? "low" : "high");
  const possible = 1 + p.modifierTotal <= 10;
  return mapOutcomes(folded, (s): FirepowerFireOutcome => {
    if (s === "hit") return "eliminated";
    if (!p.automatic) return "no_effect";
    const suppressed = (p.suppression ?? "if_possible") === "if_possible" ? possible : s === "low";
    return suppressed ? "suppressed" : "no_effect";
  });
}

/** Melee [6.5.1]: one d10, modified ≤ 5 the attackers win (defenders eliminated), ≥ 6 the attackers are eliminated. */
export function firepowerMeleeOdds(modifierTotal: number): Distribution<"attacker_wins" | "defender_wins"> {
  return mapOutcomes(modifiedRoll(die(10), modifierTotal), (m) => (m <= 5 ? "attacker_wins" : "defender_wins"));
}

/** Jump injury [15.1]: d10 + 2 per height (+ other modifiers, e.g. +5 for a fall): ≥16 eliminated, 10–15 stunned. */
export function firepowerJumpOdds(heights: number, modifierTotal = 0): Distribution<"eliminated" | "stunned" | "no_effect"> {
  return mapOutcomes(modifiedRoll(die(10), 2 * heights + modifierTotal), (m) =>
    m >= 16 ? "eliminated" : m >= 10 ? "stunned" : "no_effect");
}

/**
 * Blast roll for one soldier [6.3.6.3.1, 6.4.2]: modified roll ≤ blast number eliminates. Survivors in the
 * impact hex are Stunned; in a blast-zone hex they are Suppressed iff an unmodified 2 could have hit (2 + ΣMod ≤ blast number).
 */
export function firepowerBlastOdds(p: {
  readonly blastNumber: number;
  readonly modifierTotal: number;
  readonly zone: "impact" | "blast_zone";
}): Distribution<"eliminated" | "stunned" | "suppressed" | "no_effect"> {
  const hit = firepowerCheckChance(p.blastNumber, p.modifierTotal);
  const survivor = p.zone === "impact" ? "stunned" : 2 + p.modifierTotal <= p.blastNumber ? "suppressed" : "no_effect";
  return fromEntries([["eliminated", hit], [survivor, complement(hit)]]);
}
