// firepower-fire-odds: median latency of an explained rules-firepower fireOdds answer (target < 0.2 ms), against a
// baseline of estimating the same elimination chance by 2,000-sample Monte Carlo.
import { createRngState, createSeededDice } from "@tactica/dice";
import type { FireSituation } from "@tactica/rules-firepower";
import { fireOdds } from "@tactica/rules-firepower";
import type { BenchResult } from "./bench-util";
import { cliGuard, medianMsPerCall, round3 } from "./bench-util";

const POSTURES = ["stand", "crouch", "prone"] as const;

function situation(i: number): FireSituation {
  const weapon = (["LMG", "RFL", "PST", "HGN"] as const)[i % 4]!;
  return {
    weapon, range: 1 + (i % 8),
    firer: { posture: "stand", suppressed: i % 3 === 0, nonCombatMf: i % 2 },
    target: { posture: POSTURES[i % 3]!, running: i % 5 === 0, terrain: i % 7 === 0 ? "tree" : "clear" },
    treesAndHedges: i % 2,
  };
}

/** Runs the benchmark and returns its result line. */
export async function run(): Promise<BenchResult> {
  const dice = createSeededDice(createRngState("bench-firepower-fire-odds", "sfc32")).dice;
  const monteCarlo = (i: number) => {
    const s = situation(i);
    let hits = 0;
    for (let k = 0; k < 2000; k += 1) {
      for (let shot = 0; shot < 4; shot += 1) if (dice.roll(10) + (s.firer.nonCombatMf ?? 0) <= 4) { hits += 1; break; }
    }
    return hits;
  };
  const ours = medianMsPerCall(4000, (i) => fireOdds(situation(i)));
  const baseline = medianMsPerCall(300, monteCarlo);
  return { name: "firepower-fire-odds", ours: round3(ours), baseline: round3(baseline), unit: "ms/answer (median)", ratio: round3(baseline / ours), target: "ours < 0.2" };
}

cliGuard(import.meta.url, run);
