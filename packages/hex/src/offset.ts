import type { Hex } from "./coords";
import { createHex } from "./coords";

/**
 * How a printed grid numbers its hexes. Flat-topped grids stagger columns ("col"); pointy-topped grids
 * stagger rows ("row"). `parity` says which lines are pushed half a hex down (flat) or right (pointy):
 * "odd" = odd columns/rows, "even" = even ones. `axis` defaults to the one the orientation implies.
 */
export type OffsetLayout = { orientation: "flat" | "pointy"; parity: "odd" | "even"; axis?: "col" | "row" };

/** An offset (printed-style) coordinate. */
export type OffsetCoord = { col: number; row: number };

function checkAxis(l: OffsetLayout): void {
  const implied = l.orientation === "flat" ? "col" : "row";
  if (l.axis !== undefined && l.axis !== implied) {
    throw new Error(`offset axis "${l.axis}" does not fit a ${l.orientation}-topped grid (use "${implied}")`);
  }
}

/** Axial -> offset coordinates under a layout. */
export function toOffset(h: Hex, l: OffsetLayout): OffsetCoord {
  checkAxis(l);
  const sign = l.parity === "odd" ? -1 : 1;
  if (l.orientation === "flat") {
    return { col: h.q + 0, row: h.r + (h.q + sign * (h.q & 1)) / 2 + 0 };
  }
  return { col: h.q + (h.r + sign * (h.r & 1)) / 2 + 0, row: h.r + 0 };
}

/** Offset -> axial coordinates under a layout (inverse of toOffset). */
export function fromOffset(o: OffsetCoord, l: OffsetLayout): Hex {
  checkAxis(l);
  const sign = l.parity === "odd" ? -1 : 1;
  if (l.orientation === "flat") {
    return createHex(o.col, o.row - (o.col + sign * (o.col & 1)) / 2);
  }
  return createHex(o.col - (o.row + sign * (o.row & 1)) / 2, o.row);
}
