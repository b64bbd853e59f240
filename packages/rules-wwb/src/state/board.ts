// Reading the board: a hex's colour, the woodland MegaHexes, barriers next to a hex (WWB 1.0, 6.0).
import { hexKey, megahexesOf, megahexKey, sameHex } from "../grids/index";
import type { Hex } from "../grids/index";
import type { Barrier, Board, HexColour } from "./state";

export const colourAt = (board: Board, h: Hex): HexColour => board.colours[hexKey(h)] ?? "black";

/** Whether a hex is in (or on the edge of) a woodland MegaHex (WWB 6.0 Wooded Area; digest C5: woods per MHx). */
export function inWoods(board: Board, h: Hex): boolean {
  return megahexesOf(board.megahex, h).some((m) => board.woods.includes(megahexKey(m)));
}

/** The barrier on the hexside between two adjacent hexes, if any. */
export function barrierBetween(board: Board, a: Hex, b: Hex): Barrier | undefined {
  return board.barriers.find((x) => (sameHex(x.a, a) && sameHex(x.b, b)) || (sameHex(x.a, b) && sameHex(x.b, a)));
}

/** The barriers along a hex's sides (WWB 6.0: a soldier within 1 Hex of a barrier is in cover). */
export function barriersAt(board: Board, h: Hex): Barrier[] {
  return board.barriers.filter((x) => sameHex(x.a, h) || sameHex(x.b, h));
}
