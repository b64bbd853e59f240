// fire-odds: median in-process latency of an exact fire-odds answer (target < 0.2 ms), against a baseline of
// estimating the same odds by 2,000-sample Monte Carlo (what a client without exact odds would do).
import { createRngState, createSeededDice } from "@tactica/dice";
import { firepowerBurstOdds } from "@tactica/rules-firepower";
import { fowArmourSaveOdds, fowShootingOdds } from "@tactica/rules-fow";
import type { BenchResult } from "./bench-util";
import { cliGuard, medianMsPerCall, round3 } from "./bench-util";

/** Runs the benchmark and returns one result line per construct. */
export async function run(): Promise<BenchResult[]> {
  const dice = createSeededDice(createRngState("bench-fire-odds", "sfc32")).dice;
  const mcBurst = (hit: number, mod: number, shots: number) => {
    let eliminated = 0;
    for (let s = 0; s < 2000; s += 1) {
      for (let k = 0; k < shots; k += 1) if (dice.roll(10) + mod <= hit) { eliminated += 1; break; }
    }
    return eliminated / 2000;
  };
  const firepower = {
    name: "fire-odds/firepower-burst",
    ours: medianMsPerCall(2000, (i) => firepowerBurstOdds({ hitNumber: 2 + (i % 5), modifierTotal: i % 7, shots: 2 + (i % 3), automatic: i % 2 === 0 })),
    baseline: medianMsPerCall(200, (i) => mcBurst(2 + (i % 5), i % 7, 2 + (i % 3))),
    unit: "ms/answer (median)",
  };
  const fow = {
    name: "fire-odds/fow-shooting",
    ours: medianMsPerCall(2000, (i) => {
      const perHit = fowArmourSaveOdds({ armour: 1 + (i % 4), longRange: i % 2 === 0, antiTank: 5 + (i % 5), firepower: 2 + (i % 5) });
      return fowShootingOdds({ dice: 1 + (i % 3), score: 3 + (i % 6), reroll: i % 3 === 0 ? "misses" : "none", perHit });
    }),
    baseline: medianMsPerCall(200, (i) => mcBurst(3 + (i % 6), 0, 1 + (i % 3))),
    unit: "ms/answer (median)",
  };
  return [firepower, fow].map((r) => ({ ...r, ours: round3(r.ours), baseline: round3(r.baseline), ratio: round3(r.baseline / r.ours), target: "ours < 0.2" }));
}

cliGuard(import.meta.url, run);
