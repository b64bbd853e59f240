import type { Hex } from "@tactica/hex";

/** Patrol terrain mode for the whole map, set by the scenario [9.1]. */
export type PatrolTerrainMode = "open" | "mixed" | "closed";

/** Options of the Patrol! LOS policy [9.3, 9.7, 9.8, 16.0]. */
export type PatrolLosOptions = {
  readonly mode: PatrolTerrainMode;
  /** Night scenario [16.0]: (N) terrain blocks, targets are spotted one by one (not mutual). */
  readonly night?: boolean;
  /**
   * Lines along a hexside or through a vertex are not covered by the book (digest §6.1, §15.3). Default
   * "clear-if-either": blocked only if the line would be blocked nudged to either side.
   */
  readonly grazing?: "clear-if-either" | "blocked-if-either";
  /** Smoke hexes in play [11.54] (smoke/fire markers on the map count too). */
  readonly smoke?: readonly Hex[];
  /** Tanks and APCs, live or destroyed [23.61, 14.23]. */
  readonly vehicles?: readonly Hex[];
  /** Pillbox hexes [9.68]. */
  readonly pillboxes?: readonly Hex[];
  /** Hexes of men who fired (DF, EF, triggered OF) last turn: at night they are spotted automatically [16.31, 16.41]. */
  readonly firedLastTurn?: readonly Hex[];
  /** Crater hexes ("-(N)": blocking at night only) [9.84]. */
  readonly craters?: readonly Hex[];
};

/** Posture codes: erect (stationary), erect and plotted to move, prone-exposed, prone-hidden [16.1 columns]. */
export const PATROL_POSTURES = ["erect", "erect-moving", "prone", "prone-hidden"] as const;

/** Prone sighting range per mode [9.71-9.73]: unlimited, 20, 10. */
export const PRONE_SIGHT_RANGE: Readonly<Record<PatrolTerrainMode, number>> = { open: Infinity, mixed: 20, closed: 10 };
