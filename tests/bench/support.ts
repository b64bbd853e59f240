// Shared timing helpers for benchmarks (never used in tests: speed is measured, not asserted).
import { performance } from "node:perf_hooks";

/** Median milliseconds per call of f over `runs` calls, after `warmup` untimed calls. */
export function medianMsPerCall(runs: number, f: (i: number) => unknown, warmup = Math.min(200, runs)): number {
  for (let i = 0; i < warmup; i += 1) f(i);
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    f(i);
    times.push(performance.now() - start);
  }
  return median(times);
}

/** Median of a list of numbers. */
export function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] ?? NaN) : ((s[mid - 1] ?? NaN) + (s[mid] ?? NaN)) / 2;
}

/** Rounds for printing. */
export function round(x: number, digits = 4): number {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
}

/** True when the file is run directly (`npx tsx tests/bench/x.bench.ts`) rather than imported by run.ts. */
export function isMain(metaUrl: string): boolean {
  return process.argv[1] !== undefined && metaUrl.endsWith(process.argv[1].replace(/^.*\/tests\/bench\//, "/tests/bench/"));
}
