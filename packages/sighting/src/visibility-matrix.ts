import type { Provenance } from "./types";

/**
 * A square bit matrix: bit (i, j) = 1 when i sees j. Row i occupies `words` 32-bit words starting at
 * i * words; bit j of the row is (bits[i * words + (j >>> 5)] >>> (j & 31)) & 1.
 */
export type VisibilityMatrix = {
  readonly size: number;
  readonly words: number;
  readonly bits: Uint32Array;
  /** Non-book provenances the rulings used (empty when every number came from the book). */
  provenance: readonly Provenance[];
};

/** An all-zero matrix for n observers/targets. */
export function createVisibilityMatrix(size: number): VisibilityMatrix {
  const words = (size + 31) >>> 5;
  return { size, words, bits: new Uint32Array(size * words), provenance: [] };
}

/** True when i sees j. */
export function isVisible(m: VisibilityMatrix, i: number, j: number): boolean {
  return ((m.bits[i * m.words + (j >>> 5)]! >>> (j & 31)) & 1) === 1;
}

/** Sets bit (i, j). */
export function setVisible(m: VisibilityMatrix, i: number, j: number): void {
  const k = i * m.words + (j >>> 5);
  m.bits[k] = m.bits[k]! | (1 << (j & 31));
}

/** Number of set bits in row i (how many targets observer i sees). */
export function countVisible(m: VisibilityMatrix, i: number): number {
  let n = 0;
  for (let k = i * m.words, e = k + m.words; k < e; k++) {
    let x = m.bits[k]!;
    x = x - ((x >>> 1) & 0x55555555);
    x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
    n += (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
  }
  return n;
}
