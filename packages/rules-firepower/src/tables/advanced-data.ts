import { defineTable } from "@tactica/engine";
import { z } from "zod";
import { book, missing } from "./sources";

const num = z.number().int();

/** Standard terrain values [12.5]: the only standard values the text gives (concrete/stone). */
export const TERRAIN_VALUES = defineTable<{ item: "stone_wall" | "stone_fence" | "other" }, { tv: number | null; height: number | null }>({
  id: "firepower/terrain_values",
  version: "1",
  title: "Standard terrain values",
  inputs: z.object({ item: z.enum(["stone_wall", "stone_fence", "other"]) }),
  output: z.object({ tv: num.nullable(), height: num.nullable() }),
  cells: [
    { inputs: { item: "stone_wall" }, value: { tv: 8, height: 4 }, provenance: book("12.5") },
    { inputs: { item: "stone_fence" }, value: { tv: 8, height: 1 }, provenance: book("12.5") },
    { inputs: { item: "other" }, value: { tv: null, height: null }, provenance: missing("Standard Terrain Values Chart is missing; scenarios set TVs [12.5]") },
  ],
});

/** Mines [12.4.4]: type of attack, blast and penetration. */
export const MINES = defineTable<{ mine: "PMN1" | "PMN2" | "VMN1" | "VMN2" }, { ammo: "G" | "C" | "A"; blast: number | null; penetration: number }>({
  id: "firepower/mines",
  version: "1",
  title: "Mines",
  inputs: z.object({ mine: z.enum(["PMN1", "PMN2", "VMN1", "VMN2"]) }),
  output: z.object({ ammo: z.enum(["G", "C", "A"]), blast: num.nullable(), penetration: num }),
  provenance: book("12.4.4"),
  cells: [
    { inputs: { mine: "PMN1" }, value: { ammo: "G", blast: 7, penetration: 1 } },
    { inputs: { mine: "PMN2" }, value: { ammo: "C", blast: 8, penetration: 1 } },
    { inputs: { mine: "VMN1" }, value: { ammo: "A", blast: null, penetration: 3 } },
    { inputs: { mine: "VMN2" }, value: { ammo: "A", blast: null, penetration: 6 } },
  ],
});

/** Depth (negative height) of depressions and defensive works [8.7, 8.8.2, 8.8.5.3]. */
export const DEPTHS = defineTable<{ item: "single_crater" | "double_crater" | "shallow_foxhole" | "deep_foxhole" | "trench" | "ditch" }, number>({
  id: "firepower/depths",
  version: "1",
  title: "Depths of craters and defensive works",
  inputs: z.object({ item: z.enum(["single_crater", "double_crater", "shallow_foxhole", "deep_foxhole", "trench", "ditch"]) }),
  output: num,
  cells: [
    { inputs: { item: "single_crater" }, value: -1, provenance: book("8.7") },
    { inputs: { item: "double_crater" }, value: -2, provenance: book("8.7") },
    { inputs: { item: "shallow_foxhole" }, value: -1, provenance: book("8.8.2") },
    { inputs: { item: "deep_foxhole" }, value: -2, provenance: book("8.8.2") },
    { inputs: { item: "trench" }, value: -2, provenance: book("8.8.2") },
    { inputs: { item: "ditch" }, value: -5, provenance: book("8.8.5.3") },
  ],
});

/** Weapon data the text quotes (everything else is on the missing Weapon Cards) [10.7, 11.1.12, 12.3-12.4, 16.3.1, 26]. */
export type KnownWeapon = {
  readonly move?: number; readonly minRange?: number; readonly points?: number; readonly reloadGroup?: number;
  readonly reloadPhases?: number; readonly hBlast?: number; readonly reliabilityG?: readonly [number, number]; readonly shots?: number;
};

const weaponSchema = z.object({
  move: num.optional(), minRange: num.optional(), points: num.optional(), reloadGroup: num.optional(), reloadPhases: num.optional(),
  hBlast: num.optional(), reliabilityG: z.tuple([num, num]).optional(), shots: num.optional(),
});
/** Ids of the weapons and equipment whose data the text quotes. */
export const KNOWN_WEAPON_IDS = ["LCW1", "LMG12", "LMG4", "RFL10", "GLR1", "GLR2", "GLR2AMO", "MPL7", "MPL13", "MPL19", "MRT6", "FTR1", "HGN1", "LPL3", "DFX", "BPD"] as const;

/** A weapon or equipment id the text quotes data for. */
export type KnownWeaponId = (typeof KNOWN_WEAPON_IDS)[number];

/** Known weapon and equipment data, each with the section that states it. */
export const KNOWN_WEAPONS = defineTable<{ id: KnownWeaponId }, KnownWeapon>({
  id: "firepower/known_weapons",
  version: "1",
  title: "Weapon and equipment data quoted in the rule text",
  inputs: z.object({ id: z.enum(KNOWN_WEAPON_IDS) }),
  output: weaponSchema,
  cells: [
    { inputs: { id: "LCW1" }, value: { move: -2 }, provenance: book("10.7(9)") },
    { inputs: { id: "LMG12" }, value: { move: -1 }, provenance: book("10.7(9)") },
    { inputs: { id: "LMG4" }, value: { points: 12 }, provenance: book("26.2") },
    { inputs: { id: "RFL10" }, value: { points: 5 }, provenance: book("26.2") },
    { inputs: { id: "GLR1" }, value: { reloadGroup: 30, reloadPhases: 1 }, provenance: book("11.1.12") },
    { inputs: { id: "GLR2" }, value: { points: 5 }, provenance: book("26.2") },
    { inputs: { id: "GLR2AMO" }, value: { points: 1 }, provenance: book("26.1") },
    { inputs: { id: "MPL7" }, value: { reliabilityG: [10, 7] }, provenance: book("16.3.1") },
    { inputs: { id: "MPL13" }, value: { reloadGroup: 4, reloadPhases: 2 }, provenance: book("11.1.12") },
    { inputs: { id: "MPL19" }, value: { hBlast: 5 }, provenance: book("12.3.5.2") },
    { inputs: { id: "MRT6" }, value: { minRange: 21 }, provenance: book("12.4.2") },
    { inputs: { id: "FTR1" }, value: { shots: 6 }, provenance: book("12.3.3") },
    { inputs: { id: "HGN1" }, value: { points: 1 }, provenance: book("26.1") },
    { inputs: { id: "LPL3" }, value: { points: 2, shots: 1 }, provenance: book("26.1") },
    { inputs: { id: "DFX" }, value: { points: 6 }, provenance: book("26.1") },
    { inputs: { id: "BPD" }, value: { points: 1 }, provenance: book("26.2") },
  ],
});

/** Leader points for the point system [26.2]: A 6, C 14, S 10. */
export const LEADER_POINTS = defineTable<{ leader: "A" | "C" | "S" }, number>({
  id: "firepower/leader_points",
  version: "1",
  title: "Leader points (Option 26)",
  inputs: z.object({ leader: z.enum(["A", "C", "S"]) }),
  output: num,
  provenance: book("26.2"),
  cells: [{ inputs: { leader: "A" }, value: 6 }, { inputs: { leader: "C" }, value: 14 }, { inputs: { leader: "S" }, value: 10 }],
});

/** Speed markers by new hexes entered [4.5, 10.6]: Normal 0-3, Run 4-6, S 7-9, M 10-12, F 13+. */
export const SPEED_BANDS = defineTable<{ speed: "normal" | "run" | "S" | "M" | "F" }, { min: number; max: number | null }>({
  id: "firepower/speed_bands",
  version: "1",
  title: "Speed markers",
  inputs: z.object({ speed: z.enum(["normal", "run", "S", "M", "F"]) }),
  output: z.object({ min: num, max: num.nullable() }),
  provenance: book("10.6"),
  cells: [
    { inputs: { speed: "normal" }, value: { min: 0, max: 3 } },
    { inputs: { speed: "run" }, value: { min: 4, max: 6 } },
    { inputs: { speed: "S" }, value: { min: 7, max: 9 } },
    { inputs: { speed: "M" }, value: { min: 10, max: 12 } },
    { inputs: { speed: "F" }, value: { min: 13, max: null } },
  ],
});

/** Equipment-load MF reduction (Option 15.2): −1 MF per full 10 points carried. */
export function equipmentMfReduction(points: number): number {
  return Math.floor(points / 10);
}

/** Sequence-unit loss for morale (Option 24.1): cell "x/y" = y chits lost per x men lost. */
export function moraleChitLoss(cell: { readonly men: number; readonly chits: number }, lost: number): number {
  return Math.floor(lost / cell.men) * cell.chits;
}
