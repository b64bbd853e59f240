// Speed budget for odds answered per request: a typical fire resolution must take a median < 0.2 ms.
import { describe, expect, it } from "vitest";
import { firepowerBurstOdds } from "./firepower";
import { fowArmourSaveOdds, fowShootingOdds } from "./flames-of-war";
import { sniperExplosionOdds } from "./sniper";

function medianMs(runs: number, f: (i: number) => unknown): number {
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    // eslint-disable-next-line no-restricted-globals -- a timing test reads the clock; the code under test does not
    const start = performance.now();
    f(i);
    // eslint-disable-next-line no-restricted-globals -- as above
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(runs / 2)] ?? Number.POSITIVE_INFINITY;
}

describe("fire odds speed", () => {
  it("firepower burst (4 shots, varied modifiers) has a median under 0.2 ms", () => {
    const ms = medianMs(400, (i) => firepowerBurstOdds({ hitNumber: 2 + (i % 5), modifierTotal: i % 7, shots: 2 + (i % 3), automatic: i % 2 === 0 }));
    expect(ms).toBeLessThan(0.2);
  });

  it("flames of war: ROF 3 at an armoured tank (save, FP test, hit counts) has a median under 0.2 ms", () => {
    const ms = medianMs(400, (i) => {
      const perHit = fowArmourSaveOdds({ armour: 1 + (i % 4), longRange: i % 2 === 0, antiTank: 5 + (i % 5), firepower: 2 + (i % 5) });
      return fowShootingOdds({ dice: 1 + (i % 3), score: 3 + (i % 6), reroll: i % 3 === 0 ? "misses" : "none", perHit });
    });
    expect(ms).toBeLessThan(0.2);
  });

  it("sniper explosion through a results column has a median under 0.2 ms", () => {
    const ms = medianMs(400, (i) => sniperExplosionOdds(i % 3, (r) => (r >= 10 ? "K" : r >= 7 ? "W" : "-")));
    expect(ms).toBeLessThan(0.2);
  });
});
