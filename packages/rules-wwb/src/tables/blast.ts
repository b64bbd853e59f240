// The grenade blast table: die by the soldier's cover from the blast, ring 2 one colour lower (WWB 8.5 step 4).
import type { Provenance } from "@tactica/engine";
import { fromBook } from "@tactica/engine";
import type { DieColour } from "./dice";

/** What separates a soldier from the blast point [WWB 8.5]. */
export type BlastCover = "open" | "light" | "hard";

/** Base die for the landing Hex and ring 1 [WWB 8.5 step 4]. */
export const BLAST_DIE: Readonly<Record<BlastCover, DieColour>> = Object.freeze({ open: "black", light: "blue", hard: "white" });
/** Shift for ring 2, the outer set of Hexes [WWB 8.5 step 4]. */
export const BLAST_RING2_SHIFT = -1;
/** Blast radius in Hex rings around the landing Hex [WWB 8.5 step 4]. */
export const BLAST_RINGS = 2;
/** Die every occupant of a floor rolls when a grenade gets in, no modifiers [WWB 8.5 into buildings step 4]. */
export const BUILDING_GRENADE_DIE: DieColour = "blue";
export const BLAST_PROVENANCE: Provenance = fromBook("WWB 8.5 Launch procedure in the open, step 4");

/** Grenade throw numbers [WWB 8.5; 11.0 Strength]. */
export const THROW = Object.freeze({
  grenadeRangeMhx: 3,
  satchelRangeMhx: 2,
  precisionDie: "grey" as DieColour,
  distanceDie: "blue" as DieColour,
  preciseStepHex: 1,
  scatterHex: 3,
  bounceHex: 2,
  windowDie: "green" as DieColour,
  windowRangeMhx: 3,
  slitShift: -1,
  provenance: fromBook("WWB 8.5 Grenades"),
});

/** Fire support dice [WWB 13.0]. */
export const SUPPORT = Object.freeze({
  artilleryAccurate: "pink" as DieColour,
  artilleryBlind: "white" as DieColour,
  directionDie: "blue" as DieColour,
  driftSeenMhx: 1,
  driftBlindMhx: 2,
  impactDie: "black" as DieColour,
  splashDie: "blue" as DieColour,
  strafeOpenDie: "green" as DieColour,
  strafeCoverDie: "grey" as DieColour,
  markers: 6,
  realMarkers: 2,
  provenance: fromBook("WWB 13.0 Fire Support"),
});
