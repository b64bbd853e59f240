import type { Rational } from "./rational";
import { add, complement, equals, mul, ONE, rational, sum, toDecimal, ZERO } from "./rational";

/** Exact probability of each outcome; outcomes are compared by identity (use strings or numbers). */
export type Distribution<T> = ReadonlyMap<T, Rational>;

/** One row of an odds answer: the outcome, its exact probability and a display decimal. */
export type OddsRow<T> = { readonly outcome: T; readonly probability: Rational; readonly decimal: string };

/** Build a distribution from entries, merging repeated outcomes and dropping zero-probability ones. */
export function fromEntries<T>(entries: Iterable<readonly [T, Rational]>): Distribution<T> {
  const out = new Map<T, Rational>();
  for (const [outcome, p] of entries) {
    if (p.num === 0n) continue;
    const before = out.get(outcome);
    out.set(outcome, before ? add(before, p) : p);
  }
  return out;
}

/** The certain outcome. */
export function certain<T>(outcome: T): Distribution<T> {
  return new Map([[outcome, ONE]]);
}

/** Uniform over the given outcomes (repeats add weight). */
export function uniform<T>(outcomes: readonly T[]): Distribution<T> {
  if (outcomes.length === 0) throw new RangeError("uniform: no outcomes");
  const p = rational(1, outcomes.length);
  return fromEntries(outcomes.map((o) => [o, p] as const));
}

/** true with probability p, false otherwise. */
export function bernoulli(p: Rational): Distribution<boolean> {
  return fromEntries([[true, p], [false, complement(p)]]);
}

/** Relabel outcomes (outcomes mapped to the same label merge). */
export function mapOutcomes<T, U>(dist: Distribution<T>, f: (outcome: T) => U): Distribution<U> {
  return fromEntries([...dist].map(([o, p]) => [f(o), p] as const));
}

/** Two-stage experiment: for each outcome of `dist`, continue with `next(outcome)`; returns the final outcomes. */
export function chain<T, U>(dist: Distribution<T>, next: (outcome: T) => Distribution<U>): Distribution<U> {
  const entries: (readonly [U, Rational])[] = [];
  for (const [o, p] of dist) for (const [u, q] of next(o)) entries.push([u, mul(p, q)]);
  return fromEntries(entries);
}

/** Independent combination of two experiments. */
export function combine<A, B, C>(a: Distribution<A>, b: Distribution<B>, f: (x: A, y: B) => C): Distribution<C> {
  return chain(a, (x) => mapOutcomes(b, (y) => f(x, y)));
}

/** Probability that the outcome satisfies `predicate`. */
export function probabilityOf<T>(dist: Distribution<T>, predicate: (outcome: T) => boolean): Rational {
  return sum([...dist].filter(([o]) => predicate(o)).map(([, p]) => p));
}

/** Probability of one outcome (0 when absent). */
export function probabilityOfOutcome<T>(dist: Distribution<T>, outcome: T): Rational {
  return dist.get(outcome) ?? ZERO;
}

/** Sum of all probabilities (exactly 1 for a distribution). */
export function totalProbability<T>(dist: Distribution<T>): Rational {
  return sum(dist.values());
}

/** True when the probabilities are all positive and sum exactly to 1. */
export function isDistribution<T>(dist: Distribution<T>): boolean {
  return [...dist.values()].every((p) => p.num > 0n) && equals(totalProbability(dist), ONE);
}

/** Exact mean of a numeric distribution. */
export function expectation(dist: Distribution<number>): Rational {
  return sum([...dist].map(([o, p]) => mul(rational(o), p)));
}

/** Rows for an answer, in `order` when given (outcomes not listed follow in insertion order). */
export function toOddsRows<T>(dist: Distribution<T>, digits = 4, order?: readonly T[]): OddsRow<T>[] {
  const outcomes = order ? [...order.filter((o) => dist.has(o)), ...[...dist.keys()].filter((o) => !order.includes(o))] : [...dist.keys()];
  return outcomes.map((outcome) => {
    const probability = dist.get(outcome) ?? ZERO;
    return { outcome, probability, decimal: toDecimal(probability, digits) };
  });
}

