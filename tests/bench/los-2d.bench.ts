// los-2d: LOS checks/s on a seeded 40x40 map with 12% blocking hexes, our kernel (Patrol! MIXED: Rough #2
// blocks) vs the way a user would write it with honeycomb-grid (trace the line, look each hex up in a Set).
import { defineHex, Grid, line, Orientation } from "honeycomb-grid";
import { compileMap, createPrng, createSeededMap } from "@tactica/map";
import type { Eye } from "@tactica/sighting";
import { BLOCKED, cellToHex, createLosTracer } from "@tactica/sighting";
import { createPatrolJudge } from "@tactica/rules-patrol";
import type { BenchResult } from "./bench-util";
import { cliGuard, median, round3, timeMs } from "./bench-util";

const PAIRS = 20_000;
const RUNS = 11;
const WARMUP = 3;

/** Runs the benchmark: medians of RUNS runs of 20,000 seeded pairs each, ours and the baseline interleaved. */
export async function run(): Promise<BenchResult> {
  const doc = createSeededMap({ width: 40, height: 40, blockingRatio: 0.12, seed: 7 });
  for (const h of doc.hexes ?? []) h.terrain = h.terrain === "woods" ? "rough-2" : "clear";
  const map = compileMap(doc);
  const judge = createPatrolJudge(map, { mode: "mixed" });
  if (!judge.ok) throw new Error(judge.error.message);
  const j = judge.value;
  const grid = j.grid;
  const rand = createPrng(20_000);
  const eyes: Eye[] = [];
  for (let k = 0; k < grid.size; k++) {
    const e = j.resolve({ hex: cellToHex(grid, grid.cells[k]!), posture: "erect" });
    if (!e.ok) throw new Error(e.error.message);
    eyes.push(e.value);
  }
  const pa = new Int32Array(PAIRS), pb = new Int32Array(PAIRS);
  for (let i = 0; i < PAIRS; i++) { pa[i] = Math.floor(rand() * eyes.length); pb[i] = Math.floor(rand() * eyes.length); }

  // Baseline: honeycomb-grid, a Set of blocked "q,r" keys, every line traced as Hex objects.
  const Tile = defineHex({ orientation: Orientation.FLAT });
  const hg = new Grid(Tile, eyes.map((e) => ({ q: e.q, r: e.r })));
  const blocked = new Set<string>();
  for (const h of doc.hexes ?? []) if (h.terrain === "rough-2") blocked.add(`${h.hex.q},${h.hex.r}`);
  const baselineClear = (a: Eye, b: Eye): boolean => {
    const path = hg.traverse(line({ start: { q: a.q, r: a.r }, stop: { q: b.q, r: b.r } })).toArray();
    for (let i = 1; i < path.length - 1; i++) if (blocked.has(`${path[i]!.q},${path[i]!.r}`)) return false;
    return true;
  };
  const tracer = createLosTracer(j);
  let oursClear = 0, baseClear = 0, agree = 0;
  const ours: number[] = [], base: number[] = [];
  for (let r = 0; r < WARMUP + RUNS; r++) {
    if (r === WARMUP) { ours.length = 0; base.length = 0; }
    ours.push(timeMs(() => {
      oursClear = 0;
      for (let i = 0; i < PAIRS; i++) if (tracer.trace(eyes[pa[i]!]!, eyes[pb[i]!]!) !== BLOCKED) oursClear++;
    }));
    base.push(timeMs(() => {
      baseClear = 0;
      for (let i = 0; i < PAIRS; i++) if (baselineClear(eyes[pa[i]!]!, eyes[pb[i]!]!)) baseClear++;
    }));
  }
  for (let i = 0; i < PAIRS; i++) {
    if ((tracer.trace(eyes[pa[i]!]!, eyes[pb[i]!]!) !== BLOCKED) === baselineClear(eyes[pa[i]!]!, eyes[pb[i]!]!)) agree++;
  }
  const oursRate = PAIRS / (median(ours) / 1000), baseRate = PAIRS / (median(base) / 1000);
  return {
    name: "los-2d", ours: Math.round(oursRate), baseline: Math.round(baseRate), unit: "checks/s",
    ratio: round3(oursRate / baseRate), target: ">= 30", pairs: PAIRS, runs: RUNS, oursClear, baselineClear: baseClear,
    // The two differ only where a line runs along a hexside or through a vertex: honeycomb-grid rounds one way,
    // ours follows the Patrol grazing option (clear if either side is clear).
    agreement: round3(agree / PAIRS),
  };
}

cliGuard(import.meta.url, run);
