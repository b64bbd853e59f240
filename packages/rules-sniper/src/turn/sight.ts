// Who sees whom on the board (2-D, ground level). Until the sighting folder's judge is wired, the line is the
// shared kernel of @tactica/sighting (a hex-blocking judge) over the Terrain Effects chart's blocking column
// (absent: placeholder cells) and the prone observation table [11.6] (book).
import { checkLineOfSight, createBlockingJudge, createLosGrid } from "@tactica/sighting";
import type { LosJudge } from "@tactica/sighting";
import type { Board, Hex, Posture, Soldier } from "../state/index";
import type { Direction } from "@tactica/hex";
import { inFieldOfFire } from "../sighting/index";
import { boardHexes, distance, hexKey, terrainAt } from "../state/index";

type Judges = { standing: LosJudge; prone: LosJudge };
const CACHE = new Map<string, Judges>();

/**
 * Whether a hex blocks a line: for standing eyes, the Terrain Effects chart's blocking column [7.3] (placeholder
 * cells); with a prone end, also the rough terrain a prone soldier cannot see through in the mode [11.6].
 */
export function blocksSight(board: Board, terrain: string, prone: boolean): boolean {
  if (board.effects[terrain]?.blocksStanding) return true;
  if (!prone) return false;
  const p = board.prone;
  return (terrain === "rough-1" && !p.throughRough1) || (terrain === "rough-2" && !p.throughRough2);
}

function judgesOf(board: Board): Judges {
  const key = `${board.id}:${board.mode}`;
  const hit = CACHE.get(key);
  if (hit) return hit;
  const hexes = boardHexes(board);
  const grid = createLosGrid(hexes);
  const mask = (prone: boolean): Uint8Array => {
    const m = new Uint8Array(grid.width * grid.height);
    for (const h of hexes) if (blocksSight(board, terrainAt(board, h), prone)) m[(h.r - grid.rMin) * grid.width + (h.q - grid.qMin)] = 1;
    return m;
  };
  const tie = { policy: "blocked-if-either" as const, rule: "sniper 11.5 (a line along a blocking hex's side is blocked)" };
  const judges = { standing: createBlockingJudge(grid, mask(false), tie), prone: createBlockingJudge(grid, mask(true), tie) };
  CACHE.set(key, judges);
  return judges;
}

/** Prone sighting range by terrain mode [11.6]: open unlimited, mixed 40, dense 20. */
export const proneRange = (board: Board): number => board.prone.range ?? Infinity;

/** A clear 2-D line between two hexes for these postures (terrain in the end hexes never blocks [7.3]). */
export function clearLine(board: Board, a: Hex, aPosture: Posture, b: Hex, bPosture: Posture): boolean {
  const prone = aPosture === "prone" || bPosture === "prone";
  if (prone && distance(a, b) > proneRange(board)) return false;
  const j = judgesOf(board)[prone ? "prone" : "standing"];
  const out = checkLineOfSight(j, { hex: a, posture: aPosture }, { hex: b, posture: bPosture });
  return out.ok && out.value.clear;
}

/**
 * A prone soldier who has not acted this turn is concealed in rough terrain [9.4] ("perfect concealment in certain
 * types of terrain": the chart is absent; rough #1 and #2 is this build's placeholder reading).
 */
export function isConcealedProne(board: Board, s: Soldier): boolean {
  return s.posture === "prone" && !s.actedThisTurn && !s.revealed && terrainAt(board, s.hex) !== "clear";
}

/** Whether `observer` sees `target`: in his 120-degree field [7.1] (sighting/), a clear line, and not concealed prone. */
export function sees(board: Board, observer: Soldier, target: Soldier): boolean {
  if (hexKey(observer.hex) === hexKey(target.hex)) return true;
  if (!inFieldOfFire(observer.hex, observer.facing as Direction, target.hex).inField) return false;
  if (isConcealedProne(board, target)) return false;
  return clearLine(board, observer.hex, observer.posture, target.hex, target.posture);
}
