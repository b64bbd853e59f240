import type { Hex } from "@tactica/hex";
import { hexDistance, toOffset } from "@tactica/hex";
import { PATROL_TEST_LAYOUT, toPatrolHex } from "../sighting/test-map";

/** Vector letters [7.12]: A = north, B = northeast, C = southeast, D = south, E = southwest, F = northwest (axial steps). */
export const VECTORS = { A: [0, -1], B: [1, -1], C: [1, 0], D: [0, 1], E: [-1, 1], F: [-1, 0] } as const;
/** A vector letter. */
export type Vector = keyof typeof VECTORS;
/** Vector letters in die order (scatter diagram, option patrol/scatter_direction default: 1 = A ... 6 = F). */
export const VECTOR_ORDER: readonly Vector[] = ["A", "B", "C", "D", "E", "F"];

/** The scatter diagram [11.32, 25.1]: die face to vector (option patrol/scatter_direction; default 1 = A ... 6 = F). */
export function toScatterVector(face: number, options: Readonly<Record<string, string>> = {}): Vector {
  const i = options["patrol/scatter_direction"] === "reverse" ? 6 - face : face - 1;
  return VECTOR_ORDER[i]!;
}

const pad = (n: number) => String(n).padStart(2, "0");

/** Axial hex of a printed "XXYY" number. */
export function toHex(id: string): Hex {
  return toPatrolHex(id);
}

/** Printed "XXYY" number of a hex, or undefined outside 01-99. */
export function toHexId(h: Hex): string | undefined {
  const o = toOffset(h, PATROL_TEST_LAYOUT);
  if (o.col < 1 || o.col > 99 || o.row < 1 || o.row > 99) return undefined;
  return `${pad(o.col)}${pad(o.row)}`;
}

/** The hex one vector step from `id`, or undefined outside the numbering. */
export function stepHex(id: string, v: Vector): string | undefined {
  const h = toHex(id);
  const [dq, dr] = VECTORS[v];
  return toHexId({ q: h.q + dq, r: h.r + dr });
}

/** Range between two printed hexes [11.31]. */
export function rangeBetween(a: string, b: string): number {
  return hexDistance(toHex(a), toHex(b));
}

/** The vector from a hex to an adjacent one, or undefined if not adjacent. */
export function toVector(from: string, to: string): Vector | undefined {
  const a = toHex(from), b = toHex(to);
  return VECTOR_ORDER.find((v) => a.q + VECTORS[v][0] === b.q && a.r + VECTORS[v][1] === b.r);
}

/** Expand a plotted path (hex numbers or vectors, each relative to the previous hex) into hex numbers; undefined if broken. */
export function resolvePath(start: string, steps: readonly string[]): string[] | undefined {
  const out: string[] = [];
  let at = start;
  for (const s of steps) {
    const next = s.length === 1 ? stepHex(at, s as Vector) : s;
    if (!next || rangeBetween(at, next) !== 1) return undefined;
    out.push(next);
    at = next;
  }
  return out;
}
