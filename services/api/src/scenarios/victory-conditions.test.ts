import { describe, expect, it } from "vitest";
import { checkVictoryConditions, toVictoryConditions } from "./victory-conditions";

const at = { seats: ["A", "B"], hexIds: new Set(["1A1", "1A2"]) };

describe("victory conditions", () => {
  it("drop the null fields GraphQL hands over", () => {
    expect(toVictoryConditions([{ side: "A", kind: "points", value: 5, hexes: null, text: null }])).toEqual([{ side: "A", kind: "points", value: 5 }]);
    expect(toVictoryConditions(undefined)).toEqual([]);
  });

  it("accept known sides and kinds with what each kind needs", () => {
    expect(checkVictoryConditions([
      { side: "A", kind: "points", value: 5 },
      { side: "B", kind: "hold-hexes", hexes: ["1A1", "1A2"] },
      { side: "B", kind: "custom", text: "B holds the farm at the end of turn 6" },
    ], at)).toEqual([]);
  });

  it("name the condition, side and hex at fault", () => {
    expect(checkVictoryConditions([
      { side: "C", kind: "points", value: 5 },
      { side: "A", kind: "hold-hexes", hexes: ["9Z9"] },
      { side: "B", kind: "eliminate-percent", value: 150 },
      { side: "A", kind: "win", text: "" },
      { side: "B", kind: "custom", text: " " },
    ], at)).toEqual([
      { path: "victoryConditions[0].side", message: 'no side "C" in this scenario (its sides: A, B)', hex: null, side: null },
      { path: "victoryConditions[1].hexes[0]", message: "hex 9Z9 is not on the scenario's map", hex: "9Z9", side: "A" },
      { path: "victoryConditions[2].value", message: "eliminate-percent needs a whole number from 1 to 100", hex: null, side: "B" },
      { path: "victoryConditions[3].kind", message: 'no victory kind "win" (kinds: hold-hexes, eliminate-percent, exit-units, points, custom)', hex: null, side: "A" },
      { path: "victoryConditions[4].text", message: "describe the condition", hex: null, side: "B" },
    ]);
  });

  it("skip the side and hex checks when the scenario's sides or map are not known, and cap the list", () => {
    expect(checkVictoryConditions([{ side: "anyone", kind: "hold-hexes", hexes: ["0101"] }], {})).toEqual([]);
    expect(checkVictoryConditions(Array.from({ length: 51 }, () => ({ side: "A", kind: "points", value: 1 })), at)).toEqual([
      { path: "victoryConditions", message: "at most 50 victory conditions", hex: null, side: null },
    ]);
  });
});
