// sighting-200: all-pairs visibility among 200 units (heights, postures, building floors) on a seeded 40x40
// urban map with buildings up to 3 storeys, Firepower policy. Ours: the batch kernel (bitset, mutual per the
// policy). Baseline: the same pairs through the per-pair explained LOS API. Target: ours < 20 ms.
import { compileMap, createPrng, createSeededUrbanMap } from "@tactica/map";
import type { Viewpoint } from "@tactica/sighting";
import { cellToHex, checkLineOfSight, computeUnitVisibility, isVisible } from "@tactica/sighting";
import { createFirepowerJudge, FIREPOWER_FEATURES, FIREPOWER_TERRAIN, firepowerLosPolicy } from "@tactica/rules-firepower";
import type { BenchResult } from "./bench-util";
import { cliGuard, median, round3, timeMs } from "./bench-util";

const UNITS = 200;
const RUNS = 9;
const WARMUP = 2;
const POSTURES = ["stand", "crouch", "prone"] as const;

/** Runs the benchmark (medians of RUNS runs after WARMUP). */
export async function run(): Promise<BenchResult> {
  const map = compileMap(createSeededUrbanMap({ width: 40, height: 40, seed: 11, levels: 3 }), FIREPOWER_TERRAIN, { features: FIREPOWER_FEATURES });
  const judge = createFirepowerJudge(map, {});
  if (!judge.ok) throw new Error(judge.error.message);
  const j = judge.value;
  const rand = createPrng(200);
  const units: Viewpoint[] = [];
  let upstairs = 0;
  while (units.length < UNITS) {
    const cell = j.grid.cells[Math.floor(rand() * j.grid.size)]!;
    const hex = cellToHex(j.grid, cell);
    const n = map.levelCount[cell]!;
    const level = n > 0 ? map.levelNumber[map.levelStart[cell]! + Math.floor(rand() * n)]! : 0;
    if (level > 0) upstairs++;
    units.push({ hex, level, posture: POSTURES[Math.floor(rand() * 3)]! });
  }
  const mutual = firepowerLosPolicy.mutual({}).mutual;
  let visiblePairs = 0, mismatches = 0;
  const ours: number[] = [], base: number[] = [];
  for (let r = 0; r < WARMUP + RUNS; r++) {
    let m: ReturnType<typeof computeUnitVisibility> | undefined;
    const t = timeMs(() => { m = computeUnitVisibility(j, units, mutual); });
    const bt = timeMs(() => {
      visiblePairs = 0; mismatches = 0;
      for (let a = 0; a < UNITS; a++) {
        for (let b = a + 1; b < UNITS; b++) {
          const ans = checkLineOfSight(j, units[a]!, units[b]!);
          if (!ans.ok) throw new Error(ans.error.message);
          if (ans.value.clear) visiblePairs++;
          if (m?.ok && isVisible(m.value, a, b) !== ans.value.clear) mismatches++;
        }
      }
    });
    if (r >= WARMUP) { ours.push(t); base.push(bt); }
  }
  const o = median(ours), b = median(base);
  return {
    name: "sighting-200", ours: round3(o), baseline: round3(b), unit: "ms", ratio: round3(b / o), target: "ours < 20 ms",
    units: UNITS, unitsUpstairs: upstairs, pairs: (UNITS * (UNITS - 1)) / 2, mutual, visiblePairs, mismatches, runs: RUNS,
  };
}

cliGuard(import.meta.url, run);
