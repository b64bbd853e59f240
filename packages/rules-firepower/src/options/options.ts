// Every ambiguity of firepower.md §15 (items 6-27) as a named option with the digest's suggested default.
import type { OptionDef } from "@tactica/engine";
import { defineOption } from "@tactica/engine";

/** Basic MF chart: cost of Crouch↔Stand and Crouch↔Prone (the card row is garbled) [6.2.4]. */
export const CROUCH_CHANGE_COST = defineOption({
  id: "firepower/crouch_change_cost",
  description: "MF to change between Crouch and Stand or Prone in the Basic Game.",
  choices: { one: "1 MF each way (column pattern of the damaged card row)", stand_prone_pattern: "as Stand/Prone: 1 MF going down, 2 MF going up" },
  default: "one",
  citation: "Firepower 6.2.4; firepower.md §15 item 6",
});

/** Hand-grenade hit number at 6-8 hexes: text 2 vs card OCR 3 [6.3.2.1.1]. */
export const GRENADE_LONG_HIT = defineOption({
  id: "firepower/grenade_long_hit",
  description: "Hand-grenade hit number at ranges 6-8.",
  choices: { text: "2, as the rule text says", card: "3, as the external card OCR reads" },
  default: "text",
  citation: "Firepower 6.3.2.1.1; firepower.md §15 item 7",
});

/** The Molotov cocktail's weapon id [12.3.3 vs 16.7.1]. */
export const MOLOTOV_ID = defineOption({
  id: "firepower/molotov_id",
  description: "Which id the Molotov cocktail has.",
  choices: { hgn5: "HGN5 (12.3.3)", hgn8: "HGN8 (16.7.1)" },
  default: "hgn5",
  citation: "Firepower 12.3.3, 16.7.1; firepower.md §15 item 8",
});

/** Which vehicle weapons are missiles [19.1.8 vs 19.2.3.2]. */
export const MISSILE_WEAPONS = defineOption({
  id: "firepower/missile_weapons",
  description: "Vehicle weapon numbers that are missiles.",
  choices: { with_39: "36, 38, 39, 40, 42, 43 (19.2.3.2)", without_39: "36, 38, 40, 42, 43 (19.1.8)" },
  default: "with_39",
  citation: "Firepower 19.1.8, 19.2.3.2; firepower.md §15 item 9",
});

/** Ammo type "S" in 10.1.2.2 and 12.1 is undefined [10.7(4)]. */
export const AMMO_S = defineOption({
  id: "firepower/ammo_s",
  description: "What the undefined ammunition letter S means.",
  choices: { smoke: "smoke, i.e. M", none: "ignore the letter" },
  default: "smoke",
  citation: "Firepower 10.1.2.2, 12.1; firepower.md §15 item 10",
});

/** Skill-roll modifier for enemy weapon types [22.1.11.2]. */
export const SKILL_ENEMY_WEAPON = defineOption({
  id: "firepower/skill_enemy_weapon",
  description: "Skill-roll modifier for an enemy weapon type (the text gives +1 for both own and enemy types).",
  choices: { minus_one: "−1 for enemy types (referee reading)", plus_one: "+1 as printed" },
  default: "minus_one",
  citation: "Firepower 22.1.11.2; firepower.md §15 item 13",
});

/** Suppressed markers removed when the other side's chit is drawn [6.1.2]. */
export const SUPPRESSION_REMOVAL = defineOption({
  id: "firepower/suppression_removal",
  description: "Whose chit draw removes a side's Suppressed markers.",
  choices: { other_side: "the other side's draw, literally as 6.1.2", own_side: "the side's own draw" },
  default: "other_side",
  citation: "Firepower 6.1.2; firepower.md §15 item 14",
});

/** Automatic fire Suppresses when a modified ≤10 "can" be rolled [6.4.1, 12.6.3]. */
export const AUTO_FIRE_SUPPRESSION = defineOption({
  id: "firepower/auto_fire_suppression",
  description: "When automatic fire Suppresses unhit soldiers in the target hex.",
  choices: { if_possible: "when 1 + modifiers ≤ 10", if_rolled: "when some shot's modified roll was ≤ 10" },
  default: "if_possible",
  citation: "Firepower 6.4.1, 12.6.3; firepower.md §15 item 15",
});

/** Melee cost: entry cost plus 1 MF [6.5]. */
export const MELEE_COST = defineOption({
  id: "firepower/melee_cost",
  description: "MF a melee needs.",
  choices: { entry_plus_one: "the entry cost of the hex plus 1 MF", one: "1 MF in all" },
  default: "entry_plus_one",
  citation: "Firepower 6.5; firepower.md §15 item 16",
});

/** Basic tree/hedge modifier with grenades [6.3.6.2.5]. */
export const GRENADE_TREE_HEDGE = defineOption({
  id: "firepower/grenade_tree_hedge",
  description: "Whether the per-tree/hedge +1 applies to grenade throws and blasts in the Basic Game.",
  choices: { throw_and_tree_blast: "throw: trees and hedges; blast: trees only", throw_only: "throw only", both: "throw and blast, trees and hedges" },
  default: "throw_and_tree_blast",
  citation: "Firepower 6.3.6.2.5, 12.2.6; firepower.md §15 item 17",
});

/** Advanced LOS: an obstacle equal to the lower end only [12.1.3]. */
export const LOS_EQUAL_TO_LOWER = defineOption({
  id: "firepower/los_equal_to_lower",
  description: "An obstacle as high as the lower end (and lower than the higher end).",
  choices: { clear: "clear (chart semantics)", blocked: "blocked" },
  default: "clear",
  citation: "Firepower 12.1.3-12.1.4; firepower.md §15 item 18",
});

/** Firing arc boundary [6.3.3]. */
export const ARC_BOUNDARY = defineOption({
  id: "firepower/arc_boundary",
  description: "Whether a hex that only touches the arc's edge is a partial hex in arc.",
  choices: { exclude: "only hexes the arc cuts into are in arc", include: "hexes touching the boundary are in arc" },
  default: "exclude",
  citation: "Firepower 6.3.3; firepower.md §15 item 19",
});

/** Grenade spread diagram orientation [6.3.6.3.2.1]. */
export const SPREAD_ORIENTATION = defineOption({
  id: "firepower/spread_orientation",
  description: "Which end of the spread diagram's 1-4 axis faces the thrower.",
  choices: { enters_via_4: "the LOS enters the target across the X|4 hexside (1 is long)", enters_via_1: "the LOS enters across X|1 (1 is short)" },
  default: "enters_via_4",
  citation: "Firepower 6.3.6.3.2.1; firepower.md §15 item 20",
});

/** Adjusted fire "−2 for each time in succession" [16.2.1]. */
export const ADJUSTED_FIRE = defineOption({
  id: "firepower/adjusted_fire",
  description: "Adjusted-fire modifier for successive phases at the same hex.",
  choices: { cumulative: "−2, −4, ... (capped by the referee)", flat: "a flat −2" },
  default: "cumulative",
  citation: "Firepower 16.2.1; firepower.md §15 item 21",
});

/** Loophole total [12.2.3, 12.2.4]. */
export const LOOPHOLE_TOTAL = defineOption({
  id: "firepower/loophole_total",
  description: "Total modifier for a target using a loophole.",
  choices: { plus_three: "+2 loophole and +1 concealment", plus_two: "+2 in all" },
  default: "plus_three",
  citation: "Firepower 12.2.3, 12.2.4; firepower.md §15 item 22",
});

/** Wire may never be entered by soldiers [8.8.3]. */
export const WIRE_ENTRY = defineOption({
  id: "firepower/wire_entry",
  description: "Whether soldiers may enter wire hexes.",
  choices: { never: "never (literal 8.8.3): clear it with G, DMC or a tracked vehicle", crossable: "at the chart cost" },
  default: "never",
  citation: "Firepower 8.8.3; firepower.md §15 item 23",
});

/** Basic victory "opposite side" line [7]. */
export const VICTORY_HALF = defineOption({
  id: "firepower/victory_half",
  description: "Where the opposite half begins for the 3 VP survivors.",
  choices: { scenario_line: "the half-board line the scenario tags (the '0' row)", map_middle: "the middle column of the map" },
  default: "scenario_line",
  citation: "Firepower 7; firepower.md §15 item 24",
});

/** Missing chart values [8.4, 8.9]. */
export const MISSING_CHARTS = defineOption({
  id: "firepower/missing_charts",
  description: "What to use where a card value is missing (Movement Modifiers, canister range, diagrams by blast, hit location).",
  choices: { placeholders: "the declared reconstructed/placeholder cells (answers say so)", refuse: "refuse to set up a match until a rulings pack supplies those tables with book or card (external) cells (src/game/missing-charts.ts)" },
  default: "placeholders",
  citation: "Firepower 12.2.12, 12.3.2, 12.7; firepower.md §15 item 25",
});

/** Optional-phase order [21.1.3, 24.1]. */
export const OPTIONAL_PHASE_ORDER = defineOption({
  id: "firepower/optional_phase_order",
  description: "Order of the optional Fire and Morale Phases.",
  choices: { fire_morale_mix: "Fire → Morale → Mix", morale_fire_mix: "Morale → Fire → Mix" },
  default: "fire_morale_mix",
  citation: "Firepower 21.1.3, 24.1; firepower.md §15 item 26",
});

/** Smoke from Fire vs W smoke [12.2.7, 21.3]. */
export const FIRE_SMOKE = defineOption({
  id: "firepower/fire_smoke",
  description: "Smoke modifier of a W-started Fire.",
  choices: { plus_three: "+3 (Fire smoke, 21.3) while W impact smoke is +2", plus_two: "+2 like W smoke" },
  default: "plus_three",
  citation: "Firepower 12.2.7, 21.3; firepower.md §15 item 27",
});

/** Every Firepower option, in digest order. */
export const FIREPOWER_OPTIONS: readonly OptionDef[] = [
  CROUCH_CHANGE_COST, GRENADE_LONG_HIT, MOLOTOV_ID, MISSILE_WEAPONS, AMMO_S, SKILL_ENEMY_WEAPON, SUPPRESSION_REMOVAL,
  AUTO_FIRE_SUPPRESSION, MELEE_COST, GRENADE_TREE_HEDGE, LOS_EQUAL_TO_LOWER, ARC_BOUNDARY, SPREAD_ORIENTATION,
  ADJUSTED_FIRE, LOOPHOLE_TOTAL, WIRE_ENTRY, VICTORY_HALF, MISSING_CHARTS, OPTIONAL_PHASE_ORDER, FIRE_SMOKE,
];

/** Default choice of every option, by id. */
export const FIREPOWER_DEFAULT_OPTIONS: Readonly<Record<string, string>> = Object.fromEntries(FIREPOWER_OPTIONS.map((o) => [o.id, o.default]));
