import type { Direction, Hex } from "./coords";
import { createHex, DIR_Q, DIR_R, isSameHex } from "./coords";

/**
 * One physical hexside. The canonical form names it from the hex that owns it: every hex owns its
 * sides 0, 1 and 2 (N, NE, SE on a flat-topped grid), so each physical side has exactly one owner.
 */
export type Hexside = { readonly hex: Hex; readonly dir: Direction };

/** Canonical form of side d of hex h (one owner per physical hexside). */
export function toCanonicalHexside(h: Hex, d: Direction): Hexside {
  if (d < 3) return { hex: createHex(h.q, h.r), dir: d };
  return { hex: createHex(h.q + DIR_Q[d]!, h.r + DIR_R[d]!), dir: (d - 3) as Direction };
}

/** The two hexes a hexside separates: [owner, neighbour across it]. */
export function hexsideHexes(s: Hexside): readonly [Hex, Hex] {
  return [createHex(s.hex.q, s.hex.r), createHex(s.hex.q + DIR_Q[s.dir]!, s.hex.r + DIR_R[s.dir]!)];
}

/** The canonical hexside between two adjacent hexes, or undefined when they are not adjacent. */
export function hexsideBetween(a: Hex, b: Hex): Hexside | undefined {
  for (let d = 0; d < 6; d++) {
    if (a.q + DIR_Q[d]! === b.q && a.r + DIR_R[d]! === b.r) return toCanonicalHexside(a, d as Direction);
  }
  return undefined;
}

/** True when two hexside values name the same physical side. */
export function isSameHexside(a: Hexside, b: Hexside): boolean {
  const ca = toCanonicalHexside(a.hex, a.dir);
  const cb = toCanonicalHexside(b.hex, b.dir);
  return ca.dir === cb.dir && isSameHex(ca.hex, cb.hex);
}

/** Stable string key of a hexside, "q,r,d" in canonical form. */
export function toHexsideKey(s: Hexside): string {
  const c = toCanonicalHexside(s.hex, s.dir);
  return `${c.hex.q + 0},${c.hex.r + 0},${c.dir}`;
}

/** Parses a "q,r,d" hexside key (d may be any side; the result is canonical). */
export function fromHexsideKey(k: string): Hexside {
  const m = /^(-?\d+),(-?\d+),([0-5])$/.exec(k);
  if (!m) throw new Error(`not a hexside key: ${JSON.stringify(k)}`);
  return toCanonicalHexside(createHex(Number(m[1]), Number(m[2])), Number(m[3]) as Direction);
}
