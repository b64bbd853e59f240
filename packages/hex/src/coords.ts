/** A hex in axial coordinates: plain data, never a class (docs/style.md habit 5). */
export type Hex = { readonly q: number; readonly r: number };

/** String key of a hex, "q,r", usable as a Map/Set key or a JSON object key. */
export type HexKey = string & { readonly __brand: "HexKey" };

/**
 * Index into DIRECTIONS. Named for a flat-topped grid: 0 = N, 1 = NE, 2 = SE, 3 = S, 4 = SW, 5 = NW
 * (clockwise, as Firepower 2.2 and Patrol 2.2 number them). On a pointy-topped grid the same vectors
 * read 0 = NW, 1 = NE, 2 = E, 3 = SE, 4 = SW, 5 = W. Direction d + 3 (mod 6) is the opposite side.
 */
export type Direction = 0 | 1 | 2 | 3 | 4 | 5;

/** Axial unit vectors, indexed by Direction (clockwise from N on a flat-topped grid). */
export const DIRECTIONS: readonly Hex[] = Object.freeze([
  Object.freeze({ q: 0, r: -1 }),
  Object.freeze({ q: 1, r: -1 }),
  Object.freeze({ q: 1, r: 0 }),
  Object.freeze({ q: 0, r: 1 }),
  Object.freeze({ q: -1, r: 1 }),
  Object.freeze({ q: -1, r: 0 }),
]);

/** Axial q of each direction, for hot loops that must not touch objects. */
export const DIR_Q: readonly number[] = [0, 1, 1, 0, -1, -1];
/** Axial r of each direction, for hot loops that must not touch objects. */
export const DIR_R: readonly number[] = [-1, -1, 0, 1, 1, 0];

/** Creates a hex (normalises -0 to 0 so keys and equality stay stable). */
export function createHex(q: number, r: number): Hex {
  return { q: q + 0, r: r + 0 };
}

/** The key "q,r" of a hex. */
export function toHexKey(h: Hex): HexKey {
  return `${h.q + 0},${h.r + 0}` as HexKey;
}

/** Parses a "q,r" key; throws on anything else (a malformed key is a bug, not a rule violation). */
export function fromHexKey(k: string): Hex {
  const m = /^(-?\d+),(-?\d+)$/.exec(k);
  if (!m) throw new Error(`not a hex key: ${JSON.stringify(k)}`);
  return createHex(Number(m[1]), Number(m[2]));
}

/** True when two hexes are the same cell. */
export function isSameHex(a: Hex, b: Hex): boolean {
  return a.q === b.q && a.r === b.r;
}

/** Component-wise sum. */
export function hexAdd(a: Hex, b: Hex): Hex {
  return createHex(a.q + b.q, a.r + b.r);
}

/** Component-wise difference a - b. */
export function hexSubtract(a: Hex, b: Hex): Hex {
  return createHex(a.q - b.q, a.r - b.r);
}

/** Scales a hex vector by an integer. */
export function hexScale(a: Hex, k: number): Hex {
  return createHex(a.q * k, a.r * k);
}

/** The implicit third cube coordinate s = -q - r. */
export function hexS(h: Hex): number {
  return -h.q - h.r + 0;
}

/** Hex distance: the number of steps between two hexes (range counts the target, not the firer). */
export function hexDistance(a: Hex, b: Hex): number {
  const dq = a.q - b.q;
  const dr = a.r - b.r;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

/** The neighbour across side d. */
export function hexNeighbor(h: Hex, d: Direction): Hex {
  return createHex(h.q + DIR_Q[d]!, h.r + DIR_R[d]!);
}

/** All six neighbours, in Direction order. */
export function hexNeighbors(h: Hex): Hex[] {
  return [0, 1, 2, 3, 4, 5].map((d) => hexNeighbor(h, d as Direction));
}

/** The direction from a to an adjacent hex b, or undefined when they are not adjacent. */
export function toDirection(a: Hex, b: Hex): Direction | undefined {
  const dq = b.q - a.q;
  const dr = b.r - a.r;
  for (let d = 0; d < 6; d++) if (DIR_Q[d] === dq && DIR_R[d] === dr) return d as Direction;
  return undefined;
}

/** The side opposite d. */
export function oppositeDirection(d: Direction): Direction {
  return ((d + 3) % 6) as Direction;
}

/** Turns a direction clockwise by `steps` sixths (negative turns anticlockwise). */
export function rotateDirection(d: Direction, steps: number): Direction {
  return ((((d + steps) % 6) + 6) % 6) as Direction;
}

/** Rotates a hex about the origin clockwise by `steps` sixths of a turn. */
export function hexRotate(h: Hex, steps: number): Hex {
  let q = h.q;
  let r = h.r;
  const n = ((steps % 6) + 6) % 6;
  for (let i = 0; i < n; i++) {
    // One clockwise sixth in axial coordinates: (q, r) -> (-r, q + r).
    const nq = -r;
    r = q + r;
    q = nq;
  }
  return createHex(q, r);
}
