import type { CompiledMap } from "@tactica/map";
import { FLAG_SMOKE } from "@tactica/map";
import type { Eye, LosJudge, LosNote, LosOutcome, Provenance, TieRule } from "@tactica/sighting";
import { BLOCKED, toLosError, toLosGrid } from "@tactica/sighting";
import { createFirepowerCells } from "./firepower-cells";
import type { FirepowerLosOptions } from "./firepower-los-options";
import { FIREPOWER_POSTURE_HEIGHT, SMOKE_HEIGHT } from "./firepower-los-options";
import { isObstacleBlocking, judgeObstacle, OBSTACLE_CHART_BLOCKED, OBSTACLE_CHART_CLEAR, OBSTACLE_CLEAR_BELOW, obstacleRule } from "./judge-obstacle";
import { FIREPOWER_LOS_CHART, isChartCell, lookupLosChart } from "./los-chart";
import { judgeLevelSide } from "./judge-level-side";
import { createFirepowerWorks, WORKS_KINDS } from "./firepower-works";
import { checkSlabs, createSlabCells, lineUnderSlab, SLAB_PROVENANCE, slabBlocks, slabNote } from "./judge-slab";

/** Firepower reads hexside ties as touching both hexes: "the hexsides of a hill hex count as part of the hill hex". */
export const FIREPOWER_TIE: TieRule = { policy: "blocked-if-either", rule: "Firepower 6.3.4.1, 6.3.6.2.5, 12.1.5" };

const NONE = -32768;

/** Prepares the Firepower Advanced Game LOS judge (12.1-12.2.7) for a compiled map. */
export function createFirepowerJudge(map: CompiledMap, options: FirepowerLosOptions): LosOutcome<LosJudge> {
  const bad = checkFirepowerOptions(options);
  if (bad) return toLosError("los/bad_option", bad, "Firepower 12.1");
  const grid = toLosGrid(map);
  const chart = options.chart ?? FIREPOWER_LOS_CHART;
  const cells = createFirepowerCells(map, options);
  if (!cells.ok) return cells;
  const { ground, solidTop, friendTop, treeTop, smokeMod, bld, roofTop, sideKind, sideTop, treeProvenance } = cells.value;
  const { worksFloor, worksTop, worksKind } = createFirepowerWorks(map, ground);
  const slabCells = createSlabCells(map, options.slabs, options.friendlies, ground); // 8.9: bridge decks and the friends under them (judge-slab.ts)
  if (!slabCells.ok) return slabCells;
  const slabs = slabCells.value;
  const equalLowerBlocks = options.equalToLower === "blocked";
  const hexTarget = options.targetHeight === "hex";
  let fallbackUsed = false, treeUsed = false, slabUsed = false, aH = 0, bH = 0;
  let hi = 0, lo = 0, range = 1, aHigher = true, aB = -1, bB = -1, aStorey = 0, bStorey = 0;

  // Judges one obstacle top; returns its OBSTACLE_* code and leaves a note when explaining.
  const obstacle = (judge: LosJudge, top: number, dA: number, dB: number, feature: string, hinder: number): number => {
    const d = aHigher ? dA : dB;
    const code = judgeObstacle(chart, top, hi, lo, range, d);
    const blocks = isObstacleBlocking(code, equalLowerBlocks);
    if (!fallbackUsed && (code === OBSTACLE_CHART_CLEAR || code === OBSTACLE_CHART_BLOCKED) && !isChartCell(chart, hi - lo, range, hi - top)) fallbackUsed = true;
    if (blocks && hinder > 0 && feature === "tree") treeUsed = true;
    // 12.1.3: a feature the line passes over (lower than both ends, or equal to both) is named with its rule; bare
    // ground below both ends is no obstacle and gets no note.
    const over = code === OBSTACLE_CLEAR_BELOW && (feature !== "hill" || top >= lo);
    if (judge.explain && (blocks || code === OBSTACLE_CHART_CLEAR || code === OBSTACLE_CHART_BLOCKED || hinder > 0 || over)) {
      judge.note = obstacleNote(feature, top, code, blocks, hinder, d);
    }
    return blocks ? (hinder > 0 ? hinder : BLOCKED) : 0;
  };
  const obstacleNote = (feature: string, top: number, code: number, blocks: boolean, hinder: number, d: number): LosNote => {
    const chartUsed = code === OBSTACLE_CHART_CLEAR || code === OBSTACLE_CHART_BLOCKED;
    const c = chartUsed ? lookupLosChart(chart, hi - lo, range, hi - top) : undefined;
    const rule = hinder > 0 && blocks ? (feature === "smoke" ? "Firepower 12.2.7" : "Firepower 12.2.6") : obstacleRule(code);
    const where = chartUsed
      ? `; LOS chart column ${hi - lo}, range ${range}${c?.line === undefined ? "" : ` (line ${c.line})`}, column ${hi - top}: clear up to ${c?.maxClear} hexes from the higher end, obstacle at ${d}`
      : "";
    const effect = !blocks ? "does not block" : hinder > 0 ? `would block, so it adds +${hinder} instead` : "blocks";
    return {
      feature, obstacleHeight: top, rule,
      ...(hinder > 0 && blocks ? { modifier: hinder } : {}),
      ...(c ? { provenance: c.provenance } : feature === "tree" && treeProvenance ? { provenance: treeProvenance } : {}),
      reason: `${feature} at height ${top} between heights ${lo} and ${hi} ${effect}${where}`,
    };
  };

  // Skip masks: an element entirely below the lower end can never block or hinder (12.1.3).
  const hexTop = new Int16Array(map.cellCount);
  for (let c = 0; c < hexTop.length; c++) {
    hexTop[c] = smokeMod[c]! > 0 ? 32767 : Math.max(ground[c]!, solidTop[c]!, friendTop[c]!, treeTop[c]!, roofTop[c]!, worksTop[c]!, slabs ? slabs.top[c]! : NONE);
  }
  const sideSkipTop = new Int16Array(sideKind.length);
  for (let s = 0; s < sideKind.length; s++) sideSkipTop[s] = sideKind[s] === 0 ? NONE : sideTop[s]!;

  const judge: LosJudge = {
    grid, system: "firepower", tie: FIREPOWER_TIE, explain: false, note: undefined,
    hexTop, sideTop: sideSkipTop, skipHexBelow: -Infinity, skipSideBelow: -Infinity,
    usedProvenance() {
      const out: Provenance[] = [];
      if (fallbackUsed) out.push(chart.fallback.provenance);
      if (treeUsed && treeProvenance) out.push(treeProvenance);
      if (slabUsed) out.push(SLAB_PROVENANCE);
      return out;
    },
    resetProvenance() { fallbackUsed = false; treeUsed = false; slabUsed = false; },
    resolve(v) { return resolveFirepowerEye(map, bld, ground, v.hex.q, v.hex.r, v.level ?? 0, v.posture, v.upHeight, v.inWorks === true ? worksFloor : undefined); },
    range(a, b) {
      const dq = a.q - b.q, dr = a.r - b.r;
      return Math.max(1, (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) >> 1);
    },
    lineHeight(a, b, t) { return a.height + (targetTop(b) - a.height) * t; },
    begin(a, b, r) {
      const hb = targetTop(b);
      hi = Math.max(a.height, hb); lo = Math.min(a.height, hb); aHigher = a.height >= hb; range = r; aH = a.height; bH = hb;
      aB = a.building; bB = b.building; aStorey = a.level; bStorey = b.level;
      this.skipHexBelow = lo;
      // Building walls on levels are not in sideTop: judge every side when an end is inside a building.
      this.skipSideBelow = aB >= 0 || bB >= 0 ? -Infinity : lo;
      if (aB >= 0 && aB === bB && aStorey !== bStorey && !stairLinks(map, a, b) && !stairLinks(map, b, a)) {
        if (this.explain) this.note = { feature: "floors", rule: "Firepower 12.1.6", reason: `floor to floor inside a building (storey ${aStorey} to ${bStorey}) is blocked except from a stair hex to its two floors` };
        return BLOCKED;
      }
      return 0;
    },
    hex(cell, dA, dB) {
      // 8.9: a bridge deck overhead, judged by the line's height in the hex, ends' own hexes too (judge-slab.ts).
      if (slabs && slabs.top[cell] !== NONE && slabBlocks(slabs.bottom[cell]!, slabs.top[cell]!, aH, bH, dA, dB)) {
        slabUsed = true;
        if (this.explain) this.note = slabNote(slabs.slabs[slabs.slab[cell]!], slabs.bottom[cell]!, slabs.top[cell]!, aH, bH);
        return BLOCKED;
      }
      if (dA === 0 || dB === 0) {
        // 12.2.7: smoke modifiers also apply when firing into or from a smoke hex.
        const m = smokeMod[cell]!;
        if (m > 0 && this.explain) this.note = { feature: "smoke", modifier: m, rule: "Firepower 12.2.7", reason: `firing ${dA === 0 ? "from" : "into"} a smoke hex adds +${m}` };
        return m;
      }
      let v = obstacle(this, ground[cell]!, dA, dB, "hill", 0);
      if (v === BLOCKED) return v;
      if (solidTop[cell] !== NONE && obstacle(this, solidTop[cell]!, dA, dB, "stump/well", 0) === BLOCKED) return BLOCKED;
      // 12.1.5: defensive units with heights block through the whole hex, like hills.
      if (worksTop[cell] !== NONE && obstacle(this, worksTop[cell]!, dA, dB, WORKS_KINDS[worksKind[cell]!] ?? "defensive unit", 0) === BLOCKED) return BLOCKED;
      const underSlab = slabs !== undefined && slabs.top[cell] !== NONE && lineUnderSlab(slabs.bottom[cell]!, aH, bH, dA, dB); // 8.9: a line under the deck meets only the friends under it
      const friend = underSlab ? slabs.friendUnder[cell]! : friendTop[cell]!;
      if (friend !== NONE && obstacle(this, friend, dA, dB, "friendly soldier", 0) === BLOCKED) return BLOCKED;
      const b = bld[cell]!;
      if (b >= 0 && b !== aB && b !== bB && obstacle(this, roofTop[cell]!, dA, dB, "building", 0) === BLOCKED) return BLOCKED;
      // 12.2.7: a smoke hex replaces the tree or hedge modifier of the same hex.
      if (smokeMod[cell]! > 0) v = obstacle(this, ground[cell]! + SMOKE_HEIGHT, dA, dB, "smoke", smokeMod[cell]!);
      else if (treeTop[cell] !== NONE) v = obstacle(this, treeTop[cell]!, dA, dB, "tree", 1);
      return v;
    },
    side(from, to, dir, dA, dB) {
      const slot = dir < 3 ? from * 3 + dir : to * 3 + dir - 3;
      // Walls of each end's own building at that end's storey (both, so the ruling reads the same either way).
      if (aB >= 0 && (bld[from] === aB || bld[to] === aB) && judgeLevelSide(map, this, slot, aStorey, dA === 1) === BLOCKED) return BLOCKED;
      if (bB >= 0 && (bld[from] === bB || bld[to] === bB) && !(bB === aB && bStorey === aStorey)
        && judgeLevelSide(map, this, slot, bStorey, dB === 1) === BLOCKED) return BLOCKED;
      const k = sideKind[slot]!;
      if (k === 0) return 0;
      return obstacle(this, sideTop[slot]!, dA, dB, map.featureTypes[map.sideCode[slot]!] ?? "feature", k === 2 ? 1 : 0);
    },
    end: (m) => m,
  };
  const targetTop = (b: Eye): number => {
    if (!hexTarget) return b.height;
    const c = b.cell;
    let top = Math.max(b.height, ground[c]!);
    if (treeTop[c] !== NONE) top = Math.max(top, treeTop[c]!);
    if (roofTop[c] !== NONE) top = Math.max(top, roofTop[c]!);
    if ((map.flags[c]! & FLAG_SMOKE) !== 0 || smokeMod[c]! > 0) top = Math.max(top, ground[c]! + SMOKE_HEIGHT);
    return top;
  };
  return { ok: true, value: judge };
}

// Options may come from JSON (rulings packs, API input): reject what the kernel cannot use.
function checkFirepowerOptions(o: FirepowerLosOptions): string | undefined {
  if (o.game !== undefined && o.game !== "advanced" && o.game !== "basic") return 'game must be "advanced" or "basic"';
  if (o.treeHeight !== undefined && !(Number.isInteger(o.treeHeight) && o.treeHeight >= 0)) return "treeHeight must be a whole number of heights >= 0";
  if (o.targetHeight !== undefined && o.targetHeight !== "unit" && o.targetHeight !== "hex") return 'targetHeight must be "unit" or "hex"';
  if (o.equalToLower !== undefined && o.equalToLower !== "clear" && o.equalToLower !== "blocked") return 'equalToLower must be "clear" or "blocked"';
  const slab = checkSlabs(o.slabs);
  if (slab) return slab;
  const c = o.chart;
  if (c && (!(c.fallback.factorPercent > 0) || c.cells.some((x) => !(x.heightDiff > 0 && x.obstacleDiff > 0 && x.rangeMin <= x.rangeMax && x.maxClear >= 0)))) {
    return "chart cells need heightDiff > 0, obstacleDiff > 0, rangeMin <= rangeMax and maxClear >= 0";
  }
  return undefined;
}

// 12.1.6: the stair hex sees its two floors; `a` stands in a stair hex linking its storey and b's.
function stairLinks(map: CompiledMap, a: Eye, b: Eye): boolean {
  if (Math.abs(a.level - b.level) !== 1) return false;
  const start = map.levelStart[a.cell]!, n = map.levelCount[a.cell]!;
  const lower = Math.min(a.level, b.level);
  for (let i = 0; i < n - 1; i++) {
    if (map.levelNumber[start + i] === lower && (map.levelStairs[a.cell]! & (1 << i)) !== 0) return true;
  }
  return false;
}

/**
 * Resolves a Firepower viewpoint: storey (0 = ground) and posture head height, or an Up height [10.5.2]; with
 * `worksFloor` (the soldier is "in" his hex's dug work, 8.8.1) the floor is the bottom of that work [8.8.2, 8.8.5.3].
 */
export function resolveFirepowerEye(
  map: CompiledMap, bld: Int32Array, ground: Int16Array, q: number, r: number, level: number, posture: string, up?: number,
  worksFloor?: Int16Array,
): LosOutcome<Eye> {
  const cell = map.indexOf(q, r);
  if (cell < 0) return toLosError("los/off_map", `hex (${q}, ${r}) is not on the map`);
  const ph = FIREPOWER_POSTURE_HEIGHT[posture];
  if (ph === undefined) return toLosError("los/bad_posture", `posture "${posture}" is not stand, crouch or prone`, "Firepower 8.2.2");
  const n = map.levelCount[cell]!;
  let floor = ground[cell]!;
  if (n > 0) {
    let found = -1;
    for (let i = 0; i < n; i++) if (map.levelNumber[map.levelStart[cell]! + i] === level) found = i;
    if (found < 0) return toLosError("los/bad_level", `hex (${q}, ${r}) has no storey ${level}`, "Firepower 8.2.1");
    floor = map.levelFloor[map.levelStart[cell]! + found]!;
  } else if (level !== 0) {
    return toLosError("los/bad_level", `hex (${q}, ${r}) is not a building hex: only storey 0 exists`, "Firepower 8.2.1");
  }
  if (worksFloor) {
    if (worksFloor[cell] === NONE) return toLosError("los/no_works", `hex (${q}, ${r}) has no foxhole, trench or ditch to be in`, "Firepower 8.8.1");
    if (level !== 0) return toLosError("los/bad_level", `a soldier in the works of hex (${q}, ${r}) is on storey 0`, "Firepower 8.8");
    floor += worksFloor[cell]!;
  }
  const height = floor + (up ?? ph);
  return { ok: true, value: { cell, q, r, level, height, posture: ph, building: n > 0 ? bld[cell]! : -1 } };
}
