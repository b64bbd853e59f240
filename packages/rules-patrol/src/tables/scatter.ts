import { defineTable, fromBook, placeholder, reconstructed } from "@tactica/engine";
import { z } from "zod";

/** Scatter result [25.1]: 0 = H (hits the target hex), n = scatters n hexes. */
export type ScatterResult = number;

/** S = ceil((d6 + c - 6) / 2) when d6 + c >= 7, else H: fits all 21 visible cells (digest §9.1 RECON). */
export function toScatterFormula(roll: number, coefficient: number): number {
  const t = roll + coefficient - 6;
  return t <= 0 ? 0 : Math.ceil(t / 2);
}

/**
 * Scatter Results [25.1] by coefficient 0-6 and adjusted roll 1-7 (row 7: the night +1 [16.44]). Rows 1-3 are
 * printed; rows 4-7 are reconstructed by the formula that fits every printed cell.
 */
export const scatterTable = defineTable<{ coefficient: number; roll: number }, ScatterResult>({
  id: "patrol/scatter_results",
  version: "1",
  title: "Integrated Weapon Scatter Table, results [25.1]",
  inputs: z.object({ coefficient: z.number().int().min(0).max(6), roll: z.number().int().min(1).max(7) }).strict(),
  output: z.number().int().min(0),
  cells: [0, 1, 2, 3, 4, 5, 6].flatMap((coefficient) => [1, 2, 3, 4, 5, 6, 7].map((roll) => ({
    inputs: { coefficient, roll },
    value: toScatterFormula(roll, coefficient),
    provenance: roll <= 3 ? fromBook("25.1") : reconstructed("digest §9.1: rows 4-6 lost; S = ceil((d6 + c - 6) / 2) fits all 21 printed cells"),
  }))),
});

/** Weapons with a scatter-coefficient row [25.1] (RL, GL, FT and tank gun rows are lost: placeholders). */
export const SCATTER_WEAPONS = ["grenade", "satchel", "rifle-grenade", "rocket", "grenade-launcher", "flamethrower", "tank-gun"] as const;
type ScatterWeapon = (typeof SCATTER_WEAPONS)[number];

// Each row: coefficient per range (index = range), printed rows from 25.1, the others invented (digest §9.1).
const coeffRows: Record<ScatterWeapon, { readonly maxRange: number; readonly coeff: (range: number) => number; readonly book: boolean }> = {
  grenade: { maxRange: 8, coeff: (r) => (r === 0 ? 0 : r <= 2 ? 1 : r <= 4 ? 2 : r <= 6 ? 3 : 5), book: true },
  satchel: { maxRange: 4, coeff: (r) => [0, 1, 2, 4, 5][r] ?? 5, book: true },
  "rifle-grenade": { maxRange: 20, coeff: (r) => (r <= 4 ? 1 : r <= 8 ? 2 : r <= 12 ? 3 : 5), book: true },
  rocket: { maxRange: 30, coeff: (r) => (r <= 5 ? 1 : r <= 10 ? 2 : r <= 20 ? 3 : 5), book: false },
  "grenade-launcher": { maxRange: 60, coeff: (r) => (r <= 10 ? 1 : r <= 20 ? 2 : r <= 40 ? 3 : 5), book: false },
  flamethrower: { maxRange: 8, coeff: (r) => (r <= 4 ? 1 : 2), book: false },
  // 23.34: the main gun's own row is lost; the digest's RECON (c1 1-10, c2 11-20, c3 21-40, c5 41+) is invented.
  "tank-gun": { maxRange: 60, coeff: (r) => (r <= 10 ? 1 : r <= 20 ? 2 : r <= 40 ? 3 : 5), book: false },
};

/** Scatter coefficient by weapon and range [25.1] (the Hand Grenade, Satchel and Rifle Grenade rows are printed). */
export const scatterCoefficientTable = defineTable<{ weapon: ScatterWeapon; range: number }, number>({
  id: "patrol/scatter_coefficient",
  version: "1",
  title: "Integrated Weapon Scatter Table, coefficients [25.1]",
  inputs: z.object({ weapon: z.enum(SCATTER_WEAPONS), range: z.number().int().min(0).max(60) }).strict(),
  output: z.number().int().min(0).max(6),
  cells: SCATTER_WEAPONS.flatMap((weapon) => {
    const row = coeffRows[weapon];
    const start = weapon === "rifle-grenade" || !row.book ? 1 : 0;
    return Array.from({ length: row.maxRange - start + 1 }, (_, i) => i + start).map((range) => ({
      inputs: { weapon, range }, value: row.coeff(range),
      provenance: row.book ? fromBook("25.1") : placeholder(`digest §9.1 RECON: the ${weapon} coefficient row is lost; invented`),
    }));
  }),
});
