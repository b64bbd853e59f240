// Personal characteristics, wounds, morale and points (Options 22-26) where the text gives the numbers.

/** Skill columns by experience [22.1.11]: the text gives one value (experience 3 → 5 columns); the table is missing. */
export const SKILL_COLUMNS_KNOWN: Readonly<Record<number, number>> = { 3: 5 };

/** Skill columns for an experience number, or undefined where the Characteristics Table is missing. */
export function skillColumns(experience: number): number | undefined {
  return SKILL_COLUMNS_KNOWN[experience];
}

/** A parsed wound code "nDFMS" [23.1.1]. */
export type Wound = { readonly n: number; readonly down: boolean; readonly fire: number; readonly melee: number; readonly speed: number };

/** Parse a wound result such as "2DS": D knocked Prone, nF/nM/nS the fire, melee and MF penalties [23.1.1]. */
export function parseWound(code: string): Wound | undefined {
  const m = /^(\d*)([DFMS]+)$/.exec(code.trim());
  if (!m) return undefined;
  const n = m[1] === "" ? 1 : Number(m[1]);
  const has = (c: string) => m[2]!.includes(c);
  return { n, down: has("D"), fire: has("F") ? n : 0, melee: has("M") ? n : 0, speed: has("S") ? n : 0 };
}

/** How a wound is recorded on the sheet: location letter + n + the lasting letters (D is applied at once), e.g. "L2S" [23.1.1]. */
export function woundRecord(location: string, w: Wound): string {
  const letters = `${w.fire ? "F" : ""}${w.melee ? "M" : ""}${w.speed ? "S" : ""}`;
  return letters === "" ? location : `${location}${w.n}${letters}`;
}

/** Option 26.2 base points: ⌊(V·I·P + L)·T / 10⌋. */
export function basePoints(p: { readonly value: number; readonly impulses: number; readonly phases: number; readonly leaders: number; readonly turns: number }): number {
  return Math.floor(((p.value * p.impulses * p.phases + p.leaders) * p.turns) / 10);
}

/** Option 26.1 extra points: the sum of count × points per item. */
export function extraPoints(items: readonly { readonly count: number; readonly points: number }[]): number {
  return items.reduce((sum, i) => sum + i.count * i.points, 0);
}
