import { describe, expect, it } from "vitest";
import type { Direction } from "@tactica/hex";
import { fromRuleDirection, toRuleDirection } from "./directions";

describe("rule direction numbering", () => {
  it("firepower 2.2: direction 1 is the directional hex's side, then clockwise 2..6", () => {
    expect([0, 1, 2, 3, 4, 5].map((d) => toRuleDirection(d as Direction))).toEqual([1, 2, 3, 4, 5, 6]);
    expect([0, 1, 2, 3, 4, 5].map((d) => toRuleDirection(d as Direction, 3))).toEqual([4, 5, 6, 1, 2, 3]);
    for (let one = 0; one < 6; one++) {
      for (let d = 0; d < 6; d++) expect(fromRuleDirection(toRuleDirection(d as Direction, one as Direction), one as Direction)).toBe(d);
    }
  });
});
