// Shared helpers for the sighting benchmarks: medians of timed runs and the JSON line they print.
import { pathToFileURL } from "node:url";

/** One benchmark result line (see run.ts). */
export type BenchResult = { name: string; ours: number; baseline: number; unit: string; ratio: number; [k: string]: unknown };

/** Median of a list of numbers. */
export function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

/** Milliseconds taken by fn (one call). */
export function timeMs(fn: () => void): number {
  const t0 = performance.now();
  fn();
  return performance.now() - t0;
}

/** Runs `run` and prints its JSON line when the file is executed directly (`npx tsx tests/bench/x.bench.ts`). */
export function cliGuard(metaUrl: string, run: () => Promise<BenchResult | BenchResult[]>): void {
  const entry = process.argv[1];
  if (entry && metaUrl === pathToFileURL(entry).href) {
    run().then((r) => { for (const line of Array.isArray(r) ? r : [r]) console.log(JSON.stringify(line)); }, (e: unknown) => { console.error(e); process.exit(1); });
  }
}

/** Rounds to 3 significant decimals for printing. */
export function round3(x: number): number {
  return Math.round(x * 1000) / 1000;
}

/** Median milliseconds per call of f over `runs` calls, after `warmup` untimed calls. */
export function medianMsPerCall(runs: number, f: (i: number) => unknown, warmup = Math.min(200, runs)): number {
  for (let i = 0; i < warmup; i += 1) f(i);
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const t0 = performance.now();
    f(i);
    times.push(performance.now() - t0);
  }
  return median(times);
}
