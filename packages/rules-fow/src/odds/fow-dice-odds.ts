// Flames of War dice (shared/rules/flamesofwar.md §0.1, §5.4, §5.8, §5.11): d6 "N+" tests, the 7/8 rule,
// one re-roll at most, saves and Firepower tests.
import type { Distribution, Rational, Reroll } from "@tactica/dice";
import { ONE, ZERO, binomial, chain, complement, die, fromEntries, mapOutcomes, mul, rational, withReroll } from "@tactica/dice";

/** Required score of an N+ test, or "auto" for automatic success. */
export type FowScore = number | "auto";

/**
 * P(one die passes an N+ test) [How It Works › Die Rolls]: better than 2+ still fails on a 1 (5/6);
 * 7 = a 6 then a 5+ (1/18); 8 = a 6 then a 6 (1/36); 9+ cannot succeed. `sevenRule: false` makes 7+ impossible
 * (the Flying Tank reading of RULING-1).
 */
export function fowSuccessChance(score: FowScore, sevenRule = true): Rational {
  if (score === "auto") return ONE;
  if (!Number.isInteger(score)) throw new RangeError(`fowSuccessChance: score must be an integer, got ${score}`);
  if (score <= 2) return rational(5, 6);
  if (score <= 6) return rational(7 - score, 6);
  if (!sevenRule) return ZERO;
  if (score === 7) return rational(1, 18);
  if (score === 8) return rational(1, 36);
  return ZERO;
}

/**
 * How a printed Firepower 1+ reads (option fow/printed_one_plus): "always", the rulebook's [How It Works › Die
 * Rolls], whose "always fail on a roll of 1" speaks of scores MODIFIED to better than 2+, so a printed 1+ is met by
 * every roll; "fails_on_one", the digest's §0.1 table (n <= 2 -> 5/6). The odds folder is a leaf and cannot read the
 * option, so callers pass the match's reading; left out it is the option's default, "always" (options.test.ts pins
 * that the two agree).
 */
export type FowOnePlus = "fails_on_one" | "always";
export const FOW_ONE_PLUS_DEFAULT: FowOnePlus = "always";

/**
 * P(one Firepower test passes) [8. Roll Saves › Firepower Test]: a printed 1+ under `onePlus` "always" is 1; any
 * other score is fowSuccessChance (a to-hit or save score better than 2+ is modified, so still fails on a 1).
 */
export function fowFirepowerChance(firepower: FowScore, onePlus: FowOnePlus = FOW_ONE_PLUS_DEFAULT, sevenRule = true): Rational {
  if (firepower === 1 && onePlus === "always") return ONE;
  return fowSuccessChance(firepower, sevenRule);
}

/** Two-stage outcome of a 7+ or 8+ roll, for explaining it: the first die and, on a 6, the further die. */
export function fowStagedRoll(score: 7 | 8): Distribution<"pass" | "fail"> {
  const further = score === 7 ? 5 : 6;
  return chain(die(6), (first) => (first < 6 ? new Map([["fail" as const, ONE]])
    : mapOutcomes(die(6), (second): "pass" | "fail" => (second >= further ? "pass" : "fail"))));
}

/** P(hit) per die for a final to-hit score and a re-roll grant ([Shooting › 6. Roll to Hit]). */
export function fowHitChance(score: FowScore, reroll: Reroll = "none"): Rational {
  return withReroll(fowSuccessChance(score), reroll);
}

/** Outcome of a hit on an Armoured Tank Team. */
export type FowTankOutcome = "no_effect" | "bailed_out" | "destroyed";

/** Inputs of an armour save ([8. Roll Saves › Armour Save]). */
export type FowArmourSave = {
  readonly armour: number;
  /** Range over 16"/40cm: +1 to the save. */
  readonly longRange: boolean;
  readonly antiTank: number;
  readonly firepower: FowScore;
  /** Bunkers Are Tough: the Firepower test re-rolls successes. */
  readonly bunker?: boolean;
  /** Improvised Armour vs FP 5+ or 6: a natural 6 always saves. */
  readonly naturalSixSaves?: boolean;
  /** Already Bailed Out: a Bail becomes d6 ≥ this score (Motivation or Remount); failure destroys. */
  readonly alreadyBailedOut?: FowScore;
  /** A printed Firepower 1+ (fow/printed_one_plus); default the option's default, "always". */
  readonly onePlus?: FowOnePlus;
};

/** Exact outcome of one hit on an armoured tank: save die vs AT, then the Firepower test. */
export function fowArmourSaveOdds(s: FowArmourSave): Distribution<FowTankOutcome> {
  const fp = withReroll(fowFirepowerChance(s.firepower, s.onePlus), s.bunker ? "hits" : "none");
  const bail: Distribution<FowTankOutcome> = s.alreadyBailedOut === undefined
    ? new Map([["bailed_out", ONE]])
    : fromEntries([["bailed_out", fowSuccessChance(s.alreadyBailedOut)], ["destroyed", complement(fowSuccessChance(s.alreadyBailedOut))]]);
  const fpTest = (pass: Distribution<FowTankOutcome>, fail: Distribution<FowTankOutcome>): Distribution<FowTankOutcome> =>
    fromEntries([...[...pass].map(([o, p]) => [o, mul(fp, p)] as const), ...[...fail].map(([o, p]) => [o, mul(complement(fp), p)] as const)]);
  const noEffect: Distribution<FowTankOutcome> = new Map([["no_effect", ONE]]);
  const destroyed: Distribution<FowTankOutcome> = new Map([["destroyed", ONE]]);
  return chain(die(6), (d) => {
    if (s.naturalSixSaves && d === 6) return noEffect;
    const total = d + s.armour + (s.longRange ? 1 : 0);
    if (total > s.antiTank) return noEffect;
    if (total === s.antiTank) return fpTest(bail, noEffect);
    return fpTest(destroyed, bail);
  });
}

/** Outcome of a hit on an Infantry, Gun or Unarmoured Tank Team. */
export type FowTeamOutcome = "saved" | "protected_by_cover" | "destroyed";

/**
 * One hit on an Infantry or Gun Team (or, with no bulletproof cover, an Unarmoured Tank): d6 ≥ Save survives;
 * otherwise destroyed, unless in Bulletproof Cover, where the shooter must also pass d6 ≥ FP.
 * Breakthrough Gun and Flame-throwers force a re-roll of successful saves.
 */
export function fowTeamSaveOdds(s: {
  readonly save: FowScore;
  readonly bulletproofCover: boolean;
  readonly firepower: FowScore;
  readonly rerollSuccessfulSaves?: boolean;
  readonly bunker?: boolean;
  /** A printed Firepower 1+ (fow/printed_one_plus); default the option's default, "always". */
  readonly onePlus?: FowOnePlus;
}): Distribution<FowTeamOutcome> {
  const saved = withReroll(fowSuccessChance(s.save), s.rerollSuccessfulSaves ? "hits" : "none");
  const failed = complement(saved);
  if (!s.bulletproofCover) return fromEntries([["saved", saved], ["destroyed", failed]]);
  const fp = withReroll(fowFirepowerChance(s.firepower, s.onePlus), s.bunker ? "hits" : "none");
  return fromEntries([["saved", saved], ["destroyed", mul(failed, fp)], ["protected_by_cover", mul(failed, complement(fp))]]);
}

/** Exact shooting odds for one Team at one target: per-die hit chance, hits ~ Binomial(dice, p), and each outcome's count. */
export function fowShootingOdds<O extends string>(s: {
  readonly dice: number;
  readonly score: FowScore;
  readonly reroll?: Reroll;
  readonly perHit: Distribution<O>;
}): { readonly hitChance: Rational; readonly hits: Distribution<number>; readonly outcomeCounts: ReadonlyMap<O, Distribution<number>> } {
  const hitChance = fowHitChance(s.score, s.reroll ?? "none");
  // Each die independently hits and then gives outcome o, so the count of o is Binomial(dice, p_hit * P(o)).
  const outcomeCounts = new Map<O, Distribution<number>>();
  for (const [o, p] of s.perHit) outcomeCounts.set(o, binomial(s.dice, mul(hitChance, p)));
  return { hitChance, hits: binomial(s.dice, hitChance), outcomeCounts };
}

/**
 * One hit on an Aircraft [Shooting at Aircraft]: save 3+; on a failed save the shooter needs d6 ≥ FP to destroy.
 * Flying Tank adds +1 to the FP score; `sevenRule: false` is the reading where that makes FP 6 impossible (RULING-1).
 * A printed FP 1+ follows `onePlus`; Flying Tank's 1 + 1 = 2+ is a modified score and fails on a 1.
 */
export function fowAircraftSaveOdds(s: { readonly firepower: number; readonly flyingTank?: boolean; readonly sevenRule?: boolean; readonly onePlus?: FowOnePlus }): Distribution<"saved" | "destroyed" | "no_effect"> {
  const saved = fowSuccessChance(3);
  const fp = fowFirepowerChance(s.firepower + (s.flyingTank ? 1 : 0), s.flyingTank ? "fails_on_one" : s.onePlus, s.sevenRule ?? true);
  return fromEntries([["saved", saved], ["destroyed", mul(complement(saved), fp)], ["no_effect", mul(complement(saved), complement(fp))]]);
}
