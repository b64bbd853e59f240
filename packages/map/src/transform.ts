import type { Direction, Hex } from "@tactica/hex";
import { createHex, hexRotate } from "@tactica/hex";

/** A rigid board transform: rotate by `rotation` sixths clockwise about local (0,0), then add `offset`. */
export type BoardTransform = { readonly offset: Hex; readonly rotation: number };

/** Local board hex -> global map hex. */
export function toGlobalHex(h: Hex, t: BoardTransform): Hex {
  const r = hexRotate(h, t.rotation);
  return createHex(r.q + t.offset.q, r.r + t.offset.r);
}

/** Global map hex -> local board hex (inverse of toGlobalHex). */
export function toLocalHex(h: Hex, t: BoardTransform): Hex {
  return hexRotate(createHex(h.q - t.offset.q, h.r - t.offset.r), -t.rotation);
}

/** Local board direction -> global map direction. */
export function toGlobalDirection(d: number, t: BoardTransform): Direction {
  return ((((d + t.rotation) % 6) + 6) % 6) as Direction;
}
