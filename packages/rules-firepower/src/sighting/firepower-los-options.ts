import type { Hex } from "@tactica/hex";
import type { LosChart } from "./los-chart";

/** Smoke in a hex during play, with what made it (Firepower 12.2.7: F, M or fire +3; W +2). */
export type FirepowerSmoke = { readonly hex: Hex; readonly source: "F" | "M" | "W" | "fire" };

/** An overhead obstacle in one hex from `bottom` to `top` (absolute heights), e.g. a bridge deck [8.9] (judge-slab.ts). */
export type FirepowerSlab = { readonly hex: Hex; readonly bottom: number; readonly top: number; readonly feature?: string; readonly rule?: string };

/** Options of the Firepower LOS policy (Advanced Game 12.1 by default, or the Basic Game 6.3.4). */
export type FirepowerLosOptions = {
  /** "advanced" (12.1, default) or "basic" (6.3.4: hills, fences and friendly soldiers block; no heights). */
  readonly game?: "advanced" | "basic";
  /**
   * "unit": LOS to the target's head (A, C, H, L fire and sighting); "hex": to the highest height in the
   * target hex (F, G, S, U, W) [12.1]. Default "unit".
   */
  readonly targetHeight?: "unit" | "hex";
  /** The LOS chart (an organiser may upload the real Game Card chart); default FIREPOWER_LOS_CHART. */
  readonly chart?: LosChart;
  /** Tree height above ground when the scenario gives it [8.2.2]; default a placeholder. */
  readonly treeHeight?: number;
  /** Smoke hexes in play (match state) in addition to smoke/fire markers on the map (taken as F/M: +3). */
  readonly smoke?: readonly FirepowerSmoke[];
  /**
   * Soldiers friendly to the firer, as obstacles at their head height above ground [12.1.4.3: friendly soldiers
   * may block, judged like any obstacle; opposing soldiers never block]. The caller lists the firer's friends.
   */
  readonly friendlies?: readonly { readonly hex: Hex; readonly headHeight: number }[];
  /** Option firepower/los_equal_to_lower (digest ambiguity 15.18), an obstacle equal to the lower end only: "clear" (default) or "blocked". */
  readonly equalToLower?: "clear" | "blocked";
  /** Overhead slabs (Advanced only; bridge decks 8.9): lines passing within one in its hex are blocked (judge-slab.ts). */
  readonly slabs?: readonly FirepowerSlab[];
};

/** Firepower posture head heights [8.2.2, 10.5.2]: Stand 2, Crouch 1, Prone 0. */
export const FIREPOWER_POSTURE_HEIGHT: Readonly<Record<string, number>> = { stand: 2, crouch: 1, prone: 0 };

/** Smoke extends this many heights above its impact height [12.2.7]. */
export const SMOKE_HEIGHT = 5;
