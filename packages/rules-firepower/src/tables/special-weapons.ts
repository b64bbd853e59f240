import { defineTable } from "@tactica/engine";
import { z } from "zod";
import { book, missing } from "./sources";

/**
 * Special rounds a soldier may carry as extra equipment (scenario `carries`), each by its ammunition letter
 * [10.7(4), 12.3.3, 12.3.7-12.3.9]: HGN4M the smoke version of HGN4 (8.5 names a grenade with G and M versions),
 * WPG a W (white phosphorus) hand grenade and FLARE a U round (the text names no W hand grenade and no illumination
 * weapon: ids of this engine), the Molotov cocktail (HGN5, or HGN8 per option `firepower/molotov_id`) and the FTR1
 * flamethrower.
 */
export const SPECIAL_ITEMS = ["HGN4M", "WPG", "FLARE", "MOLOTOV", "FTR1"] as const;

/** One special item. */
export type SpecialItem = (typeof SPECIAL_ITEMS)[number];

/** Ammunition letter of each item [10.7(4)]. */
export const SPECIAL_AMMO: Readonly<Record<SpecialItem, "M" | "W" | "U" | "F">> = { HGN4M: "M", WPG: "W", FLARE: "U", MOLOTOV: "F", FTR1: "F" };

/** Whether the item is thrown by hand (range and hit numbers of a hand grenade's kind) rather than fired. */
export const THROWN: Readonly<Record<SpecialItem, boolean>> = { HGN4M: true, WPG: true, FLARE: true, MOLOTOV: true, FTR1: false };

const CARD = "the item's Weapon Chart line is missing [10.7]";
const THROW_STAND_IN = `${CARD}; the hand grenade's hit numbers (6.3.2.1.1) stand in`;

/** Range bands of the special items' hit numbers: thrown 1-2 / 3-5 / 6-8 (as the hand grenade), FTR1 1-2 / 3-5 / 6-10. */
function toBand(item: SpecialItem, range: number): number {
  if (range <= 2) return 1;
  if (range <= 5) return 3;
  const last = THROWN[item] ? 8 : 10;
  return range <= last ? 6 : 99;
}

/**
 * Hit numbers of the special items by range (band start 1, 3, 6; 99 = beyond the maximum range, null). Every cell
 * is a placeholder (the Weapon Cards are missing), overridable by a rulings pack; events say when one decided.
 */
export const SPECIAL_WEAPON_HITS = defineTable<{ item: SpecialItem; range: number }, number | null>({
  id: "firepower/special_weapon_hits",
  version: "1",
  title: "Hit numbers of smoke, W and illumination grenades, Molotov cocktail and flamethrower (placeholders)",
  inputs: z.object({ item: z.enum(SPECIAL_ITEMS), range: z.number().int().min(1).max(100) }),
  output: z.number().int().nullable(),
  toCellInputs: ({ item, range }) => ({ item, range: toBand(item, range) }),
  cells: SPECIAL_ITEMS.flatMap((item) => {
    const values: readonly (number | null)[] = THROWN[item] ? [8, 5, 2, null] : [7, 5, 3, null];
    return [1, 3, 6, 99].map((band, i) => ({
      inputs: { item, range: band }, value: values[i] ?? null,
      provenance: missing(THROWN[item] ? THROW_STAND_IN : `${CARD}; FTR1 range and hit numbers are this engine's stand-in`),
    }));
  }),
});

/** Blast and penetration of the items that hit [12.3.3, 12.3.9] (smoke and illumination score no hits: null). */
export const SPECIAL_WEAPON_BLAST = defineTable<{ item: SpecialItem }, { blast: number | null; penetration: number | null }>({
  id: "firepower/special_weapon_blast",
  version: "1",
  title: "Blast and penetration of special items",
  inputs: z.object({ item: z.enum(SPECIAL_ITEMS) }),
  output: z.object({ blast: z.number().int().nullable(), penetration: z.number().int().nullable() }),
  cells: [
    { inputs: { item: "HGN4M" }, value: { blast: null, penetration: null }, provenance: book("12.3.7") },
    { inputs: { item: "FLARE" }, value: { blast: null, penetration: null }, provenance: book("12.3.8") },
    { inputs: { item: "WPG" }, value: { blast: 5, penetration: 1 }, provenance: missing(`${CARD}; the hand grenade's blast 5 stands in`) },
    { inputs: { item: "MOLOTOV" }, value: { blast: 6, penetration: 1 }, provenance: missing(`${CARD}; a Fire hex's F blast 6, penetration 1 (21.3) stands in`) },
    { inputs: { item: "FTR1" }, value: { blast: 8, penetration: 2 }, provenance: missing(`${CARD}; FTR1 blast and penetration are this engine's stand-in`) },
  ],
});

/** Uses per item the text states: the Molotov once, FTR1 6 shots [12.3.3] (others: one per carried round). */
export const ITEM_USES = { MOLOTOV: { value: 1, provenance: book("12.3.3") }, FTR1: { value: 6, provenance: book("12.3.3") } } as const;

/** Mortar classes of src/mortar (kept here as data keys; src/mortar/mortar-chart.ts defines them). */
const MORTAR_CLASSES = ["MRT-L", "MRT-M", "MRT6"] as const;

/**
 * Which mortars may fire smoke (M) and illumination (U) rounds as alternate ammunition: the Weapon Chart notes say so
 * [12.3.7, 12.3.8] and are missing, so every cell is a placeholder (yes), overridable by a rulings pack.
 */
export const MORTAR_ROUNDS = defineTable<{ mortar: (typeof MORTAR_CLASSES)[number] }, { M: boolean; U: boolean }>({
  id: "firepower/mortar_rounds",
  version: "1",
  title: "Mortar smoke and illumination rounds (placeholder)",
  inputs: z.object({ mortar: z.enum(MORTAR_CLASSES) }),
  output: z.object({ M: z.boolean(), U: z.boolean() }),
  cells: MORTAR_CLASSES.map((mortar) => ({ inputs: { mortar }, value: { M: true, U: true }, provenance: missing("the Weapon Chart notes naming the weapons that fire smoke or illumination shells are missing [12.3.7, 12.3.8]") })),
});
