// table-pairs-100: all pairs of 100 teams (4,950) on the seeded 6'x4' table of table-los (40 pieces, 20 Tall),
// explanations off: median ms for the whole batch on one core. Baseline: the same pairs with explanations on
// (checkTableLineOfSight: every line traced and recorded), so the ratio says what the fast path saves. The machines
// are shared, so the line also gives the median CPU time of the batch (process.cpuUsage: the time it spent on a
// core, which other processes' load does not inflate the way it inflates wall time).
import { checkTableLineOfSight, compileTable, computeTableVisibility, createSeededTable, createSeededTeams } from "@tactica/table";
import { loadavg } from "node:os";
import type { BenchResult } from "./bench-util";
import { cliGuard, median, round3, timeMs } from "./bench-util";

const RUNS = 11;
const WARMUP = 3;

/** Runs the benchmark: median ms of RUNS batches of 4,950 pairs (fast path) against the explained batch. */
export async function run(): Promise<BenchResult> {
  const table = compileTable(createSeededTable({ seed: 42, pieces: 40, tall: 20 }));
  const teams = createSeededTeams({ seed: 44, n: 100 });
  const pairs: [number, number][] = [];
  for (let i = 0; i < teams.length; i++) for (let j = i + 1; j < teams.length; j++) pairs.push([i, j]);
  let visible = 0;
  const batch = (): void => {
    // All infantry, no friendly blockers: sight is mutual, so each of the 4,950 unordered pairs is traced once.
    const m = computeTableVisibility(table, teams, { mutual: true });
    visible = 0;
    for (const [i, j] of pairs) visible += m[i * teams.length + j]!;
  };
  const explained = (): void => { for (const [i, j] of pairs) checkTableLineOfSight(table, teams[i]!, teams[j]!); };
  const ours: number[] = [], base: number[] = [], cpu: number[] = [];
  for (let r = 0; r < WARMUP + RUNS; r++) {
    const c0 = process.cpuUsage();
    const a = timeMs(batch);
    const c = process.cpuUsage(c0);
    if (r >= WARMUP) { ours.push(a); cpu.push((c.user + c.system) / 1000); }
  }
  for (let r = 0; r < 3; r++) base.push(timeMs(explained));
  const m = median(ours), b = median(base);
  return { name: "table-pairs-100", ours: round3(m), baseline: round3(b), unit: "ms", ratio: round3(b / m), target: "ours < 50 ms", cpuMs: round3(median(cpu)), pairs: pairs.length, visible, runs: RUNS, loadavg: loadavg()[0] };
}

cliGuard(import.meta.url, run);
