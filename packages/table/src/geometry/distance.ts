import type { ConvexCore, Footprint } from "./footprint";
import { toConvexCore } from "./footprint";
import { polygonDistance } from "./polygon";

/**
 * Minimum 2-D distance between two footprints in sub-millimetres, never negative: 0 when they touch or overlap
 * (Flames of War 2.1: range is measured between the nearest points; RULING-2: horizontal distance).
 */
export function footprintDistance(a: Footprint, b: Footprint): number {
  const ca = toConvexCore(a), cb = toConvexCore(b);
  const d = polygonDistance(ca.xy, cb.xy) - ca.radius - cb.radius;
  return d > 0 ? d : 0;
}

/** Minimum distance from a footprint to a polygon (terrain edge), 0 when they overlap. */
export function footprintPolygonDistance(a: Footprint, polygon: ArrayLike<number>): number {
  const ca = toConvexCore(a);
  const d = polygonDistance(ca.xy, polygon) - ca.radius;
  return d > 0 ? d : 0;
}

/** footprintDistance for footprints already turned into convex cores (batch callers cache them). */
export function coreDistance(a: ConvexCore, b: ConvexCore): number {
  const d = polygonDistance(a.xy, b.xy) - a.radius - b.radius;
  return d > 0 ? d : 0;
}
