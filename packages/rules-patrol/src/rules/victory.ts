import { lookupOrThrow } from "@tactica/engine";
import { toVictoryBand, victoryLevelTable } from "../tables/victory-levels";

/** Patrol situation VP sources for one side [26.54]. */
export type PatrolScoreInput = {
  readonly enemyWounded: number;
  readonly enemyIncapacitated: number;
  readonly enemyKilled: number;
  readonly friendlyIncapacitatedCarriedOff: number;
  readonly holdsField: boolean;
  /** Preservation level reached: no points for enemy casualties [26.55]. */
  readonly preservationReached?: boolean;
};

/** Victory points of one side in the Patrol situation [26.54, 26.55]. */
export function toPatrolScore(s: PatrolScoreInput): number {
  const casualties = s.preservationReached ? 0 : 3 * s.enemyWounded + 10 * s.enemyIncapacitated + 10 * s.enemyKilled;
  return casualties + 5 * s.friendlyIncapacitatedCarriedOff + (s.holdsField ? 10 : 0);
}

/** The victory [26.54]: higher VP wins; level by margin (<=10 marginal, 11-20 creditable, >=21 substantial). */
export function toVictory(alpha: number, bravo: number): { readonly winner: "alpha" | "bravo" | "draw"; readonly margin: number; readonly level: string } {
  const margin = Math.abs(alpha - bravo);
  if (margin === 0) return { winner: "draw", margin, level: "draw" };
  return { winner: alpha > bravo ? "alpha" : "bravo", margin, level: lookupOrThrow(victoryLevelTable, { band: toVictoryBand(margin) }).value };
}

/** Possession of the field [26.54, 26.57]: a side holds it if it still has a fit or wounded man on the map and the other has none... or both do. */
export function toFieldHolder(alphaOnMap: number, bravoOnMap: number): "alpha" | "bravo" | "none" {
  if (alphaOnMap > 0 && bravoOnMap === 0) return "alpha";
  if (bravoOnMap > 0 && alphaOnMap === 0) return "bravo";
  return "none";
}
