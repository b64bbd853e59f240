// Exact decimals for numeric options: values are kept as canonical strings ("3", "2.5", "-0.25") so a match's
// options stay a Record<string, string> (state hashes of existing matches unchanged) and no float rounding
// decides whether a value is on a step.

/** A plain decimal as written: optional minus, digits, optional fraction. No exponent, no plus sign. */
const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/** An exact decimal: `units / 10^scale`. */
type Scaled = { readonly units: bigint; readonly scale: number };

function parse(text: string): Scaled | undefined {
  const m = DECIMAL.exec(text);
  if (!m) return undefined;
  const fraction = m[3] ?? "";
  const units = BigInt(`${m[2] ?? "0"}${fraction}`);
  return { units: m[1] === "-" ? -units : units, scale: fraction.length };
}

function rescale(a: Scaled, scale: number): bigint {
  return a.units * 10n ** BigInt(scale - a.scale);
}

/**
 * The canonical text of a decimal (no leading zeros, no trailing fraction zeros, "0" never negative), or
 * undefined when `input` is not a plain decimal: a finite JSON number or a string such as "3", "2.50", "-1".
 */
export function toCanonicalDecimal(input: unknown): string | undefined {
  let text: string;
  if (typeof input === "number") {
    if (!Number.isFinite(input)) return undefined;
    text = String(input);
  } else if (typeof input === "string") text = input.trim();
  else return undefined;
  const d = parse(text);
  if (!d) return undefined;
  const negative = d.units < 0n;
  let digits = (negative ? -d.units : d.units).toString().padStart(d.scale + 1, "0");
  let point = digits.length - d.scale;
  while (digits.length > point && digits.endsWith("0")) digits = digits.slice(0, -1);
  point = Math.min(point, digits.length);
  const whole = digits.slice(0, point);
  const fraction = digits.slice(point);
  const body = fraction === "" ? whole : `${whole}.${fraction}`;
  return negative && /[1-9]/.test(body) ? `-${body}` : body;
}

/** -1, 0 or 1 as canonical decimal `a` is below, equal to or above `b`. */
export function compareDecimals(a: string, b: string): -1 | 0 | 1 {
  const x = parse(a);
  const y = parse(b);
  if (!x || !y) throw new RangeError(`compareDecimals: "${a}" or "${b}" is not a decimal`);
  const scale = Math.max(x.scale, y.scale);
  const d = rescale(x, scale) - rescale(y, scale);
  return d < 0n ? -1 : d > 0n ? 1 : 0;
}

/** True when `value` is `min` plus a whole number of `step`s (exactly, in decimal). */
export function isOnStep(value: string, min: string, step: string): boolean {
  const v = parse(value);
  const m = parse(min);
  const s = parse(step);
  if (!v || !m || !s) throw new RangeError(`isOnStep: "${value}", "${min}" or "${step}" is not a decimal`);
  const scale = Math.max(v.scale, m.scale, s.scale);
  const stepUnits = rescale(s, scale);
  return stepUnits !== 0n && (rescale(v, scale) - rescale(m, scale)) % stepUnits === 0n;
}
