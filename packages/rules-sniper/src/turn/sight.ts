// Who sees whom in play: the sighting folder's line of sight [7.3], [11.5], [11.6] over the board compiled from the
// match's map document (terrain/'s compileSniperBoard), in the soldier's 120-degree field [7.1], and the
// concealment of a prone soldier who has not acted [9.4].
import type { Provenance } from "@tactica/engine";
import type { Direction } from "@tactica/hex";
import { inFieldOfFire, sniperLineOfSight } from "../sighting/index";
import type { SightAnswer } from "../sighting/index";
import { compileSniperBoard } from "../terrain/index";
import type { SniperBoard } from "../terrain/index";
import type { Board, Hex, Posture, Soldier } from "../state/index";
import { hexKey, terrainAt, toSniperMapDocument } from "../state/index";

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

/** The ruling on a line between two ground-level hexes for these postures (terrain in the end hexes never blocks [7.3]). */
export function lineBetween(board: Board, a: Hex, aPosture: Posture, b: Hex, bPosture: Posture): SightAnswer {
  return sniperLineOfSight(compiledBoard(board), { hex: a, posture: aPosture }, { hex: b, posture: bPosture });
}

export const clearLine = (board: Board, a: Hex, aPosture: Posture, b: Hex, bPosture: Posture): boolean => lineBetween(board, a, aPosture, b, bPosture).clear;

/**
 * A prone soldier who has not acted this turn is concealed in rough terrain [9.4] ("perfect concealment in certain
 * types of terrain": the chart is absent; rough #1 and #2 is this build's placeholder reading).
 */
export function isConcealedProne(board: Board, s: Soldier): boolean {
  return s.posture === "prone" && !s.actedThisTurn && !s.revealed && terrainAt(board, s.hex) !== "clear";
}

/** Whether `observer` sees `target`, and the provenance of the chart numbers the ruling used (empty: none). */
export function sightOf(board: Board, observer: Soldier, target: Soldier): { readonly sees: boolean; readonly provenance: readonly Provenance[] } {
  if (hexKey(observer.hex) === hexKey(target.hex)) return { sees: true, provenance: [] };
  if (!inFieldOfFire(observer.hex, observer.facing as Direction, target.hex).inField) return { sees: false, provenance: [] };
  if (isConcealedProne(board, target)) return { sees: false, provenance: [] };
  const line = lineBetween(board, observer.hex, observer.posture, target.hex, target.posture);
  return { sees: line.clear, provenance: line.provenance };
}

/** Whether `observer` sees `target`: in his 120-degree field [7.1], a clear line, and not concealed prone. */
export const sees = (board: Board, observer: Soldier, target: Soldier): boolean => sightOf(board, observer, target).sees;
