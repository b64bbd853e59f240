// Movement [9.0]-[9.4], stacking [8.1]-[8.2]: MP allowances, the cost of entering a hex, the adjacency stop.
import { sniperLookup } from "../tables/index";
import type { Board, Hex, SniperGame, Soldier } from "../state/index";
import type { Direction } from "@tactica/hex";
import { buildingAt, isSolidSide, sideAt } from "../terrain/index";
import { compiledBoard, directionTo, distance, isFit, onBoard, sameHex, terrainAt } from "../state/index";

/** Entry cost of a hex's terrain: 1 MP [11.4] plus the Terrain Effects chart's extra MP (absent: placeholder cells). */
export function terrainMp(board: Board, h: Hex): { mp: number; provenance: string } {
  const row = board.effects[terrainAt(board, h)];
  return { mp: sniperLookup.fixed("mp_base").value + (row?.extraMp ?? 0), provenance: row?.provenance ?? "book" };
}

/** Move = 8 MP, Evade = 4 MP [9.1]; a wounded soldier's allowance is halved [9.1] or 4 (option sniper/wounded_mp). */
export function allowance(kind: "move" | "evade", wounded: boolean, woundedMp: string): number {
  const full = kind === "move" ? 8 : 4;
  if (!wounded) return full;
  return woundedMp === "four_points" ? 4 : full / 2;
}

/** Soldiers who count for stacking: dead and unconscious do not [8.1]; same level only [8.2]. */
export const stackOf = (game: SniperGame, h: Hex, level: number): Soldier[] =>
  game.soldiers.filter((s) => sameHex(s.hex, h) && s.level === level && isFit(s));

/**
 * Walls and storeys on the step from `s`'s hex into `to` at his storey: a wall is crossed only through a door, a
 * window or a breach [11.4], a prone soldier crawls through a door but not a window [9.4], and above the ground he
 * stays inside a building that has his storey (changing level is by stairs, ladder or a jump [10.0]).
 */
export function wallCheck(board: Board, s: Soldier, to: Hex): { ok: true } | { ok: false; code: string; reason: string; rule: string } {
  if (!board.buildings || board.buildings.length === 0) return { ok: true };
  const cb = compiledBoard(board);
  const dir = directionTo(s.hex, to);
  if (dir === undefined) return { ok: true };
  const side = sideAt(cb, s.hex, dir as Direction, s.level);
  if (isSolidSide(side)) return { ok: false, code: "move/wall", reason: `a ${side.kind === "none" ? "wall" : side.type} is crossed only through a door, a window or a breach`, rule: "sniper 11.4" };
  if (s.posture === "prone" && side.kind === "level" && side.type === "window") return { ok: false, code: "move/prone_window", reason: "a prone soldier crawls through a door but not a window", rule: "sniper 9.4" };
  if (s.level !== 0) {
    const b = buildingAt(cb, to);
    if (!b || !b.storeys.includes(s.level)) return { ok: false, code: "move/no_floor", reason: `there is no storey ${s.level} in that hex: changing level is by stairs, a ladder or a jump`, rule: "sniper 10.0, 10.3" };
  }
  return { ok: true };
}

export type EntryCheck = { ok: true; cost: number; provenance: string } | { ok: false; code: string; reason: string; rule: string };

/** Whether `s` may enter the adjacent hex `to`, and its MP cost [8.1], [9.3], [11.4]. */
export function entryCost(game: SniperGame, board: Board, s: Soldier, to: Hex): EntryCheck {
  if (!onBoard(board, to)) return { ok: false, code: "move/off_board", reason: "the hex is not on the map", rule: "sniper 37.4" };
  if (distance(s.hex, to) !== 1) return { ok: false, code: "move/not_adjacent", reason: "movement is hex by hex [9.2]", rule: "sniper 9.2" };
  const walls = wallCheck(board, s, to);
  if (!walls.ok) return walls;
  const stack = stackOf(game, to, s.level);
  if (stack.some((o) => o.side !== s.side)) return { ok: false, code: "move/enemy_hex", reason: "in the basic game no soldier enters an enemy-occupied hex", rule: "sniper 8.1, 17.1" };
  if (stack.length >= 3) return { ok: false, code: "move/stack_full", reason: "a hex holding 3 soldiers cannot be entered", rule: "sniper 8.1" };
  const t = terrainMp(board, to);
  return { ok: true, cost: t.mp + (stack.length > 0 ? sniperLookup.fixed("mp_stack").value : 0), provenance: t.provenance };
}

/**
 * Whether a soldier in `h` must stop: adjacent to an enemy his side can see, unless a wall or a different level
 * separates them [9.3], [17.1].
 */
export function mustStopAt(game: SniperGame, s: Soldier, h: Hex, visibleEnemies: readonly Soldier[]): boolean {
  const cb = game.board.buildings?.length ? compiledBoard(game.board) : undefined;
  return visibleEnemies.some((e) => {
    if (e.side === s.side || !isFit(e) || e.level !== s.level || distance(e.hex, h) !== 1) return false;
    const dir = directionTo(h, e.hex);
    return !(cb && dir !== undefined && isSolidSide(sideAt(cb, h, dir as Direction, s.level)));
  });
}
