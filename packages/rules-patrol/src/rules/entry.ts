/** Entry turns [26.2 step 3]: each side's d6 is the turn its lead man enters. */
export function toEntryTurns(alphaRoll: number, bravoRoll: number): { readonly alpha: number; readonly bravo: number; readonly gap: number } {
  return { alpha: alphaRoll, bravo: bravoRoll, gap: Math.abs(alphaRoll - bravoRoll) };
}

/** Map-edge section numbers [26.2]: α draws entry and exit from 1-5, β from 6-0. */
export const EDGE_CHITS = { alpha: [1, 2, 3, 4, 5], bravo: [6, 7, 8, 9, 0] } as const;
