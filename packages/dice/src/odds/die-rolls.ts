import type { Distribution } from "./distribution";
import { combine, fromEntries, mapOutcomes, probabilityOf, uniform } from "./distribution";
import type { Rational } from "./rational";
import { add, div, ZERO } from "./rational";

const dieCache = new Map<number, Distribution<number>>();
const sumCache = new Map<string, Distribution<number>>();

/** A fair die: faces 1..sides, each 1/sides (memoized). A Firepower d10 reads its "0" face as 10, so it is die(10). */
export function die(sides: number): Distribution<number> {
  let dist = dieCache.get(sides);
  if (!dist) {
    if (!Number.isInteger(sides) || sides < 1) throw new RangeError(`die: sides must be an integer >= 1, got ${sides}`);
    dist = uniform(Array.from({ length: sides }, (_, i) => i + 1));
    dieCache.set(sides, dist);
  }
  return dist;
}

/** Sum of `count` dice of `sides` faces, e.g. diceSum(2, 6) for 2d6 (memoized). */
export function diceSum(count: number, sides: number): Distribution<number> {
  const key = `${count}d${sides}`;
  let dist = sumCache.get(key);
  if (!dist) {
    if (!Number.isInteger(count) || count < 1) throw new RangeError(`diceSum: count must be an integer >= 1, got ${count}`);
    dist = count === 1 ? die(sides) : combine(diceSum(count - 1, sides), die(sides), (a, b) => a + b);
    sumCache.set(key, dist);
  }
  return dist;
}

/** Optional clamp of a modified roll, e.g. Firepower 12.7 "modified results are clamped to 1..10". */
export type Clamp = { readonly min?: number; readonly max?: number };

/** Distribution of (roll + modifier), clamped when the book says so (firing rolls are not clamped). */
export function modifiedRoll(roll: Distribution<number>, modifier: number, clamp?: Clamp): Distribution<number> {
  return mapOutcomes(roll, (r) => {
    let v = r + modifier;
    if (clamp?.min !== undefined && v < clamp.min) v = clamp.min;
    if (clamp?.max !== undefined && v > clamp.max) v = clamp.max;
    return v;
  });
}

/** P(roll + modifier ≤ target): the "roll ≤ number" convention (Firepower, Patrol spotting, Sniper d6 ranges). */
export function chanceAtMost(roll: Distribution<number>, target: number, modifier = 0): Rational {
  return chanceWhere(roll, (r) => r + modifier <= target);
}

/** P(roll + modifier ≥ target): the "N+" convention. */
export function chanceAtLeast(roll: Distribution<number>, target: number, modifier = 0): Rational {
  return chanceWhere(roll, (r) => r + modifier >= target);
}

function chanceWhere(roll: Distribution<number>, ok: (r: number) => boolean): Rational {
  return probabilityOf(roll, ok);
}

/** P(a fair die shows one of `faces`), e.g. 1–2 on a d6. */
export function chanceOfFaces(sides: number, faces: readonly number[]): Rational {
  const set = new Set(faces);
  return probabilityOf(die(sides), (f) => set.has(f));
}

/** A die whose faces carry results: `faces[i]` is the result on face i + 1 (printed d6 rows, coloured combat dice). */
export function faceOdds<O>(faces: readonly O[]): Distribution<O> {
  return uniform(faces);
}

/** Read a roll through a table: outcome of each (modified, clamped) roll value. */
export function rollOutcomes<O>(roll: Distribution<number>, outcomeOf: (value: number) => O, modifier = 0, clamp?: Clamp): Distribution<O> {
  return mapOutcomes(modifiedRoll(roll, modifier, clamp), outcomeOf);
}

/** Highest (or lowest) of `count` dice, e.g. Flames of War Full Moon: two dice, keep the highest. */
export function keepOne(count: number, sides: number, keep: "highest" | "lowest"): Distribution<number> {
  let dist = die(sides);
  for (let i = 1; i < count; i += 1) dist = combine(dist, die(sides), (a, b) => (keep === "highest" ? Math.max(a, b) : Math.min(a, b)));
  return dist;
}

/** Compare two independent rolls: "higher" when the first is greater. */
export function compareRolls(a: Distribution<number>, b: Distribution<number>): Distribution<"higher" | "tie" | "lower"> {
  return combine(a, b, (x, y) => (x > y ? "higher" : x < y ? "lower" : "tie"));
}

/** Opposed roll where ties are re-rolled until broken (Patrol 7.35 suggestion, FoW "who attacks"): who rolls higher. */
export function opposedRoll(a: Distribution<number>, b: Distribution<number>): Distribution<"first" | "second"> {
  const c = compareRolls(a, b);
  const higher = c.get("higher") ?? ZERO;
  const lower = c.get("lower") ?? ZERO;
  const decided = add(higher, lower);
  if (decided.num === 0n) throw new RangeError("opposedRoll: the rolls can never differ");
  return fromEntries([["first", div(higher, decided)], ["second", div(lower, decided)]]);
}
