// The match's board compiled for the rules that read buildings and walls (sight, movement): terrain/'s compiled
// board of the board's map document, once per board and mode.
import { compileSniperBoard } from "../terrain/index";
import type { SniperBoard } from "../terrain/index";
import type { Board } from "./state";
import { toSniperMapDocument } from "./map-document";

const CACHE = new Map<string, SniperBoard>();

/** The compiled board of a match's board (compiled once per board and mode). */
export function compiledBoard(board: Board): SniperBoard {
  const key = `${board.id}:${board.mode}:${board.cols}x${board.rows}`;
  const hit = CACHE.get(key);
  if (hit) return hit;
  const c = compileSniperBoard(toSniperMapDocument(board), board.mode);
  if (!c.ok) throw new Error(`sniper board ${board.id}: ${c.issues.map((i) => i.message).join("; ")}`);
  CACHE.set(key, c.board);
  return c.board;
}
