import type { ArtilleryRounds } from "../scenarios/parse-force";
import type { Side } from "../game/state";

/** Artillery weight [17.31]: Light, Medium, Heavy, Super-Heavy. */
export type ArtilleryWeight = ArtilleryRounds["weight"];
/** What a round carries: high explosive, smoke [17.5] or illumination [17.6]. */
export type RoundKind = "HE" | "smoke" | "illumination";

/** One listed round [17.82]: target hex and weight fixed before play; the impact turn fixed then (Planned) or called later (Called). */
export type ArtilleryRound = {
  readonly id: string;
  readonly side: Side;
  readonly weight: ArtilleryWeight;
  readonly fireClass: "planned" | "called";
  readonly kind: RoundKind;
  readonly hex: string;
  /** Game-Turn of impact; null for a Called round not yet called. */
  readonly turn: number | null;
  readonly fired: boolean;
};

/** The artillery of a match: each side's OB allocation [17.81], the listed rounds (secret until impact), rounds due now. */
export type ArtilleryState = {
  readonly allocation: Readonly<Record<Side, readonly ArtilleryRounds[]>>;
  readonly rounds: readonly ArtilleryRound[];
  /** Ids of the rounds impacting in this turn's F2, waiting for the barrage resolution (public). */
  readonly due: readonly string[];
  /** Crater hexes [25.2 c]. */
  readonly craters: readonly string[];
  /** Illuminated areas [17.6]: from the turn after impact, for two turns. */
  readonly illumination: readonly { readonly hex: string; readonly radius: number; readonly from: number; readonly until: number }[];
};

/** The artillery state for two OB forces, or undefined when neither side has rounds [17.81]. */
export function toArtilleryState(alpha: readonly ArtilleryRounds[], bravo: readonly ArtilleryRounds[]): ArtilleryState | undefined {
  if (alpha.length === 0 && bravo.length === 0) return undefined;
  return { allocation: { alpha, bravo }, rounds: [], due: [], craters: [], illumination: [] };
}

/** Blast row of each weight in the 25.2 table. */
export const BLAST_OF_WEIGHT = { L: "light", M: "medium", H: "heavy", SH: "super-heavy" } as const;
