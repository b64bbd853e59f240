import type { LosChart } from "./los-chart";
import { chartMaxClear } from "./los-chart";

/** Outcome codes of one obstacle against the line, each tied to its rule. */
export const OBSTACLE_CLEAR_BELOW = 0; // 12.1.3: lower than both ends, or equal to both
export const OBSTACLE_ABOVE_BOTH = 1; // 12.1.1: higher than both ends -> blocked
export const OBSTACLE_EQUAL_HIGHER = 2; // 12.1.2: equal to the higher end, above the lower -> blocked
export const OBSTACLE_CHART_CLEAR = 3; // 12.1.4: between the ends, within the chart distance -> clear
export const OBSTACLE_CHART_BLOCKED = 4; // 12.1.4: between the ends, beyond the chart distance -> blocked
export const OBSTACLE_EQUAL_LOWER = 5; // ambiguity 15.18: equal to the lower end only (default clear)

/** True for the outcome codes that block. */
export function isObstacleBlocking(code: number, equalToLowerBlocks: boolean): boolean {
  return code === OBSTACLE_ABOVE_BOTH || code === OBSTACLE_EQUAL_HIGHER || code === OBSTACLE_CHART_BLOCKED
    || (code === OBSTACLE_EQUAL_LOWER && equalToLowerBlocks);
}

/**
 * Firepower 12.1.1-12.1.4: one obstacle of height hO between ends at heights hi >= lo, `dHigher` hexes from
 * the higher end, range `range`. Allocation-free; returns an OBSTACLE_* code.
 */
export function judgeObstacle(chart: LosChart, hO: number, hi: number, lo: number, range: number, dHigher: number): number {
  if (hO > hi) return OBSTACLE_ABOVE_BOTH;
  if (hO === hi) return hO > lo ? OBSTACLE_EQUAL_HIGHER : OBSTACLE_CLEAR_BELOW;
  if (hO < lo) return OBSTACLE_CLEAR_BELOW;
  if (hO === lo) return OBSTACLE_EQUAL_LOWER;
  return dHigher > chartMaxClear(chart, hi - lo, range, hi - hO) ? OBSTACLE_CHART_BLOCKED : OBSTACLE_CHART_CLEAR;
}

/** The rule section behind an OBSTACLE_* code. */
export function obstacleRule(code: number): string {
  switch (code) {
    case OBSTACLE_ABOVE_BOTH: return "Firepower 12.1.1";
    case OBSTACLE_EQUAL_HIGHER: return "Firepower 12.1.2";
    case OBSTACLE_CHART_CLEAR: case OBSTACLE_CHART_BLOCKED: return "Firepower 12.1.4";
    case OBSTACLE_EQUAL_LOWER: return "Firepower 12.1 (digest ambiguity 15.18, option firepower/los_equal_to_lower)";
    default: return "Firepower 12.1.3";
  }
}
