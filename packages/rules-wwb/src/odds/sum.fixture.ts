// Test helper: the sum of exact fractions "n/d", reduced ("1" for a whole distribution).
export function sumOfFractionsForTest(list: readonly string[]): string {
  let n = 0n;
  let d = 1n;
  const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));
  for (const f of list) {
    const [a = "0", b = "1"] = f.split("/");
    n = n * BigInt(b) + BigInt(a) * d;
    d *= BigInt(b);
    const g = gcd(n, d) || 1n;
    n /= g;
    d /= g;
  }
  return d === 1n ? String(n) : `${n}/${d}`;
}
