import { isDistribution, rational } from "@tactica/dice";
import { describe, expect, it } from "vitest";
import { patrolFireColumn, patrolRowOdds, patrolSpottingOdds } from "./patrol-dice-odds";

describe("patrol odds", () => {
  it("patrol 10.0: odds AS:DS rounded down to the column", () => {
    expect(patrolFireColumn(4, 5)).toBe(0);
    expect(patrolFireColumn(5, 1)).toBe(1);
    expect(patrolFireColumn(30, 5)).toBe(2);
    expect(patrolFireColumn(79, 5)).toBe(3);
    expect(patrolFireColumn(20, 1)).toBe(4);
    expect(patrolFireColumn(200, 1)).toBe(5);
  });

  it("patrol 10.9: column 1–5:1 (rows 1–4 book, rows 5–6 certain by monotony) gives K, I, W 1/6 each", () => {
    const odds = patrolRowOdds(["K", "I", "W", "-", "-", "-"]);
    expect(isDistribution(odds)).toBe(true);
    expect(odds.get("K")).toEqual(rational(1, 6));
    expect(odds.get("-")).toEqual(rational(1, 2));
  });

  it("patrol 16.11 (example B6): +2 on an entry of 1–2 cannot spot", () => {
    expect(patrolSpottingOdds(2, 2).get("not_spotted")).toEqual(rational(1));
    expect(patrolSpottingOdds(2, 0).get("spotted")).toEqual(rational(1, 3));
    // An adjusted roll of 0 or less still counts as within the range.
    expect(patrolSpottingOdds(1, -2).get("spotted")).toEqual(rational(1, 2));
    expect(patrolSpottingOdds("never", -6).get("spotted")).toBeUndefined();
  });
});
