// Movement [9.0]-[9.4], stacking [8.1]-[8.2]: MP allowances, the cost of entering a hex, the adjacency stop.
import { sniperLookup } from "../tables/index";
import type { Board, Hex, SniperGame, Soldier } from "../state/index";
import { distance, isFit, onBoard, sameHex, terrainAt } from "../state/index";

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

export type EntryCheck = { ok: true; cost: number; provenance: string } | { ok: false; code: string; reason: string; rule: string };

/** Whether `s` may enter the adjacent hex `to`, and its MP cost [8.1], [9.3], [11.4]. */
export function entryCost(game: SniperGame, board: Board, s: Soldier, to: Hex): EntryCheck {
  if (!onBoard(board, to)) return { ok: false, code: "move/off_board", reason: "the hex is not on the map", rule: "sniper 37.4" };
  if (distance(s.hex, to) !== 1) return { ok: false, code: "move/not_adjacent", reason: "movement is hex by hex [9.2]", rule: "sniper 9.2" };
  const stack = stackOf(game, to, s.level);
  if (stack.some((o) => o.side !== s.side)) return { ok: false, code: "move/enemy_hex", reason: "in the basic game no soldier enters an enemy-occupied hex", rule: "sniper 8.1, 17.1" };
  if (stack.length >= 3) return { ok: false, code: "move/stack_full", reason: "a hex holding 3 soldiers cannot be entered", rule: "sniper 8.1" };
  const t = terrainMp(board, to);
  return { ok: true, cost: t.mp + (stack.length > 0 ? sniperLookup.fixed("mp_stack").value : 0), provenance: t.provenance };
}

/**
 * Whether a soldier in `h` must stop: adjacent to an enemy his side can see [9.3] (a different level or a wall would
 * separate them [17.1]; the rural board has neither).
 */
export function mustStopAt(game: SniperGame, s: Soldier, h: Hex, visibleEnemies: readonly Soldier[]): boolean {
  return visibleEnemies.some((e) => e.side !== s.side && isFit(e) && e.level === s.level && distance(e.hex, h) === 1);
}
