import type { Provenance } from "@tactica/sighting";

const BOOK: Provenance = { kind: "book", section: "16.1" };
const RECON: Provenance = {
  kind: "reconstructed",
  method: "digest §6.4: Night Spotting Table rows beyond 4-5 (and two 4-5 cells) are lost; trend guess, unverified",
};

/** One row of the Night Spotting Table: range band and, per column, the highest adjusted roll that spots (0 = N). */
type Row = { readonly min: number; readonly max: number; readonly best: readonly number[]; readonly provenance: readonly Provenance[] };
const b7 = [BOOK, BOOK, BOOK, BOOK, BOOK, BOOK, BOOK];
const r7 = [RECON, RECON, RECON, RECON, RECON, RECON, RECON];

/**
 * The Night Spotting Table [16.1] as data. Columns: 0 moving erect clear, 1 moving erect other, 2 stationary
 * erect clear, 3 stationary erect other, 4 prone-exposed clear, 5 prone-exposed other, 6 prone-hidden any.
 * Rows 1-2, 3 and most of 4-5 are the book's; the rest is the digest's reconstruction.
 */
export const NIGHT_SPOTTING_TABLE: readonly Row[] = [
  { min: 1, max: 2, best: [6, 6, 6, 6, 6, 6, 1], provenance: b7 },
  { min: 3, max: 3, best: [6, 5, 4, 3, 2, 1, 0], provenance: b7 },
  { min: 4, max: 5, best: [6, 3, 2, 2, 1, 0, 0], provenance: [BOOK, BOOK, BOOK, BOOK, BOOK, RECON, RECON] },
  { min: 6, max: 10, best: [5, 2, 1, 1, 0, 0, 0], provenance: r7 },
  { min: 11, max: 20, best: [3, 1, 0, 0, 0, 0, 0], provenance: r7 },
];

/** The table column of a target: posture code (0 erect, 1 erect moving, 2 prone-exposed, 3 prone-hidden) and terrain. */
export function toNightColumn(posture: number, clear: boolean): number {
  if (posture === 3) return 6;
  if (posture === 2) return clear ? 4 : 5;
  return (posture === 1 ? 0 : 2) + (clear ? 0 : 1);
}

/** The table cell for a range and column: highest spotting roll (0 = never, N) and its provenance. Beyond 20: N. */
export function toNightCell(range: number, column: number): { readonly best: number; readonly provenance: Provenance } {
  for (const row of NIGHT_SPOTTING_TABLE) {
    if (range >= row.min && range <= row.max) return { best: row.best[column]!, provenance: row.provenance[column]! };
  }
  return { best: 0, provenance: RECON };
}

/**
 * Whether a night spotting roll succeeds [16.1, 16.11]: the adjusted roll (d6 + modifiers, + is bad for the
 * spotter) must be within the cell; 0 or less counts as within it unless the cell is N. Range 0: men in the
 * same hex always spot each other [16.32].
 */
export function isNightSpotted(range: number, column: number, roll: number, modifier: number): boolean {
  if (range === 0) return true;
  const cell = toNightCell(range, column);
  return cell.best > 0 && roll + modifier <= cell.best;
}

/** Farthest range at which the target's column still gives a spotting result, and whether that relies on lost rows. */
export function nightSpotLimit(posture: number, clear: boolean, range: number): { readonly limit: number; readonly provenance: Provenance } {
  const column = toNightColumn(posture, clear);
  let limit = 0;
  for (const row of NIGHT_SPOTTING_TABLE) if (row.best[column]! > 0) limit = row.max;
  return { limit, provenance: toNightCell(Math.max(1, range), column).provenance };
}
