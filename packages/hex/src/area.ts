import type { Hex } from "./coords";
import { createHex, DIR_Q, DIR_R } from "./coords";

/** The hexes exactly `radius` steps from centre, clockwise from the one due SW (radius 0: the centre alone). */
export function hexRing(center: Hex, radius: number): Hex[] {
  if (radius < 0 || !Number.isInteger(radius)) throw new Error(`bad ring radius ${radius}`);
  if (radius === 0) return [createHex(center.q, center.r)];
  const out: Hex[] = [];
  // Start radius steps in direction 4 (SW), then walk each of the six sides.
  let q = center.q + DIR_Q[4]! * radius;
  let r = center.r + DIR_R[4]! * radius;
  for (let side = 0; side < 6; side++) {
    for (let i = 0; i < radius; i++) {
      out.push(createHex(q, r));
      q += DIR_Q[side]!;
      r += DIR_R[side]!;
    }
  }
  return out;
}

/** All hexes within `radius` steps of centre (a filled hexagon, 3r(r+1)+1 hexes). */
export function hexArea(center: Hex, radius: number): Hex[] {
  if (radius < 0 || !Number.isInteger(radius)) throw new Error(`bad area radius ${radius}`);
  const out: Hex[] = [];
  for (let dq = -radius; dq <= radius; dq++) {
    const lo = Math.max(-radius, -dq - radius);
    const hi = Math.min(radius, -dq + radius);
    for (let dr = lo; dr <= hi; dr++) out.push(createHex(center.q + dq, center.r + dr));
  }
  return out;
}
