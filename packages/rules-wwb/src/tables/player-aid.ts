// The Player Aid's fire modifiers (WWB 8.1 step 4): target stance in the open (white paper) and the barrier that
// covers him (yellow paper), NOT cumulative. The Player Aid is absent from the text (digest §13.1 item 3): only
// "standing in the open +1" and the existence of a "woodland" entry are the book's.
import type { Provenance } from "@tactica/engine";
import { fromBook, placeholder } from "@tactica/engine";
import type { Stance } from "./levels";
import type { Cell } from "./weapons";

const P = (what: string): Provenance => placeholder(`${what}: the Player Aid is absent from the text (digest §13.1 item 3); invented`);

/** Target stance in the open [WWB 8.1 step 4]. */
export const OPEN_MODIFIER: Readonly<Record<Stance, Cell<number>>> = Object.freeze({
  standing: { value: 1, provenance: fromBook("WWB 8.1 step 4 (target standing in the open +1)") },
  kneeling: { value: 0, provenance: P("kneeling in the open") },
  prone: { value: -1, provenance: P("prone in the open") },
});

/** Barrier kinds the Player Aid lists (only "woodland" is named in the text). */
export const COVER_KINDS = ["woodland", "crater", "window", "low_wall", "wall", "hedge", "vehicle", "building_corner", "debris"] as const;
/** One barrier kind. */
export type CoverKind = (typeof COVER_KINDS)[number];

/** Target in cover, by barrier kind [WWB 8.1 step 4]: every value invented; "woodland" exists in the book. */
export const COVER_MODIFIER: Readonly<Record<CoverKind, Cell<number>>> = Object.freeze({
  woodland: { value: -1, provenance: P("woodland (the entry exists, WWB 8.1 step 4; its value is lost)") },
  crater: { value: -1, provenance: P("crater / red hex") },
  window: { value: -1, provenance: P("window") },
  low_wall: { value: -1, provenance: P("low wall") },
  wall: { value: -2, provenance: P("wall") },
  hedge: { value: -1, provenance: P("hedge / bush") },
  vehicle: { value: -2, provenance: P("vehicle") },
  building_corner: { value: -2, provenance: P("building corner") },
  debris: { value: -1, provenance: P("debris") },
});

/** Other fire modifiers the text prints (colour steps). */
export const FIRE_MODIFIERS = Object.freeze({
  headShot: { value: -2, provenance: fromBook("WWB 8.1 Head shot") },
  shooterRunning: { value: -3, provenance: fromBook("WWB 7.0 Run") },
  smokeGrenade: { value: -2, provenance: fromBook("WWB 6.0 Smoke (Additional rule)") },
  foreignWeapon: { value: -1, provenance: fromBook("WWB 11.0 Weapons") },
  substituteGunner: { value: -3, provenance: fromBook("WWB 12.0 Team Gunner") },
  weaponsL1: { value: 1, provenance: fromBook("WWB 11.0 Weapons") },
  weaponsL2: { value: 2, provenance: fromBook("WWB 11.0 Weapons") },
} as const);
