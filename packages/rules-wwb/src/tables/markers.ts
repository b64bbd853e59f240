// Marker thresholds: the die colour and number printed on each marker (WWB 9.0, 10.0, 8.3, 8.5, 11.0, 13.0).
// A numeric test succeeds on number + modifiers >= the value; where a rule gives the skull face a meaning it is
// checked first.
import type { Provenance } from "@tactica/engine";
import { fromBook, placeholder, reconstructed } from "@tactica/engine";
import type { DiceFaceSet, DieColour } from "./dice";

/** One numeric test: die, threshold and where both come from. */
export type Threshold = { readonly die: DieColour; readonly atLeast: number; readonly provenance: Provenance };

const t = (die: DieColour, atLeast: number, provenance: Provenance): Threshold => Object.freeze({ die, atLeast, provenance });

/** Every numeric test of the book, by name. */
export const THRESHOLDS = Object.freeze({
  /** Rally a Suppressed soldier: Red >= 5; skull breaks him [10.0, 11.0 Leadership]. */
  rallySuppressed: t("red", 5, fromBook("WWB 10.0 Suppressed / Shaken; 11.0 Leadership")),
  /** Rally a Shaken soldier: Blue >= 4 [10.0]. */
  rallyShaken: t("blue", 4, fromBook("WWB 10.0 Suppressed / Shaken")),
  /** Rally a Broken soldier: Red >= the Broken marker's number, not printed; 5 as the Resolution test [11.0]. */
  rallyBroken: t("red", 5, reconstructed("the Broken marker's number is not printed (WWB 11.0); the Resolution-phase test of 10.0 uses 5")),
  /** Rout test in the Resolution phase: Red >= 5 back to Suppressed; skull = panic fire [10.0 Broken]. */
  routRecovery: t("red", 5, fromBook("WWB 10.0 Broken / Rout")),
  /** Morale Test (Sniper fire, optional comrade death): Red < 5 suppressed; skull broken [12.0 Sniper]. */
  moraleTest: t("red", 5, fromBook("WWB 12.0 Sniper")),
  /** Entering an area-suppressed MHx: Red >= 5 or suppressed [8.3 step 7]. */
  suppressedArea: t("red", 5, fromBook("WWB 8.3 step 7")),
  /** Treat a bleeding soldier: Red >= 3 [9.0 Treatment]. */
  treatBleeding: t("red", 3, fromBook("WWB 9.0 Treatment 1")),
  /** Treat a LOC soldier: Red >= 4 [9.0 Treatment]. */
  treatLoc: t("red", 4, fromBook("WWB 9.0 Treatment 2")),
  /** Deterioration of a bleeding soldier: Red >= his marker's value; the Bleeding marker's 3 [9.0]. */
  deteriorationBleeding: t("red", 3, reconstructed("9.0 Progressive Deterioration reads 'the value on the marker'; the Bleeding marker's value is the 3 of 9.0 Treatment")),
  /** Deterioration of a LOC soldier: the LOC marker's 4 [9.0]. */
  deteriorationLoc: t("red", 4, reconstructed("9.0 Progressive Deterioration reads 'the value on the marker'; the LOC marker's value is the 4 of 9.0 Treatment")),
  /** Charge placement test: Red >= 5; skull explodes [8.5 Explosive charge]. */
  chargePlacement: t("red", 5, fromBook("WWB 8.5 Explosive charge, Placing")),
  /** Defusing: Red >= the up-arrow value, not printed [11.0 Explosives]. */
  chargeDefuse: t("red", 4, placeholder("the defuse (up-arrow) value of the explosive markers is not printed (WWB 11.0; digest §13.1 item 4): 4 invented")),
  /** Explosive charge destroys its target: Red >= 3, no skill modifiers [8.5]. */
  explosiveDestroys: t("red", 3, fromBook("WWB 8.5 Explosive charge, Explosion")),
  /** Satchel charge destroys its target: Red >= 4 [8.5 Satchel Charge]. */
  satchelDestroys: t("red", 4, fromBook("WWB 8.5 Satchel Charge, Explosion")),
  /** Artillery collapses buildings and barriers: Red >= 5 "as a satchel charge" [13.0 step 7; contradiction C2]. */
  artilleryCollapse: t("red", 5, fromBook("WWB 13.0 Artillery step 7")),
  /** Break a locked door: Red >= 4 (+Strength); skull = light wound [11.0 Strength]. */
  breakDoor: t("red", 4, fromBook("WWB 11.0 Strength, Doors Breakthrough")),
});

/** The names of the numeric tests. */
export type ThresholdName = keyof typeof THRESHOLDS;

/** A numeric roll read on a Red or Blue die: its number, whether it is the skull face, and the modified total. */
export type NumericRoll = { readonly number: number; readonly skull: boolean; readonly total: number };

/** Read roll `roll` (1..6) of `die` in a face set as a number, with `modifier` points added [WWB 2.0]. */
export function readNumeric(faces: DiceFaceSet, die: DieColour, roll: number, modifier = 0): NumericRoll {
  const f = faces.dice[die][roll - 1];
  if (!f) throw new RangeError(`wwb dice: roll ${roll} is not a face of a d6`);
  if (f.number === undefined) throw new RangeError(`wwb dice: the ${die} die has no numbers (WWB 2.0: only Red and Blue)`);
  return { number: f.number, skull: f.combat === "killed", total: f.number + modifier };
}
