// Movement (WWB 7.0 "MOVIMENTO", 4.0, 8.3, 10.0): the modes and their allowances, the extra costs of red hexes,
// barriers and river hexes, weights and doors. A move is a path of adjacent hexes checked step by step.
import { directionTo, onBoard, sameHex } from "../grids/index";
import type { Hex } from "../grids/index";
import { barrierBetween, colourAt, inWoods } from "../state/index";
import type { Board, Soldier } from "../state/index";
import type { Stance } from "../tables/index";

export type MoveMode = "run" | "walk" | "stealth";
export const MOVE_MODES: readonly MoveMode[] = ["run", "walk", "stealth"];

/** Every number here is the book's (WWB 7.0), unless marked. */
export const MOVEMENT_NUMBERS = {
  run: 8, runInWoods: 6, walk: 4, stealth: 3, notAlerted: 3, river: 2,
  redHexExtra: 1, halfCoverExtra: 1, proneStandingExtra: 1,
} as const;

export type Refusal = { readonly ok: false; readonly code: string; readonly reason: string; readonly rule: string };
export type MoveCheck = { readonly ok: true; readonly cost: number; readonly steps: readonly number[] } | Refusal;

const no = (code: string, reason: string, rule: string): Refusal => ({ ok: false, code, reason, rule });

/** The stances a mode needs (WWB 7.0: run and walk standing; stealth prone or kneeling, without changing stance). */
export function stanceAllows(mode: MoveMode, stance: Stance): boolean {
  return mode === "stealth" ? stance !== "standing" : stance === "standing";
}

/** Allowance of a mode (WWB 7.0; running in woods 6 Hx is an Additional Rule, `woodsRun`). */
export function allowance(mode: MoveMode, inWood: boolean, woodsRun: boolean, carrying = false): number {
  if (mode === "run") return inWood && woodsRun ? MOVEMENT_NUMBERS.runInWoods : MOVEMENT_NUMBERS.run;
  if (mode === "walk") return MOVEMENT_NUMBERS.walk;
  return carrying ? 0 : MOVEMENT_NUMBERS.stealth;
}

/**
 * What one step from `from` to the adjacent `to` costs (WWB 7.0 Climbing obstacles): 1 Hx, +1 over a 1/2 CL barrier,
 * the whole move over a 1 CL barrier (returned as Infinity-free `whole`), impossible over more; +1 entering a red
 * hex from normal ground or leaving one to it (red to red costs nothing extra).
 */
export function stepCost(board: Board, from: Hex, to: Hex): { ok: true; cost: number; whole: boolean } | Refusal {
  if (directionTo(from, to) === undefined) return no("move/not_adjacent", "each step goes to an adjacent hex", "WWB 7.0");
  if (!onBoard(board, to)) return no("move/off_board", "a soldier moves only where a Hex is printed", "WWB 1.0");
  let cost = 1;
  let whole = false;
  const barrier = barrierBetween(board, from, to);
  if (barrier) {
    if (barrier.cover > 1) return no("move/barrier_too_high", `a ${barrier.kind} of Cover Level ${barrier.cover} cannot be climbed`, "WWB 7.0 Climbing obstacles");
    if (barrier.cover === 1) whole = true;
    else if (barrier.cover === 0.5) cost += MOVEMENT_NUMBERS.halfCoverExtra;
  }
  const a = colourAt(board, from) === "red", b = colourAt(board, to) === "red";
  if (a !== b) cost += MOVEMENT_NUMBERS.redHexExtra;
  return { ok: true, cost, whole };
}

/**
 * Check a movement-phase move along `path` (WWB 7.0): the stance fits the mode, each step is legal, the total
 * fits the allowance (a 1 CL climb takes the whole move: it must be his only step), river hexes allow 2 Hx a turn
 * standing, and nobody ends in a hex another soldier holds (digest 13.3 stacking: not covered; engine reading).
 */
export function checkMove(board: Board, s: Soldier, mode: MoveMode, path: readonly Hex[], occupied: (h: Hex) => boolean, opts: { woodsRun: boolean }): MoveCheck {
  if (path.length === 0) return no("move/empty_path", "name at least one hex to move to", "WWB 7.0");
  if (!stanceAllows(mode, s.stance)) {
    return no("move/wrong_stance", mode === "stealth" ? "stealth movement is for a prone or kneeling soldier" : `a soldier must stand to ${mode}`, "WWB 7.0");
  }
  if (s.morale === "not_alerted" && mode !== "walk") return no("move/not_alerted", "a soldier not alerted only walks, 3 Hx", "WWB 10.0 Not Alerted");
  let limit = s.morale === "not_alerted" ? MOVEMENT_NUMBERS.notAlerted : allowance(mode, inWoods(board, s.hex), opts.woodsRun);
  let total = 0;
  const steps: number[] = [];
  let at = s.hex;
  for (const [i, to] of path.entries()) {
    const c = stepCost(board, at, to);
    if (!c.ok) return c;
    if (c.whole && path.length > 1) return no("move/climb_whole_move", "climbing a 1 CL obstacle takes the entire movement action", "WWB 7.0 Climbing obstacles");
    if (colourAt(board, to) === "blue") {
      if (mode === "stealth") return no("move/river_standing", "a river is crossed standing only", "WWB 7.0 Rivers");
      limit = Math.min(limit, MOVEMENT_NUMBERS.river);
    }
    if (mode === "run" && inWoods(board, to)) limit = Math.min(limit, allowance("run", true, opts.woodsRun));
    total += c.whole ? 0 : c.cost;
    steps.push(c.whole ? limit : c.cost);
    if (total > limit) return no("move/too_far", `the path costs ${total} movement points at step ${i + 1}; ${mode} allows ${limit}`, "WWB 7.0");
    if (i < path.length - 1 && sameHex(to, s.hex)) return no("move/loop", "the path returns to his own hex", "WWB 7.0");
    at = to;
  }
  if (occupied(at)) return no("move/occupied", "another soldier holds that hex (stacking is not covered: engine reading)", "WWB 7.0; digest 13.3");
  return { ok: true, cost: total, steps };
}

/**
 * The Fire/Action phase's free movement (WWB 4.0): 1 Hx, or one stance step — standing and kneeling either way,
 * prone and kneeling either way, never prone straight to standing.
 */
export function isStanceStep(from: Stance, to: Stance): boolean {
  if (from === to) return false;
  return !((from === "prone" && to === "standing") || (from === "standing" && to === "prone"));
}

/** What a stance change costs in the Movement phase: nothing, or 1 MP prone and standing (Additional Rule, WWB 7.0). */
export function stanceChangeCost(from: Stance, to: Stance, additional: boolean): number {
  return additional && !isStanceStep(from, to) && from !== to ? MOVEMENT_NUMBERS.proneStandingExtra : 0;
}
