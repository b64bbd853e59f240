import type { Provenance } from "@tactica/sighting";

/**
 * One known cell of the Firepower LINE OF SIGHT CHART (Game Card; the chart itself is missing from the text).
 * Column 1 = height difference of firer and target; the line is the first in that column whose range band
 * holds the range; on that line, column 2 = height difference of the higher end and the obstacle; the highest
 * number in the cell is the farthest distance from the higher end at which the obstacle does not block.
 */
export type LosChartCell = {
  readonly heightDiff: number;
  readonly rangeMin: number;
  readonly rangeMax: number;
  readonly line: number;
  readonly obstacleDiff: number;
  readonly maxClear: number;
  readonly provenance: Provenance;
};

/** The LOS chart as data: known cells, plus the stand-in used for every other cell. */
export type LosChart = {
  readonly cells: readonly LosChartCell[];
  /** Stand-in: maxClear = floor(factorPercent / 100 * R * obstacleDiff / heightDiff). */
  readonly fallback: { readonly factorPercent: number; readonly provenance: Provenance };
};

/** The cells the rule text quotes, and the digest's reconstructed stand-in for the rest (Firepower 12.1.4). */
export const FIREPOWER_LOS_CHART: LosChart = {
  cells: [
    // 12.1.4.1-2: column 2, range 22 -> line 4 "20-24"; obstacle 1 below the higher end -> highest number 12.
    { heightDiff: 2, rangeMin: 20, rangeMax: 24, line: 4, obstacleDiff: 1, maxClear: 12, provenance: { kind: "book", section: "12.1.4.2" } },
    // 12.1.4.4: column 7, range 11 -> line 13 "10-12"; column 5 on that line -> "8-9" -> 9.
    { heightDiff: 7, rangeMin: 10, rangeMax: 12, line: 13, obstacleDiff: 5, maxClear: 9, provenance: { kind: "book", section: "12.1.4.4" } },
  ],
  fallback: {
    factorPercent: 115,
    provenance: {
      kind: "reconstructed",
      method: "digest §6.2 stand-in d_max = floor(1.15 * R * (Hi - hO) / (Hi - Lo)); reproduces 12.1.4.2 and 12.1.4.4; the Game Card chart is missing",
    },
  },
};

/** The chart answer for one obstacle: farthest clear distance from the higher end, the cell's line and provenance. */
export function lookupLosChart(
  chart: LosChart, heightDiff: number, range: number, obstacleDiff: number,
): { readonly maxClear: number; readonly line?: number; readonly provenance: Provenance } {
  for (const c of chart.cells) {
    if (c.heightDiff === heightDiff && c.obstacleDiff === obstacleDiff && range >= c.rangeMin && range <= c.rangeMax) {
      return { maxClear: c.maxClear, line: c.line, provenance: c.provenance };
    }
  }
  return { maxClear: fallbackMaxClear(chart, heightDiff, range, obstacleDiff), provenance: chart.fallback.provenance };
}

/** The stand-in number alone, in integer arithmetic (no float drift at exact multiples). */
export function fallbackMaxClear(chart: LosChart, heightDiff: number, range: number, obstacleDiff: number): number {
  return Math.floor((chart.fallback.factorPercent * range * obstacleDiff) / (100 * heightDiff));
}

/** The farthest clear distance alone, allocation-free (the kernel's path; explanations use lookupLosChart). */
export function chartMaxClear(chart: LosChart, heightDiff: number, range: number, obstacleDiff: number): number {
  const cells = chart.cells;
  for (let i = 0; i < cells.length; i++) {
    const c = cells[i]!;
    if (c.heightDiff === heightDiff && c.obstacleDiff === obstacleDiff && range >= c.rangeMin && range <= c.rangeMax) {
      return c.maxClear;
    }
  }
  return fallbackMaxClear(chart, heightDiff, range, obstacleDiff);
}

/** True when the chart holds a cell for these numbers (false = the stand-in answers). */
export function isChartCell(chart: LosChart, heightDiff: number, range: number, obstacleDiff: number): boolean {
  const cells = chart.cells;
  for (let i = 0; i < cells.length; i++) {
    const c = cells[i]!;
    if (c.heightDiff === heightDiff && c.obstacleDiff === obstacleDiff && range >= c.rangeMin && range <= c.rangeMax) return true;
  }
  return false;
}
