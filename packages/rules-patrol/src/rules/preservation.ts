/** The 20 Preservation chits numbered 1-6 [21.0]; counts unknown (option patrol/preservation_chits default 4,4,3,3,3,3). */
export const PRESERVATION_CHITS: readonly number[] = [1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 4, 4, 4, 5, 5, 5, 6, 6, 6];

/** Chits to draw for a man's results this turn [21.11, 21.12, 28.13]: one per status change (two if caused by a FT). */
export function toChitsDrawn(changes: number, byFlamethrower = false): number {
  return changes * (byFlamethrower ? 2 : 1);
}

/** True once the drawn total reaches the side's Preservation Level [21.13]. */
export function isPreservationReached(total: number, level: number): boolean {
  return total >= level;
}
