// Monte Carlo is only a cross-check (docs/design.md "Exact odds"): tests play a rule out with real seeded rolls
// and compare the frequencies with the exact distribution. Nothing that answers a client uses this.
import type { Distribution } from "./distribution";
import { toNumber } from "./rational";

/** A die roller (a DiceSource, or any object rolling 1..sides). */
type Roller = { roll(sides: number): number };

/** Play `trial` `samples` times with `dice` and count each outcome. */
export function simulateOutcomes<O>(dice: Roller, samples: number, trial: (roll: (sides: number) => number) => O): Map<O, number> {
  const roll = (sides: number) => dice.roll(sides);
  const counts = new Map<O, number>();
  for (let i = 0; i < samples; i += 1) {
    const o = trial(roll);
    counts.set(o, (counts.get(o) ?? 0) + 1);
  }
  return counts;
}

/**
 * How far simulated counts are from an exact distribution: the largest absolute gap over every outcome, and the
 * outcomes seen at least `rare` of the time (default 0.1%) that the exact distribution does not list.
 */
export function simulationGap<O>(exact: Distribution<O>, counts: ReadonlyMap<O, number>, samples: number, rare = 0.001): { readonly gap: number; readonly unlisted: readonly O[] } {
  let gap = 0;
  const unlisted: O[] = [];
  for (const o of new Set([...exact.keys(), ...counts.keys()])) {
    const p = exact.get(o);
    const freq = (counts.get(o) ?? 0) / samples;
    if (p === undefined && freq >= rare) unlisted.push(o);
    gap = Math.max(gap, Math.abs(freq - (p ? toNumber(p) : 0)));
  }
  return { gap, unlisted };
}
