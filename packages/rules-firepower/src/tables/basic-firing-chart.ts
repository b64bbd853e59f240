import { defineTable } from "@tactica/engine";
import type { Provenance, TableCellSpec } from "@tactica/engine";
import { z } from "zod";
import type { BasicRangeBand } from "./range-band";
import { BASIC_RANGE_BANDS, basicRangeBandSchema } from "./range-band";
import { book, EXT_BGC } from "./sources";

/** Basic Game weapons [6.3]: light machinegun, rifle, pistol, hand grenade. */
export const BASIC_WEAPONS = ["LMG", "RFL", "PST", "HGN"] as const;

/** A Basic Game weapon id. */
export type BasicWeapon = (typeof BASIC_WEAPONS)[number];

/** How a weapon is fired: automatic bursts, semi-automatic shots, or a throw [6.3.5, 6.3.6.1]. */
export type FireMode = "auto" | "semi" | "throw";

const inputs = z.object({ weapon: z.enum(BASIC_WEAPONS), mode: z.enum(["auto", "semi", "throw"]), band: basicRangeBandSchema });

/** Inputs of the Basic firing chart. */
export type BasicFiringInputs = z.infer<typeof inputs>;

type Row = readonly (number | null)[];
const ROWS: readonly { weapon: BasicWeapon; mode: FireMode; hits: Row }[] = [
  { weapon: "LMG", mode: "auto", hits: [5, 4, 4, 4, 3, 3, 2] },
  { weapon: "RFL", mode: "auto", hits: [5, 4, 4, 4, 3, 2, 1] },
  { weapon: "RFL", mode: "semi", hits: [6, 5, 5, 5, 4, 4, 3] },
  { weapon: "PST", mode: "semi", hits: [6, 4, 1, null, null, null, null] },
  { weapon: "HGN", mode: "throw", hits: [8, 5, 2, null, null, null, null] },
];

/** Cells the rule text itself states (the rest come from the external card OCR). */
const TEXT: Readonly<Record<string, Provenance>> = {
  "LMG:13-20": book("6.3.6.1"),
  "LMG:21-30": book("6.3.6.3.1"),
  "PST:9-12": book("6.3.2"),
  "PST:13-20": book("6.3.2"),
  "PST:21-30": book("6.3.2"),
  "PST:31-40": book("6.3.2"),
  "HGN:3-5": book("6.3.2.1.1"),
  // The text says 2 for 6-8 hexes; the card OCR says 3 (digest §15 item 7): the rulebook wins.
  "HGN:6-8": book("6.3.2.1.1"),
};

function cells(): TableCellSpec<BasicFiringInputs, number | null>[] {
  return ROWS.flatMap((row) => BASIC_RANGE_BANDS.map((band: BasicRangeBand, i) => ({
    inputs: { weapon: row.weapon, mode: row.mode, band },
    value: row.hits[i] ?? null,
    provenance: TEXT[`${row.weapon}:${band}`] ?? EXT_BGC,
  })));
}

/** Basic Game Firing Chart [6.3.2, 6.3.6.1]: hit number per weapon, mode and range band; null = cannot fire ("-"). */
export const BASIC_FIRING_CHART = defineTable<BasicFiringInputs, number | null>({
  id: "firepower/basic_firing_chart",
  version: "1",
  title: "Basic Game Firing Chart (hit numbers)",
  inputs,
  output: z.number().int().min(1).max(10).nullable(),
  cells: cells(),
});

/** Rate of fire of a Basic weapon [6.3.5]: bursts × shots per burst for each mode it can use. */
export type RateOfFire = { readonly bursts: number; readonly shots: number; readonly provenance: Provenance };

/** Basic Game rates of fire [6.3.5, 6.3.5.1]: LMG 3×4, RFL 2×3 auto or 2 semi, PST 2 semi, HGN 1 throw. */
export const BASIC_RATE_OF_FIRE: Readonly<Record<BasicWeapon, Partial<Record<FireMode, RateOfFire>>>> = {
  LMG: { auto: { bursts: 3, shots: 4, provenance: book("6.3.5.1") } },
  RFL: { auto: { bursts: 2, shots: 3, provenance: book("6.3.5.2") }, semi: { bursts: 1, shots: 2, provenance: book("6.3.5.2") } },
  // 6.3.5.3 says the pistol is semi-automatic only; its count "2" is on the card.
  PST: { semi: { bursts: 1, shots: 2, provenance: EXT_BGC } },
  HGN: { throw: { bursts: 1, shots: 1, provenance: book("6.3.5.3") } },
};

/** Basic hand-grenade blast hit number [6.3.6.3.2.2]. */
export const BASIC_GRENADE_BLAST = { value: 5, provenance: book("6.3.6.3.2.2") } as const;

/** Longest throw for a thrower who is not Standing [6.3.2.1.1]: 5 hexes (6-8 need a Standing thrower). */
export const GRENADE_MAX_RANGE_NOT_STANDING = 5;
