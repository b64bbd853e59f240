// Infantry weapons firing A, C and H ammunition [10.7(4), 12.3.1, 12.3.2, 12.3.5]. Their Weapon Chart lines and the
// Game Card's canister range modifiers are missing from the text: every number here is a PLACEHOLDER but the few
// the book states (MPL19's H blast 5, 12.3.5.2; canister +1 at range 5, 12.3.2.1; -1 per height of the wall or
// fence shot at, 12.2.10), which keep `book` provenance. A rulings pack overrides any cell.
import { defineTable } from "@tactica/engine";
import { z } from "zod";
import { HRG_THROWN } from "./hrg-thrown";
import { book, missing } from "./sources";

/** Ammunition letters an infantry weapon of this chart fires [10.7(4)]. */
export const AMMO_TYPES = ["A", "C", "H"] as const;
/** One ammunition letter. */
export type AmmoType = (typeof AMMO_TYPES)[number];

/**
 * Carried weapons with A, C or H ammunition. MPL19 (RPG-2) and HRG (hand/rifle grenade, fired as an H rifle grenade,
 * 10.7(2), 19.1.5 T) are named by the text; the text names no infantry A or C weapon, so ATR1 (an anti-tank rifle
 * firing A) and SHG1 (a shotgun, SHG equipment of 12.4.5, firing C) are invented stand-in lines.
 */
export const AMMO_WEAPONS = ["MPL19", "HRG", "ATR1", "SHG1"] as const;
/** One carried A/C/H weapon. */
export type AmmoWeaponId = (typeof AMMO_WEAPONS)[number];

const int = z.number().int();
const line = z.object({
  /** Ammunition it fires [10.7(4)]. */
  ammo: z.array(z.enum(AMMO_TYPES)).min(1),
  /** Hit numbers by range band (A and H) [10.7(6)]; the last band's upper end is the weapon's reach (C too). */
  hits: z.array(z.object({ upTo: int.min(1).max(100), hit: int.min(0).max(10) }).strict()).min(1),
  /** Penetration of its A or H projectile [10.7(8)]. */
  penetration: int.min(0),
  /** A or H blast number (null: none) [10.7(7)]. */
  blast: int.min(0).max(10).nullable(),
  /** The same weapon's G blast number, which its C rounds use [12.3.2.1] (null: no C). */
  gBlast: int.min(0).max(10).nullable(),
}).strict();
/** One chart line. */
export type AmmoWeaponLine = z.infer<typeof line>;

const CHART = "its Weapon Chart line is missing from the text (10.7); invented, override with a rulings pack";
const at = (...bands: [number, number][]) => bands.map(([upTo, hit]) => ({ upTo, hit }));

/** The carried A/C/H weapons' lines — PLACEHOLDERS; each cell's note names the book figure it keeps. */
export const AMMO_WEAPON_CHART = defineTable<{ weapon: AmmoWeaponId }, AmmoWeaponLine>({
  id: "firepower/ammo_weapon_chart",
  version: "1",
  title: "Infantry weapons firing A, C and H (placeholder lines)",
  inputs: z.object({ weapon: z.enum(AMMO_WEAPONS) }).strict(),
  output: line,
  cells: [
    { inputs: { weapon: "MPL19" }, value: { ammo: ["H"], hits: at([8, 6], [30, 4]), penetration: 5, blast: 5, gBlast: null }, provenance: missing(`RPG-2: H blast 5 is the book's (12.3.5.2); ${CHART}`) },
    { inputs: { weapon: "HRG" }, value: { ammo: ["H"], hits: at([5, 5], [15, 3]), penetration: 3, blast: 3, gBlast: null }, provenance: missing(`hand/rifle grenade fired as an H rifle grenade (10.7(2), 19.1.5); ${CHART}`) },
    { inputs: { weapon: "ATR1" }, value: { ammo: ["A"], hits: at([10, 6], [40, 4]), penetration: 4, blast: 3, gBlast: null }, provenance: missing(`the text names no infantry A weapon: ATR1 is an invented anti-tank rifle; ${CHART}`) },
    { inputs: { weapon: "SHG1" }, value: { ammo: ["C"], hits: at([8, 0]), penetration: 1, blast: null, gBlast: 5 }, provenance: missing(`the text names no infantry C weapon: SHG1 is an invented shotgun (SHG, 12.4.5) firing C, G blast 5; ${CHART}`) },
  ],
});

/** Canister range bands, each cell keyed by its first range: 1-2, 3-4, 5, 6-8, 9 and beyond. */
const bandOf = (range: number): number => (range <= 2 ? 1 : range <= 4 ? 3 : range === 5 ? 5 : range <= 8 ? 6 : 9);
const RANGE_NOTE = "canister range modifiers other than range 5 are on the missing Game Card (12.3.2.1); invented";

/** Canister range modifiers in play [12.3.2.1]: range 5 is +1 (book); the other bands are PLACEHOLDERS. */
export const CANISTER_RANGE_PLAY = defineTable<{ range: number }, number>({
  id: "firepower/canister_range_play",
  version: "1",
  title: "Canister range modifiers in play (placeholder but range 5)",
  inputs: z.object({ range: int.min(1).max(100) }).strict(),
  output: int.min(-5).max(10),
  toCellInputs: ({ range }) => ({ range: bandOf(range) }),
  cells: [
    { inputs: { range: 1 }, value: -1, provenance: missing(RANGE_NOTE) },
    { inputs: { range: 3 }, value: 0, provenance: missing(RANGE_NOTE) },
    { inputs: { range: 5 }, value: 1, provenance: book("12.3.2.1") },
    { inputs: { range: 6 }, value: 2, provenance: missing(RANGE_NOTE) },
    { inputs: { range: 9 }, value: 4, provenance: missing(RANGE_NOTE) },
  ],
});

/** What an A or H round may be aimed at in play [12.3.1] (vehicles are targeted by id). */
export const AMMO_STRUCTURES = ["wall", "fence", "block", "roadblock", "bunker", "pillbox", "tower"] as const;
/** One structure kind. */
export type AmmoStructure = (typeof AMMO_STRUCTURES)[number];

const TV_NOTE = "is on the missing Standard Terrain Values chart (12.5; scenarios set TVs); invented";

/**
 * Terrain values of the structures A and H rounds are fired at [12.3.1.2, 12.5]: a standard stone wall or fence is 8
 * (book 12.5); blocks, roadblocks, bunkers, pillboxes and towers are on the missing chart — PLACEHOLDERS.
 */
export const AMMO_STRUCTURE_VALUES = defineTable<{ structure: AmmoStructure }, number>({
  id: "firepower/ammo_structure_values",
  version: "1",
  title: "Terrain values of A/H targets",
  inputs: z.object({ structure: z.enum(AMMO_STRUCTURES) }).strict(),
  output: int.min(0).max(30),
  cells: [
    { inputs: { structure: "wall" }, value: 8, provenance: book("12.5") },
    { inputs: { structure: "fence" }, value: 8, provenance: book("12.5") },
    { inputs: { structure: "block" }, value: 4, provenance: missing(`a block's terrain value (8.8.5.2) ${TV_NOTE}`) },
    { inputs: { structure: "roadblock" }, value: 4, provenance: missing(`a roadblock's terrain value (8.8.5.4) ${TV_NOTE}`) },
    { inputs: { structure: "bunker" }, value: 10, provenance: missing(`a bunker's terrain value (8.8.4) ${TV_NOTE}`) },
    { inputs: { structure: "pillbox" }, value: 12, provenance: missing(`a pillbox's terrain value (8.8.4) ${TV_NOTE}`) },
    { inputs: { structure: "tower" }, value: 4, provenance: missing(`a tower's terrain value (8.8.6) ${TV_NOTE}`) },
  ],
});

/** The A/H modifier the Basic tables lack: -1 per height of the wall or fence fired at [12.2.10]. */
export const STRUCTURE_HEIGHT_MODIFIER = defineTable<{ per: "height" }, number>({
  id: "firepower/structure_height_modifier",
  version: "1",
  title: "Per height of wall, fence or roadblock in the target hex",
  inputs: z.object({ per: z.literal("height") }).strict(),
  output: int,
  cells: [{ inputs: { per: "height" }, value: -1, provenance: book("12.2.10") }],
});

/** The ammunition tables the ruleset declares. */
export const AMMO_TABLES = [AMMO_WEAPON_CHART, CANISTER_RANGE_PLAY, AMMO_STRUCTURE_VALUES, STRUCTURE_HEIGHT_MODIFIER, HRG_THROWN] as const; // HRG_THROWN: 12.4.1.2 (hrg-thrown.ts)
