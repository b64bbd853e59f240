import { describe, expect, it } from "vitest";
import { toVisibleKeys } from "./viewshed-api";

/** Encodes bit rows the way the sighting job does: 32-bit little-endian words, base64. */
function encodeRow(bits: number[], size: number): string {
  const words = new Uint32Array(Math.ceil(size / 32));
  for (const j of bits) words[j >>> 5] = (words[j >>> 5] ?? 0) | (1 << (j & 31));
  const bytes = new Uint8Array(words.buffer);
  return btoa(String.fromCharCode(...bytes));
}

describe("toVisibleKeys", () => {
  it("decodes the observer's row, bits past the first word included", () => {
    const cells = Array.from({ length: 40 }, (_, j) => [j, -j] as [number, number]);
    const rows = cells.map((_, i) => encodeRow(i === 3 ? [0, 3, 31, 32, 39] : [i], 40));
    const seen = toVisibleKeys({ kind: "viewshed", size: 40, rows, cells, reconstructed: false }, { q: 3, r: -3 });
    expect([...(seen ?? [])]).toEqual(["0,0", "3,-3", "31,-31", "32,-32", "39,-39"]);
    expect(toVisibleKeys({ kind: "viewshed", size: 40, rows, cells, reconstructed: false }, { q: 99, r: 0 })).toBeUndefined();
  });
});
