// table-los: team-to-team line of sight on a seeded 6'x4' table with 40 terrain pieces (20 Tall: woods porous, every
// third a solid block), 1" infantry bases sampled 3x3 (81 lines a pair, RULING-3 at 5%). Ours: @tactica/table's
// compiled flatbush index and flat edge arrays. Baseline: the same sampled test written with @turf/turf
// (lineIntersect + booleanPointInPolygon per line and piece, no index), same rules, same early exits.
import { loadavg } from "node:os";
import * as turf from "@turf/turf";
import type { CompiledTable, TableTeam } from "@tactica/table";
import {
  CLOSE_RANGE, DEFAULT_TABLE_RULINGS, ROLE_POROUS, ROLE_SOLID, TALL_TERRAIN_DEPTH, compileTable, createSeededTable, createSeededTeams,
  footprintDistance, hasTableLineOfSight, isWithin, neededLines, originPoints, prepareSight, ruleDistance, targetPoints,
} from "@tactica/table";
import type { BenchResult } from "./bench-util";
import { cliGuard, median, round3, timeMs } from "./bench-util";

const TEAMS = 24;
const RUNS = 5;
const WARMUP = 2;
/** turf is ~100x slower: fewer timed runs of it keep the line under half a minute. */
const BASE_RUNS = 3;

type TurfPiece = { role: number; top: number; poly: ReturnType<typeof turf.polygon>; id: string };

/** The sampled test of @tactica/table, line by line with turf: solid pieces block below their top, porous ones add length. */
function createTurfLos(table: CompiledTable) {
  const pieces: TurfPiece[] = table.pieces
    .map((p, i) => ({ p, i }))
    .filter(({ i }) => table.role[i] === ROLE_POROUS || table.role[i] === ROLE_SOLID)
    .map(({ p, i }) => {
      const ring: [number, number][] = [];
      for (let k = 0; k < p.xy.length; k += 2) ring.push([p.xy[k]!, p.xy[k + 1]!]);
      ring.push(ring[0]!);
      return { role: table.role[i]!, top: table.top[i]!, poly: turf.polygon([ring]), id: p.id };
    });
  // Gaps in Short terrain only conceal; the ones under 3/4" between Tall pieces block or add depth.
  const gaps = table.gaps.filter((g) => !g.short).map((g) => ({ g, line: turf.lineString([[g.xy[0]!, g.xy[1]!], [g.xy[2]!, g.xy[3]!]]) }));
  const tallLimit = ruleDistance(TALL_TERRAIN_DEPTH, table.unit) + DEFAULT_TABLE_RULINGS.tolerance;
  const lineBlocked = (a: [number, number, number], b: [number, number, number], closeRange: boolean): boolean => {
    const line = turf.lineString([[a[0], a[1]], [b[0], b[1]]]);
    const dx = b[0] - a[0], dy = b[1] - a[1], len = Math.hypot(dx, dy), len2 = dx * dx + dy * dy;
    let tall = 0;
    for (const p of pieces) {
      const ts = turf.lineIntersect(line, p.poly).features
        .map((f) => ((f.geometry.coordinates[0]! - a[0]) * dx + (f.geometry.coordinates[1]! - a[1]) * dy) / len2)
        .filter((t) => t > 0 && t < 1)
        .sort((x, y) => x - y);
      let inside = turf.booleanPointInPolygon(turf.point([a[0], a[1]]), p.poly, { ignoreBoundary: false });
      let prev = 0;
      for (const t of [...ts, 1]) {
        if (inside && t > prev) {
          const z0 = a[2] + (b[2] - a[2]) * prev, z1 = a[2] + (b[2] - a[2]) * t;
          if (p.role === ROLE_SOLID && Math.min(z0, z1) < p.top) return true;
          if (p.role === ROLE_POROUS && Math.min(z0, z1) < p.top) tall += (t - prev) * len; // flat table: z constant
        }
        inside = !inside; prev = t;
      }
    }
    for (const { g, line: gl } of gaps) {
      if (turf.lineIntersect(line, gl).features.length === 0) continue;
      if (g.solid) return true;
      if (Math.min(a[2], b[2]) < g.top) tall += g.width;
    }
    return !closeRange && tall > tallLimit;
  };
  return (s: TableTeam, x: TableTeam): boolean => {
    const range = footprintDistance(s.footprint, x.footprint);
    const closeRange = isWithin(range, CLOSE_RANGE, table.unit, DEFAULT_TABLE_RULINGS);
    const from = originPoints(table, s, 3), to = targetPoints(table, x, 3);
    const total = (from.length / 3) * (to.length / 3), need = neededLines(total, DEFAULT_TABLE_RULINGS.losClearFraction);
    let clear = 0, blocked = 0;
    for (let i = 0; i < from.length; i += 3) {
      for (let j = 0; j < to.length; j += 3) {
        if (!lineBlocked([from[i]!, from[i + 1]!, from[i + 2]!], [to[j]!, to[j + 1]!, to[j + 2]!], closeRange)) {
          if (++clear >= need) return true;
        } else if (++blocked > total - need) return false;
      }
    }
    return clear >= need;
  };
}

/** Runs the benchmark: all pairs of 24 seeded teams (276), ours and turf interleaved, medians of RUNS runs. */
export async function run(): Promise<BenchResult> {
  const table = compileTable(createSeededTable({ seed: 42, pieces: 40, tall: 20 }));
  const teams = createSeededTeams({ seed: 43, n: TEAMS });
  const pairs: [TableTeam, TableTeam][] = [];
  for (let i = 0; i < teams.length; i++) for (let j = i + 1; j < teams.length; j++) pairs.push([teams[i]!, teams[j]!]);
  const prepared = teams.map((t) => prepareSight(table, t, undefined));
  const index = new Map(teams.map((t, i) => [t.id, i]));
  const turfLos = createTurfLos(table);
  const oursAll = (): boolean[] => pairs.map(([a, b]) => hasTableLineOfSight(table, a, b, {}, prepared[index.get(a.id)!]));
  const turfAll = (): boolean[] => pairs.map(([a, b]) => turfLos(a, b));
  const ours: number[] = [], base: number[] = [];
  let o: boolean[] = [], t: boolean[] = [];
  for (let r = 0; r < WARMUP + RUNS; r++) {
    const a = timeMs(() => { o = oursAll(); });
    if (r >= WARMUP) ours.push(a);
    if (r < BASE_RUNS) base.push(timeMs(() => { t = turfAll(); }));
  }
  const same = o.filter((v, i) => v === t[i]).length;
  const oursRate = pairs.length / (median(ours) / 1000), baseRate = pairs.length / (median(base) / 1000);
  return {
    name: "table-los", ours: Math.round(oursRate), baseline: Math.round(baseRate), unit: "pairs/s", ratio: round3(oursRate / baseRate),
    target: ">= 20", pairs: pairs.length, pieces: 40, tall: 20, linesPerPair: 81, runs: RUNS, baselineRuns: BASE_RUNS,
    visible: o.filter(Boolean).length, sameAnswers: `${same}/${pairs.length}`, loadavg: loadavg()[0],
  };
}

cliGuard(import.meta.url, run);
