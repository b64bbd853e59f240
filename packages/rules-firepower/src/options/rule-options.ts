// Options declared beside the rules they change before issue 28, now here so that every option of the ruleset is in
// src/options/: readings of what the text leaves open and Optional Rules, each with its default and citation.
import { defineOption } from "@tactica/engine";

// From combat/climbing.ts
/** Digest §4.2 vs 11.1.11.1 "no more than one soldier per side may be up a single tree": per army side or per tree side. */
export const TREE_CLIMB_LIMIT = defineOption({
  id: "firepower/tree_climb_limit",
  description: "11.1.11.1 allows 'no more than one soldier per side' up a single tree. 'army': one soldier of each player's side; 'position': one per tree position (10.4.4's sides), the climber needs a tree position no other climber holds.",
  choices: { army: "one soldier of each player's side up a tree", position: "one soldier per tree position up a tree" },
  default: "army",
  citation: "Firepower 11.1.11.1, 10.4.4",
});

// From combat/special-fire.ts
/** Option 16.7.1: a flamethrower's stream (not a Molotov's) makes every LOS hex to the impact hex a blast-zone hex. */
export const FLAMETHROWER_STREAM = defineOption({
  id: "firepower/flamethrower_stream",
  description: "Optional Rule 16.7.1: every hex along the line of sight from a flamethrower (FTR1) to its impact hex is a blast-zone hex at +5, all parts hit, no smoke there (Fires may start, 21.1.1); a Molotov still hits its impact hex only.",
  choices: { off: "not used", on: "used" },
  default: "off",
  citation: "Firepower 16.7.1 (Optional Rule)",
});

// From combat/optional-defilade.ts
/** Option 23.4: intervening terrain that blocks the lower heights of a target gives him that many heights of cover. */
export const DEFILADE = defineOption({
  id: "firepower/defilade",
  description: "Optional Rule 23.4: the LOS is checked to each height of the target; each height completely blocked from the bottom up gives 1 height of defilade cover, which counts as the usual cover (+1; Option 23.2's Cover Effects Chart is missing).",
  choices: { off: "not used", on: "used" },
  default: "off",
  citation: "Firepower 23.4 (Optional Rule)",
});

// From weapons/ammo-fire.ts
/**
 * Option: whether a penetrating A or H hit on a block blasts the soldiers in its hex. 12.3.1 lets A fire at blocks,
 * but 12.3.1.2 lists the hits that blast the hex as walls, fences, the well and roadblocks only; a block is a solid
 * object standing in the hex like a wall, hence the default.
 */
export const A_BLOCK_BLAST = defineOption({
  id: "firepower/a_block_blast",
  description: "Whether an A or H round penetrating a block blasts everyone in its hex (as a wall hit) or does nothing (the literal list of 12.3.1.2 omits blocks).",
  choices: { hex: "blasts the hex, as a wall hit", none: "no effect beyond the hit" },
  default: "hex",
  citation: "Firepower 12.3.1, 12.3.1.2",
});

// From weapons/wound-extras.ts
/**
 * 23.1.4.2.2 leaves to a competitive die roll which player picks the carried item a weapon hit strikes. Option:
 * `roll` (book: each side rolls d10, re-rolling ties; the high roller picks), or the owner, or the enemy always picks.
 * The owner picks an item that does not explode if he can; the enemy picks one that does.
 */
export const WEAPON_HIT_ITEM = defineOption({
  id: "firepower/weapon_hit_item",
  description: "Optional Rule 23.1.4.2.2: who picks the carried item a weapon hit strikes when a soldier without his major weapon carries several: a competitive die roll (the book), the owner, or the enemy.",
  choices: { roll: "competitive die roll, high roll picks (book)", owner: "the hit soldier's side picks", enemy: "the enemy side picks" },
  default: "roll",
  citation: "Firepower 23.1.4.2.2 (referee call, digest §15)",
});

// From weapons/crews.ts
/** Option 16.8: LMG, FTR, GLR, MRT, MMG and MPL carriers also carry a pistol. */
export const EXTRA_WEAPONS = defineOption({
  id: "firepower/extra_weapons",
  description: "Optional Rule 16.8: soldiers carrying an LMG, FTR, GLR, MRT, MMG or MPL also have a pistol they may fire instead (fire_pistol).",
  choices: { off: "not used", on: "used" },
  default: "off",
  citation: "Firepower 16.8 (Optional Rule)",
});

// From optional/optional-equipment.ts
/** Option 15.2: equipment points reduce a soldier's maximum MF. */
export const EQUIPMENT_LOAD = defineOption({
  id: "firepower/equipment_load",
  description: "Optional Rule 15.2: a soldier's maximum MF drops by one per full ten points of weapon and equipment he carries (1-9 none, 10-19 one, 20-29 two); point values from firepower/point_values and firepower/equipment_points (placeholders where the Weapon Chart is missing).",
  choices: { off: "not used", on: "used" },
  default: "off",
  citation: "Firepower 15.2, 26.1-26.2 (Optional Rule)",
});

// From optional/wounds.ts
/** Option 23.1 (with 23.6 as a third choice): wounds instead of automatic elimination. */
export const WOUNDS = defineOption({
  id: "firepower/wounds",
  description: "Optional Rule 23.1: a hit soldier rolls on the Wound Tables (placeholder table: the Game Card is missing) instead of being eliminated; 'casualties' adds 23.6 (wounded soldiers, other than a weapon hit or minor wound, count as casualties for VP and never as survivors).",
  choices: { off: "not used", on: "23.1 wounds", casualties: "23.1 wounds and 23.6 wounded as casualties" },
  default: "off",
  citation: "Firepower 23.1, 23.6 (Optional Rule)",
});

// From fire-setup/fires.ts
/** Option 21: terrain Fires (off by default). */
export const FIRES = defineOption({
  id: "firepower/fires",
  description: "Optional Rule 21 terrain Fires: a G impact (1 or less, not in Wet conditions) or an F/W impact or blast-zone hex (4 or less) may start a Fire in burnable terrain; a Fire burns for the rest of the game as a +3 smoke hex, may spread at the start of each Turn (1-6: that direction) and attacks the soldiers in it at F blast 6 in every Impulse Phase of their side (missed: no Stun).",
  choices: { off: "not used", on: "used" },
  default: "off",
  citation: "Firepower 21.1-21.1.3, 21.3 (Optional Rule)",
});

// From works/outside-openings-commands.ts
/** 11.1.9 for openings outside buildings: which soldiers are "inside" and may open or close them. */
export const OUTSIDE_OPENING_INSIDE = defineOption({
  id: "firepower/outside_opening_inside",
  description: "Who may open or close a door or window on a hexside outside buildings (11.1.9 opens from inside; such a hexside has no inside).",
  choices: { either: "a soldier in either hex of the hexside, each side counting as its room", none: "nobody: closed ones are only broken open (11.1.10), open ones stay open" },
  default: "either",
  citation: "Firepower 11.1.9, 11.1.10",
});

// From blasts/optional-confined.ts
/** Option 16.2.2: a Prone target at least 6 heights below the firing height counts +1 for Prone instead of +2. */
export const FIRE_FROM_ABOVE = defineOption({
  id: "firepower/fire_from_above",
  description: "Optional Rule 16.2.2: L fire at a Prone soldier at least 6 heights below the firing height takes +1 for the Prone target instead of +2.",
  choices: { off: "not used", on: "used" },
  default: "off",
  citation: "Firepower 16.2.2 (Optional Rule)",
});

// From blasts/storey-blasts.ts
/** Option 16.2.3: blasts originating inside a roofed building (the confined space in play) are rolled at -2. */
export const CONFINED_BLASTS = defineOption({
  id: "firepower/confined_blasts",
  description: "Optional Rule 16.2.3: a blast hit number that originates inside a confined space (in play: a building storey under its roof or an upper floor, a cave, or inside a bunker, pillbox or tower through its opening; not blasts after a penetration) is rolled at -2.",
  choices: { off: "not used", on: "used" },
  default: "off",
  citation: "Firepower 16.2.3 (Optional Rule)",
});

/**
 * The book does not say where a high-angle round (a mortar bomb) that lands in a building hex bursts: by default on its
 * flat roof (8.2.3), whose roof and floors shut the men inside out (12.1.6, 12.2.3) until the roof is destroyed
 * (12.3.4.2.7: then on the top storey, open to the sky); `ground_floor` bursts it on the ground floor, as before.
 */
export const INDIRECT_BUILDING_IMPACT = defineOption({
  id: "firepower/indirect_building_impact",
  description: "Where a mortar bomb landing in a building hex bursts (not stated in the book): `roof` = on the flat roof (8.2.3), reaching only men on the roof, or on the top storey once the roof is destroyed (12.3.4.2.7); `ground_floor` = on the ground floor.",
  choices: { roof: "on the roof (top storey once the roof is destroyed)", ground_floor: "on the ground floor" },
  default: "roof",
  citation: "Firepower 8.2.3, 12.4.2, 12.3.4.2.7 (not stated; reading)",
});

// From blasts/building-damage.ts
/**
 * 12.3.4.2.7 asks whether a blast is "powerful enough" to destroy building parts (the digest lists it among the
 * referee's judgements): by default the general terrain-damage rule decides (12.3.4.2: each hit takes its penetration
 * off the part's terrain value, destroyed when it reaches what is left); `none` is a referee who rules no blast in play
 * strong enough.
 */
export const BUILDING_DAMAGE = defineOption({
  id: "firepower/building_damage",
  description: "12.3.4.2.7 destroyed buildings (referee judgement in the book): `terrain_values` = each G blast or mine in a building hex takes its penetration off the terrain value left of the hex's walls (all storeys equally), doors and windows, and roof (12.3.4.2); `none` = no blast in play is powerful enough.",
  choices: { terrain_values: "damage by penetration against terrain values (12.3.4.2)", none: "the referee rules no blast in play destroys building parts" },
  default: "terrain_values",
  citation: "Firepower 12.3.4.2, 12.3.4.2.7 (referee judgement, digest §15)",
});

// From blasts/optional-nightsights.ts
/** Option 16.7.2: the finer nightsight rules. */
export const NIGHTSIGHTS = defineOption({
  id: "firepower/nightsights",
  description: "Optional Rule 16.7.2: a firer whose weapon has a PNS takes 1 less per smoke hex in the LOS (+2/+3 become +1/+2, 16.7.2.2) and -2 firing at a soldier who used an NST this Turn (fired with it at Night, 16.7.2.2). 16.7.2.1: an NST at Night in the scenario's Snow weather improves the target's Observation Condition by one only (3 to 2, 2 to 1); otherwise Condition 1, as 12.4.7 (Rain and Fog are no scenario weather).",
  choices: { off: "not used", on: "used" },
  default: "off",
  citation: "Firepower 16.7.2, 16.7.2.1-16.7.2.3 (Optional Rule)",
});

// From melee/melee-advanced.ts
/**
 * 13.3 "enters the hex from the rear (see diagram) of all defenders": the diagram is missing. `three` (default): the
 * three hexsides behind a defender's front (the one opposite his facing and the two beside it, firepower.md §8.8 "the
 * rear hexsides"); `one`: only the hexside directly behind him.
 */
export const MELEE_REAR = defineOption({
  id: "firepower/melee_rear",
  description: "Which of a defender's hexsides are his rear for the melee modifier of 13.3 (the rear diagram is missing).",
  choices: { three: "the three hexsides behind his front (opposite his facing and the two beside it)", one: "only the hexside opposite his facing" },
  default: "three",
  citation: "Firepower 13.3 (diagram missing); firepower.md §8.8",
});

// From vehicles/optional-nbc-environment.ts
/** Options 27.2-27.3: the match's NBC environment. */
export const NBC_ENVIRONMENT = defineOption({
  id: "firepower/nbc_environment",
  description: "Optional Rules 27.2-27.3: the battlefield's NBC environment. Soldiers are protected by an NBC suit (27.1, with firepower/nbc_suits on) or inside a vehicle kept buttoned and unpenetrated (27.2); a vehicle's protection is lost when a hatch opens or it is penetrated (not on the tracks), a suit's when its wearer is wounded under 23.1 (not a weapon hit). Chemical: a soldier without protection is eliminated at once (27.3.2); radioactive/biological: he is a casualty at the game's end and never a survivor (27.3.1).",
  choices: { none: "no NBC environment", radioactive_biological: "radioactive and/or biological (27.3.1)", chemical: "chemical (27.3.2)" },
  default: "none",
  citation: "Firepower 27.2, 27.3, 27.3.1-27.3.2 (Optional Rule)",
});
