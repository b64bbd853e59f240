import type { VisibilityMatrix } from "@tactica/sighting";
import { countVisible, isVisible } from "@tactica/sighting";

/** Row i of the matrix as base64 of its 32-bit words, little-endian (contracts ROW_ENCODING). */
export function encodeRows(m: VisibilityMatrix): string[] {
  const rows: string[] = [];
  const buf = Buffer.alloc(m.words * 4);
  for (let i = 0; i < m.size; i++) {
    for (let w = 0; w < m.words; w++) buf.writeUInt32LE(m.bits[i * m.words + w]!, w * 4);
    rows.push(buf.toString("base64"));
  }
  return rows;
}

/** Decodes one row back to a bit string of `size` characters ("1" = sees). */
export function decodeRow(row: string, size: number): string {
  const buf = Buffer.from(row, "base64");
  let bits = "";
  for (let j = 0; j < size; j++) bits += (buf.readUInt32LE((j >>> 5) * 4) >>> (j & 31)) & 1 ? "1" : "0";
  return bits;
}

/** Ordered pairs i != j where i sees j. */
export function countVisiblePairs(m: VisibilityMatrix): number {
  let n = 0;
  for (let i = 0; i < m.size; i++) n += countVisible(m, i) - (isVisible(m, i, i) ? 1 : 0);
  return n;
}
