/** The 20 Preservation chits numbered 1-6 [21.0]; counts unknown (option patrol/preservation_chits default 4,4,3,3,3,3). */
export const PRESERVATION_CHITS: readonly number[] = [1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 4, 4, 4, 5, 5, 5, 6, 6, 6];

/** The six faces of a d6, the pool of option patrol/preservation_chits uniform_d6 (drawn with replacement). */
export const PRESERVATION_D6: readonly number[] = [1, 2, 3, 4, 5, 6];

/**
 * A side's Preservation draw under the match's options [21.0, 21.11, 21.12]: the pool and the draw's readings
 * (patrol/preservation_chits, patrol/preservation_no_change); the defaults change nothing.
 */
export function withPreservationOptions<S extends { readonly pool: readonly number[] }>(side: S, options: Readonly<Record<string, string>>): S {
  const d6 = options["patrol/preservation_chits"] === "uniform_d6", perResult = options["patrol/preservation_no_change"] === "chit_per_result";
  if (!d6 && !perResult) return side;
  return { ...side, ...(d6 ? { pool: PRESERVATION_D6 } : {}), draw: { ...(d6 ? { d6: true as const } : {}), ...(perResult ? { perResult: true as const } : {}) } };
}

/** Chits to draw for a man's results this turn [21.11, 21.12, 28.13]: one per status change (two if caused by a FT). */
export function toChitsDrawn(changes: number, byFlamethrower = false): number {
  return changes * (byFlamethrower ? 2 : 1);
}

/** True once the drawn total reaches the side's Preservation Level [21.13]. */
export function isPreservationReached(total: number, level: number): boolean {
  return total >= level;
}

/** Who a man is for the Preservation panic draw [21.23]: firing (DF, KF or EF), exiting, or everyone else. */
export type PreservationClass = "firing" | "exiting" | "other";

/** How the exiting men's chit sits in the draw (option patrol/preservation_first_chit) [21.23; digest §10.3, §15.3]. */
export type FirstChitReading = "counts" | "extra";

/**
 * Chits a side draws under Preservation [21.23]: the normal total plus four for the firing men (+40%); with the
 * `extra` reading the exiting men's chit comes on top of the normal total. Never more than the ten chits 0-9.
 */
export function toPreservationChitCount(normal: number, reading: FirstChitReading): number {
  return Math.min(10, (reading === "extra" ? 1 : 0) + normal + 4);
}

/**
 * The drawn chits that apply to a man of `cls` under Preservation [21.23]: "picking one chit which will apply to the
 * exiting men, adding chits for the normal Panic total to apply to men who are moving ambiguously or performing some
 * non-fire task and finally picking an additional four chits to affect the firing men" - exiting men 10%, the others
 * their normal level, firing men normal + 40% (all ten chits once that reaches 100%). Reading `counts` (the natural
 * one): the first chit is one of the normal total. Reading `extra`: it is drawn before the normal total and applies to
 * the exiting men only, so every other man keeps the level the book gives him.
 */
export function toPreservationChits(drawn: readonly number[], cls: PreservationClass, normal: number, reading: FirstChitReading): readonly number[] {
  if (cls === "exiting") return drawn.slice(0, 1);
  const from = reading === "extra" ? 1 : 0;
  if (cls === "other") return drawn.slice(from, from + normal);
  return normal + 4 >= 10 ? drawn : drawn.slice(from, from + normal + 4);
}
