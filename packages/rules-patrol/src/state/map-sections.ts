/**
 * Map sections and edge sections on the placeholder board [26.1, 26.2]. Provenance: placeholder — the section art
 * is not in the text, so the board box is cut into the standard layout's 3 x 2 sections (thirds of the columns,
 * halves of the rows, as `toBravoZone` does for β's section); the first column of the middle and right thirds and
 * the first row of the bottom half are the seams (neutral hexes, 26.2 f). Edge-section numbers follow the 26.2
 * diagram: 2 3 4 along the top, 1 / 0 down the left, 5 / 6 down the right, 9 8 7 along the bottom.
 */
export type Box = { readonly c0: number; readonly c1: number; readonly r0: number; readonly r1: number };
/** A section's place in the layout: column third 0-2, row half 0 (α's, top) or 1 (β's, bottom). */
export type SectionPos = { readonly col: 0 | 1 | 2; readonly row: 0 | 1 };

const pad = (n: number) => String(n).padStart(2, "0");
const split = (b: Box) => {
  const cols = b.c1 - b.c0 + 1, rows = b.r1 - b.r0 + 1;
  return { t1: b.c0 + Math.floor(cols / 3), t2: b.c0 + Math.floor((2 * cols) / 3), rh: b.r0 + Math.floor(rows / 2) };
};
const colRow = (hex: string) => ({ c: Number(hex.slice(0, 2)), r: Number(hex.slice(2)) });
const inBox = (b: Box, c: number, r: number) => c >= b.c0 && c <= b.c1 && r >= b.r0 && r <= b.r1;

/** The section a hex lies in (seams included), or undefined off the board. */
export function toSectionPos(box: Box, hex: string): SectionPos | undefined {
  const { c, r } = colRow(hex);
  if (!inBox(box, c, r)) return undefined;
  const { t1, t2, rh } = split(box);
  return { col: c < t1 ? 0 : c < t2 ? 1 : 2, row: r < rh ? 0 : 1 };
}

/** True for a seam hex: the hex rows where two sections meet (neutral for the pre-plot, 26.2 f, g). */
export function isSeamHex(box: Box, hex: string): boolean {
  const { c, r } = colRow(hex);
  const { t1, t2, rh } = split(box);
  return c === t1 || c === t2 || r === rh;
}

/** The section letter of a hex by the situation's layout, or null on a seam [26.2 f]. */
export function toSectionLetter(layout: readonly (readonly string[])[], box: Box, hex: string): string | null {
  const pos = toSectionPos(box, hex);
  if (!pos || isSeamHex(box, hex)) return null;
  return layout[pos.row]?.[pos.col] ?? null;
}

/** The edge-section numbers a board-edge hex lies on (two at a corner) [26.2 Step 1]. */
export function toEdgeSections(box: Box, hex: string): number[] {
  const { c, r } = colRow(hex);
  const pos = toSectionPos(box, hex);
  if (!pos) return [];
  const out: number[] = [];
  if (r === box.r0) out.push([2, 3, 4][pos.col]!);
  if (r === box.r1) out.push([9, 8, 7][pos.col]!);
  if (c === box.c0) out.push(pos.row === 0 ? 1 : 0);
  if (c === box.c1) out.push(pos.row === 0 ? 5 : 6);
  return out;
}

/** The hexes along edge section `n`, seams excluded (no entry or exit through a seam hex, 26.2 g). */
export function toEdgeHexes(box: Box, n: number): string[] {
  const out: string[] = [];
  const add = (c: number, r: number) => { const h = `${pad(c)}${pad(r)}`; if (!isSeamHex(box, h) && toEdgeSections(box, h).includes(n) && !out.includes(h)) out.push(h); };
  for (let c = box.c0; c <= box.c1; c++) { add(c, box.r0); add(c, box.r1); }
  for (let r = box.r0; r <= box.r1; r++) { add(box.c0, r); add(box.c1, r); }
  return out;
}

/** True when `hex` is on the side's drawn exit edge section (seams excluded) [26.2 g, 26.56 d]; undefined without a draw. */
export function isDrawnExitHex(game: { readonly map: { readonly box: Box }; readonly entry?: { readonly sides: Partial<Record<"alpha" | "bravo", { readonly exit: number }>> } }, hex: string, side: "alpha" | "bravo"): boolean | undefined {
  const exit = game.entry?.sides[side]?.exit;
  return exit === undefined ? undefined : toEdgeHexes(game.map.box, exit).includes(hex);
}

/** The layout position of the section an edge section borders. */
export function toEdgeSectionPos(n: number): SectionPos {
  const table: Record<number, SectionPos> = { 1: { col: 0, row: 0 }, 2: { col: 0, row: 0 }, 3: { col: 1, row: 0 }, 4: { col: 2, row: 0 }, 5: { col: 2, row: 0 },
    6: { col: 2, row: 1 }, 7: { col: 2, row: 1 }, 8: { col: 1, row: 1 }, 9: { col: 0, row: 1 }, 0: { col: 0, row: 1 } };
  return table[n]!;
}
