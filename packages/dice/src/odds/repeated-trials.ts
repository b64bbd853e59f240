import type { Distribution } from "./distribution";
import { chain, fromEntries } from "./distribution";
import type { Rational } from "./rational";
import { add, complement, mul, pow, rational, toFractionString } from "./rational";

/** Which results a re-roll applies to: none, failed rolls ("re-roll misses") or successful ones ("re-roll hits"). */
export type Reroll = "none" | "misses" | "hits";

/**
 * Success chance after one re-roll (never more than one per situation, FoW "Re-rolls"):
 * misses → p + (1 − p)·p; hits (forced re-roll of successes) → p².
 */
export function withReroll(p: Rational, reroll: Reroll): Rational {
  if (reroll === "misses") return add(p, mul(complement(p), p));
  if (reroll === "hits") return mul(p, p);
  return p;
}

const binomialCache = new Map<string, Distribution<number>>();

/** Number of successes in `n` independent trials of chance `p` (per-shot rolls: hits ~ Binomial(shots, p)); memoized. */
export function binomial(n: number, p: Rational): Distribution<number> {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`binomial: n must be an integer >= 0, got ${n}`);
  const key = `${n}|${toFractionString(p)}`;
  let dist = binomialCache.get(key);
  if (!dist) {
    const q = complement(p);
    const entries: (readonly [number, Rational])[] = [];
    let choose = 1n;
    for (let k = 0; k <= n; k += 1) {
      entries.push([k, mul(rational(choose), mul(pow(p, k), pow(q, n - k)))]);
      choose = (choose * BigInt(n - k)) / BigInt(k + 1);
    }
    dist = fromEntries(entries);
    binomialCache.set(key, dist);
  }
  return dist;
}

/** P(at least one success in n trials) = 1 − (1 − p)^n. */
export function atLeastOne(n: number, p: Rational): Rational {
  return complement(pow(complement(p), n));
}

/**
 * Repeat an experiment `n` times independently and fold the outcomes into a summary state
 * (e.g. count destroyed teams, or "eliminated" once any shot hits). States must be map keys: strings or numbers.
 */
export function repeatFold<O, S>(n: number, trial: Distribution<O>, init: S, step: (state: S, outcome: O) => S): Distribution<S> {
  let dist: Distribution<S> = new Map([[init, rational(1)]]);
  for (let i = 0; i < n; i += 1) {
    dist = chain(dist, (s) => fromEntries([...trial].map(([o, p]) => [step(s, o), p] as const)));
  }
  return dist;
}
