// `npm run bench`: runs every benchmark in this folder (files exporting `run()`), one JSON line each:
// {"name", "ours", "baseline", "unit", "ratio", ...}. Medians of several runs, measured side by side.
import { readdirSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

type BenchResult = { name: string; ours: number; baseline: number; unit: string; ratio: number; [k: string]: unknown };

const here = path.dirname(fileURLToPath(import.meta.url));
const only = process.argv.slice(2);
const files = readdirSync(here)
  .filter((f) => f.endsWith(".bench.ts"))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();

console.error(`# machine: ${availableParallelism()} cores, node ${process.version}; benchmarks: ${files.join(", ")}`);
let failed = 0;
for (const file of files) {
  const mod = (await import(pathToFileURL(path.join(here, file)).href)) as { run?: () => Promise<BenchResult | BenchResult[]> };
  if (typeof mod.run !== "function") {
    console.error(`# ${file}: no exported run()`);
    failed++;
    continue;
  }
  try {
    const results = await mod.run();
    for (const r of Array.isArray(results) ? results : [results]) console.log(JSON.stringify(r));
  } catch (e) {
    failed++;
    console.error(`# ${file} failed: ${e instanceof Error ? e.stack : String(e)}`);
  }
}
process.exit(failed ? 1 : 0);
