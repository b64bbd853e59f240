// The small-hex grid (Hx) a WWB board is laid on: a rectangle of flat-topped hexes (odd columns pushed down), its
// panels (WWB 2.0 Battlefield: each panel identified by a number and a letter), directions and the 180-degree
// front arc (WWB 5.0 Field of view).
import { DIRECTIONS, fromOffset, hexDistance, toOffset } from "@tactica/hex";
import type { Hex, OffsetLayout } from "@tactica/hex";

export type { Hex };
export const LAYOUT: OffsetLayout = { orientation: "flat", parity: "odd" };

/** One game panel: its printed id and the rectangle of columns and rows it covers (WWB 2.0, 3.0). */
export type Panel = { readonly id: string; readonly col: number; readonly row: number; readonly cols: number; readonly rows: number };

/** What the geometry reads of a board: its size and panels. */
export type GridShape = { readonly cols: number; readonly rows: number; readonly panels: readonly Panel[] };

export const hexKey = (h: Hex): string => `${h.q},${h.r}`;
export const sameHex = (a: Hex, b: Hex): boolean => a.q === b.q && a.r === b.r;
export const toColRow = (h: Hex): { col: number; row: number } => toOffset(h, LAYOUT);

/** The axial hex at a column and row. */
export function fromColRow(col: number, row: number): Hex {
  const h = fromOffset({ col, row }, LAYOUT);
  return { q: h.q, r: h.r };
}

/** Whether a hex lies on the board (WWB 1.0: a soldier moves only where a Hex is printed). */
export function onBoard(shape: Pick<GridShape, "cols" | "rows">, h: Hex): boolean {
  const { col, row } = toColRow(h);
  return col >= 0 && row >= 0 && col < shape.cols && row < shape.rows;
}

/** Every hex of the board, column by column. */
export function boardHexes(shape: Pick<GridShape, "cols" | "rows">): Hex[] {
  const out: Hex[] = [];
  for (let col = 0; col < shape.cols; col++) for (let row = 0; row < shape.rows; row++) out.push(fromColRow(col, row));
  return out;
}

/** The panel a hex is printed on (WWB 5.0 test 2 counts panels occupied), or undefined off the panels. */
export function panelOf(shape: GridShape, h: Hex): string | undefined {
  const { col, row } = toColRow(h);
  return shape.panels.find((p) => col >= p.col && col < p.col + p.cols && row >= p.row && row < p.row + p.rows)?.id;
}

export const hxDistance = (a: Hex, b: Hex): number => hexDistance(a, b);

/** The hex one step from `h` in direction d (0-5, axial). */
export function neighbor(h: Hex, d: number): Hex {
  const v = DIRECTIONS[((d % 6) + 6) % 6]!;
  return { q: h.q + v.q, r: h.r + v.r };
}

/** The direction index (0-5) from a hex to an adjacent one, or undefined when they are not adjacent. */
export function directionTo(a: Hex, b: Hex): number | undefined {
  const i = DIRECTIONS.findIndex((d) => d.q === b.q - a.q && d.r === b.r - a.r);
  return i < 0 ? undefined : i;
}

/** Plane position of a hex centre (flat-topped, unit size), for arcs. */
function toPoint(h: Hex): { x: number; y: number } {
  return { x: 1.5 * h.q, y: Math.sqrt(3) * (h.r + h.q / 2) };
}

/**
 * Whether `target` lies in the 180-degree front arc of a soldier at `from` facing direction `facing` (WWB 5.0 Field
 * of view, 8.2 step 2). The arc's edge line counts as inside; his own hex is inside.
 */
export function inFrontArc(from: Hex, facing: number, target: Hex): boolean {
  if (sameHex(from, target)) return true;
  const a = toPoint(from), b = toPoint(target), f = toPoint(neighbor({ q: 0, r: 0 }, facing));
  const dot = (b.x - a.x) * f.x + (b.y - a.y) * f.y;
  return dot >= -1e-9;
}

/** The direction (0-5) that faces `target` most squarely (WWB 7.0: changing facing is free for any movement). */
export function facingToward(from: Hex, target: Hex): number {
  const a = toPoint(from), b = toPoint(target);
  let best = 0, bestDot = -Infinity;
  for (let d = 0; d < 6; d++) {
    const f = toPoint(neighbor({ q: 0, r: 0 }, d));
    const dot = (b.x - a.x) * f.x + (b.y - a.y) * f.y;
    if (dot > bestDot + 1e-9) { best = d; bestDot = dot; }
  }
  return best;
}
