// viewshed-1600: the full visibility matrix (1,600 x 1,600 bits, Uint32Array rows) of a seeded 40x40 map with
// ground heights 0-2 and 12% hill tops 3 heights higher (Firepower 12.1 heights and LOS chart), Standing, one core.
// Target: ours < 2 s. Baseline: the per-pair explained API, timed on a seeded sample of pairs and scaled up.
import { compileMap, createPrng, createSeededMap } from "@tactica/map";
import { cellToHex, checkLineOfSight, computeViewshed, countVisible, isVisible } from "@tactica/sighting";
import { createFirepowerJudge, FIREPOWER_FEATURES, FIREPOWER_TERRAIN, firepowerLosPolicy } from "@tactica/rules-firepower";
import type { BenchResult } from "./bench-util";
import { cliGuard, median, round3, timeMs } from "./bench-util";

const RUNS = 5;
const SAMPLE = 20_000;

/** Runs the benchmark (median of RUNS full matrices; baseline scaled from SAMPLE explained pairs). */
export async function run(): Promise<BenchResult> {
  const doc = createSeededMap({ width: 40, height: 40, blockingRatio: 0.12, seed: 1600 });
  for (const h of doc.hexes ?? []) {
    if (h.terrain === "woods") h.height = (h.height ?? 0) + 3;
    h.terrain = "hill";
  }
  const map = compileMap(doc, FIREPOWER_TERRAIN, { features: FIREPOWER_FEATURES });
  const judge = createFirepowerJudge(map, {});
  if (!judge.ok) throw new Error(judge.error.message);
  const j = judge.value;
  const n = j.grid.size;
  const mutual = firepowerLosPolicy.mutual({}).mutual;
  let matrix: ReturnType<typeof computeViewshed> | undefined;
  const ours: number[] = [];
  for (let r = 0; r < RUNS + 1; r++) {
    const t = timeMs(() => { matrix = computeViewshed(j, { posture: "stand" }, mutual); });
    if (r > 0) ours.push(t);
  }
  if (!matrix?.ok) throw new Error("viewshed failed");
  const m = matrix.value;
  let visible = 0;
  for (let i = 0; i < n; i++) visible += countVisible(m, i);
  // Baseline on a seeded sample of unordered pairs, checked against the matrix as it goes.
  const rand = createPrng(16);
  let mismatches = 0;
  const base = timeMs(() => {
    for (let s = 0; s < SAMPLE; s++) {
      const a = Math.floor(rand() * n), b = Math.floor(rand() * n);
      const ans = checkLineOfSight(j, { hex: cellToHex(j.grid, j.grid.cells[a]!), posture: "stand" },
        { hex: cellToHex(j.grid, j.grid.cells[b]!), posture: "stand" });
      if (!ans.ok) throw new Error(ans.error.message);
      if (ans.value.clear !== isVisible(m, a, b)) mismatches++;
    }
  });
  const pairs = mutual ? (n * (n - 1)) / 2 : n * (n - 1);
  const o = median(ours), b = (base / SAMPLE) * pairs;
  return {
    name: "viewshed-1600", ours: round3(o), baseline: round3(b), unit: "ms", ratio: round3(b / o), target: "ours < 2000 ms",
    hexes: n, tracedPairs: pairs, mutual, bytes: m.bits.byteLength, visibleBits: visible, baselineSampledPairs: SAMPLE,
    sampleMismatches: mismatches, runs: RUNS,
  };
}

cliGuard(import.meta.url, run);
