// Board geometry: the rectangle of hexes a match plays (flat-topped, odd columns pushed down), printed CCRR ids and
// directions.
import { DIRECTIONS, fromOffset, hexDistance, toOffset } from "@tactica/hex";
import type { OffsetLayout } from "@tactica/hex";
import type { Board, Hex } from "./state";
import { hexKey } from "./state";

export const LAYOUT: OffsetLayout = { orientation: "flat", parity: "odd" };

export const toColRow = (h: Hex): { col: number; row: number } => toOffset(h, LAYOUT);
export const fromColRow = (col: number, row: number): Hex => {
  const h = fromOffset({ col, row }, LAYOUT);
  return { q: h.q, r: h.r };
};

export function onBoard(board: Pick<Board, "cols" | "rows">, h: Hex): boolean {
  const { col, row } = toColRow(h);
  return col >= 0 && row >= 0 && col < board.cols && row < board.rows;
}

/** The printed id of a hex, column then row, two digits each from 01 (the text's CCRR ids [37.1]). */
export function hexId(h: Hex): string {
  const { col, row } = toColRow(h);
  return `${String(col + 1).padStart(2, "0")}${String(row + 1).padStart(2, "0")}`;
}

export function terrainAt(board: Board, h: Hex): string {
  return board.terrain[hexKey(h)] ?? "clear";
}

export function boardHexes(board: Pick<Board, "cols" | "rows">): Hex[] {
  const out: Hex[] = [];
  for (let col = 0; col < board.cols; col++) for (let row = 0; row < board.rows; row++) out.push(fromColRow(col, row));
  return out;
}

export const distance = (a: Hex, b: Hex): number => hexDistance(a, b);

/** The direction index (0-5) from a hex to an adjacent one, or undefined when they are not adjacent. */
export function directionTo(a: Hex, b: Hex): number | undefined {
  const i = DIRECTIONS.findIndex((d) => d.q === b.q - a.q && d.r === b.r - a.r);
  return i < 0 ? undefined : i;
}

export const neighbor = (h: Hex, d: number): Hex => {
  const v = DIRECTIONS[((d % 6) + 6) % 6]!;
  return { q: h.q + v.q, r: h.r + v.r };
};

/** The direction (0-5) whose field of fire is most squarely on `target` (for facing changes while moving). */
export function facingToward(from: Hex, target: Hex): number {
  let best = 0, bestD = Infinity;
  for (let d = 0; d < 6; d++) {
    const n = neighbor(from, d);
    const dd = hexDistance(n, target);
    if (dd < bestD) { best = d; bestD = dd; }
  }
  return best;
}
