/** An exact fraction: bigint numerator and positive denominator, always in lowest terms. */
export type Rational = { readonly num: bigint; readonly den: bigint };

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

function toBigInt(n: bigint | number, what: string): bigint {
  if (typeof n === "bigint") return n;
  if (!Number.isSafeInteger(n)) throw new RangeError(`rational: ${what} must be a safe integer, got ${n}`);
  return BigInt(n);
}

/** The normalized fraction num/den (den ≠ 0; sign carried by the numerator). */
export function rational(num: bigint | number, den: bigint | number = 1n): Rational {
  let n = toBigInt(num, "numerator");
  let d = toBigInt(den, "denominator");
  if (d === 0n) throw new RangeError("rational: zero denominator");
  if (d < 0n) [n, d] = [-n, -d];
  const g = gcd(n, d);
  return g === 1n ? { num: n, den: d } : { num: n / g, den: d / g };
}

/** 0 as a rational. */
export const ZERO: Rational = { num: 0n, den: 1n };
/** 1 as a rational. */
export const ONE: Rational = { num: 1n, den: 1n };

/** a + b. */
export function add(a: Rational, b: Rational): Rational {
  if (a.den === b.den) return rational(a.num + b.num, a.den);
  return rational(a.num * b.den + b.num * a.den, a.den * b.den);
}

/** a − b. */
export function sub(a: Rational, b: Rational): Rational {
  return add(a, { num: -b.num, den: b.den });
}

/** a × b. */
export function mul(a: Rational, b: Rational): Rational {
  return rational(a.num * b.num, a.den * b.den);
}

/** a ÷ b (b ≠ 0). */
export function div(a: Rational, b: Rational): Rational {
  return rational(a.num * b.den, a.den * b.num);
}

/** 1 − p: the complement of a probability. */
export function complement(p: Rational): Rational {
  return rational(p.den - p.num, p.den);
}

/** p^k for an integer k ≥ 0. */
export function pow(p: Rational, k: number): Rational {
  if (!Number.isInteger(k) || k < 0) throw new RangeError(`rational: exponent must be an integer >= 0, got ${k}`);
  const e = BigInt(k);
  return { num: p.num ** e, den: p.den ** e };
}

/** Sum of many rationals. */
export function sum(values: Iterable<Rational>): Rational {
  let total = ZERO;
  for (const v of values) total = add(total, v);
  return total;
}

/** −1, 0 or 1 as a < b, a = b, a > b. */
export function compare(a: Rational, b: Rational): -1 | 0 | 1 {
  const l = a.num * b.den;
  const r = b.num * a.den;
  return l < r ? -1 : l > r ? 1 : 0;
}

/** Exact equality (both sides are normalized). */
export function equals(a: Rational, b: Rational): boolean {
  return a.num === b.num && a.den === b.den;
}

/** Nearest float (for display or tolerance checks only; never feed it back into odds). */
export function toNumber(r: Rational): number {
  return Number(r.num) / Number(r.den);
}

/** "n/d" (or "n" when the denominator is 1). */
export function toFractionString(r: Rational): string {
  return r.den === 1n ? r.num.toString() : `${r.num}/${r.den}`;
}

/** Decimal string with exactly `digits` fraction digits, rounded half away from zero: toDecimal(1/6, 4) = "0.1667". */
export function toDecimal(r: Rational, digits: number): string {
  if (!Number.isInteger(digits) || digits < 0) throw new RangeError(`toDecimal: digits must be an integer >= 0, got ${digits}`);
  const negative = r.num < 0n;
  const abs = negative ? -r.num : r.num;
  const scale = 10n ** BigInt(digits);
  const scaled = (abs * scale * 2n + r.den) / (2n * r.den);
  const whole = scaled / scale;
  const frac = (scaled % scale).toString().padStart(digits, "0");
  const sign = negative && scaled !== 0n ? "-" : "";
  return digits === 0 ? `${sign}${whole}` : `${sign}${whole}.${frac}`;
}

/** True when 0 ≤ r ≤ 1. */
export function isProbability(r: Rational): boolean {
  return r.num >= 0n && r.num <= r.den;
}
