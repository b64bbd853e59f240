// Firepower Optional Rules (15-27) in play as match options, where the text gives every number they need.
import type { OptionDef } from "@tactica/engine";
import { defineOption } from "@tactica/engine";
import { EQUIPMENT_LOAD, NBC_ENVIRONMENT, NIGHTSIGHTS } from "./rule-options";

/** Option 16.4: three or more non-automatic L shots at a hex in one Impulse Phase Suppress as automatic fire does. */
export const NON_AUTO_SUPPRESSION = defineOption({
  id: "firepower/non_auto_suppression",
  description: "Optional Rule 16.4: 3+ combined non-automatic L shots at a target hex in one Impulse Phase Suppress its soldiers as automatic fire would.",
  choices: { off: "not used", on: "used" },
  default: "off",
  citation: "Firepower 16.4 (Optional Rule)",
});

/** Option 16.6: Pinned and Inactive status. */
export const PINNED_INACTIVE = defineOption({
  id: "firepower/pinned_inactive",
  description: "Optional Rule 16.6: Suppressed again = Pinned (Prone, MF -2, fires at +2); Stunned again = Inactive (as Stunned); at the end of its Impulse Phase a side's Inactive -> Stunned -> Pinned -> Suppressed.",
  choices: { off: "not used", on: "used" },
  default: "off",
  citation: "Firepower 16.6, 12.2.2 (Optional Rule)",
});

/** Option 16.9: a Standing soldier behind 2-height cover gets +1 more when fired at or against blasts. */
export const STANDING_BEHIND_COVER = defineOption({
  id: "firepower/standing_behind_cover",
  description: "Optional Rule 16.9: a Standing soldier behind 2-height cover (in play: in a deep foxhole or trench) gets an additional +1 when fired at or against blast hit numbers.",
  choices: { off: "not used", on: "used" },
  default: "off",
  citation: "Firepower 16.9 (Optional Rule)",
});

/** Option 25 (without 25.2 surrender calls, which need motivation and the missing MF charts). */
export const PRISONERS = defineOption({
  id: "firepower/prisoners",
  description: "Optional Rule 25: Stunned/Inactive defenders may be taken prisoner instead of a melee (25.1); prisoners move only with a guard (25.3), are regained when left unguarded (25.4), may not be fired on by their own side (25.5) and count double VP (25.6).",
  choices: { off: "not used", on: "used" },
  default: "off",
  citation: "Firepower 25.1, 25.3-25.6 (Optional Rule)",
});

/** Option 15.1: jumping down into a lower faced hex, with injury, impact and melee. */
export const JUMPING = defineOption({
  id: "firepower/jumping",
  description: "Optional Rule 15.1: a Standing or Crouching soldier may jump down into the lower adjacent hex he faces for 1 MF; d10 + 2 per height jumped: 16+ eliminated, 10-15 Stunned (15.1.1); each soldier landed on rolls on the JUMP IMPACT TABLE (placeholder firepower/jump_impact, 15.1.2); then a normal melee if both sides remain (15.1.3).",
  choices: { off: "not used", on: "used" },
  default: "off",
  citation: "Firepower 15.1, 15.1.1-15.1.3 (Optional Rule)",
});

/** Option 16.1: one soldier in a fused hand grenade's impact hex may try to throw it back before it explodes. */
export const RETURN_THROW = defineOption({
  id: "firepower/return_throw",
  description: "Optional Rule 16.1: before a fused hand grenade explodes, the side with soldiers in its impact hex may use one of them to scoop it up (d10 <= 2; with Option 22 a reflex of 8+ succeeds on <= 3) and throw it at any hex; a failed try gives him -2 on his blast roll; a grenade is returned only once.",
  choices: { off: "not used", on: "used" },
  default: "off",
  citation: "Firepower 16.1, 22.1.6 (Optional Rule)",
});

/** Option 22: personal characteristics from each soldier's character sheet (speed, strength, reflexes, motivation, driving in play). */
export const CHARACTERISTICS = defineOption({
  id: "firepower/characteristics",
  description: "Optional Rule 22: each soldier's sheet gives speed (max MF 3-5, a 5 enters at most 4 new hexes), strength (melee and grenade range), reflexes (16.1 return throws), motivation (roll <= the hex's best motivation to use an Impulse there, else the Impulse is wasted) and driving (22.1.7: T any vehicle, MW not tracked, W wheeled only, No none); soldiers without a sheet use the placeholder sheet of firepower/default_characteristics.",
  choices: { off: "not used", on: "used" },
  default: "off",
  citation: "Firepower 22.1.2-22.1.3, 22.1.6, 22.1.7, 22.1.10 (Optional Rule)",
});

/** Option 25.2: surrender calls (needs Option 22's motivation numbers and Option 25). */
export const SURRENDER_CALLS = defineOption({
  id: "firepower/surrender_calls",
  description: "Optional Rule 25.2: soldiers may call on an enemy hex within two hexes to surrender; the callee rolls against the hex's best motivation (-1 per soldier called on, +1 per caller, +5 if all are Stunned/Inactive); a roll above it surrenders the hex. Needs firepower/prisoners and firepower/characteristics; the call's MF cost is a placeholder (firepower/surrender_call_mf).",
  choices: { off: "not used", on: "used" },
  default: "off",
  citation: "Firepower 25.2, 25.2.1, 25.2.2 (Optional Rule)",
});

/** Option 26: the scenario's sides must be balanced in points (base points 26.2 + extra points 26.1). */
export const BALANCED_POINTS = defineOption({
  id: "firepower/balanced_points",
  description: "Optional Rule 26: a match may start only when both sides' total points (26.2 base points from soldiers, leaders, Impulses, chits and Turns; 26.1 extra points from charges) are equal; point values the text does not give are placeholders (firepower/point_values).",
  choices: { off: "not used", on: "used" },
  default: "off",
  citation: "Firepower 26.1-26.3 (Optional Rule)",
});

/** Option 27: soldiers the scenario puts in NBC suits fire at +1 and lose one MF and one new hex. */
export const NBC_SUITS = defineOption({
  id: "firepower/nbc_suits",
  description: "Optional Rule 27.1: a soldier the scenario marks as wearing an NBC suit fires at +1 and has one MF and one new hex per Impulse fewer.",
  choices: { off: "not used", on: "used" },
  default: "off",
  citation: "Firepower 27.1.1-27.1.2 (Optional Rule)",
});

/** Option 16.3.1: weapon reliability (jams) for the L weapons, on placeholder numbers. */
export const RELIABILITY_RULE = defineOption({
  id: "firepower/reliability",
  description: "Optional Rule 16.3.1: when a soldier fires, a first die at or above his weapon's first reliability number calls a second roll; at or above the second number the weapon jams (no hits, MF spent). The Basic weapons' numbers are on the missing Weapon Charts: placeholder firepower/reliability (10/9).",
  choices: { off: "not used", on: "used" },
  default: "off",
  citation: "Firepower 16.3.1 (Optional Rule)",
});

/** Option 16.3.2: increased fire (double rate of fire at +2). */
export const INCREASED_FIRE = defineOption({
  id: "firepower/increased_fire",
  description: "Optional Rule 16.3.2: a firer may double his L weapon's rate of fire (1 burst: twice the shots; else twice the bursts) at +2 on every shot and reliability roll; never for written orders.",
  choices: { off: "not used", on: "used" },
  default: "off",
  citation: "Firepower 16.3.2 (Optional Rule)",
});

/** Option 16.5: written combat orders (Opportunity and Tracking fire inside the opponent's Impulse). */
export const WRITTEN_ORDERS = defineOption({
  id: "firepower/written_orders",
  description: "Optional Rule 16.5: a soldier may use his Impulse to write a secret Opportunity (16.5.1) or Tracking (16.5.2) order; during the other side's Impulse Phases, after each enemy move step, his side may reveal and fire it at the mover's hex up to his weapon's rate of fire; it lapses when his side's next sequence unit is drawn, and a status unit cancels it. Sweeping fire (16.5.3): an automatic L weapon's Sweep order fires one burst at each hex of its arc where an enemy spends MF, its hits counting only as a Suppression.",
  choices: { off: "not used", on: "used" },
  default: "off",
  citation: "Firepower 16.5, 16.5.1-16.5.3 (Optional Rule)",
});

/** Option 24: morale (sequence unit reduction and panic), on placeholder charts. */
export const MORALE = defineOption({
  id: "firepower/morale",
  description: "Optional Rule 24: in the Morale Phase at the start of each Turn each squad loses sequence units for its losses (24.1: the letter no longer applies to it) and a reduced squad rolls against its panic number (24.2.2, +1 with all leaders lost), panicking automatically with no units left (24.2.1); panicked soldiers only move towards their own map edge (24.2.3). Both MORALE CHARTS are missing: firepower/sequence_unit_reduction and firepower/panic_numbers are placeholders.",
  choices: { off: "not used", on: "used" },
  default: "off",
  citation: "Firepower 24.1, 24.2.1-24.2.3 (Optional Rule)",
});

/** The Optional Rules a match may switch on. */
export const FIREPOWER_OPTIONAL_RULES: readonly OptionDef[] = [
  NON_AUTO_SUPPRESSION, PINNED_INACTIVE, STANDING_BEHIND_COVER, PRISONERS,
  JUMPING, RETURN_THROW, RELIABILITY_RULE, INCREASED_FIRE, WRITTEN_ORDERS, CHARACTERISTICS, MORALE, SURRENDER_CALLS, BALANCED_POINTS, NBC_SUITS, EQUIPMENT_LOAD, NIGHTSIGHTS, NBC_ENVIRONMENT,
];
