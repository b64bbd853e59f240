import { describe, it, expect } from "vitest";
import { toRenderModel } from "./to-render-model";
import type { BoardSource } from "./to-render-model";

const source: BoardSource = {
  orientation: "flat",
  hexes: [
    { hex: { q: 0, r: 0 }, printedIds: ["A1"], terrain: "woods", height: 2, markers: ["smoke"] },
    { hex: { q: 1, r: 0 }, printedIds: ["A2", "B1"], terrain: "clear" },
    { hex: { q: 0, r: 1 }, printedIds: [] },
  ],
  hexsides: [{ hex: { q: 0, r: 0 }, dir: 2, kind: "hedge" }],
};

describe("toRenderModel", () => {
  const model = toRenderModel(source, 10);

  it("draws one polygon per hex, labelled by the top board's printed ID or else its axial key", () => {
    expect(model.hexes.map((h) => [h.key, h.label])).toEqual([["0,0", "A1"], ["1,0", "B1"], ["0,1", "0,1"]]);
    expect(model.hexes[1]?.printedIds).toEqual(["A2", "B1"]);
  });

  it("carries height and markers for the status bar, defaulting to ground level and none", () => {
    expect(model.hexes.map((h) => [h.height, h.markers])).toEqual([[2, ["smoke"]], [0, []], [0, []]]);
  });

  it("places flat-topped corners around the centre at the hex size", () => {
    // Flat layout, size 10: corner 0 at -60 degrees, then clockwise; centre of (0,0) at the origin.
    expect(model.hexes[0]?.points).toBe("5,-8.66 10,0 5,8.66 -5,8.66 -10,0 -5,-8.66");
    expect([model.hexes[1]?.cx, model.hexes[1]?.cy]).toEqual([15, 8.66]);
  });

  it("colours hexes by terrain", () => {
    expect(model.hexes.map((h) => h.fill)).toEqual(["#6f9a55", "#e8e2c4", "#dddddd"]);
  });

  it("draws a hexside feature along the edge shared with the neighbour in that direction", () => {
    // Side 2 (SE) of (0,0) is shared with (1,0): corners 1 and 2 of (0,0).
    expect(model.hexsides).toEqual([
      { key: "0,0,2:hedge:0", kind: "hedge", stroke: "#2f6b2a", x1: 10, y1: 0, x2: 5, y2: 8.66 },
    ]);
    const neighbour = model.hexes[1]?.points.split(" ") ?? [];
    expect(neighbour).toContain("10,0");
    expect(neighbour).toContain("5,8.66");
  });

  it("fits the viewBox around every hex with half a hex of margin", () => {
    expect(model.viewBox).toEqual({ minX: -15, minY: -13.66, width: 45, height: 44.64 });
  });

  it("gives an empty board a unit viewBox", () => {
    expect(toRenderModel({ orientation: "pointy", hexes: [], hexsides: [] }).viewBox).toEqual({ minX: 0, minY: 0, width: 1, height: 1 });
  });
});
