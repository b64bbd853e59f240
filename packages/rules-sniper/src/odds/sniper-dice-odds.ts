// Sniper! dice (shared/rules/sniper.md §1, §5.3, §7): 2d6 fire and combat rolls, 1d6 tests.
import type { Distribution, Rational } from "@tactica/dice";
import { ONE, chain, chanceAtLeast, chanceOfFaces, complement, diceSum, die, fromEntries, mapOutcomes, modifiedRoll } from "@tactica/dice";

/** Fire roll [12.6, 16.2]: 2d6 + shooting ability (F +1, (F) −1, Sergeant Rock +2); the Fire Attack Results table reads it. */
export function sniperFireRoll(modifierTotal: number): Distribution<number> {
  return modifiedRoll(diceSum(2, 6), modifierTotal);
}

/** Read a fire or explosion roll through a results column (the table itself is supplied by the ruleset). */
export function sniperResultOdds<O>(modifierTotal: number, resultOf: (roll: number) => O): Distribution<O> {
  return mapOutcomes(sniperFireRoll(modifierTotal), resultOf);
}

/**
 * Explosion [13.4]: result from the modified 2d6 (e.g. +2 for a demolition charge inside [20.2]); every soldier hit
 * is also stunned unless the dice themselves show 2 or 3. Outcomes are `result` or `result+stunned`.
 */
export function sniperExplosionOdds<O extends string>(modifierTotal: number, resultOf: (roll: number) => O): Distribution<O | `${O}+stunned`> {
  return chain(diceSum(2, 6), (dice) => {
    const result = resultOf(dice + modifierTotal);
    const outcome: O | `${O}+stunned` = dice === 2 || dice === 3 ? result : `${result}+stunned`;
    return new Map([[outcome, ONE]]);
  });
}

/** Jump [10.3]: 1d6, 1 incapacitated, 2–3 wounded, 4+ no effect; into or out of smoke −2, minimum 1 [13.5]. */
export function sniperJumpOdds(intoSmoke = false): Distribution<"incapacitated" | "wounded" | "no_effect"> {
  return mapOutcomes(modifiedRoll(die(6), intoSmoke ? -2 : 0, { min: 1 }), (r) =>
    r === 1 ? "incapacitated" : r <= 3 ? "wounded" : "no_effect");
}

/** Panic test [24.0]: 1d6 + modifiers (P1/P2: −1/−2); ≥ panic value is OK, lower panics. */
export function sniperPanicOdds(panicValue: number, modifierTotal = 0): Distribution<"ok" | "panics"> {
  const ok = chanceAtLeast(die(6), panicValue, modifierTotal);
  return fromEntries([["ok", ok], ["panics", complement(ok)]]);
}

/** Chance that a 1d6 shows one of `faces` (e.g. UNL on 1–2 after automatic fire [12.8], a mine on 1–3). */
export function sniperFaceChance(faces: readonly number[]): Rational {
  return chanceOfFaces(6, faces);
}
