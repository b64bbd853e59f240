// Who sees whom in play: the sighting folder's line of sight [7.3], [11.5], [11.6] over the board compiled from the
// match's map document (terrain/'s compileSniperBoard), from each soldier's storey with his facing and markers
// (openings, parapets [7.4, 11.1]; the 3-D procedure between levels [7.5]), in the soldier's 120-degree field [7.1],
// and the concealment of a prone soldier who has not acted [9.4].
import type { Provenance } from "@tactica/engine";
import type { Direction } from "@tactica/hex";
import { inFieldOfFire, sniperLineOfSight } from "../sighting/index";
import type { SightAnswer, SightPoint } from "../sighting/index";
import type { Board, Hex, Posture, Soldier } from "../state/index";
import { compiledBoard, hexKey, terrainAt } from "../state/index";

export { compiledBoard };

/** The ruling on a line between two ground-level hexes for these postures (terrain in the end hexes never blocks [7.3]). */
export function lineBetween(board: Board, a: Hex, aPosture: Posture, b: Hex, bPosture: Posture): SightAnswer {
  return sniperLineOfSight(compiledBoard(board), { hex: a, posture: aPosture }, { hex: b, posture: bPosture });
}

export const clearLine = (board: Board, a: Hex, aPosture: Posture, b: Hex, bPosture: Posture): boolean => lineBetween(board, a, aPosture, b, bPosture).clear;

/** A soldier's eye for the line: his hex, storey [10.0], posture, facing and the Sighting or Exposed marker he has [7.4]. */
export function eyeOf(s: Soldier): SightPoint {
  const marker = s.markers.sighting ? "sighting" as const : s.markers.exposed ? "exposed" as const : undefined;
  return { hex: s.hex, storey: s.level, posture: s.posture, facing: s.facing as Direction, ...(marker ? { marker } : {}) };
}

/**
 * A prone soldier who has not acted this turn is concealed in rough terrain [9.4] ("perfect concealment in certain
 * types of terrain": the chart is absent; rough #1 and #2 is this build's placeholder reading).
 */
export function isConcealedProne(board: Board, s: Soldier): boolean {
  const t = terrainAt(board, s.hex);
  // A street plays as clear (digest §15 item 55).
  return s.posture === "prone" && !s.actedThisTurn && !s.revealed && t !== "clear" && t !== "street";
}

/** Whether `observer` sees `target`, and the provenance of the chart numbers the ruling used (empty: none). */
export function sightOf(board: Board, observer: Soldier, target: Soldier): { readonly sees: boolean; readonly provenance: readonly Provenance[] } {
  if (hexKey(observer.hex) === hexKey(target.hex) && observer.level === target.level) return { sees: true, provenance: [] };
  if (!inFieldOfFire(observer.hex, observer.facing as Direction, target.hex).inField) return { sees: false, provenance: [] };
  if (isConcealedProne(board, target)) return { sees: false, provenance: [] };
  const line = sniperLineOfSight(compiledBoard(board), eyeOf(observer), eyeOf(target));
  return { sees: line.clear, provenance: line.provenance };
}

/** Whether `observer` sees `target`: in his 120-degree field [7.1], a clear line, and not concealed prone. */
export const sees = (board: Board, observer: Soldier, target: Soldier): boolean => sightOf(board, observer, target).sees;
