// The end of a Patrol game [37.3] and its victory points [37.4].
import type { SideId, SniperGame, SniperResult } from "../state/index";
import { isFit, otherSide, SIDES } from "../state/index";

/** Victory points of `side` at the end [37.4] (the carried-off, captured and leader-objective lines are not in play). */
export function victoryPoints(game: SniperGame, side: SideId): number {
  const enemy = otherSide(side);
  const mine = game.soldiers.filter((s) => s.side === side), theirs = game.soldiers.filter((s) => s.side === enemy);
  let vp = 0;
  for (const s of theirs) vp += s.health === "wounded" ? 3 : s.health === "incap" || s.health === "kia" ? 10 : 0;
  const controls = mine.some(isFit);
  if (controls) {
    vp += 10; // controlling the terrain
    vp += 5 * mine.filter((s) => s.health === "incap").length; // as if carried off (*)
    vp += 10 * theirs.filter((s) => s.health === "incap").length; // (**)
  }
  if (mine.some((s) => isFit(s) && s.reachedFarEdge)) vp += 30;
  return vp;
}

export function marginOf(diff: number): SniperResult["margin"] {
  const d = Math.abs(diff);
  return d === 0 ? "none" : d <= 10 ? "minor" : d <= 20 ? "marginal" : "major";
}

export function toResult(game: SniperGame, reason: string): SniperResult {
  const vp = { alpha: victoryPoints(game, "alpha"), bravo: victoryPoints(game, "bravo") };
  const winner = vp.alpha === vp.bravo ? "draw" : vp.alpha > vp.bravo ? "alpha" : "bravo";
  return { winner, vp, margin: marginOf(vp.alpha - vp.bravo), reason };
}

/** [37.3]: the game goes on until only one player has active (healthy or wounded) soldiers on the map. */
export function checkEnd(game: SniperGame): SniperGame {
  if (game.result) return game;
  const active = SIDES.filter((side) => game.soldiers.some((s) => s.side === side && isFit(s)));
  if (active.length >= 2) return game;
  return { ...game, result: toResult(game, active.length === 1 ? `only ${active[0]} has active soldiers on the map` : "no side has active soldiers on the map") };
}
