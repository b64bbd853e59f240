/** One burst's shots resolved [6.3.6.3]: each roll + modifiers; any modified number ≤ the hit number is a hit. */
export function resolveShots(hitNumber: number, modifierTotal: number, rolls: readonly number[]): { modified: number[]; hit: boolean; couldSuppress: boolean } {
  const modified = rolls.map((r) => r + modifierTotal);
  return { modified, hit: modified.some((m) => m <= hitNumber), couldSuppress: 1 + modifierTotal <= 10 };
}
