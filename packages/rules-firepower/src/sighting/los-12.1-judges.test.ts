// Firepower 12.1.1-12.1.4 and 12.1.6: the obstacle judge, the LINE OF SIGHT CHART and building walls, with the
// rulebook's own examples (12.1.1-12.1.3 heights, the 12.1.4.2 and 12.1.4.4 chart readings and the "if A were Prone"
// remark), never numbers computed by the code under test.
import type { CompiledMap } from "@tactica/map";
import { levelSideKey } from "@tactica/map";
import type { LosJudge } from "@tactica/sighting";
import { BLOCKED } from "@tactica/sighting";
import { describe, expect, it } from "vitest";
import {
  isObstacleBlocking, judgeObstacle, obstacleRule, OBSTACLE_ABOVE_BOTH, OBSTACLE_CHART_BLOCKED, OBSTACLE_CHART_CLEAR,
  OBSTACLE_CLEAR_BELOW, OBSTACLE_EQUAL_HIGHER, OBSTACLE_EQUAL_LOWER,
} from "./judge-obstacle";
import { judgeLevelSide } from "./judge-level-side";
import { chartMaxClear, FIREPOWER_LOS_CHART, isChartCell, lookupLosChart } from "./los-chart";

const C = FIREPOWER_LOS_CHART;

describe("Firepower 12.1.1-12.1.3: obstacle against the two ends", () => {
  it("12.1.1: a height 3 hill between two Standing (2) units blocks", () => {
    expect(judgeObstacle(C, 3, 2, 2, 2, 1)).toBe(OBSTACLE_ABOVE_BOTH);
  });
  it("12.1.2: a height 2 fence between a Standing (2) firer and a Prone (0) target blocks", () => {
    expect(judgeObstacle(C, 2, 2, 0, 2, 1)).toBe(OBSTACLE_EQUAL_HIGHER);
  });
  it("12.1.3: a fence of height 1 (lower than both) or 2 (equal to both) between two Standing units does not block", () => {
    expect(judgeObstacle(C, 1, 2, 2, 2, 1)).toBe(OBSTACLE_CLEAR_BELOW);
    expect(judgeObstacle(C, 2, 2, 2, 2, 1)).toBe(OBSTACLE_CLEAR_BELOW);
  });
  it("12.1.3: lower than both ends of different heights does not block either", () => {
    expect(judgeObstacle(C, 0, 2, 1, 5, 2)).toBe(OBSTACLE_CLEAR_BELOW);
  });
  it("digest ambiguity 15.18: equal to the lower end only is its own code", () => {
    expect(judgeObstacle(C, 0, 2, 0, 5, 2)).toBe(OBSTACLE_EQUAL_LOWER);
  });
  it("which codes block: 12.1.1, 12.1.2 and a chart block always; equal-to-lower only with its option", () => {
    expect(isObstacleBlocking(OBSTACLE_ABOVE_BOTH, false)).toBe(true);
    expect(isObstacleBlocking(OBSTACLE_EQUAL_HIGHER, false)).toBe(true);
    expect(isObstacleBlocking(OBSTACLE_CHART_BLOCKED, false)).toBe(true);
    expect(isObstacleBlocking(OBSTACLE_CHART_CLEAR, true)).toBe(false);
    expect(isObstacleBlocking(OBSTACLE_CLEAR_BELOW, true)).toBe(false);
    expect(isObstacleBlocking(OBSTACLE_EQUAL_LOWER, false)).toBe(false);
    expect(isObstacleBlocking(OBSTACLE_EQUAL_LOWER, true)).toBe(true);
  });
  it("each code names its rule", () => {
    expect(obstacleRule(OBSTACLE_ABOVE_BOTH)).toBe("Firepower 12.1.1");
    expect(obstacleRule(OBSTACLE_EQUAL_HIGHER)).toBe("Firepower 12.1.2");
    expect(obstacleRule(OBSTACLE_CHART_CLEAR)).toBe("Firepower 12.1.4");
    expect(obstacleRule(OBSTACLE_CHART_BLOCKED)).toBe("Firepower 12.1.4");
    expect(obstacleRule(OBSTACLE_CLEAR_BELOW)).toBe("Firepower 12.1.3");
    expect(obstacleRule(OBSTACLE_EQUAL_LOWER)).toContain("15.18");
  });
});

describe("Firepower 12.1.4: the LINE OF SIGHT CHART check", () => {
  it("12.1.4.1-12.1.4.2: firer 5, target 3, range 22, obstacle 4 -> line 4 '20-24', column 1 -> 12", () => {
    const cell = lookupLosChart(C, 2, 22, 1);
    expect(cell).toMatchObject({ maxClear: 12, line: 4, provenance: { kind: "book", section: "12.1.4.2" } });
    expect(judgeObstacle(C, 4, 5, 3, 22, 12)).toBe(OBSTACLE_CHART_CLEAR);
    expect(judgeObstacle(C, 4, 5, 3, 22, 13)).toBe(OBSTACLE_CHART_BLOCKED);
    expect(isChartCell(C, 2, 20, 1)).toBe(true);
    expect(isChartCell(C, 2, 24, 1)).toBe(true);
  });
  it("12.1.4.4: A at 5, B at -2, range 11, obstacles of height 0 at 7, 8 and 9 hexes from A do not block", () => {
    const cell = lookupLosChart(C, 7, 11, 5);
    expect(cell).toMatchObject({ maxClear: 9, line: 13, provenance: { kind: "book", section: "12.1.4.4" } });
    for (const d of [7, 8, 9]) expect(judgeObstacle(C, 0, 5, -2, 11, d)).toBe(OBSTACLE_CHART_CLEAR);
    expect(judgeObstacle(C, 0, 5, -2, 11, 10)).toBe(OBSTACLE_CHART_BLOCKED);
    expect(chartMaxClear(C, 7, 11, 5)).toBe(9);
    expect(chartMaxClear(C, 7, 10, 5)).toBe(9);
    expect(chartMaxClear(C, 7, 12, 5)).toBe(9);
  });
  it("12.1.4.4: 'if A were Prone, the line of sight would be blocked by D and E' (8 and 9 hexes), not by C (7)", () => {
    // Prone A: 3 + 0 = 3; B -2; difference 5, obstacle 3 below A.
    expect(judgeObstacle(C, 0, 3, -2, 11, 7)).toBe(OBSTACLE_CHART_CLEAR);
    expect(judgeObstacle(C, 0, 3, -2, 11, 8)).toBe(OBSTACLE_CHART_BLOCKED);
    expect(judgeObstacle(C, 0, 3, -2, 11, 9)).toBe(OBSTACLE_CHART_BLOCKED);
  });
  it("a reading the chart does not print says it is the stand-in, not the book", () => {
    const off = lookupLosChart(C, 3, 11, 2);
    expect(off.provenance.kind).toBe("reconstructed");
    expect(off.line).toBeUndefined();
    expect(isChartCell(C, 3, 11, 2)).toBe(false);
    // the printed cells hold only inside their own column, range band and obstacle column
    expect(isChartCell(C, 2, 19, 1)).toBe(false);
    expect(isChartCell(C, 2, 25, 1)).toBe(false);
    expect(isChartCell(C, 2, 22, 2)).toBe(false);
    expect(isChartCell(C, 7, 13, 5)).toBe(false);
    expect(lookupLosChart(C, 2, 25, 1).provenance.kind).toBe("reconstructed");
  });
});

describe("Firepower 12.1.6: building walls, doors, windows and loopholes", () => {
  const TYPES = ["exterior-wall", "door", "window", "breach", "loophole"];
  const map = (type: string, open: boolean): CompiledMap =>
    ({ levelSides: new Map([[levelSideKey(4, 0), TYPES.indexOf(type) | (open ? 0x8000 : 0)]]), featureTypes: TYPES }) as unknown as CompiledMap;
  const judge = (): LosJudge => ({ explain: true, note: undefined }) as unknown as LosJudge;

  it("a side with no wall there does not block", () => {
    expect(judgeLevelSide(map("door", true), judge(), 5, 0, false)).toBe(0);
    expect(judgeLevelSide(map("door", true), judge(), 4, 1, false)).toBe(0);
  });
  it("a building wall blocks sight inside buildings, and says so", () => {
    const j = judge();
    expect(judgeLevelSide(map("exterior-wall", false), j, 4, 0, false)).toBe(BLOCKED);
    expect(j.note).toMatchObject({ feature: "exterior-wall", rule: "Firepower 12.1.6", reason: "a building wall blocks sight inside buildings" });
  });
  it("an open door or window passes; a closed one blocks", () => {
    expect(judgeLevelSide(map("door", true), judge(), 4, 0, false)).toBe(0);
    expect(judgeLevelSide(map("window", true), judge(), 4, 0, false)).toBe(0);
    const j = judge();
    expect(judgeLevelSide(map("window", false), j, 4, 0, false)).toBe(BLOCKED);
    expect(j.note).toMatchObject({ feature: "window", reason: "a closed window blocks sight inside buildings" });
    expect(judgeLevelSide(map("door", false), judge(), 4, 0, false)).toBe(BLOCKED);
  });
  it("a breach always passes", () => {
    expect(judgeLevelSide(map("breach", false), judge(), 4, 0, false)).toBe(0);
  });
  it("a loophole passes only for the soldier in its own hex, and only open", () => {
    expect(judgeLevelSide(map("loophole", true), judge(), 4, 0, true)).toBe(0);
    const j = judge();
    expect(judgeLevelSide(map("loophole", true), j, 4, 0, false)).toBe(BLOCKED);
    expect(j.note).toMatchObject({ feature: "loophole", reason: "a loophole can be fired through only from its own hex" });
    expect(judgeLevelSide(map("loophole", false), judge(), 4, 0, true)).toBe(BLOCKED);
  });
  it("an unknown feature code is treated as a wall; without explain no note is written", () => {
    const m = ({ levelSides: new Map([[levelSideKey(4, 0), 99]]), featureTypes: TYPES }) as unknown as CompiledMap;
    const j = ({ explain: false, note: undefined }) as unknown as LosJudge;
    expect(judgeLevelSide(m, j, 4, 0, false)).toBe(BLOCKED);
    expect(j.note).toBeUndefined();
    const k = judge();
    judgeLevelSide(m, k, 4, 0, false);
    expect(k.note).toMatchObject({ feature: "wall" });
  });
});

describe("Firepower 12.1.4: a printed chart cell holds for its whole line and only its own columns", () => {
  it("12.1.4.1: line 4 is '20-24', so every range from 20 to 24 reads 12 in column 2, obstacle column 1", () => {
    for (const r of [20, 21, 22, 23, 24]) {
      expect(lookupLosChart(C, 2, r, 1)).toMatchObject({ maxClear: 12, line: 4 });
      expect(chartMaxClear(C, 2, r, 1)).toBe(12);
    }
  });
  it("12.1.4.4: line 13 is '10-12', so ranges 10 and 12 read 9 in column 7, obstacle column 5", () => {
    expect(lookupLosChart(C, 7, 10, 5)).toMatchObject({ maxClear: 9, line: 13 });
    expect(lookupLosChart(C, 7, 12, 5)).toMatchObject({ maxClear: 9, line: 13 });
  });
  it("another height-difference column or obstacle column is not the printed cell (the stand-in answers, and says so)", () => {
    for (const [hd, r, od] of [[7, 11, 1], [3, 22, 1], [2, 22, 3], [7, 11, 3]] as const) {
      const a = lookupLosChart(C, hd, r, od);
      expect(a.provenance.kind).toBe("reconstructed");
      expect(a.line).toBeUndefined();
      expect(isChartCell(C, hd, r, od)).toBe(false);
      // the allocation-free kernel path answers what the explained path says
      expect(chartMaxClear(C, hd, r, od)).toBe(a.maxClear);
    }
  });
});

describe("Firepower 12.1.6: walls block whatever their open flag, and the note says which wall", () => {
  const TYPES = ["exterior-wall", "interior-wall"];
  const map = (type: string, open: boolean): CompiledMap =>
    ({ levelSides: new Map([[levelSideKey(4, 0), TYPES.indexOf(type) | (open ? 0x8000 : 0)]]), featureTypes: TYPES }) as unknown as CompiledMap;
  const judge = (): LosJudge => ({ explain: true, note: undefined }) as unknown as LosJudge;
  it("an exterior or interior wall blocks even marked open and from its own hex", () => {
    const j = judge();
    expect(judgeLevelSide(map("exterior-wall", true), j, 4, 0, true)).toBe(BLOCKED);
    expect(j.note).toMatchObject({ feature: "exterior-wall", reason: "exterior-wall blocks" });
    const k = judge();
    expect(judgeLevelSide(map("interior-wall", false), k, 4, 0, false)).toBe(BLOCKED);
    expect(k.note).toMatchObject({ feature: "interior-wall", reason: "a building wall blocks sight inside buildings" });
  });
});
