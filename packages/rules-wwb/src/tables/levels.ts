// Levels of the spotting rules (WWB 6.0 Target Level, Cover Level, Hollows, Buildings, Wooded Area, Smoke).
import type { Provenance } from "@tactica/engine";
import { fromBook } from "@tactica/engine";

/** The three stances, each its own miniature [WWB 1.0 Soldier]. */
export const STANCES = ["standing", "kneeling", "prone"] as const;
/** One stance ("kneeling" = the book's crouched/kneeled). */
export type Stance = (typeof STANCES)[number];

/** Target Level by stance: standing 1, kneeling 1/2, prone 0 [WWB 6.0 Target Level]. */
export const TARGET_LEVEL: Readonly<Record<Stance, number>> = Object.freeze({ standing: 1, kneeling: 0.5, prone: 0 });
/** Provenance of TARGET_LEVEL. */
export const TARGET_LEVEL_PROVENANCE: Provenance = fromBook("WWB 6.0 Target Level");

/** Cover Levels a barrier may have: how much of the miniature it hides [WWB 6.0 Cover Level]. */
export const COVER_LEVELS = [0, 0.5, 1, 2] as const;
/** One Cover Level. */
export type CoverLevel = (typeof COVER_LEVELS)[number];

/** Fixed Cover Levels the book gives (everything else is authored per scenic element, digest §13.4). */
export const FIXED_COVER_LEVELS = Object.freeze({
  /** A Red Hex (crater, ditch, shelter) [6.0 Hollows]. */
  redHex: { level: 0.5, provenance: fromBook("WWB 6.0 Hollows and Improvised Shelters") },
  /** A window or bunker slit [6.0 Buildings]. */
  window: { level: 0.5, provenance: fromBook("WWB 6.0 Buildings") },
  /** A wooded MHx between spotter and target [6.0 Wooded Area]. */
  woodedMhx: { level: 2, provenance: fromBook("WWB 6.0 Wooded Area") },
  /** A smoke-marker MHx, for spotting only [6.0 Smoke]. */
  smokeMhx: { level: 2, provenance: fromBook("WWB 6.0 Smoke") },
} as const);

/** Each elevation level of the spotter reduces every barrier's Cover Level by 1/2 [WWB 6.0 Cover Level]. */
export const ELEVATION_COVER_REDUCTION = 0.5;

/** Visual range in MHx by illumination (basic / Sniper and Radio Operator); day unlimited [WWB 6.0 Visual Range]. */
export const VISUAL_RANGE = Object.freeze({
  day: { basic: Infinity, specialist: Infinity, spottingShift: 0 },
  full_moon: { basic: 4, specialist: 6, spottingShift: -1 },
  new_moon: { basic: 2, specialist: 3, spottingShift: -1 },
} as const);
/** Illumination a briefing sets [WWB 6.0 Visual Range]. */
export type Illumination = keyof typeof VISUAL_RANGE;
export const VISUAL_RANGE_PROVENANCE: Provenance = fromBook("WWB 6.0 Visual Range");
