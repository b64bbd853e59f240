// The end of a match and its points. The text defines no victory conditions (digest 10: objectives and victory
// points come with each mission, none printed), so the placeholder mission's schedule is scenario data:
// `perCasualty` for each enemy soldier out of the fight, `perPanel` for each panel a side alone holds at the end.
import { panelOf } from "../grids/index";
import { isActive, otherSide, SIDES } from "../state/index";
import type { SideId, WwbGame, WwbResult } from "../state/index";

/** The points of `side` at the end (placeholder schedule of the scenario, see above). */
export function wwbPoints(game: WwbGame, side: SideId): number {
  const enemy = otherSide(side);
  const out = game.soldiers.filter((s) => s.side === enemy && !isActive(s)).length;
  const held = (sd: SideId) => new Set(game.soldiers.filter((s) => s.side === sd && isActive(s)).map((s) => panelOf(game.board, s.hex)).filter((p) => p !== undefined));
  const mine = held(side), theirs = held(enemy);
  const panels = [...mine].filter((p) => !theirs.has(p)).length;
  return out * game.victory.perCasualty + panels * game.victory.perPanel;
}

export function toResult(game: WwbGame, reason: string): WwbResult {
  const points = { allies: wwbPoints(game, "allies"), axis: wwbPoints(game, "axis") };
  const winner = points.allies === points.axis ? "draw" : points.allies > points.axis ? "allies" : "axis";
  return { winner, points, reason };
}

/** The match ends when a side has no active soldier left (or at the turn limit, in phases.ts). */
export function checkEnd(game: WwbGame): WwbGame {
  if (game.result) return game;
  const standing = SIDES.filter((side) => game.soldiers.some((s) => s.side === side && isActive(s)));
  if (standing.length >= 2) return game;
  return { ...game, result: toResult(game, standing.length === 1 ? `only ${standing[0]} has active soldiers` : "no side has active soldiers") };
}
