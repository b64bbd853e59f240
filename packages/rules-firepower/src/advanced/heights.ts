// Advanced Game heights [8.2.2, 10.5.2, 10.7(10), 12.2.8, 13]: integers in "heights" of about 3 ft.
import type { Posture } from "../tables/basic-mf-chart";

/** Feet per height (2-4 ft, average 3) [8.2.2]. */
export const FEET_PER_HEIGHT = 3;

/** Height of a hill: contour levels × the scenario's per-level height [8.2.2]. */
export function hillHeight(levels: number, perLevel: number): number {
  return levels * perLevel;
}

/** Approximate feet for a number of heights [8.2.2]. */
export function heightInFeet(heights: number): number {
  return heights * FEET_PER_HEIGHT;
}

const POSTURE_HEIGHT: Readonly<Record<Posture, number>> = { stand: 2, crouch: 1, prone: 0 };

/** Head height = ground (or floor) height + posture height (Stand 2, Crouch 1, Prone 0) [10.5.2]. */
export function headHeightAt(ground: number, posture: Posture): number {
  return ground + POSTURE_HEIGHT[posture];
}

/** A weapon is rested where something reaches the soldier's head height [10.7(10)]; Up soldiers never rest. */
export function isRested(head: number, restTop: number, up = false): boolean {
  return !up && restTop >= head;
}

/** Blast modifier per height between the impact location and the nearest part of the target [12.2.8]. */
export function impactHeightModifier(impact: number, feet: number, head: number): number {
  if (impact < feet) return feet - impact;
  if (impact > head) return impact - head;
  return 0;
}

/** Opposing soldiers can melee only when their feet-to-head ranges share a height [13]. */
export function canMeleeHeights(a: { readonly feet: number; readonly head: number }, b: { readonly feet: number; readonly head: number }): boolean {
  return a.feet <= b.head && b.feet <= a.head;
}
