import type { ArtilleryRounds } from "../scenarios/parse-force";
import type { ArtilleryState } from "../state/index";
export type { ArtilleryWeight, RoundKind, ArtilleryRound, ArtilleryState } from "../state/index";

/** The artillery state for two OB forces, or undefined when neither side has rounds [17.81]. */
export function toArtilleryState(alpha: readonly ArtilleryRounds[], bravo: readonly ArtilleryRounds[]): ArtilleryState | undefined {
  if (alpha.length === 0 && bravo.length === 0) return undefined;
  return { allocation: { alpha, bravo }, rounds: [], due: [], craters: [], illumination: [] };
}

/** Blast row of each weight in the 25.2 table. */
export const BLAST_OF_WEIGHT = { L: "light", M: "medium", H: "heavy", SH: "super-heavy" } as const;
